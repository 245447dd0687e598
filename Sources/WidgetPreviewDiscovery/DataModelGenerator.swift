import Foundation
import WidgetAssetSymbols

/// Writes the Swift that Xcode generates from a Core Data model for entities whose Codegen is
/// "Class Definition", as plain classes: Xcode declares `@NSManaged` properties, which need the
/// Objective-C runtime, so here each is a stored property of the type Xcode gives it (`String?`,
/// `Int16` for a scalar integer, `NSNumber?` for one that is not, `NSSet?` for a to-many
/// relationship …), with the model's default value; the object's key-value coding reads and writes
/// them (docs/widgetkit.md, *App frameworks*, Core Data). Each class also gets Xcode's
/// `fetchRequest()` and, for unordered to-many relationships, its `addTo…` / `removeFrom…` methods.
package enum DataModelGenerator {
    package static func source(for models: [(file: String, model: DataModelDefinition)], imports: [String]) throws -> String {
        var out = XcodeGeneratedSource.header(files: models.map(\.file),
                                          from: "Core Data models (docs/widgetkit.md, *App frameworks*)", imports: imports)
        for (file, model) in models {
            let classNames = Dictionary(model.entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
            for entity in model.entities where entity.generatesClass {
                let parent = entity.parent.map { classNames[$0] ?? $0 } ?? "NSManagedObject"
                out += "\nopen class \(entity.className): \(parent) {\n"
                for attribute in entity.attributes {
                    out += "    public var \(AssetSymbolSource.escapingKeyword(attribute.name)): \(try declaration(attribute, entity: entity.name, file: file))\n"
                }
                for relationship in entity.relationships {
                    let destination = classNames[relationship.destination] ?? relationship.destination
                    let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet" : "NSSet") : destination
                    out += "    public var \(AssetSymbolSource.escapingKeyword(relationship.name)): \(type)?\n"
                }
                out += "}\n\nextension \(entity.className) {\n"
                out += "    public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {\n"
                out += "        NSFetchRequest<\(entity.className)>(entityName: \(AssetSymbolSource.literal(entity.name)))\n    }\n"
                for relationship in entity.relationships where relationship.isToMany && !relationship.isOrdered {
                    out += toManyAccessors(relationship, destination: classNames[relationship.destination] ?? relationship.destination)
                }
                out += "}\n"
            }
        }
        return out
    }

    /// `type = default` (or `type?`) as Xcode types the attribute.
    private static func declaration(_ attribute: DataModelDefinition.Attribute, entity: String, file: String) throws -> String {
        let scalar = attribute.usesScalarValueType
        let value = attribute.defaultValue
        func optional(_ type: String, _ literal: String? = nil) -> String { literal.map { "\(type)? = \($0)" } ?? "\(type)?" }
        switch attribute.type {
        case "String": return optional("String", value.map(AssetSymbolSource.literal))
        case "Integer 16", "Integer 32", "Integer 64":
            let bits = attribute.type.split(separator: " ").last ?? "64"
            let number = value.flatMap { Int($0) }
            return scalar ? "Int\(bits) = \(number ?? 0)" : optional("NSNumber", number.map { "NSNumber(value: \($0))" })
        case "Double", "Float":
            let number = value.flatMap { Double($0) }
            return scalar ? "\(attribute.type) = \(number.map { "\($0)" } ?? "0")"
                : optional("NSNumber", number.map { "NSNumber(value: \($0))" })
        case "Boolean":
            let flag = value.map { $0 == "YES" || $0 == "1" || $0.lowercased() == "true" }
            return scalar ? "Bool = \(flag ?? false)" : optional("NSNumber", flag.map { "NSNumber(value: \($0))" })
        case "Decimal": return optional("NSDecimalNumber", value.flatMap { Double($0) }.map { "NSDecimalNumber(value: \($0))" })
        case "Date": return optional("Date")
        case "Binary": return optional("Data")
        case "UUID": return optional("UUID")
        case "URI": return optional("URL", value.map { "URL(string: \(AssetSymbolSource.literal($0)))" })
        case "Transformable": return optional(attribute.customClassName.map(Self.lastPart) ?? "NSObject")
        default:
            throw DataModelError(description: "\(file):1:1: \(entity).\(attribute.name): the attribute type '\(attribute.type)' "
                                 + "has no Swift type (String, Integer 16/32/64, Double, Float, Decimal, Boolean, Date, "
                                 + "Binary, UUID, URI or Transformable)")
        }
    }

    /// Xcode's generated accessors of an unordered to-many relationship, over the `NSSet` property.
    private static func toManyAccessors(_ relationship: DataModelDefinition.Relationship, destination: String) -> String {
        let name = AssetSymbolSource.escapingKeyword(relationship.name)
        let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        let change = "change\(suffix)"
        return [
            "    public func addTo\(suffix)(_ value: \(destination)) { \(change) { $0.add(value) } }",
            "    public func removeFrom\(suffix)(_ value: \(destination)) { \(change) { $0.remove(value) } }",
            "    public func addTo\(suffix)(_ values: NSSet) { \(change) { set in for value in values { set.add(value) } } }",
            "    public func removeFrom\(suffix)(_ values: NSSet) { \(change) { set in for value in values { set.remove(value) } } }",
            "    private func \(change)(_ change: (NSMutableSet) -> Void) {",
            "        let set = NSMutableSet(array: \(name)?.allObjects ?? [])",
            "        change(set)",
            "        \(name) = set",
            "    }",
        ].map { $0 + "\n" }.joined()
    }

    private static func lastPart(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}
