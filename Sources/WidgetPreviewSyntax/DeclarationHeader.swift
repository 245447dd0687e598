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
        var scanner = SourceScanner(Array(source.unicodeScalars))
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
}
