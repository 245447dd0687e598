/// The first tokens of a declaration, read past its attributes (`@Model`, `@available(iOS 17, *)`)
/// and comments: its modifiers, its keyword (`class`, `struct`, …) and the name after it (without
/// backticks). Enough for `@Model`, which only asks whether it is on a class, the class's name and
/// whether it is public; not a parser.
struct DeclarationHeader {
    private(set) var modifiers: [String] = []
    private(set) var keyword: String?
    private(set) var name: String?

    private static let keywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension", "func", "var", "let",
                                                "typealias", "init", "subscript", "macro"]

    init(_ source: String) {
        var scanner = Scanner(Array(source.unicodeScalars))
        while let token = scanner.nextToken() {
            switch token {
            case .attribute:
                continue
            case .word(let word) where keyword != nil:
                name = word
                return
            case .word(let word) where Self.keywords.contains(word):
                keyword = word
            case .word(let word):
                modifiers.append(word)
                scanner.skipParenthesized()    // `private(set)`, `nonisolated(unsafe)`
            case .other:
                return
            }
        }
    }

    private enum Token { case attribute, word(String), other }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0

        init(_ text: [Unicode.Scalar]) { self.text = text }

        mutating func nextToken() -> Token? {
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
}
