import Foundation
import WidgetRender

/// One modifier a spec may name: its SwiftUI name, what its value accepts (for the schema) and
/// how to parse it into a step of the modifier chain.
struct ModifierDefinition {
    let name: String
    let value: ValueShape
    let parse: (SpecParser, SpecValue) throws -> ModifierLowering
}

/// Every modifier a spec may use, in the order the docs list them. Image- and shape-only
/// modifiers (`resizable`, `fill` …) live in `ParsedView`, since they apply before these.
enum ModifierCatalog {
    static let all: [ModifierDefinition] = TextModifiers.all + LayoutModifiers.all + WidgetModifiers.all
        + TextEnvironmentSpecModifiers.all + EffectSpecModifiers.all + ContainerSpecModifiers.all + [chain]

    static var names: [String] { all.map(\.name) }
    static func definition(named name: String) -> ModifierDefinition? { all.first { $0.name == name } }

    /// A modifier that needs only its value, not the lowering context.
    static func simple(_ name: String, _ value: ValueShape,
                       _ parse: @escaping (SpecValue) throws -> (AnyView) -> AnyView) -> ModifierDefinition {
        ModifierDefinition(name: name, value: value) { _, spec in
            let apply = try parse(spec)
            return { view, _ in apply(view) }
        }
    }

    /// `name: true` applies the modifier, `name: false` leaves the view as it is.
    static func flag(_ name: String, _ apply: @escaping (AnyView) -> AnyView) -> ModifierDefinition {
        simple(name, .flag) { spec in
            let on = try spec.bool(for: name)
            return { on ? apply($0) : $0 }
        }
    }

    /// A modifier taking one name from `table`.
    static func choice<T>(_ name: String, _ table: KeyValuePairs<String, T>,
                          _ apply: @escaping (AnyView, T) -> AnyView) -> ModifierDefinition {
        simple(name, .enumeration(SpecEnums.names(table))) { spec in
            let chosen = try spec.oneOf(table, for: name)
            return { apply($0, chosen) }
        }
    }

    /// `modifiers: [{padding: {horizontal: 10}}, {padding: {vertical: 5}}]`: for a modifier used
    /// twice, which a YAML mapping cannot hold. An item may have an `if`: the modifier applies only
    /// when the condition holds, as `.foregroundStyle(showsBackground ? .white : .primary)` reads
    /// when written as two items.
    static let chain = ModifierDefinition(name: "modifiers", value: .list(.reference("modifier"))) { parser, spec in
        guard spec.isSequence else { throw spec.typeError("a list of one-modifier mappings", for: "modifiers") }
        try parser.budget.count(spec.items().count, at: spec)
        let steps: [ModifierLowering] = try spec.items().map { item in
            let entries = try item.entries(for: "modifiers").filter { $0.key != "if" }
            guard entries.count == 1, let entry = entries.first else {
                throw item.error("each item of 'modifiers' is one modifier (and an optional 'if'), e.g. '- padding: 8'")
            }
            guard let definition = definition(named: entry.key), entry.key != "modifiers" else {
                throw entry.keyValue.error("unknown modifier '\(entry.key)'" + Suggestion.hint(for: entry.key, in: names))
            }
            let step = try definition.parse(parser, entry.value)
            guard let conditionValue = try item.entries(for: "modifiers").first(where: { $0.key == "if" })?.value else {
                return step
            }
            let condition = try SpecCondition(conditionValue)
            return { view, context in condition.holds(in: context.environment) ? step(view, context) : view }
        }
        return { view, context in steps.reduce(view) { $1($0, context) } }
    }
}

/// Environment modifiers for text and symbols (they change what the leaves below read).
enum TextModifiers {
    typealias M = ModifierCatalog
    static let all: [ModifierDefinition] = [
        ModifierDefinition(name: "font", value: .reference("font")) { parser, spec in
            let font = try StyleParsing.font(spec, for: "font", files: parser.files)
            return { view, _ in AnyView(view.font(font)) }
        },
        M.choice("fontWeight", SpecEnums.fontWeight) { AnyView($0.fontWeight($1)) },
        M.flag("bold") { AnyView($0.bold()) },
        M.flag("italic") { AnyView($0.italic()) },
        M.flag("monospacedDigit") { AnyView($0.monospacedDigit()) },
        M.simple("foregroundStyle", .reference("style")) { spec in
            let style = try StyleParsing.style(spec, for: "foregroundStyle")
            return { AnyView($0.foregroundStyle(style)) }
        },
        M.simple("foregroundColor", .reference("color")) { spec in
            let color = try StyleParsing.color(spec, for: "foregroundColor")
            return { AnyView($0.foregroundColor(color)) }
        },
        M.simple("tint", .reference("color")) { spec in
            let color = try StyleParsing.color(spec, for: "tint")
            return { AnyView($0.tint(color)) }
        },
        M.simple("lineLimit", .anyOf([.integer, .null])) { spec in
            let limit = spec.isNull ? nil : try spec.integer(for: "lineLimit")
            if let limit, limit < 1 { throw spec.error("'lineLimit' must be at least 1, found \(limit)") }
            return { AnyView($0.lineLimit(limit)) }
        },
        M.simple("minimumScaleFactor", .number) { spec in
            let factor = try spec.number(for: "minimumScaleFactor")
            guard factor > 0, factor <= 1 else { throw spec.error("'minimumScaleFactor' must be in 0 < factor ≤ 1, found \(factor)") }
            return { AnyView($0.minimumScaleFactor(CGFloat(factor))) }
        },
        M.choice("multilineTextAlignment", SpecEnums.textAlignment) { AnyView($0.multilineTextAlignment($1)) },
        M.choice("truncationMode", SpecEnums.truncationMode) { AnyView($0.truncationMode($1)) },
        M.choice("textCase", SpecEnums.textCase) { AnyView($0.textCase($1)) },
        M.simple("lineSpacing", .number) { spec in
            let spacing = CGFloat(try spec.nonNegative(for: "lineSpacing"))
            return { AnyView($0.lineSpacing(spacing)) }
        },
        M.choice("imageScale", SpecEnums.imageScale) { AnyView($0.imageScale($1)) },
        M.simple("progressViewStyle", .enumeration(["automatic", "linear", "circular"])) { spec in
            let style = try spec.oneOf(["automatic": 0, "linear": 1, "circular": 2], for: "progressViewStyle")
            return { view in
                switch style {
                case 1: return AnyView(view.progressViewStyle(.linear))
                case 2: return AnyView(view.progressViewStyle(.circular))
                default: return AnyView(view.progressViewStyle(.automatic))
                }
            }
        },
        M.flag("widgetAccentable") { AnyView($0.widgetAccentable()) },
        M.flag("privacySensitive") { AnyView($0.privacySensitive()) },
        M.choice("redacted", SpecEnums.redactionReason) { AnyView($0.redacted(reason: $1)) },
        M.flag("unredacted") { AnyView($0.unredacted()) },
    ]
}
