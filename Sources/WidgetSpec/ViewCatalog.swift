import Foundation
import WidgetRender

/// One view a spec may name: its SwiftUI name, what its argument accepts (for the schema) and
/// how to parse it. `argument` is nil when the view is written bare (`- Spacer`).
struct ViewDefinition {
    let name: String
    let argument: ValueShape
    let parse: (SpecParser, _ argument: SpecValue?, _ key: SpecValue) throws -> ParsedView
}

/// Every view a spec may use: the one list the parser, the schema and the docs read.
enum ViewCatalog {
    static let all: [ViewDefinition] = stacks + leaves + shapes + styleViews + ContainerViewCatalog.all

    static var names: [String] { all.map(\.name) }
    static let shapeNames = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape",
                             "UnevenRoundedRectangle", "Path"]
    static func definition(named name: String) -> ViewDefinition? { all.first { $0.name == name } }
    static let viewSpecificModifierNames = ParsedView.imageModifiers + ParsedView.shapeModifiers
    static func isViewSpecificModifier(_ name: String) -> Bool { viewSpecificModifierNames.contains(name) }

    // MARK: Containers

    static let contentShape = ValueShape.reference("views")

    private static let stacks: [ViewDefinition] = [
        ViewDefinition(name: "VStack", argument: stackShape(SpecEnums.names(SpecEnums.horizontalAlignment), spacing: true)) {
            parser, argument, key in
            let (alignment, spacing, children) = try stackArguments(parser, argument, key, SpecEnums.horizontalAlignment)
            return .view { context in
                AnyView(VStack(alignment: alignment ?? .center, spacing: spacing) { childList(children, context) })
            }
        },
        ViewDefinition(name: "HStack", argument: stackShape(SpecEnums.names(SpecEnums.verticalAlignment), spacing: true)) {
            parser, argument, key in
            let (alignment, spacing, children) = try stackArguments(parser, argument, key, SpecEnums.verticalAlignment)
            return .view { context in
                AnyView(HStack(alignment: alignment ?? .center, spacing: spacing) { childList(children, context) })
            }
        },
        ViewDefinition(name: "ZStack", argument: stackShape(SpecEnums.names(SpecEnums.alignment), spacing: false)) {
            parser, argument, key in
            let (alignment, _, children) = try stackArguments(parser, argument, key, SpecEnums.alignment, spacing: false)
            return .view { context in AnyView(ZStack(alignment: alignment ?? .center) { childList(children, context) }) }
        },
        ViewDefinition(name: "Group", argument: .anyOf([contentShape, .object([("content", contentShape)], required: ["content"])])) {
            parser, argument, key in
            let children = try contentViews(parser, argument, key, name: "Group")
            return .view { context in AnyView(Group { childList(children, context) }) }
        },
        ViewDefinition(name: "ViewThatFits", argument: .anyOf([contentShape, .object([
            ("in", .enumeration(SpecEnums.names(SpecEnums.axes))), ("content", contentShape),
        ], required: ["content"])])) { parser, argument, key in
            var axes: Axis.Set = [.horizontal, .vertical]
            if let argument, argument.isMapping, let given = try argument.fields(for: "ViewThatFits", allowed: ["in", "content"])["in"] {
                axes = try given.oneOf(SpecEnums.axes, for: "in")
            }
            let children = try contentViews(parser, argument, key, name: "ViewThatFits", extraFields: ["in"])
            return .view { context in AnyView(ViewThatFits(in: axes) { childList(children, context) }) }
        },
    ]

    private static func stackShape(_ alignments: [String], spacing: Bool) -> ValueShape {
        var fields: [(name: String, shape: ValueShape)] = [("alignment", .enumeration(alignments))]
        if spacing { fields.append(("spacing", .number)) }
        fields.append(("content", contentShape))
        return .anyOf([contentShape, .object(fields, required: ["content"])])
    }

    /// `Stack: [children]` or `Stack: {alignment: …, spacing: …, content: [children]}`.
    private static func stackArguments<A>(_ parser: SpecParser, _ argument: SpecValue?, _ key: SpecValue,
                                          _ alignments: KeyValuePairs<String, A>, spacing allowsSpacing: Bool = true)
        throws -> (A?, CGFloat?, [ViewLowering]) {
        let name = try key.string(for: "view")
        guard let argument, argument.isMapping else {
            return (nil, nil, try contentViews(parser, argument, key, name: name))
        }
        let fields = try argument.fields(for: name, allowed: allowsSpacing ? ["alignment", "spacing", "content"]
                                                                     : ["alignment", "content"])
        let alignment = try fields["alignment"].map { try $0.oneOf(alignments, for: "alignment") }
        let spacing = try fields["spacing"].map { CGFloat(try $0.number(for: "spacing")) }
        return (alignment, spacing, try contentViews(parser, argument, key, name: name, extraFields: ["alignment", "spacing"]))
    }

    /// The children: the argument itself when it is a list, else its `content` field.
    private static func contentViews(_ parser: SpecParser, _ argument: SpecValue?, _ key: SpecValue, name: String,
                                     extraFields: [String] = []) throws -> [ViewLowering] {
        guard let argument, !argument.isNull else { throw key.error("'\(name)' needs content (a list of views)") }
        if argument.isMapping {
            let fields = try argument.fields(for: name, allowed: extraFields + ["content"])
            guard let content = fields["content"] else { throw argument.error("'\(name)' needs 'content' (a list of views)") }
            return try parser.parseViews(content)
        }
        guard argument.isSequence else { throw argument.typeError("a list of views", for: name) }
        return try parser.parseViews(argument)
    }

    // MARK: Leaves

    private static let leaves: [ViewDefinition] = [
        ViewDefinition(name: "Text", argument: .reference("text")) { parser, argument, key in
            guard let argument else { throw key.error("'Text' needs its text, e.g. 'Text: Hello'") }
            let text = try TextParsing.text(argument, parser: parser)
            return .view { AnyView(text($0)) }
        },
        ViewDefinition(name: "Image", argument: .anyOf([.string, .object([
            ("name", .string), ("systemName", .string),
        ])])) { parser, argument, key in
            guard let argument else { throw key.error("'Image' needs an asset name or {systemName: …}") }
            return .image(try ImageParsing.image(argument, parser: parser))
        },
        ViewDefinition(name: "Label", argument: .object([("title", .string), ("systemImage", .string), ("image", .string)],
                                                        required: ["title"])) { parser, argument, key in
            guard let argument else { throw key.error("'Label' needs {title: …, systemImage: …}") }
            let fields = try argument.fields(for: "Label", allowed: ["title", "systemImage", "image"])
            guard let titleValue = fields["title"] else { throw argument.error("'Label' needs 'title'") }
            let title = try parser.template(try titleValue.text(for: "title"), at: titleValue)
            if let symbol = fields["systemImage"] {
                let name = try ImageParsing.checkedSymbol(symbol)
                return .view { AnyView(Label(title.render($0.values), systemImage: name)) }
            }
            guard let image = fields["image"] else { throw argument.error("'Label' needs 'systemImage' or 'image'") }
            let name = try ImageParsing.checkedAsset(image, parser: parser)
            return .view { AnyView(Label(title.render($0.values), image: name)) }
        },
        ViewDefinition(name: "Spacer", argument: .anyOf([.null, .number, .object([("minLength", .number)])])) { _, argument, _ in
            var minLength: CGFloat?
            if let argument, !argument.isNull {
                let value = argument.isMapping ? try argument.fields(for: "Spacer", allowed: ["minLength"])["minLength"] : argument
                minLength = try value.map { CGFloat(try $0.nonNegative(for: "minLength")) }
            }
            let length = minLength
            return .view { _ in AnyView(Spacer(minLength: length)) }
        },
        bare("Divider") { AnyView(Divider()) },
        bare("EmptyView") { AnyView(EmptyView()) },
        bare("AccessoryWidgetBackground") { AnyView(AccessoryWidgetBackground()) },
        ViewDefinition(name: "ProgressView", argument: .anyOf([.number, .object([("value", .number), ("total", .number)],
                                                                                 required: ["value"]),
                                                               .object([("timerInterval", SpecTextPieces.interval), ("countsDown", .boolean)],
                                                                       required: ["timerInterval"])])) { _, argument, key in
            guard let argument else { throw key.error("'ProgressView' needs a value, e.g. 'ProgressView: 0.7'") }
            if argument.isMapping, try argument.entries(for: "ProgressView").contains(where: { $0.key == "timerInterval" }) {
                return .view(try timerProgress(argument))
            }
            var total = 1.0, value: Double
            if argument.isMapping {
                let fields = try argument.fields(for: "ProgressView", allowed: ["value", "total"])
                guard let given = fields["value"] else { throw argument.error("'ProgressView' needs 'value'") }
                value = try given.number(for: "value")
                if let given = fields["total"] { total = try given.number(for: "total") }
                guard total > 0 else { throw argument.error("'total' must be positive") }
            } else {
                value = try argument.number(for: "ProgressView")
            }
            let (v, t) = (value, total)
            return .view { _ in AnyView(ProgressView(value: v, total: t)) }
        },
    ]

    /// `ProgressView: {timerInterval: {from: -5m, to: +20m}, countsDown: true}`, read at the render date.
    private static func timerProgress(_ argument: SpecValue) throws -> ViewLowering {
        let fields = try argument.fields(for: "ProgressView", allowed: ["timerInterval", "countsDown"])
        guard let given = fields["timerInterval"] else { throw argument.error("'ProgressView' needs 'timerInterval'") }
        let (from, to) = try SpecTextPieces.dates(given)
        let countsDown = try fields["countsDown"]?.bool(for: "countsDown") ?? true
        return { context in
            let renderDate = context.environment.renderDate
            let start = from.date(relativeTo: renderDate), end = to.date(relativeTo: renderDate)
            // A mixed interval (an instant and an offset) may come out reversed: it is empty at its start.
            return AnyView(ProgressView(timerInterval: start...max(start, end), countsDown: countsDown))
        }
    }

    /// A view that takes no argument: `- Divider` or `- Divider: null`.
    private static func bare(_ name: String, _ make: @escaping () -> AnyView) -> ViewDefinition {
        ViewDefinition(name: name, argument: .null) { _, argument, _ in
            if let argument, !argument.isNull { throw argument.typeError("no argument", for: name) }
            return .view { _ in make() }
        }
    }

    // MARK: Shapes and styles as views

    private static let shapes: [ViewDefinition] = [
        shape("Rectangle") { _ in ShapeBox(Rectangle()) },
        shape("Circle") { _ in ShapeBox(Circle()) },
        shape("Ellipse") { _ in ShapeBox(Ellipse()) },
        shape("ContainerRelativeShape") { _ in ShapeBox(ContainerRelativeShape()) },
        ViewDefinition(name: "Capsule", argument: .anyOf([.null, .object([("style", .enumeration(SpecEnums.names(SpecEnums.cornerStyle)))])])) {
            _, argument, _ in
            var style = RoundedCornerStyle.continuous
            if let argument, !argument.isNull, let given = try argument.fields(for: "Capsule", allowed: ["style"])["style"] {
                style = try given.oneOf(SpecEnums.cornerStyle, for: "style")
            }
            return .shape(ShapeBox(Capsule(style: style)))
        },
        ViewDefinition(name: "RoundedRectangle", argument: .anyOf([.number, .object([
            ("cornerRadius", .number), ("style", .enumeration(SpecEnums.names(SpecEnums.cornerStyle))),
        ], required: ["cornerRadius"])])) { _, argument, key in
            guard let argument else { throw key.error("'RoundedRectangle' needs a corner radius") }
            return .shape(try roundedRectangle(argument))
        },
    ]

    static func roundedRectangle(_ argument: SpecValue) throws -> ShapeBox {
        guard argument.isMapping else {
            return ShapeBox(RoundedRectangle(cornerRadius: CGFloat(try argument.nonNegative(for: "RoundedRectangle"))))
        }
        let fields = try argument.fields(for: "RoundedRectangle", allowed: ["cornerRadius", "style"])
        guard let radius = fields["cornerRadius"] else { throw argument.error("'RoundedRectangle' needs 'cornerRadius'") }
        let style = try fields["style"].map { try $0.oneOf(SpecEnums.cornerStyle, for: "style") } ?? .continuous
        return ShapeBox(RoundedRectangle(cornerRadius: CGFloat(try radius.nonNegative(for: "cornerRadius")), style: style))
    }

    private static func shape(_ name: String, _ make: @escaping (SpecValue?) throws -> ShapeBox) -> ViewDefinition {
        ViewDefinition(name: name, argument: .null) { _, argument, _ in
            if let argument, !argument.isNull { throw argument.typeError("no argument", for: name) }
            return .shape(try make(argument))
        }
    }

    private static let styleViews: [ViewDefinition] = [
        ViewDefinition(name: "Color", argument: .reference("color")) { _, argument, key in
            guard let argument else { throw key.error("'Color' needs a color, e.g. 'Color: red'") }
            let color = try StyleParsing.color(argument, for: "Color")
            return .view { _ in AnyView(color) }
        },
    ] + StyleParsing.gradientNames.map { kind in
        ViewDefinition(name: kind, argument: .reference(kind)) { _, argument, key in
            guard let argument else { throw key.error("'\(kind)' needs {colors: […]}") }
            let gradient = try StyleParsing.gradient(kind, argument)
            return .view { _ in gradient.view }
        }
    }
}
