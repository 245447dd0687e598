import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an Xcode Core Data model (`Model.xcdatamodeld`) declares, as far as the classes Xcode
/// generates from it go: entities with their class name, parent, attributes and relationships.
/// The model's current version is an XML file, `<version>.xcdatamodel/contents`, whose element and
/// attribute names (`entity`, `attributeType`, `usesScalarValueType` …) are the ones Xcode writes.
package struct DataModelDefinition: Equatable {
    package struct Entity: Equatable {
        package var name: String
        /// The Swift class (`representedClassName`, else `name`).
        package var className: String
        /// The parent entity's name, for a subentity.
        package var parent: String?
        /// Xcode's "Codegen": `class` (Class Definition) is generated here; `category` and manual
        /// ones are the app's own code.
        package var generatesClass: Bool
        package var attributes: [Attribute] = []
        package var relationships: [Relationship] = []
    }

    package struct Attribute: Equatable {
        package var name: String
        /// Xcode's type name: `String`, `Integer 16`, `Double`, `Boolean`, `Date`, `Binary`, `UUID` …
        package var type: String
        package var isOptional: Bool
        package var usesScalarValueType: Bool
        package var defaultValue: String?
        /// For `Transformable`: the class the value is (`customClassName`).
        package var customClassName: String?
    }

    package struct Relationship: Equatable {
        package var name: String
        package var destination: String
        package var isToMany: Bool
        package var isOrdered: Bool
    }

    package var entities: [Entity] = []
}

/// A model that cannot be read: one line naming the file, `line:col` and the problem.
package struct DataModelError: Error, CustomStringConvertible {
    package let description: String
}

extension DataModelDefinition {
    /// The largest model file read (Xcode's are tens of KB).
    static let byteLimit = 8 << 20

    /// The current version of the model folder `url` (`Model.xcdatamodeld`): the version its
    /// `.xccurrentversion` names, else the last `.xcdatamodel` by name.
    package static func read(modelFolder url: URL) throws -> DataModelDefinition {
        let manager = FileManager.default
        let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        var current = versions.last
        let marker = url.appendingPathComponent(".xccurrentversion")
        if let data = try? Data(contentsOf: marker),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let named = plist["_XCCurrentVersionName"] as? String, versions.contains(named) {
            current = named
        }
        guard let current else {
            throw DataModelError(description: "\(url.path):1:1: the model folder has no .xcdatamodel version")
        }
        let contents = url.appendingPathComponent(current).appendingPathComponent("contents")
        let data: Data
        do { data = try Data(contentsOf: contents) } catch {
            throw DataModelError(description: "\(contents.path):1:1: cannot read the model (\(error.localizedDescription))")
        }
        return try parse(data, path: contents.path)
    }

    package static func parse(_ data: Data, path: String) throws -> DataModelDefinition {
        guard data.count <= byteLimit else {
            throw DataModelError(description: "\(path):1:1: the model is larger than \(byteLimit >> 20) MB")
        }
        let reader = ModelReader(path: path)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let problem = reader.problem { throw problem }
        guard parsed else {
            throw DataModelError(description: "\(path):\(parser.lineNumber):\(parser.columnNumber): not a Core Data model "
                                 + "(\(parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed XML"))")
        }
        guard reader.sawModel else { throw DataModelError(description: "\(path):1:1: no <model> element (an Xcode .xcdatamodel contents file)") }
        if let open = reader.openEntity {
            throw DataModelError(description: "\(path):\(parser.lineNumber):\(parser.columnNumber): the model ends inside entity '\(open)'")
        }
        return reader.model
    }
}

/// Collects entities from the parser's events; the first problem stops the parse.
private final class ModelReader: NSObject, XMLParserDelegate {
    let path: String
    var model = DataModelDefinition()
    var problem: DataModelError?
    var sawModel = false
    private var entity: DataModelDefinition.Entity?
    /// The entity whose element is still open when the document ends (a cut-off file).
    var openEntity: String? { entity?.name }

    init(path: String) { self.path = path }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        func stop(_ message: String) {
            problem = DataModelError(description: "\(path):\(parser.lineNumber):\(parser.columnNumber): \(message)")
            parser.abortParsing()
        }
        func identifier(_ key: String, _ what: String) -> String? {
            guard let value = attributes[key] else { stop("a \(what) without '\(key)'"); return nil }
            guard XcodeGeneratedSource.isIdentifier(value) else { stop("the \(what) name '\(value.prefix(80))' is not a Swift identifier"); return nil }
            return value
        }
        switch name {
        case "model": sawModel = true
        case "entity":
            guard let entityName = identifier("name", "entity") else { return }
            // A class name may be module-qualified (`MyApp.Item`); the class is declared by its last part.
            let represented = attributes["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) }
            entity = DataModelDefinition.Entity(
                name: entityName, className: represented ?? entityName, parent: attributes["parentEntity"],
                generatesClass: (attributes["codeGenerationType"] ?? "class") == "class")
            if let represented, !XcodeGeneratedSource.isIdentifier(represented) {
                stop("the class name '\(represented.prefix(80))' is not a Swift identifier")
            }
        case "attribute":
            guard entity != nil, let attributeName = identifier("name", "attribute") else { return }
            entity?.attributes.append(DataModelDefinition.Attribute(
                name: attributeName, type: attributes["attributeType"] ?? "Undefined",
                isOptional: attributes["optional"] == "YES", usesScalarValueType: attributes["usesScalarValueType"] == "YES",
                defaultValue: attributes["defaultValueString"], customClassName: attributes["customClassName"]))
        case "relationship":
            guard entity != nil, let relationshipName = identifier("name", "relationship") else { return }
            guard let destination = identifier("destinationEntity", "relationship destination") else { return }
            entity?.relationships.append(DataModelDefinition.Relationship(
                name: relationshipName, destination: destination, isToMany: attributes["toMany"] == "YES",
                isOrdered: attributes["ordered"] == "YES"))
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "entity", let entity {
            model.entities.append(entity)
            self.entity = nil
        }
    }
}
