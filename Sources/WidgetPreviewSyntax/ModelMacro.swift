import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// SwiftData's attached macros, expanded (the macro target forwards to these; they live in this
// plain library, beside `#Preview`'s, so tests link them). `@Model` gives a class an identity and
// the `PersistentModel` and `Observable` conformances; SwiftData also moves every stored property
// into a backing store, which an in-memory store has no use for, so the class keeps its properties
// as written. `@Attribute`, `@Relationship` and `@Transient` only describe the store's columns:
// they expand to nothing.

/// `@Model`: `let persistentModelID = PersistentIdentifier(entityName: "<Class>")` (public when the
/// class is) and `extension <Class>: PersistentModel, Observable {}` for the conformances the class
/// does not already declare.
package struct ModelMacroExpansion: MemberMacro, ExtensionMacro {
    package static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                  conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelMacroMessage.notAClass))
            return []
        }
        let isPublic = type.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let name = type.name.trimmedDescription
        // Unqualified, as `#Preview`'s expansion: a module-qualified name can be shadowed by a type
        // of the user's module.
        return ["\(raw: isPublic ? "public " : "")let persistentModelID = PersistentIdentifier(entityName: \(literal: name))"]
    }

    package static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                  providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                  in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }
}

/// `@Attribute`, `@Relationship`, `@Transient`: nothing to add.
package struct InertPeerMacroExpansion: PeerMacro {
    package static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                  in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

enum ModelMacroMessage: String, DiagnosticMessage {
    case notAClass = "@Model applies to a class, as in SwiftData"
    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "WidgetPreviewSyntax", id: "model.\(self)") }
    var severity: DiagnosticSeverity { .error }
}
