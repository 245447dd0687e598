import XCTest
import Foundation
@testable import WidgetRender
@testable import WidgetLocalization

/// Reading translations (docs/localization.md): `.strings` (UTF-8 and UTF-16, comments, escapes),
/// `.stringsdict`, `.xcstrings` (plural variations, substitutions with `%arg`, device variations),
/// the example folder, and one clear line for each kind of bad file.
final class LocalizationFileTests: XCTestCase {
    private let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/localization")

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testStringsSyntax() throws {
        let text = """
        /* a block comment */ "quote" = "say \\"hi\\"\\\\";  // a line comment
        "lines" = "one\\ntwo";
        "unicode" = "\\U00e9t\\U00E9";
        bare_key = bare.value;
        "same";
        """
        let entries = try StringsFile.parse(Data(text.utf8), file: "x.strings")
        XCTAssertEqual(entries, ["quote": "say \"hi\"\\", "lines": "one\ntwo", "unicode": "été", "bare_key": "bare.value",
                                 "same": "same"])
        // UTF-16 with a byte order mark, both byte orders.
        var little = Data([0xFF, 0xFE]); little.append("\"a\" = \"ä\";".data(using: .utf16LittleEndian)!)
        var big = Data([0xFE, 0xFF]); big.append("\"a\" = \"ä\";".data(using: .utf16BigEndian)!)
        XCTAssertEqual(try StringsFile.parse(little, file: "x"), ["a": "ä"])
        XCTAssertEqual(try StringsFile.parse(big, file: "x"), ["a": "ä"])
    }

