import SwiftParser
import SwiftSyntax
import WidgetPreviewSyntax

/// Parses one `#Preview` and runs the rewriter on it.
enum PreviewCallRewriterProbe {
    static func rewrite(_ source: String) -> String? {
        let file = Parser.parse(source: source)
        guard let item = file.statements.first?.item else { return nil }
        if let declaration = item.as(MacroExpansionDeclSyntax.self) { return PreviewCallRewriter.initializerCall(of: declaration) }
        if let expression = item.as(MacroExpansionExprSyntax.self) { return PreviewCallRewriter.initializerCall(of: expression) }
        return nil
    }
}
