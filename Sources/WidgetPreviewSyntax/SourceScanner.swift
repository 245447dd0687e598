/// Reads Swift source a token at a time, as far as the macros need: white space and comments
/// (nested block comments too), attributes with their arguments, identifiers. Not a parser.
struct SourceScanner {
    let text: [Unicode.Scalar]
    var index = 0

    init(_ text: [Unicode.Scalar]) { self.text = text }

    mutating func nextToken() -> SourceToken? {
        skipSpaceAndComments()
        guard index < text.count else { return nil }
        if text[index] == "@" {
            index += 1
            _ = word()
            while index < text.count, text[index] == "." { index += 1; _ = word() }
            skipParenthesized()
            return .attribute
        }
        if let word = word() { return .word(word) }
        return .other
    }

    /// An identifier, or one written in backticks (returned without them).
    mutating func word() -> String? {
        guard index < text.count else { return nil }
        if text[index] == "`" {
            guard let close = text[(index + 1)...].firstIndex(of: "`") else { return nil }
            defer { index = close + 1 }
            return String(String.UnicodeScalarView(text[(index + 1)..<close]))
        }
        let start = index
        while index < text.count, Self.isIdentifier(text[index]) { index += 1 }
        return index > start ? String(String.UnicodeScalarView(text[start..<index])) : nil
    }

    /// `( … )` with nested parentheses, string literals and comments, when the next token opens one.
    mutating func skipParenthesized() {
        skipSpaceAndComments()
        guard index < text.count, text[index] == "(" else { return }
        var depth = 0
        while index < text.count {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { index += 1; return }
            case "\"": skipStringLiteral(); continue
            case "/" where index + 1 < text.count && (text[index + 1] == "/" || text[index + 1] == "*"):
                skipSpaceAndComments(); continue
            default: break
            }
            index += 1
        }
    }

    private mutating func skipStringLiteral() {
        index += 1
        while index < text.count, text[index] != "\"" {
            index += text[index] == "\\" ? 2 : 1
        }
        index += 1
    }

    mutating func skipSpaceAndComments() {
        while index < text.count {
            if text[index].properties.isWhitespace {
                index += 1
            } else if text[index] == "/", index + 1 < text.count, text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" {
                var depth = 0
                repeat {
                    if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" { depth += 1; index += 2 }
                    else if text[index] == "*", index + 1 < text.count, text[index + 1] == "/" { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < text.count
            } else {
                return
            }
        }
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}

enum SourceToken { case attribute, word(String), other }

/// The spaces, line breaks and comments before a macro's first token, which the compiler includes
/// in the source it sends (and in the location it gives for it).
enum LeadingTrivia {
    /// `source` from its first token on, and how many line breaks came before that token.
    static func split(_ source: String) -> (rest: Substring, lineBreaks: Int) {
        let scalars = Array(source.unicodeScalars)
        var scanner = SourceScanner(scalars)
        scanner.skipSpaceAndComments()
        let lineBreaks = scalars[..<scanner.index].filter { $0 == "\n" }.count
        let start = source.unicodeScalars.index(source.unicodeScalars.startIndex, offsetBy: scanner.index)
        return (source[start...], lineBreaks)
    }
}
