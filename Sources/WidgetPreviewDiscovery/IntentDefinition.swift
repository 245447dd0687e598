import Foundation

/// What an Xcode `.intentdefinition` file declares, as far as widget code sees it: the intents
/// (their class is the name + "Intent"), their parameters with types and defaults, the custom
/// types (`INObject` subclasses) and the enumerations. The file is an XML property list; the keys
/// read here are the ones Xcode writes (`INIntents`, `INTypes`, `INEnums`, docs/widgetkit.md).
package struct IntentDefinition: Equatable {
    package struct Parameter: Equatable {
        package var name: String
        package var type: ValueType
        package var isList: Bool
        package var defaultValue: DefaultValue?
    }

    /// The parameter types a generated class can hold, with the Swift type Xcode generates.
    package enum ValueType: Equatable {
        case string, integer, decimal, boolean, duration, dateComponents, url
        case enumeration(String)
        case object(String)
    }

    package enum DefaultValue: Equatable {
        case string(String), number(Double), bool(Bool), enumCase(String)
    }

    package struct Intent: Equatable {
        package var name: String
        package var parameters: [Parameter]
        package var className: String { name + "Intent" }
    }

    package struct CustomType: Equatable {
        package var name: String
        package var properties: [Parameter]
    }

    package struct Enumeration: Equatable {
        package var name: String
        /// Case names with their raw values, `unknown` = 0 first, as Xcode generates them.
        package var cases: [(name: String, value: Int)]
        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.name == rhs.name && lhs.cases.map(\.name) == rhs.cases.map(\.name) && lhs.cases.map(\.value) == rhs.cases.map(\.value)
        }
    }

    package var intents: [Intent] = []
    package var types: [CustomType] = []
    package var enums: [Enumeration] = []
}

/// A definition that cannot be turned into Swift: one line naming the file, `line:col` and the problem.
package struct IntentDefinitionError: Error, CustomStringConvertible {
    package let description: String
}

extension IntentDefinition {
    /// The largest definition file read (Xcode's are a few hundred KB at most).
    static let byteLimit = 8 << 20