    func testMalformedStringsNameLineAndColumn() {
        func message(_ text: String) -> String {
            do { _ = try StringsFile.parse(Data(text.utf8), file: "de.lproj/Localizable.strings"); return "parsed" } catch { return "\(error)" }
        }
        XCTAssertEqual(message("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";"),
                       "de.lproj/Localizable.strings:3:1: expected ';' after the entry for \"c\", found '\"'")
        XCTAssertEqual(message("\"a\" = \"b\";\n  \"c\" = \"unterminated;"),
                       "de.lproj/Localizable.strings:2:9: a string is not closed with '\"'")
        XCTAssertEqual(message("\"a\" = ;"), "de.lproj/Localizable.strings:1:7: expected a value after '=' in double quotes, found ';'")
        XCTAssertEqual(message("/* open"), "de.lproj/Localizable.strings:1:1: a comment is not closed with '*/'")
        XCTAssertEqual(message("\"a\" = \"\\U12\";"), "de.lproj/Localizable.strings:1:8: '\\U' needs four hexadecimal digits")
        XCTAssertTrue((try? StringsFile.parse(Data([0xC3, 0x28]), file: "x")) == nil)
    }

    func testStringCatalogErrorsAndMissingOther() throws {
        func message(_ json: String) -> String {
            do { _ = try StringCatalogFile.parse(Data(json.utf8), file: "Localizable.xcstrings"); return "parsed" } catch { return "\(error)" }
        }
        let broken = message("{\n  \"strings\" : {\n    \"a\" : x\n  }\n}")
        XCTAssertTrue(broken.hasPrefix("Localizable.xcstrings:3:11: not valid JSON"), broken)
        XCTAssertEqual(message("""
            {"strings": {"%lld cups": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld Tasse"}}}}}}}}}
            """), "Localizable.xcstrings: strings.'%lld cups'.localizations.de.variations.plural: no 'other' form (every plural rule needs one)")
        XCTAssertEqual(message("{\"sourceLanguage\": \"en\"}"), "Localizable.xcstrings: a string catalog is a JSON object with a 'strings' object")
    }

    func testStringsDictMissingOtherAndNotAPlist() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d days</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@days@</string>
            <key>days</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d day</string></dict></dict></dict></plist>
            """
        XCTAssertThrowsError(try StringsDictFile.parse(Data(plist.utf8), file: "en.lproj/Localizable.stringsdict")) { error in
            XCTAssertEqual("\(error)", "en.lproj/Localizable.stringsdict: key '%d days', plural 'days': no 'other' form (every plural rule needs one)")
        }
        XCTAssertThrowsError(try StringsDictFile.parse(Data("<plist><dict>".utf8), file: "x.stringsdict")) { error in
            XCTAssertTrue("\(error)".hasPrefix("x.stringsdict: not a valid property list"), "\(error)")
        }
    }

    /// The example folder: English and German from lproj (the .stringsdict replacing the .strings
    /// entry of the same key), Russian, Arabic and Japanese from the catalog.
    func testExampleFolder() throws {
        let tables = try Localizations(contentsOf: example)
        XCTAssertEqual(tables.developmentLanguage, "en")
        XCTAssertEqual(Set(tables.languages.keys), ["en", "de", "ru", "ar", "ja"])
        XCTAssertEqual(tables.languages["de"]?["Localizable"]?["Water"], LocalizedValue(format: "Wasser"))
        XCTAssertEqual(tables.languages["en"]?["Localizable"]?["%lld glasses"]?.variables["glasses"]?.forms[.one], "%lld glass")
        XCTAssertEqual(tables.languages["ru"]?["Localizable"]?["%lld glasses"]?.variables["glasses"],
                       PluralVariable(argument: 1, forms: [.one: "%lld стакан", .few: "%lld стакана", .many: "%lld стаканов",
                                                           .other: "%lld стакана"]))
        XCTAssertEqual(tables.languages["ja"]?["Localizable"]?["Water"]?.format, "水分補給")  // device "other"
        XCTAssertEqual(tables.languages["ar"]?["Localizable"]?["%lld glasses"]?.plural?[.two], "كوبان")
    }

    func testMissingFolderAndWrongFile() throws {
        XCTAssertThrowsError(try Localizations(contentsOf: URL(fileURLWithPath: "/nonexistent/l10n"))) { error in
            XCTAssertEqual("\(error)", "/nonexistent/l10n: no such folder or file")
        }
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try Localizations(contentsOf: file)) { error in
            XCTAssertTrue("\(error)".contains("expected a folder of xx.lproj folders or .xcstrings files"), "\(error)")
        }
    }

    /// Through the renderer: a key renders exactly as its translation written verbatim, and a
    /// renderer without tables draws the key as before.
    func testRendererTranslatesText() throws {
        let translating = try WidgetRenderer(localizations: example)
        let plain = try WidgetRenderer()
        let count = 2
        func pixels(_ view: some View, _ renderer: WidgetRenderer, _ locale: String) throws -> Pixmap {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: locale)
            return try renderer.render(.view(view.font(.headline), family: .systemSmall, environment: environment))
        }
        XCTAssertEqual(try pixels(Text("\(count) glasses"), translating, "ru"), try pixels(Text(verbatim: "2 стакана"), plain, "ru"))
        XCTAssertEqual(try pixels(Text("Water"), translating, "de"), try pixels(Text(verbatim: "Wasser"), plain, "de"))
        XCTAssertEqual(try pixels(Text("Water"), plain, "de"), try pixels(Text(verbatim: "Water"), plain, "de"))
        XCTAssertNotEqual(try pixels(Text("Water"), translating, "de"), try pixels(Text(verbatim: "Water"), plain, "de"))
        // LocalizedStringResource (App Intents' strings) is translated the same way in a Text.
        let resource: LocalizedStringResource = "\(count) glasses"
        XCTAssertEqual(try pixels(Text(resource), translating, "ru"), try pixels(Text(verbatim: "2 стакана"), plain, "ru"))
        XCTAssertEqual(try pixels(Text(LocalizedStringResource("Water", table: "Localizable")), translating, "de"),
                       try pixels(Text(verbatim: "Wasser"), plain, "de"))
        XCTAssertEqual(try pixels(Text(LocalizedStringResource("MISSING", defaultValue: "Fallback")), translating, "de"),
                       try pixels(Text(verbatim: "Fallback"), plain, "de"))
    }
}
