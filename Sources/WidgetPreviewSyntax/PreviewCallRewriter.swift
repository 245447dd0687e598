// WidgetPreviewSyntax: the one rule shared by the `#Preview` macro and preview discovery: how a
// `#Preview(…)` is restated as a `WidgetPreview(…)` initializer call.
import SwiftSyntax

/// Restates a `#Preview` expansion as the equivalent `WidgetPreview(…)` initializer call:
/// same arguments, same trailing closures, same text.
package enum PreviewCallRewriter {
    package static func initializerCall(of node: some FreestandingMacroExpansionSyntax) -> String {
        var call = FunctionCallExprSyntax(
            // `#Preview { … }`: the space before the brace was the macro name's trailing trivia.
            calledExpression: DeclReferenceExprSyntax(
                baseName: .identifier("WidgetPreview", trailingTrivia: node.leftParen == nil ? .space : [])),
            leftParen: node.leftParen,
            arguments: node.arguments,
            rightParen: node.rightParen,
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        // A bare `#Preview` (no parentheses, no closure) still needs `()` to be a call.
        if call.leftParen == nil, call.trailingClosure == nil { call.leftParen = .leftParenToken(); call.rightParen = .rightParenToken() }
        return call.trimmedDescription
    }
}
