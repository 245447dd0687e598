import Foundation
import WidgetRender

// Text styling and environment modifiers in specs (issue #14): kerning, tracking, baselineOffset,
// underline, strikethrough, monospaced, fontDesign, fontWidth, allowsTightening; labelStyle and
// gaugeStyle; dynamicTypeSize, layoutDirection, locale, legibilityWeight and preferredColorScheme.
// Each lowers to the DSL modifier of the same name (the View forms, which set the environment the
// texts below read, as SwiftUI's do).

enum TextEnvironmentSpecModifiers {
    typealias M = ModifierCatalog

    static let fontWidth: KeyValuePairs<String, Font.Width> = [
        "compressed": .compressed, "condensed": .condensed, "standard": .standard, "expanded": .expanded,
    ]
    static let linePattern: KeyValuePairs<String, Text.LineStyle.Pattern> = [
        "solid": .solid, "dot": .dot, "dash": .dash, "dashDot": .dashDot, "dashDotDot": .dashDotDot,
    ]
    static let dynamicTypeSize: KeyValuePairs<String, DynamicTypeSize> = [
        "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
        "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
        "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
        "accessibility5": .accessibility5,
    ]
    static let layoutDirection: KeyValuePairs<String, LayoutDirection> = [
        "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
    ]
    static let legibilityWeight: KeyValuePairs<String, LegibilityWeight> = ["regular": .regular, "bold": .bold]
    static let colorScheme: KeyValuePairs<String, ColorScheme> = ["light": .light, "dark": .dark]
    static let labelStyles = ["automatic", "titleAndIcon", "titleOnly", "iconOnly"]
    static let gaugeStyles = ["automatic", "accessoryCircular", "accessoryCircularCapacity", "accessoryLinear",
                              "accessoryLinearCapacity", "linearCapacity"]

    static let decorationShape = ValueShape.anyOf([.boolean, .object([
        ("isActive", .boolean), ("pattern", .enumeration(SpecEnums.names(linePattern))), ("color", .reference("color")),
    ])])

    static let all: [ModifierDefinition] = [
        points("kerning") { AnyView($0.kerning($1)) },
        points("tracking") { AnyView($0.tracking($1)) },
        points("baselineOffset") { AnyView($0.baselineOffset($1)) },
        M.simple("underline", decorationShape) { spec in
            let (on, pattern, color) = try decoration(spec, for: "underline")
            return { AnyView($0.underline(on, pattern: pattern, color: color)) }
        },
        M.simple("strikethrough", decorationShape) { spec in
            let (on, pattern, color) = try decoration(spec, for: "strikethrough")
            return { AnyView($0.strikethrough(on, pattern: pattern, color: color)) }
        },
        M.simple("monospaced", .boolean) { spec in
            let on = try spec.bool(for: "monospaced")
            return { AnyView($0.monospaced(on)) }
        },
        M.choice("fontDesign", SpecEnums.fontDesign) { AnyView($0.fontDesign($1)) },
        M.choice("fontWidth", fontWidth) { AnyView($0.fontWidth($1)) },
        M.simple("allowsTightening", .boolean) { spec in
            let on = try spec.bool(for: "allowsTightening")
            return { AnyView($0.allowsTightening(on)) }
        },
        M.simple("labelStyle", .enumeration(labelStyles)) { spec in
            let style = try spec.oneOf(["automatic": 0, "titleAndIcon": 1, "titleOnly": 2, "iconOnly": 3], for: "labelStyle")
            return { view in
                switch style {
                case 1: return AnyView(view.labelStyle(.titleAndIcon))
                case 2: return AnyView(view.labelStyle(.titleOnly))
                case 3: return AnyView(view.labelStyle(.iconOnly))
                default: return AnyView(view.labelStyle(.automatic))
                }
            }
        },
        M.simple("gaugeStyle", .enumeration(gaugeStyles)) { spec in
            let style = try spec.oneOf(["automatic": 0, "accessoryCircular": 1, "accessoryCircularCapacity": 2,
                                        "accessoryLinear": 3, "accessoryLinearCapacity": 4, "linearCapacity": 5],
                                       for: "gaugeStyle")
            return { view in
                switch style {
                case 1: return AnyView(view.gaugeStyle(.accessoryCircular))
                case 2: return AnyView(view.gaugeStyle(.accessoryCircularCapacity))
                case 3: return AnyView(view.gaugeStyle(.accessoryLinear))
                case 4: return AnyView(view.gaugeStyle(.accessoryLinearCapacity))
                case 5: return AnyView(view.gaugeStyle(.linearCapacity))
                default: return AnyView(view.gaugeStyle(.automatic))
                }
            }
        },
        M.choice("dynamicTypeSize", dynamicTypeSize) { AnyView($0.dynamicTypeSize($1)) },
        M.choice("layoutDirection", layoutDirection) { AnyView($0.environment(\.layoutDirection, $1)) },
        M.choice("legibilityWeight", legibilityWeight) { AnyView($0.environment(\.legibilityWeight, $1)) },
        M.choice("preferredColorScheme", colorScheme) { AnyView($0.preferredColorScheme($1)) },
        M.simple("locale", .string) { spec in
            let identifier = try spec.string(for: "locale")
            // The shape of a BCP 47 / ICU identifier (ar, de_DE, zh-Hant), so that a typo is not
            // silently a locale Foundation falls back from.
            guard identifier.first?.isLetter == true,
                  identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
                throw spec.error("'locale': \"\(identifier)\" is not a locale identifier (e.g. ar, ja, de_DE)")
            }
            let locale = Locale(identifier: identifier)
            return { AnyView($0.environment(\.locale, locale)) }
        },
    ]

    private static func points(_ name: String, _ apply: @escaping (AnyView, CGFloat) -> AnyView) -> ModifierDefinition {
        M.simple(name, .number) { spec in
            let value = CGFloat(try spec.number(for: name))
            return { apply($0, value) }
        }
    }

    /// `underline: true` or `{isActive, pattern: dash, color: red}`.
    private static func decoration(_ spec: SpecValue, for name: String) throws -> (Bool, Text.LineStyle.Pattern, Color?) {
        guard spec.isMapping else { return (try spec.bool(for: name), .solid, nil) }
        let fields = try spec.fields(for: name, allowed: ["isActive", "pattern", "color"])
        let on = try fields["isActive"]?.bool(for: "isActive") ?? true
        let pattern = try fields["pattern"].map { try $0.oneOf(linePattern, for: "pattern") } ?? .solid
        let color = try fields["color"].map { try StyleParsing.color($0, for: "color") }
        return (on, pattern, color)
    }
}
