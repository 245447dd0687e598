import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import WidgetPreviewSyntax

/// `#Preview(…)` → `struct <unique>: WidgetPreviewRegistration { static var preview: WidgetPreview { … } }`.
public struct PreviewMacro: DeclarationMacro {
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
        let declaration: DeclSyntax = """
            struct \(typeName): WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    \(raw: call)\(raw: location)
                }
            }
            """
        return [declaration]
    }
}
