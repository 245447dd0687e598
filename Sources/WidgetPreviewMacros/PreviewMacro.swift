import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

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

/// Restates a `#Preview` expansion as the equivalent `WidgetPreview(…)` initializer call:
/// same arguments, same trailing closures, same text.
public enum PreviewCallRewriter {
    public static func initializerCall(of node: some FreestandingMacroExpansionSyntax) -> String {
        var call = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier("WidgetPreview")),
            leftParen: node.leftParen ?? (node.arguments.isEmpty ? nil : .leftParenToken()),
            arguments: node.arguments,
            rightParen: node.rightParen ?? (node.arguments.isEmpty ? nil : .rightParenToken()),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        // `#Preview { … }` has neither parentheses nor arguments: `WidgetPreview { … }` is the same call.
        if call.leftParen == nil, call.trailingClosure == nil { call.leftParen = .leftParenToken(); call.rightParen = .rightParenToken() }
        return call.trimmedDescription
    }
}
