// WidgetPreviewMacros: the compiler plug-in behind `#Preview` and SwiftData's `@Model`,
// `@Attribute`, `@Relationship` and `@Transient` (all declared in `WidgetPreviews`, the target that
// depends on this plug-in; the expansions are in WidgetPreviewSyntax).
//
// Glossary
// - PreviewMacro: expands one `#Preview(…)` into a uniquely named type (`context.makeUniqueName`)
//   that conforms to `WidgetPreviewRegistration`; its static `preview` calls the ordinary
//   `WidgetPreview` initializer with the macro's arguments exactly as written, so the user's
//   closures are type-checked as an initializer's arguments, not by the macro.
// - located(fileID:line:): the call the expansion appends, naming where the `#Preview` is written
//   (the expansion's own #fileID/#line would name the macro buffer).
//
// Linux cannot list the types a macro generated at run time; discovery of previews is done from
// source by `WidgetPreviewDiscovery`, which restates each call the same way.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros
import WidgetPreviewSyntax

@main
struct WidgetPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, ModelMacro.self, InertPeerMacro.self]
}

/// `#Preview`: the expansion is `PreviewMacroExpansion`, in a plain library so tests can link it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewMacroExpansion.expansion(of: node, in: context)
    }
}

/// `@Model`: the expansion is `ModelMacroExpansion`.
public struct ModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try ModelMacroExpansion.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try ModelMacroExpansion.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
                                          in: context)
    }
}

/// `@Attribute`, `@Relationship`, `@Transient`: no expansion.
public struct InertPeerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
