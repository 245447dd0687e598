import Foundation
import WidgetAssetSymbols

/// Writes the Swift that Xcode generates from `.intentdefinition` files, as plain classes: an
/// `INIntent` subclass per intent (`ConfigurationIntent`), an `INObject` subclass per custom type,
/// an `Int` enumeration per enum with `unknown = 0`. Property types are Xcode's (`String?`,
/// `NSNumber?` for integers, decimals, booleans and durations, `[T]?` for lists, a non-optional enum
/// starting at `.unknown`), so widget code reading `configuration.count?.intValue` compiles unchanged.
/// Defaults go into `applyDefinitionDefaults()`, which a render calls as the system does for a newly
/// added widget; `ConfigurationIntent()` alone leaves every parameter unset, as on iOS.
package enum IntentDefinitionGenerator {
    package static func source(for definitions: [(file: String, definition: IntentDefinition)], imports: [String]) -> String {
        var out = XcodeGeneratedSource.header(files: definitions.map(\.file),
                                          from: "intent definitions (docs/widgetkit.md, *SiriKit intent definitions*)", imports: imports)
        for (_, definition) in definitions {
            for enumeration in definition.enums {
                out += "\npublic enum \(enumeration.name): Int, CaseIterable, Sendable {\n"
                for item in enumeration.cases { out += "    case \(AssetSymbolSource.escapingKeyword(item.name)) = \(item.value)\n" }
                out += "}\n"
            }
            for type in definition.types {
                out += "\nopen class \(type.name): INObject, @unchecked Sendable {\n"
                for property in type.properties { out += "    public var \(declaration(property))\n" }
                out += "}\n"
            }
            for intent in definition.intents {
                out += "\nopen class \(intent.className): INIntent, @unchecked Sendable {\n"
                for parameter in intent.parameters { out += "    public var \(declaration(parameter))\n" }
                let defaults = intent.parameters.compactMap { parameter in
                    parameter.defaultValue.map { "        \(AssetSymbolSource.escapingKeyword(parameter.name)) = \(literal($0, for: parameter))\n" }
                }
                if !defaults.isEmpty {
                    out += "\n    open override func applyDefinitionDefaults() {\n        super.applyDefinitionDefaults()\n"
                    out += defaults.joined() + "    }\n"
                }
                out += "}\n"
            }
        }
        return out
    }

    private static func declaration(_ parameter: IntentDefinition.Parameter) -> String {
        let name = AssetSymbolSource.escapingKeyword(parameter.name)
        if case .enumeration(let enumName) = parameter.type, !parameter.isList {
            return "\(name): \(enumName) = .unknown"
        }
        let element = swiftType(parameter.type)
        return parameter.isList ? "\(name): [\(element)]?" : "\(name): \(element)?"
    }

    private static func swiftType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: return "String"
        case .integer, .decimal, .boolean, .duration: return "NSNumber"
        case .dateComponents: return "DateComponents"
        case .url: return "URL"
        // Lists of enum values are NSNumbers in Xcode's generated code too.
        case .enumeration: return "NSNumber"
        case .object(let name): return name
        }
    }

    private static func literal(_ value: IntentDefinition.DefaultValue, for parameter: IntentDefinition.Parameter) -> String {
        let single: String
        switch value {
        case .string(let text): single = AssetSymbolSource.literal(text)
        case .number(let number):
            single = number.rounded() == number && abs(number) < 1e15 ? "NSNumber(value: \(Int(number)))" : "NSNumber(value: \(number))"
        case .bool(let flag): single = "NSNumber(value: \(flag))"
        case .enumCase(let name): single = ".\(AssetSymbolSource.escapingKeyword(name))"
        }
        return parameter.isList && !single.hasPrefix(".") ? "[\(single)]" : single
    }
}
