import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros


/// The expansion of `#Preview(…)` (the macro target's `PreviewMacro` forwards to it): `struct <unique>: WidgetPreviewRegistration { static var preview: WidgetPreview { … } }`.
public struct PreviewMacroExpansion: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("Preview")
        let call = PreviewCallRewriter.initializerCall(of: node)
        let location: String
        if let source = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            location = ".located(fileID: \(source.file.trimmedDescription), line: \(source.line.trimmedDescription))"
        } else {
            location = ""
        }
        // Unqualified names on purpose: the generated registry of a module is an `enum WidgetPreviews`,
        // which would shadow the module name in `WidgetPreviews.WidgetPreview`.
        // The closures keep the text (and indentation) they were written with.
        let expression: ExprSyntax = "\(raw: call + location)"
        let declaration: DeclSyntax = """
            struct \(typeName): WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    \(expression)
                }
            }
            """
        return [declaration]
    }
}
