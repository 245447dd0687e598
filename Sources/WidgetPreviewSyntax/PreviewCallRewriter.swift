import Foundation

/// Restates a `#Preview` use as the equivalent `WidgetPreview(…)` initializer call: same arguments,
/// same trailing closures, same text.
package enum PreviewCallRewriter {
    /// `source` is the macro use as written (`#Preview("A") { V() }`); comments and white space
    /// before it and white space after it are dropped. The macro name may be module-qualified
    /// (`#WidgetKit.Preview`).
    package static func initializerCall(ofMacroSource source: String) -> String {
        var rest = Substring(LeadingTrivia.split(source).rest.trimmingCharacters(in: .whitespacesAndNewlines))
        if rest.first == "#" { rest = rest.dropFirst() }
        rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        // A bare `#Preview` (no parentheses, no closure) still needs `()` to be a call.
        return "WidgetPreview" + (rest.isEmpty ? "()" : rest)
    }
}