    /// Parses the property list at `url`.
    package static func read(_ url: URL) throws -> IntentDefinition {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw IntentDefinitionError(description: "\(url.path): cannot read the intent definition (\(error.localizedDescription))")
        }
        return try parse(data, path: url.path)
    }

    package static func parse(_ data: Data, path: String) throws -> IntentDefinition {
        let text = String(decoding: data, as: UTF8.self)
        func failure(_ message: String, near needle: String? = nil) -> IntentDefinitionError {
            IntentDefinitionError(description: "\(path):\(position(of: needle, in: text)): \(message)")
        }
        guard data.count <= byteLimit else { throw failure("the file is larger than \(byteLimit >> 20) MB") }
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw failure("not a property list with a dictionary at its root (an Xcode .intentdefinition file)")
        }
        var definition = IntentDefinition()
        for entry in root["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = entry["INEnumName"] as? String else { continue }
            try checkIdentifier(name, "enumeration", failure)
            var cases: [(name: String, value: Int)] = []
            for (offset, value) in (entry["INEnumValues"] as? [[String: Any]] ?? []).enumerated() {
                guard let caseName = value["INEnumValueName"] as? String else { continue }
                try checkIdentifier(caseName, "case of \(name)", failure)
                cases.append((caseName, (value["INEnumValueIndex"] as? Int) ?? offset))
            }
            if !cases.contains(where: { $0.name == "unknown" }) { cases.insert(("unknown", 0), at: 0) }
            definition.enums.append(Enumeration(name: name, cases: cases))
        }
        let enumNames = Set(definition.enums.map(\.name))
        for entry in root["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = entry["INTypeName"] as? String else { continue }
            try checkIdentifier(name, "type", failure)
            // INObject already has identifier, displayString, pronunciationHint …: the defaults Xcode lists.
            let own = (entry["INTypeProperties"] as? [[String: Any]] ?? []).filter { ($0["INTypePropertyDefault"] as? Bool) != true }
            let properties = try own.compactMap {
                try parameter($0, prefix: "INTypeProperty", owner: name, enums: enumNames, failure)
            }
            definition.types.append(CustomType(name: name, properties: properties))
        }
        for entry in root["INIntents"] as? [[String: Any]] ?? [] {
            guard let name = entry["INIntentName"] as? String else { continue }
            try checkIdentifier(name, "intent", failure)
            let parameters = try (entry["INIntentParameters"] as? [[String: Any]] ?? []).compactMap {
                try parameter($0, prefix: "INIntentParameter", owner: name + "Intent", enums: enumNames, failure)
            }
            definition.intents.append(Intent(name: name, parameters: parameters))
        }
        return definition
    }

    private static func parameter(_ entry: [String: Any], prefix: String, owner: String, enums: Set<String>,
                                  _ failure: (String, String?) -> IntentDefinitionError) throws -> Parameter? {
        guard let name = entry[prefix + "Name"] as? String else { return nil }
        try checkIdentifier(name, "parameter of \(owner)", failure)
        let typeName = entry[prefix + "Type"] as? String ?? "String"
        let type: ValueType
        if let enumName = entry[prefix + "EnumType"] as? String ?? (entry[prefix + "ObjectType"] as? String).flatMap({ enums.contains($0) ? $0 : nil }) {
            type = .enumeration(enumName)
        } else {
            switch typeName {
            case "String": type = .string
            case "Integer": type = .integer
            case "Decimal": type = .decimal
            case "Boolean": type = .boolean
            case "Duration": type = .duration
            case "DateComponents": type = .dateComponents
            case "URL": type = .url
            case "Object":
                guard let object = entry[prefix + "ObjectType"] as? String else {
                    throw failure("\(owner).\(name): an Object parameter without \(prefix)ObjectType", name)
                }
                type = .object(object)
            default:
                throw failure("\(owner).\(name): the parameter type '\(typeName)' is not supported (String, Integer, "
                              + "Decimal, Boolean, Duration, DateComponents, URL, an enumeration or a custom type)", name)
            }
        }
        let metadata = entry[prefix + "Metadata"] as? [String: Any]
        let rawDefault = entry[prefix + "DefaultValue"] ?? metadata?[prefix + "MetadataDefaultValue"]
            ?? metadata?["INIntentParameterMetadataDefaultValue"]
        return Parameter(name: name, type: type, isList: entry[prefix + "SupportsMultipleValues"] as? Bool ?? false,
                         defaultValue: rawDefault.flatMap { defaultValue($0, for: type) })
    }

    /// A default in the shape its type needs; one that does not fit is dropped, as Xcode ignores it.
    private static func defaultValue(_ raw: Any, for type: ValueType) -> DefaultValue? {
        switch type {
        case .string: return (raw as? String).map(DefaultValue.string)
        case .integer, .decimal, .duration:
            if let number = raw as? NSNumber, !(raw is Bool) { return .number(number.doubleValue) }
            return (raw as? String).flatMap(Double.init).map(DefaultValue.number)
        case .boolean:
            if let flag = raw as? Bool { return .bool(flag) }
            return (raw as? String).flatMap { ["true": true, "false": false][$0.lowercased()] }.map(DefaultValue.bool)
        case .enumeration: return (raw as? String).map(DefaultValue.enumCase)
        case .dateComponents, .url, .object: return nil
        }
    }

    private static func checkIdentifier(_ name: String, _ what: String,
                                        _ failure: (String, String?) -> IntentDefinitionError) throws {
        guard XcodeGeneratedSource.isIdentifier(name) else { throw failure("the \(what) name '\(name)' is not a Swift identifier", name) }
    }

    /// `line:col` of the first `<string>needle</string>` in the file, else 1:1.
    private static func position(of needle: String?, in text: String) -> String {
        guard let needle, let range = text.range(of: "<string>\(needle)</string>") else { return "1:1" }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                                     to: before.endIndex) + 1
        return "\(line):\(column)"
    }
}
