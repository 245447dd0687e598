// WidgetPreviewMacros: the compiler plug-in behind `#Preview` (declared in `WidgetPreviews`).
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
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}

/// `#Preview`: the expansion is `PreviewMacroExpansion`, in a plain library so tests can link it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewMacroExpansion.expansion(of: node, in: context)
    }
}
