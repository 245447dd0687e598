import Foundation
import WidgetRender

/// Modifiers that become layout wrapper nodes: padding, frames, effects, clipping.
enum LayoutModifiers {
    typealias M = ModifierCatalog
    static let edgeNames = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
    static let frameFixed = ["width", "height"]
    static let frameFlexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let alignmentShape = ValueShape.enumeration(SpecEnums.names(SpecEnums.alignment))
    static let anchorShape = ValueShape.reference("unitPoint")

    static let all: [ModifierDefinition] = [
        M.simple("padding", .anyOf([.number, .boolean, .object(edgeNames.map { ($0, .anyOf([.number, .boolean])) })])) { spec in
            let insets = try padding(spec)
            return { AnyView($0.padding(insets)) }
        },
        M.simple("frame", .object((frameFixed + frameFlexible).map { ($0, ValueShape.numberOrInfinity) }
                                  + [("alignment", alignmentShape)])) { spec in try frame(spec) },
        M.simple("fixedSize", .anyOf([.boolean, .object([("horizontal", .boolean), ("vertical", .boolean)])])) { spec in
            guard spec.isMapping else {
                let on = try spec.bool(for: "fixedSize")
                return { on ? AnyView($0.fixedSize()) : $0 }
            }
            let fields = try spec.fields(for: "fixedSize", allowed: ["horizontal", "vertical"])
            let horizontal = try fields["horizontal"]?.bool(for: "horizontal") ?? false
            let vertical = try fields["vertical"]?.bool(for: "vertical") ?? false
            return { AnyView($0.fixedSize(horizontal: horizontal, vertical: vertical)) }
        },
        M.simple("layoutPriority", .number) { spec in
            let priority = try spec.number(for: "layoutPriority")
            return { AnyView($0.layoutPriority(priority)) }
        },
        M.simple("opacity", .number) { spec in
            let opacity = try spec.number(for: "opacity")
            guard (0...1).contains(opacity) else { throw spec.error("'opacity' must be in 0…1, found \(opacity)") }
            return { AnyView($0.opacity(opacity)) }
        },
        M.simple("offset", .object([("x", .number), ("y", .number)])) { spec in
            let fields = try spec.fields(for: "offset", allowed: ["x", "y"])
            let x = try fields["x"]?.number(for: "x") ?? 0, y = try fields["y"]?.number(for: "y") ?? 0
            return { AnyView($0.offset(x: CGFloat(x), y: CGFloat(y))) }
        },
        M.simple("rotationEffect", .anyOf([.number, .object([("degrees", .number), ("anchor", anchorShape)])])) { spec in
            let (degrees, anchor) = try amountAndAnchor(spec, name: "rotationEffect", amount: "degrees")
            return { AnyView($0.rotationEffect(.degrees(degrees), anchor: anchor)) }
        },
        M.simple("scaleEffect", .anyOf([.number, .object([("scale", .number), ("anchor", anchorShape)])])) { spec in
            let (scale, anchor) = try amountAndAnchor(spec, name: "scaleEffect", amount: "scale")
            return { AnyView($0.scaleEffect(CGFloat(scale), anchor: anchor)) }
        },
        M.simple("shadow", .object([("color", .reference("color")), ("radius", .number), ("x", .number), ("y", .number)],
                                   required: ["radius"])) { spec in
            let fields = try spec.fields(for: "shadow", allowed: ["color", "radius", "x", "y"])
            guard let radiusValue = fields["radius"] else { throw spec.error("'shadow' needs 'radius'") }
            let radius = CGFloat(try radiusValue.nonNegative(for: "radius"))
            let color = try fields["color"].map { try StyleParsing.color($0, for: "color") } ?? Color(white: 0, opacity: 0.33)
            let x = CGFloat(try fields["x"]?.number(for: "x") ?? 0), y = CGFloat(try fields["y"]?.number(for: "y") ?? 0)
            return { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) }
        },
        M.flag("hidden") { AnyView($0.hidden()) },
        M.simple("aspectRatio", .anyOf([.enumeration(SpecEnums.names(SpecEnums.contentMode)),
                                        .object([("ratio", .number), ("contentMode", .enumeration(SpecEnums.names(SpecEnums.contentMode)))])])) {
            spec in
            guard spec.isMapping else {
                let mode = try spec.oneOf(SpecEnums.contentMode, for: "aspectRatio")
                return { AnyView($0.aspectRatio(contentMode: mode)) }
            }
            let fields = try spec.fields(for: "aspectRatio", allowed: ["ratio", "contentMode"])
            let mode = try fields["contentMode"].map { try $0.oneOf(SpecEnums.contentMode, for: "contentMode") } ?? .fit
            let ratio = try fields["ratio"].map { value -> CGFloat in
                let ratio = try value.number(for: "ratio")
                guard ratio > 0 else { throw value.error("'ratio' must be positive, found \(ratio)") }
                return CGFloat(ratio)
            }
            return { AnyView($0.aspectRatio(ratio, contentMode: mode)) }
        },
        M.flag("scaledToFit") { AnyView($0.scaledToFit()) },
        M.flag("scaledToFill") { AnyView($0.scaledToFill()) },
        M.flag("clipped") { AnyView($0.clipped()) },
        M.simple("cornerRadius", .number) { spec in
            let radius = CGFloat(try spec.nonNegative(for: "cornerRadius"))
            return { AnyView($0.cornerRadius(radius)) }
        },
        ModifierDefinition(name: "clipShape", value: .reference("shape")) { parser, spec in
            let shape = try clipShape(spec, parser: parser)
            return { view, _ in shape.clip(view) }
        },
    ]

    /// `padding: 8` (all edges), `padding: true` (the default 16 pt, as `.padding()`),
    /// `padding: {horizontal: 10}` or several edges `{top: 4, leading: 8}`; `true` per edge is 16.
    static func padding(_ spec: SpecValue) throws -> EdgeInsets {
        func length(_ value: SpecValue, _ name: String) throws -> CGFloat {
            if value.isBoolean {
                guard try value.bool(for: name) else { throw value.error("'\(name)': use a length or true (16 pt)") }
                return 16
            }
            return CGFloat(try value.nonNegative(for: name))
        }
        guard spec.isMapping else {
            let all = try length(spec, "padding")
            return EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        }
        var insets = EdgeInsets()
        for (edge, value) in try spec.fields(for: "padding", allowed: edgeNames) {
            let amount = try length(value, edge)
            if ["top", "vertical", "all"].contains(edge) { insets.top = amount }
            if ["bottom", "vertical", "all"].contains(edge) { insets.bottom = amount }
            if ["leading", "horizontal", "all"].contains(edge) { insets.leading = amount }
            if ["trailing", "horizontal", "all"].contains(edge) { insets.trailing = amount }
        }
        return insets
    }

    /// `frame: {width: 64, height: 64}` or the flexible form `{maxWidth: infinity, alignment: leading}`.
    static func frame(_ spec: SpecValue) throws -> (AnyView) -> AnyView {
        let fields = try spec.fields(for: "frame", allowed: frameFixed + frameFlexible + ["alignment"])
        let alignment = try fields["alignment"].map { try $0.oneOf(SpecEnums.alignment, for: "alignment") } ?? .center
        func length(_ name: String) throws -> CGFloat? {
            try fields[name].map { CGFloat(try $0.nonNegative(for: name, allowsInfinity: name.hasPrefix("max"))) }
        }
        let flexible = frameFlexible.contains { fields[$0] != nil }
        if flexible {
            if let fixed = frameFixed.first(where: { fields[$0] != nil }), let value = fields[fixed] {
                throw value.error("'frame' takes either width/height or min/ideal/max sizes, not both")
            }
            let (minW, idealW, maxW) = (try length("minWidth"), try length("idealWidth"), try length("maxWidth"))
            let (minH, idealH, maxH) = (try length("minHeight"), try length("idealHeight"), try length("maxHeight"))
            if let lo = minW, let hi = maxW, lo > hi { throw spec.error("'frame': minWidth exceeds maxWidth") }
            if let lo = minH, let hi = maxH, lo > hi { throw spec.error("'frame': minHeight exceeds maxHeight") }
            return { AnyView($0.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH,
                                      idealHeight: idealH, maxHeight: maxH, alignment: alignment)) }
        }
        let (width, height) = (try length("width"), try length("height"))
        return { AnyView($0.frame(width: width, height: height, alignment: alignment)) }
    }

    /// `rotationEffect: 45` or `{degrees: 45, anchor: topLeading}` (and the same for scale).
    private static func amountAndAnchor(_ spec: SpecValue, name: String, amount: String) throws -> (Double, UnitPoint) {
        guard spec.isMapping else { return (try spec.number(for: name), .center) }
        let fields = try spec.fields(for: name, allowed: [amount, "anchor"])
        guard let value = fields[amount] else { throw spec.error("'\(name)' needs '\(amount)'") }
        let anchor = try fields["anchor"].map { try StyleParsing.unitPoint($0, for: "anchor") } ?? .center
        return (try value.number(for: amount), anchor)
    }

    /// `clipShape: Circle` or `clipShape: {RoundedRectangle: {cornerRadius: 12}}`.
    static func clipShape(_ spec: SpecValue, parser: SpecParser) throws -> ShapeBox {
        var name: String, argument: SpecValue?, key = spec
        if spec.isMapping {
            let entries = try spec.entries(for: "clipShape")
            guard entries.count == 1, let entry = entries.first else {
                throw spec.error("'clipShape' takes one shape, e.g. {RoundedRectangle: {cornerRadius: 12}}")
            }
            (name, argument, key) = (entry.key, entry.value, entry.keyValue)
        } else {
            name = try spec.string(for: "clipShape")
        }
        guard let definition = ViewCatalog.definition(named: name),
              case .shape(let shape) = try definition.parse(parser, argument, key) else {
            throw key.error("'clipShape' needs a shape, found '\(name)'"
                            + Suggestion.hint(for: name, in: ViewCatalog.shapeNames))
        }
        return shape
    }
}
