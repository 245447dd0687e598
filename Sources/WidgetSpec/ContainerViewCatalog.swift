import Foundation
import WidgetRender

// The views of issue #14 in specs: Grid and GridRow, LazyVGrid/LazyHGrid with GridItems,
// UnevenRoundedRectangle, Gauge and Path (from SVG path data), each lowering to the DSL view of the same name with the same
// arguments. Views that run code (GeometryReader, Canvas, a user Layout) stay Swift-only
// (docs/spec.md).

enum ContainerViewCatalog {
    static let contentShape = ViewCatalog.contentShape
    static let gridItemSize = ValueShape.anyOf([
        .enumeration(["flexible"]),
        .object([("fixed", .number), ("flexible", .object([("minimum", .number), ("maximum", .numberOrInfinity)])),
                 ("adaptive", .anyOf([.number, .object([("minimum", .number), ("maximum", .numberOrInfinity)], required: ["minimum"])])),
                 ("spacing", .number), ("alignment", LayoutModifiers.alignmentShape)]),
    ])

    static let all: [ViewDefinition] = [
        ViewDefinition(name: "Grid", argument: .anyOf([contentShape, .object([
            ("alignment", LayoutModifiers.alignmentShape), ("horizontalSpacing", .number), ("verticalSpacing", .number),
            ("content", contentShape),
        ], required: ["content"])])) { parser, argument, key in
            let (fields, children) = try content(parser, argument, key, name: "Grid",
                                                 fields: ["alignment", "horizontalSpacing", "verticalSpacing"])
            let alignment = try fields["alignment"].map { try $0.oneOf(SpecEnums.alignment, for: "alignment") } ?? .center
            let h = try fields["horizontalSpacing"].map { CGFloat(try $0.number(for: "horizontalSpacing")) }
            let v = try fields["verticalSpacing"].map { CGFloat(try $0.number(for: "verticalSpacing")) }
            return .view { context in
                AnyView(Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { childList(children, context) })
            }
        },
        ViewDefinition(name: "GridRow", argument: .anyOf([contentShape, .object([
            ("alignment", .enumeration(SpecEnums.names(SpecEnums.verticalAlignment))), ("content", contentShape),
        ], required: ["content"])])) { parser, argument, key in
            let (fields, children) = try content(parser, argument, key, name: "GridRow", fields: ["alignment"])
            let alignment = try fields["alignment"].map { try $0.oneOf(SpecEnums.verticalAlignment, for: "alignment") }
            return .view { context in AnyView(GridRow(alignment: alignment) { childList(children, context) }) }
        },
        lazyGrid("LazyVGrid", items: "columns", alignments: SpecEnums.horizontalAlignment) { items, alignment, spacing, content in
            AnyView(LazyVGrid(columns: items, alignment: alignment ?? .center, spacing: spacing) { content })
        },
        lazyGrid("LazyHGrid", items: "rows", alignments: SpecEnums.verticalAlignment) { items, alignment, spacing, content in
            AnyView(LazyHGrid(rows: items, alignment: alignment ?? .center, spacing: spacing) { content })
        },
        ViewDefinition(name: "UnevenRoundedRectangle", argument: .object(
            unevenRadii.map { ($0, ValueShape.number) } + [("style", .enumeration(SpecEnums.names(SpecEnums.cornerStyle)))])) {
            _, argument, key in
            guard let argument else { throw key.error("'UnevenRoundedRectangle' needs corner radii, e.g. {topLeadingRadius: 12}") }
            return .shape(try unevenRoundedRectangle(argument))
        },
        ViewDefinition(name: "Path", argument: .string) { parser, argument, key in
            guard let argument else { throw key.error("'Path' needs SVG path data, e.g. 'Path: M0 0 L20 0 L10 15 Z'") }
            let data = try argument.string(for: "Path")
            // Each command is work for layout and the rasterizer: counted like nodes (docs/security.md).
            try parser.budget.count(data.utf8.filter { Self.pathCommandLetters.contains($0) }.count, at: argument)
            do {
                return .shape(ShapeBox(notInsettable: try Path(svgPathData: data)))
            } catch let error as PathDataError {
                throw argument.error("'Path': \(error.message)")
            }
        },
        ViewDefinition(name: "Gauge", argument: .object([
            ("value", .number), ("min", .number), ("max", .number), ("label", .reference("views")),
            ("currentValueLabel", .reference("views")), ("minimumValueLabel", .reference("views")),
            ("maximumValueLabel", .reference("views")),
        ], required: ["value"])) { parser, argument, key in
            guard let argument else { throw key.error("'Gauge' needs {value: …}") }
            return .view(try gauge(parser, argument))
        },
    ]

