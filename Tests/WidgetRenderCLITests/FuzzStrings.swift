import Foundation

/// Localization fuzz cases (issue 34; docs/security.md): the water-tracker example
/// (`Examples/localization`: a spec with `localizations: .` and five locale axes, English and German
/// `.strings` + `.stringsdict`, `Localizable.xcstrings`) copied, one or more of its tables mutated
/// with bytes and format tokens, or replaced by a hostile table: a nine-digit field width, a plural
/// variable that names itself many times, a long chain of variables, invalid encodings, a huge table.
struct FuzzStringsCorpus {
    /// Relative path → bytes of the example (read once, so the seed never drifts).
    let files: [(path: String, bytes: [UInt8])]

    static let formatTokens: [String] = [
        "%999999999d", "%.999999999f", "%2147483648$@", "%0$d", "%-0999999999lld", "%#@glasses@", "%#@x@", "%#@@",
        "%", "%%", "%n", "%s", "%@", "%lld", "%1$@ %2$@ %3$@ %9$@", "\\U0000", "\\u", "\"", ";", "=", "/*", "*/", "//",
        "<key>", "</key>", "<string>", "</string>", "<dict>", "</dict>", "NSStringLocalizedFormatKey", "NSStringPluralRuleType",
        "\"stringUnit\"", "\"variations\"", "\"plural\"", "\"substitutions\"", "\"argNum\" : 99999999999", "\"formatSpecifier\" : \"lld\"",
        "\u{0}", "\u{FEFF}", "é", "\u{202E}", "{", "}", "[", "]", ",", ":",
    ]

    init() throws {
        // The example's spec is written as the runner's spec.yaml.
        files = try FuzzCatalogCorpus.seedFiles(under: packageRoot.appendingPathComponent("Examples/localization"))
            .map { (path: $0.path == "water.yaml" ? "spec.yaml" : $0.path, bytes: $0.bytes) }
    }

    /// Writes one case into `folder`; returns whether a table was mutated and the hostile table's name.
    func makeCase(in folder: URL, random: inout FuzzRandom) throws -> (mutated: Bool, hostile: String?) {
        var mutated = false
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var out = bytes
            if path != "spec.yaml", random.chance(35) {
                out = FuzzCatalogCorpus.mutateText(bytes, tokens: Self.formatTokens, random: &random)
            }
            if out != bytes { mutated = true }
            try Data(out).write(to: url)
        }
        let hostile = random.chance(40) ? try makeHostile(in: folder, random: &random) : nil
        return (mutated, hostile)
    }

    /// One hostile table in place of a real one; returns its name.
    func makeHostile(in folder: URL, random: inout FuzzRandom) throws -> String {
        func plist(_ format: String, other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld glasses</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>glasses</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld glass</string>
            <key>other</key><string>\(other)</string></dict></dict></dict></plist>
            """
        }
        let dict = folder.appendingPathComponent("en.lproj/Localizable.stringsdict")
        let strings = folder.appendingPathComponent("en.lproj/Localizable.strings")
        switch random.below(6) {
        case 0:  // a nine-digit field width or precision in a translation
            let format = random.pick(["%999999999lld glasses", "%.999999999f", "%0999999999d", "%1$-999999999@"])
            try Data("\"%lld glasses\" = \"\(format)\";\n\"Water\" = \"%999999999@\";\n".utf8).write(to: strings)
            try? FileManager.default.removeItem(at: dict)
            return "huge field width"
        case 1:  // a plural variable that names itself in every form, many times
            let many = String(repeating: "%#@glasses@ ", count: 20 + random.below(200))
            try Data(plist("%#@glasses@", other: many).utf8).write(to: dict)
            return "self-referencing variable"
        case 2:  // a format naming the variable hundreds of times
            try Data(plist(String(repeating: "%#@glasses@", count: 100 + random.below(1_000)), other: "%lld glasses").utf8).write(to: dict)
            return "variable named many times"
        case 3:  // a large table: many keys, long values
            var text = ""
            for index in 0..<(2_000 + random.below(20_000)) { text += "\"k\(index)\" = \"\(String(repeating: "v", count: random.below(200)))\";\n" }
            try Data(text.utf8).write(to: strings)
            return "large table"
        case 4:  // invalid encodings: UTF-16 with a lone surrogate, a truncated BOM, NUL bytes
            try Data([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00, 0x3D, 0x00] + [UInt8](repeating: 0, count: random.below(64))).write(to: strings)
            return "invalid encoding"
        default:  // an .xcstrings whose substitutions name each other in a chain
            var substitutions: [String] = []
            let count = 10 + random.below(60)
            for index in 0..<count {
                let next = index + 1 < count ? "%#@s\(index + 1)@ %#@s\(index + 1)@" : "%lld"
                substitutions.append("\"s\(index)\" : {\"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : {\"plural\" : "
                                     + "{\"other\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"\(next)\"}}}}}")
            }
            let json = "{\"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\"%lld glasses\" : {\"localizations\" : "
                + "{\"ru\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"%#@s0@\"}, \"substitutions\" : {"
                + substitutions.joined(separator: ", ") + "}}}}}}"
            try Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
            return "substitution chain"
        }
    }
}
