import Foundation
import WidgetAssetSymbols

// SwiftData's attached macros, expanded. `@Model` gives a class an identity and the
// `PersistentModel` and `Observable` conformances; SwiftData also moves every stored property into a
// backing store, which an in-memory store has no use for, so the class keeps its properties as
// written. `@Attribute`, `@Relationship` and `@Transient` only describe the store's columns: they
// expand to nothing.

/// `@Model`: `let persistentModelID = PersistentIdentifier(entityName: "<Class>")` (public when the
/// class is) and `extension <Class>: PersistentModel, Observable {}` for the conformances the class
/// does not already declare (the compiler sends only those).
package enum ModelMacroExpansion {
    package static let notAClass = "@Model applies to a class, as in SwiftData"

    /// The member role: the identity, or `nil` when the declaration is not a class.
    package static func members(ofDeclaration source: String) -> String? {
        let header = DeclarationHeader(source)
        guard header.keyword == "class", let name = header.name else { return nil }
        let isPublic = header.modifiers.contains("public") || header.modifiers.contains("open")
        // Unqualified, as `#Preview`'s expansion: a module-qualified name can be shadowed by a type
        // of the user's module.
        return (isPublic ? "public " : "") + "let persistentModelID = PersistentIdentifier(entityName: \(AssetSymbolSource.literal(name)))"
    }

    /// The extension role: `conformances` is the compiler's placeholder declaration whose
    /// inheritance clause lists the missing protocols (`struct _: PersistentModel, Observable {}`).
    package static func extensionDeclaration(ofDeclaration source: String, extendedType: String, conformances: String?) -> String {
        guard DeclarationHeader(source).keyword == "class", let conformances,
              let colon = conformances.firstIndex(of: ":") else { return "" }
        let list = conformances[conformances.index(after: colon)...].prefix { $0 != "{" }.trimmingCharacters(in: .whitespacesAndNewlines)
        return list.isEmpty ? "" : "extension \(extendedType.trimmingCharacters(in: .whitespacesAndNewlines)): \(list) {}"
    }
}
