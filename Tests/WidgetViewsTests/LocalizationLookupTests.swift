import XCTest
import Foundation
@testable import WidgetViews
import WidgetResolved

/// `Text("key")` translated at resolve for `\.locale` (docs/localization.md): the key SwiftUI
/// builds from an interpolation, the lproj fallback chain, arguments formatted in the locale,
/// positional specifiers, plural variables, tables, and the key itself when nothing matches.
final class LocalizationLookupTests: XCTestCase {
    private var tables: Localizations {
        var tables = Localizations()
        tables.add(LocalizedValue(format: "Guten Morgen"), key: "Good morning", language: "de")
        tables.add(LocalizedValue(format: "Bom dia (BR)"), key: "Good morning", language: "pt-BR")
        tables.add(LocalizedValue(format: "Bom dia"), key: "Good morning", language: "pt")
        tables.add(LocalizedValue(format: "早上好"), key: "Good morning", language: "zh-Hans")
        tables.add(LocalizedValue(format: "早安"), key: "Good morning", language: "zh-Hant")
        tables.add(LocalizedValue(format: "Morning!"), key: "Good morning", language: "en")
        tables.add(LocalizedValue(format: "%2$@ hat %1$lld Tassen getrunken"), key: "%lld cups by %@", language: "de")
        tables.add(LocalizedValue(format: "%.1f km"), key: "%lf km", language: "de")
        tables.add(LocalizedValue(format: "**Fett** %lld"), key: "Bold %lld", language: "de")
        tables.add(LocalizedValue(format: "Hallo aus Widgets"), key: "Hello", table: "Widgets", language: "de")
        let cups = PluralVariable(forms: [.one: "%lld чашка", .few: "%lld чашки", .many: "%lld чашек", .other: "%lld чашки"])
        tables.add(LocalizedValue(format: "Осталось %#@cups@", variables: ["cups": cups]), key: "%lld cups left", language: "ru")
        return tables
    }

    private func string(_ text: Text, locale: String) throws -> String {
        let environment: (inout EnvironmentValues) -> Void = { [tables] in
            $0.localizations = tables; $0.locale = Locale(identifier: locale)
        }
        guard case .text(let resolved) = try resolved(text, environment).content else { XCTFail("expected text"); return "" }
        return resolved.string
    }

    func testInterpolationBuildsSwiftUIsKey() {
        let count = 3, name = "Ann", share = 0.5
        XCTAssertEqual(LocalizedStringKey("\(count) cups by \(name)").key, "%lld cups by %@")
        XCTAssertEqual(LocalizedStringKey("\(share) km").key, "%lf km")
        XCTAssertEqual(LocalizedStringKey("\(Float(1)) and \(Int32(2)) and \(UInt(3))").key, "%f and %d and %llu")
        XCTAssertEqual(LocalizedStringKey("\(2.5, specifier: "%.1f")% done").key, "%.1f%% done")
        XCTAssertEqual(LocalizedStringKey("\(Text("x")) \(Image(systemName: "star"))").key, "%@ %@")
    }

    func testLanguageFallbackChain() throws {
        XCTAssertEqual(try string(Text("Good morning"), locale: "de_AT"), "Guten Morgen")
        XCTAssertEqual(try string(Text("Good morning"), locale: "pt_BR"), "Bom dia (BR)")
        XCTAssertEqual(try string(Text("Good morning"), locale: "pt_PT"), "Bom dia")
        XCTAssertEqual(try string(Text("Good morning"), locale: "zh_TW"), "早安")
        XCTAssertEqual(try string(Text("Good morning"), locale: "zh_CN"), "早上好")
        // No French table: the development language (en), as an app without French shows English.
        XCTAssertEqual(try string(Text("Good morning"), locale: "fr"), "Morning!")
        // A key no table has is shown as written.
        XCTAssertEqual(try string(Text("Good night"), locale: "de"), "Good night")
    }

    func testArgumentsAreFormattedInTheLocaleAndPositionally() throws {
        let count = 1234, name = "Ann"
        XCTAssertEqual(try string(Text("\(count) cups by \(name)"), locale: "de_DE"), "Ann hat 1.234 Tassen getrunken")
        XCTAssertEqual(try string(Text("\(12.25) km"), locale: "de_DE"), "12,2 km")
        // Untranslated keys keep today's en_US_POSIX formatting.
        XCTAssertEqual(try string(Text("\(count) cups by \(name)"), locale: "fr"), "1234 cups by Ann")
    }

    func testPluralVariablesFollowTheLanguagesRules() throws {
        for (count, expected) in [(1, "Осталось 1 чашка"), (3, "Осталось 3 чашки"), (5, "Осталось 5 чашек"), (21, "Осталось 21 чашка"),
                                  (11, "Осталось 11 чашек")] {
            XCTAssertEqual(try string(Text("\(count) cups left"), locale: "ru_RU"), expected)
        }
    }

    func testTablesMarkdownAndModifiers() throws {
        XCTAssertEqual(try string(Text("Hello", tableName: "Widgets"), locale: "de"), "Hallo aus Widgets")
        XCTAssertEqual(try string(Text("Hello"), locale: "de"), "Hello")
        // The translation's Markdown is read, and the Text's own modifiers reach every run.
        let environment: (inout EnvironmentValues) -> Void = { [tables] in
            $0.localizations = tables; $0.locale = Locale(identifier: "de")
        }
        guard case .text(let resolved) = try resolved(Text("Bold \(7)").italic(), environment).content else { return XCTFail() }
        XCTAssertEqual(resolved.content.runs.map(\.string), ["Fett", " 7"])
        XCTAssertEqual(resolved.content.runs.map(\.font.weight), [700, 400])
        XCTAssertEqual(resolved.content.runs.map(\.font.italic), [true, true])
    }

    func testZeroFormAndWholeStringPlural() {
        let formatter = LocalizedFormatter(arguments: [.integer(0)], locale: Locale(identifier: "en"), language: "en", variables: [:])
        XCTAssertEqual(formatter.pluralForm([.zero: "none", .one: "one", .other: "%lld"]), "none")
        let two = LocalizedFormatter(arguments: [.integer(2)], locale: Locale(identifier: "ar"), language: "ar", variables: [:])
        XCTAssertEqual(two.pluralForm([.two: "اثنان", .other: "%lld"]), "اثنان")
        XCTAssertEqual(two.pluralForm([.other: "%lld"]), "%lld")
    }
}
