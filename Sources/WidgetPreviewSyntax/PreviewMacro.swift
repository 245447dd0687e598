import Foundation
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros


/// The expansion of `#Preview(…)` (the macro target's `PreviewMacro` forwards to it):
/// `struct <unique>: WidgetPreviewRegistration { static var preview: WidgetPreview { … } }` and
/// `func __widgetPreview(at_<file>_<line>: Void) -> WidgetPreview`, the one name the macro declares
/// (`names: named(__widgetPreview)`; overloads differ by their label).
package struct PreviewMacroExpansion: DeclarationMacro {
    package static func expansion(of node: some FreestandingMacroExpansionSyntax,
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
        // An internal accessor the registry can call from another file, named by the preview's place:
        // a preview that uses a fileprivate declaration of its file cannot be restated elsewhere.
        guard let source = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let line = Int(source.line.trimmedDescription) else { return [declaration] }
        let site = PreviewSite.label(fileID: source.file.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "\"")),
                                     line: line)
        let accessor: DeclSyntax = "func __widgetPreview(\(raw: site): Void) -> WidgetPreview { \(typeName).preview }"
        return [declaration, accessor]
    }
}

/// The argument label that names a preview's accessor: `at_<file ID, other characters as _>_<line>`.
/// The macro and discovery compute it from the same file ID and line.
package enum PreviewSite {
    package static func label(fileID: String, line: Int) -> String {
        "at_" + String(fileID.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_\(line)"
    }
}
