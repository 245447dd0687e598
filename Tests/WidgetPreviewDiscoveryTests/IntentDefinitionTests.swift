import Foundation
import WidgetPreviewDiscovery
import XCTest

/// Reading `.intentdefinition` property lists and writing the classes Xcode generates from them
/// (docs/widgetkit.md, *SiriKit intent definitions*).
final class IntentDefinitionTests: XCTestCase {
    private func plist(intents: String, types: String = "", enums: String = "") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>INEnums</key><array>\(enums)</array>
        \t<key>INIntents</key><array>\(intents)</array>
        \t<key>INTypes</key><array>\(types)</array>
        </dict>
        </plist>
        """.utf8)
    }

    private func parameter(_ name: String, _ type: String, extra: String = "") -> String {
        "<dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterType</key><string>\(type)</string>\(extra)</dict>"
    }

    private func intent(_ name: String, _ parameters: String...) -> String {
        "<dict><key>INIntentName</key><string>\(name)</string><key>INIntentParameters</key><array>\(parameters.joined())</array></dict>"
    }

    func testParametersDefaultsTypesAndEnums() throws {
        let data = plist(
            intents: intent("Configuration",
                            parameter("count", "Integer", extra: "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><integer>3</integer></dict>"),
                            parameter("on", "Boolean", extra: "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><false/></dict>"),
                            parameter("mode", "Integer", extra: "<key>INIntentParameterEnumType</key><string>Mode</string><key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>fast</string></dict>"),
                            parameter("people", "Object", extra: "<key>INIntentParameterObjectType</key><string>Person2</string><key>INIntentParameterSupportsMultipleValues</key><true/>"),
                            parameter("default", "String")),
            types: "<dict><key>INTypeName</key><string>Person2</string><key>INTypeProperties</key><array><dict><key>INTypePropertyDefault</key><true/><key>INTypePropertyName</key><string>identifier</string></dict><dict><key>INTypePropertyName</key><string>age</string><key>INTypePropertyType</key><string>Decimal</string></dict></array></dict>",
            enums: "<dict><key>INEnumName</key><string>Mode</string><key>INEnumValues</key><array><dict><key>INEnumValueName</key><string>slow</string><key>INEnumValueIndex</key><integer>1</integer></dict><dict><key>INEnumValueName</key><string>fast</string><key>INEnumValueIndex</key><integer>2</integer></dict></array></dict>")
        let definition = try IntentDefinition.parse(data, path: "Intents.intentdefinition")
        XCTAssertEqual(definition.enums.first?.cases.map(\.name), ["unknown", "slow", "fast"])
        XCTAssertEqual(definition.types.first?.properties.map(\.name), ["age"])
        let source = IntentDefinitionGenerator.source(for: [("/x/Intents.intentdefinition", definition)], imports: ["import WidgetKit"])
        for line in [
            "import Foundation\nimport WidgetKit",
            "public enum Mode: Int, CaseIterable, Sendable {\n    case unknown = 0\n    case slow = 1\n    case fast = 2\n}",
            "open class Person2: INObject, @unchecked Sendable {\n    public var age: NSNumber?\n}",
            "open class ConfigurationIntent: INIntent, @unchecked Sendable {",
            "    public var count: NSNumber?\n    public var on: NSNumber?\n    public var mode: Mode = .unknown\n    public var people: [Person2]?\n    public var `default`: String?",
            "        count = NSNumber(value: 3)\n        on = NSNumber(value: false)\n        mode = .fast\n",
        ] {
            XCTAssertTrue(source.contains(line), "missing:\n\(line)\nin:\n\(source)")
        }
    }

    /// Strings are written as Swift literals, whatever they hold.
    func testStringDefaultsAreEscaped() throws {
        let data = plist(intents: intent("Note", parameter("text", "String", extra: "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>a \"b\" \\ c\td</string></dict>")))
        let source = IntentDefinitionGenerator.source(for: [("N.intentdefinition", try IntentDefinition.parse(data, path: "N"))], imports: [])
        XCTAssertTrue(source.contains(#"text = "a \"b\" \\ c\td""#), source)
    }

    /// One line with the file, the line and column of the offending name, and the problem.
    func testUnsupportedInputIsAOneLineError() {
        func message(_ data: Data) -> String {
            do { _ = try IntentDefinition.parse(data, path: "W/Intents.intentdefinition"); return "parsed" }
            catch { return "\(error)" }
        }
        XCTAssertEqual(message(Data("not a plist".utf8)),
                       "W/Intents.intentdefinition:1:1: not a property list with a dictionary at its root (an Xcode .intentdefinition file)")
        let location = plist(intents: intent("Trip", parameter("place", "Placemark")))
        XCTAssertEqual(message(location), "W/Intents.intentdefinition:5:153: ConfigurationIntent.place: the parameter type 'Placemark' is not supported (String, Integer, Decimal, Boolean, Duration, DateComponents, URL, an enumeration or a custom type)".replacingOccurrences(of: "ConfigurationIntent", with: "TripIntent"))
        XCTAssertTrue(message(plist(intents: intent("Bad Name"))).contains("the intent name 'Bad Name' is not a Swift identifier"))
        XCTAssertFalse(message(plist(intents: intent("Bad Name"))).contains("\n"))
    }
}
