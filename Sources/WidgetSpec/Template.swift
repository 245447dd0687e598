import Foundation
import WidgetRender

/// Text with `{{variable}}` placeholders, checked at parse time against the variables in scope
/// (an entry's values, a component's parameters) so that a typo is an error, not blank text.
struct Template: Equatable {
    enum Part: Equatable {
        case literal(String)
        case variable(String)
    }
    let parts: [Part]

    var isConstant: Bool { parts.allSatisfy { if case .literal = $0 { return true } else { return false } } }

    /// The longest this text can render to, in UTF-8 bytes, when each variable holds at most
    /// `variableBytes[name]` (saturating: a product of huge bounds is `Int.max`, not a trap).
    func maximumBytes(_ variableBytes: [String: Int]) -> Int {
        parts.reduce(0) { total, part in
            let bytes: Int
            switch part {
            case .literal(let text): bytes = text.utf8.count
            case .variable(let name): bytes = variableBytes[name] ?? 0
            }
            let (sum, overflow) = total.addingReportingOverflow(bytes)
            return overflow ? .max : sum
        }
    }

    func render(_ values: [String: String]) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): return text
            case .variable(let name): return values[name] ?? ""
            }
        }.joined()
    }

    /// Parses `text` found at `value`; unknown variables and unclosed braces are errors there.
    init(_ text: String, at value: SpecValue, known: Set<String>) throws {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { parts.append(.literal(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw value.error("unclosed '{{' in \"\(RenderLimits.excerpt(text))\"")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard known.contains(name) else {
                let hint = Suggestion.hint(for: name, in: known.sorted())
                throw value.error("unknown variable '\(RenderLimits.excerpt(name))' in \"\(RenderLimits.excerpt(text))\"" + (known.isEmpty ? " (no entry defines values)" : hint))
            }
            parts.append(.variable(name))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        self.parts = parts
    }
}

