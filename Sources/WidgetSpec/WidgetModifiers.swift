import Foundation
import WidgetRender

/// Modifiers that take a view or a style (background, overlay, the widget's container background)
/// and the widget-level switches.
enum WidgetModifiers {
    typealias M = ModifierCatalog
    static let viewOrStyle = ValueShape.anyOf([.reference("views"), .reference("style")])

    static let all: [ModifierDefinition] = [
        ModifierDefinition(name: "background", value: viewOrStyle) { parser, spec in
            switch try layer(spec, parser: parser) {
            case .style(let style): return { view, _ in AnyView(view.background(style)) }
            case .views(let views): return { view, context in AnyView(view.background(layerView(views, context))) }
            }
        },
        ModifierDefinition(name: "overlay", value: viewOrStyle) { parser, spec in
            switch try layer(spec, parser: parser) {
            case .style(let style): return { view, _ in AnyView(view.overlay(style)) }
            case .views(let views): return { view, context in AnyView(view.overlay(layerView(views, context))) }
            }
        },
        ModifierDefinition(name: "containerBackground", value: viewOrStyle) { parser, spec in
            switch try layer(spec, parser: parser) {
            case .style(let style):
                return { view, _ in AnyView(view.containerBackground(style, for: .widget)) }
            case .views(let views):
                return { view, context in AnyView(view.containerBackground(for: .widget) { childList(views, context) }) }
            }
        },
        M.simple("containerBackgroundRemovable", .boolean) { spec in
            let removable = try spec.bool(for: "containerBackgroundRemovable")
            return { AnyView($0.containerBackgroundRemovable(removable)) }
        },
        M.flag("contentMarginsDisabled") { AnyView($0.contentMarginsDisabled()) },
    ]

    enum Layer {
        case style(AnyShapeStyle)
        case views([ViewLowering])
    }

    /// Views are capitalized (`AccessoryWidgetBackground`, `{Capsule: …, fill: brown}`, a gradient) or a list;
    /// anything else is a shape style (`red`, `"#FFCC00"`, `{color: black, opacity: 0.5}`).
    static func layer(_ spec: SpecValue, parser: SpecParser) throws -> Layer {
        if spec.isSequence { return .views(try parser.parseViews(spec)) }
        if spec.isMapping {
            let namesAView = try spec.entries(for: "layer").contains { $0.key.first?.isUppercase == true }
            return namesAView ? .views([try parser.parseView(spec)]) : .style(try StyleParsing.style(spec, for: "layer"))
        }
        if let name = try? spec.string(for: "layer"), name.first?.isUppercase == true {
            return .views([try parser.parseView(spec)])
        }
        return .style(try StyleParsing.style(spec, for: "layer"))
    }

    /// One layer view stands alone; several overlap as the content of a ViewBuilder would.
    static func layerView(_ views: [ViewLowering], _ context: LoweringContext) -> AnyView {
        views.count == 1 ? views[0](context) : AnyView(ZStack { childList(views, context) })
    }
}