    static let pathCommandLetters = Set("MLHVCSQTAZmlhvcsqtaz".utf8)
    static let unevenRadii = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]

    static func unevenRoundedRectangle(_ argument: SpecValue) throws -> ShapeBox {
        let fields = try argument.fields(for: "UnevenRoundedRectangle", allowed: unevenRadii + ["style"])
        func radius(_ name: String) throws -> CGFloat { CGFloat(try fields[name]?.nonNegative(for: name) ?? 0) }
        let style = try fields["style"].map { try $0.oneOf(SpecEnums.cornerStyle, for: "style") } ?? .continuous
        return ShapeBox(UnevenRoundedRectangle(topLeadingRadius: try radius("topLeadingRadius"),
                                               bottomLeadingRadius: try radius("bottomLeadingRadius"),
                                               bottomTrailingRadius: try radius("bottomTrailingRadius"),
                                               topTrailingRadius: try radius("topTrailingRadius"), style: style))
    }

    /// `Grid: [rows]` or `Grid: {alignment: …, content: [rows]}`: the named fields and the children.
    private static func content(_ parser: SpecParser, _ argument: SpecValue?, _ key: SpecValue, name: String,
                                fields allowed: [String]) throws -> ([String: SpecValue], [ViewLowering]) {
        guard let argument, !argument.isNull else { throw key.error("'\(name)' needs content (a list of views)") }
        if argument.isSequence { return ([:], try parser.parseViews(argument)) }
        guard argument.isMapping else { throw argument.typeError("a list of views", for: name) }
        let fields = try argument.fields(for: name, allowed: allowed + ["content"])
        guard let content = fields["content"] else { throw argument.error("'\(name)' needs 'content' (a list of views)") }
        guard content.isSequence else { throw content.typeError("a list of views", for: "content") }
        return (fields, try parser.parseViews(content))
    }

    /// `LazyVGrid: {columns: [GridItem …], alignment, spacing, content}` (LazyHGrid: `rows`).
    private static func lazyGrid<A>(_ name: String, items itemsName: String, alignments: KeyValuePairs<String, A>,
                                    _ make: @escaping ([GridItem], A?, CGFloat?, AnyView) -> AnyView) -> ViewDefinition {
        ViewDefinition(name: name, argument: .object([
            (itemsName, .list(gridItemSize)), ("alignment", .enumeration(SpecEnums.names(alignments))),
            ("spacing", .number), ("content", contentShape),
        ], required: [itemsName, "content"])) { parser, argument, key in
            guard let argument, argument.isMapping else {
                throw (argument ?? key).error("'\(name)' needs {\(itemsName): [GridItem …], content: [views]}")
            }
            let (fields, children) = try content(parser, argument, key, name: name, fields: [itemsName, "alignment", "spacing"])
            guard let itemsValue = fields[itemsName] else { throw argument.error("'\(name)' needs '\(itemsName)'") }
            guard itemsValue.isSequence, !itemsValue.items().isEmpty else {
                throw itemsValue.error("'\(itemsName)' needs at least one GridItem, e.g. [flexible, {fixed: 40}]")
            }
            try parser.budget.count(itemsValue.items().count, at: itemsValue)  // each item is a track to lay out
            let items = try itemsValue.items().map(gridItem)
            let alignment = try fields["alignment"].map { try $0.oneOf(alignments, for: "alignment") }
            let spacing = try fields["spacing"].map { CGFloat(try $0.number(for: "spacing")) }
            return .view { context in make(items, alignment, spacing, AnyView(childList(children, context))) }
        }
    }

    /// `flexible`, `{fixed: 40}`, `{flexible: {minimum: 20, maximum: 80}}`, `{adaptive: 50}` or
    /// `{adaptive: {minimum: 50}}`, each with optional `spacing` and `alignment` (GridItem(_:spacing:alignment:)).
    static func gridItem(_ value: SpecValue) throws -> GridItem {
        if !value.isMapping {
            guard try value.string(for: "GridItem") == "flexible" else {
                throw value.error("a GridItem is 'flexible' or {fixed | flexible | adaptive: …}")
            }
            return GridItem(.flexible())
        }
        let fields = try value.fields(for: "GridItem", allowed: ["fixed", "flexible", "adaptive", "spacing", "alignment"])
        let sizes = ["fixed", "flexible", "adaptive"].filter { fields[$0] != nil }
        guard sizes.count == 1, let kind = sizes.first, let given = fields[kind] else {
            throw value.error("a GridItem has exactly one of 'fixed', 'flexible', 'adaptive'")
        }
        func range(_ spec: SpecValue, minimum fallback: Double?) throws -> (CGFloat, CGFloat) {
            if !spec.isMapping, !spec.isNull { return (CGFloat(try spec.nonNegative(for: kind)), .infinity) }
            let parts = spec.isNull ? [:] : try spec.fields(for: kind, allowed: ["minimum", "maximum"])
            guard let low = try parts["minimum"].map({ try $0.nonNegative(for: "minimum") }) ?? fallback else {
                throw spec.error("'\(kind)' needs 'minimum'")
            }
            let high = try parts["maximum"].map { try $0.nonNegative(for: "maximum", allowsInfinity: true) } ?? .infinity
            guard low <= high else { throw spec.error("'\(kind)': minimum \(low) exceeds maximum \(high)") }
            return (CGFloat(low), CGFloat(high))
        }
        let size: GridItem.Size
        switch kind {
        case "fixed": size = .fixed(CGFloat(try given.nonNegative(for: "fixed")))
        case "flexible":
            let (low, high) = try range(given, minimum: 10)
            size = .flexible(minimum: low, maximum: high)
        default:
            let (low, high) = try range(given, minimum: nil)
            size = .adaptive(minimum: low, maximum: high)
        }
        let spacing = try fields["spacing"].map { CGFloat(try $0.number(for: "spacing")) }
        let alignment = try fields["alignment"].map { try $0.oneOf(SpecEnums.alignment, for: "alignment") }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }

    /// `Gauge: {value, min, max, label, currentValueLabel, minimumValueLabel, maximumValueLabel}`,
    /// lowered to the Gauge initializer that takes the labels given (bounds labels need both).
    private static func gauge(_ parser: SpecParser, _ argument: SpecValue) throws -> ViewLowering {
        let fields = try argument.fields(for: "Gauge", allowed: ["value", "min", "max", "label", "currentValueLabel",
                                                                 "minimumValueLabel", "maximumValueLabel"])
        guard let valueField = fields["value"] else { throw argument.error("'Gauge' needs 'value'") }
        let value = try valueField.number(for: "value")
        let low = try fields["min"]?.number(for: "min") ?? 0, high = try fields["max"]?.number(for: "max") ?? 1
        guard high > low else { throw argument.error("'Gauge': max \(high) must exceed min \(low)") }
        func views(_ name: String) throws -> [ViewLowering]? {
            try fields[name].map { $0.isSequence ? try parser.parseViews($0) : [try parser.parseView($0)] }
        }
        let label = try views("label") ?? [], current = try views("currentValueLabel")
        let minimum = try views("minimumValueLabel"), maximum = try views("maximumValueLabel")
        if (minimum == nil) != (maximum == nil) {
            throw argument.error("'Gauge' needs both 'minimumValueLabel' and 'maximumValueLabel', or neither")
        }
        return { context in
            let labelView = WidgetModifiers.layerView(label, context)
            if let minimum, let maximum {
                return AnyView(Gauge(value: value, in: low...high) { labelView } currentValueLabel: {
                    WidgetModifiers.layerView(current ?? [], context)
                } minimumValueLabel: { WidgetModifiers.layerView(minimum, context) }
                  maximumValueLabel: { WidgetModifiers.layerView(maximum, context) })
            }
            if let current {
                return AnyView(Gauge(value: value, in: low...high) { labelView } currentValueLabel: {
                    WidgetModifiers.layerView(current, context)
                })
            }
            return AnyView(Gauge(value: value, in: low...high) { labelView })
        }
    }
}
