import Foundation

/// Builds the generated source: a `ColorResource` / `ImageResource` constant per set, and `Color` /
/// `ShapeStyle` shorthands for colors (docs/platform.md §9).
package enum AssetSymbolSource {
    package static func swift(colors colorNames: [String], images imageNames: [String], header: [String],
                              imports: [String]) -> String {
        var lines = header.map { "// " + $0 } + imports + [""]
        // Two sets whose identifiers collide (in different namespaces) get one constant, the first.
        func unique(_ names: [String], dropping suffix: String) -> [(String, String)] {
            var seen = Set<String>()
            return names.map { (identifier($0, dropping: suffix), $0) }.filter { seen.insert($0.0).inserted }
        }
        let colors = unique(colorNames, dropping: "Color"), images = unique(imageNames.sorted(), dropping: "Image")
        lines.append("extension ColorResource {")
        lines += colors.map { "    static let \($0.0) = ColorResource(name: \(literal($0.1)))" }
        lines += ["}", "", "extension ImageResource {"]
        lines += images.map { "    static let \($0.0) = ImageResource(name: \(literal($0.1)))" }
        lines += ["}", "", "extension Color {"]
        lines += colors.map { "    static var \($0.0): Color { .init(.\($0.0)) }" }
        lines += ["}", "", "extension ShapeStyle where Self == Color {"]
        lines += colors.map { "    static var \($0.0): Color { .init(.\($0.0)) }" }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// "BrandPrimary" → brandPrimary, "brand-primary" → brandPrimary, "AccentColor" → accent,
    /// "Icons/Glyph" → glyph (namespaces are not part of the identifier), "3D" → _3D, keywords in backticks.
    package static func identifier(_ name: String, dropping suffix: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        var words: [String] = []
        var current = ""
        for character in last {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current); current = "" }
            } else if character.isUppercase, let previous = current.last, previous.isLowercase || previous.isNumber {
                words.append(current); current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        if words.count > 1, words.last?.lowercased() == suffix.lowercased() { words.removeLast() }
        guard let first = words.first else { return "_" }
        var result = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.first?.isNumber == true { result = "_" + result }
        return escapingKeyword(result)
    }

    /// `name` as written, in backticks when it is a Swift keyword (`default` → `` `default` ``).
    package static func escapingKeyword(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// Swift keywords, which a generated identifier must write in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Any",
    ]

    /// `text` as a Swift string literal (quotes, backslashes and control characters escaped);
    /// the intent-definition generator and the `#Preview` / `@Model` expansions write with it too.
    package static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
