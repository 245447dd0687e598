import Foundation

// `.strings` files: the old-style property list text of `"key" = "value";` lines that Xcode
// writes per `xx.lproj`, read by our own parser so a mistake is reported at its line and column
// (docs/localization.md).
//
// Glossary: *entry* = `"key" = "value";` (or `"key";`, whose value is the key); *quoted string* =
// text between double quotes with the escapes \" \\ \n \t \r \0 and \Uxxxx (UTF-16 code units);
// *bare word* = a key or value without quotes (letters, digits and _ . $ : / -).

enum StringsFile {
    /// The entries of a `.strings` file (UTF-8, or UTF-16 with a byte order mark).
    static func parse(_ data: Data, file: String) throws -> [String: String] {
        guard let text = decode(data) else {
            throw LocalizationError(file: file, message: "not UTF-8 or UTF-16 text (a .strings file is UTF-8, or UTF-16 with a byte order mark)")
        }
        var parser = Parser(characters: Array(text), file: file)
        return try parser.entries()
    }

    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        return String(data: data, encoding: .utf8)
    }

    private struct Parser {
        let characters: [Character]
        let file: String
        var index = 0

        init(characters: [Character], file: String) { self.characters = characters; self.file = file }

        func error(_ message: String, at position: Int? = nil) -> LocalizationError {
            let at = position ?? index
            // The line of `at` (it may lie before the current line for an unterminated string).
            var line = 1, start = 0
            for i in 0..<min(at, characters.count) where characters[i] == "\n" { line += 1; start = i + 1 }
            return LocalizationError(file: file, line: line, column: at - start + 1, message: message)
        }

        mutating func entries() throws -> [String: String] {
            var result: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard index < characters.count else { return result }
                let key = try string(what: "a key")
                try skipSpaceAndComments()
                var value = key
                if peek == "=" {
                    index += 1
                    try skipSpaceAndComments()
                    value = try string(what: "a value after '='")
                    try skipSpaceAndComments()
                }
                guard peek == ";" else {
                    throw error(peek.map { "expected ';' after the entry for \"\(Self.excerpt(key))\", found '\($0)'" }
                                ?? "expected ';' after the entry for \"\(Self.excerpt(key))\", found the end of the file")
                }
                index += 1
                result[key] = value
            }
        }

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpaceAndComments() throws {
            while let c = peek {
                if c.isWhitespace { index += 1; continue }
                if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let d = peek, d != "\n" { index += 1 }
                    continue
                }
                if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let start = index
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                    guard index + 1 < characters.count else { throw error("a comment is not closed with '*/'", at: start) }
                    index += 2
                    continue
                }
                return
            }
        }

        static func isBare(_ c: Character) -> Bool {
            c.isASCII && (c.isLetter || c.isNumber || "_.$:/-".contains(c))
        }

        mutating func string(what: String) throws -> String {
            guard let c = peek else { throw error("expected \(what), found the end of the file") }
            if Self.isBare(c) {
                var word = ""
                while let d = peek, Self.isBare(d) { word.append(d); index += 1 }
                return word
            }
            guard c == "\"" else { throw error("expected \(what) in double quotes, found '\(c)'") }
            let start = index
            index += 1
            var units: [UInt16] = []
            while true {
                guard let d = peek else { throw error("a string is not closed with '\"'", at: start) }
                index += 1
                if d == "\"" { break }
                guard d == "\\" else { units += Array(String(d).utf16); continue }
                guard let e = peek else { throw error("a string is not closed with '\"'", at: start) }
                index += 1
                switch e {
                case "n": units.append(0x0A)
                case "t": units.append(0x09)
                case "r": units.append(0x0D)
                case "0": units.append(0x00)
                case "a": units.append(0x07)
                case "b": units.append(0x08)
                case "f": units.append(0x0C)
                case "v": units.append(0x0B)
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let h = peek, h.isHexDigit { hex.append(h); index += 1 }
                    guard hex.count == 4, let unit = UInt16(hex, radix: 16) else {
                        throw error("'\\\(e)' needs four hexadecimal digits", at: index - hex.count - 2)
                    }
                    units.append(unit)
                default: units += Array(String(e).utf16)  // \" \\ \' and any other character stand for themselves
                }
            }
            return String(decoding: units, as: UTF16.self)
        }

        static func excerpt(_ text: String) -> String { text.count > 40 ? String(text.prefix(39)) + "…" : text }
    }
}
