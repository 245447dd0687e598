import XCTest
@testable import WidgetViews

/// CLDR plural rules (docs/platform.md §12), each expectation read off the CLDR language plural
/// rules chart's examples for that language.
final class PluralRulesTests: XCTestCase {
    private func categories(_ language: String, _ numbers: [Int]) -> [PluralCategory] {
        numbers.map { PluralRules.category(PluralOperands($0), language: language) }
    }
    private func category(_ language: String, _ decimal: String) -> PluralCategory {
        PluralRules.category(PluralOperands(decimal: decimal)!, language: language)
    }

    func testOneOtherLanguages() {
        for language in ["en", "de", "nl", "sv", "fi", "it"] {
            XCTAssertEqual(categories(language, [0, 1, 2, 11, 21]), [.other, .one, .other, .other, .other], language)
            XCTAssertEqual(category(language, "1.0"), .other, language)  // v = 1: "1.0 hours"
        }
        XCTAssertEqual(categories("tr", [0, 1, 2]), [.other, .one, .other])
        XCTAssertEqual(categories("nb", [0, 1, 2]), [.other, .one, .other])
        XCTAssertEqual(category("nb", "1.0"), .one)  // n = 1 holds for 1.0
        XCTAssertEqual(category("da", "0.1"), .one)  // t != 0 and i = 0
        XCTAssertEqual(category("da", "2.1"), .other)
    }

    func testFrenchPortugueseSpanishCountZeroAndMillions() {
        XCTAssertEqual(categories("fr", [0, 1, 2, 1_000_000]), [.one, .one, .other, .many])
        XCTAssertEqual(category("fr", "1.5"), .one)  // i = 1
        XCTAssertEqual(categories("pt", [0, 1, 2]), [.one, .one, .other])
        XCTAssertEqual(categories("pt-PT", [0, 1, 2]), [.other, .one, .other])
        XCTAssertEqual(categories("es", [0, 1, 2, 2_000_000]), [.other, .one, .other, .many])
        XCTAssertEqual(categories("it", [1, 3_000_000]), [.one, .many])
    }

    func testRussianAndUkrainian() {
        for language in ["ru", "uk"] {
            XCTAssertEqual(categories(language, [1, 2, 5, 11, 12, 21, 22, 25, 101, 111, 0]),
                           [.one, .few, .many, .many, .many, .one, .few, .many, .one, .many, .many], language)
            XCTAssertEqual(category(language, "1.5"), .other, language)
        }
    }

    func testPolishAndCzech() {
        XCTAssertEqual(categories("pl", [1, 2, 5, 12, 22, 21, 0, 102]), [.one, .few, .many, .many, .few, .many, .many, .few])
        XCTAssertEqual(category("pl", "1.5"), .other)
        XCTAssertEqual(categories("cs", [1, 2, 4, 5, 0]), [.one, .few, .few, .other, .other])
        XCTAssertEqual(category("cs", "1.5"), .many)
    }

    func testArabicAndHebrew() {
        XCTAssertEqual(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]),
                       [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        XCTAssertEqual(category("ar", "0.5"), .other)
        XCTAssertEqual(categories("he", [1, 2, 3, 20, 0]), [.one, .two, .other, .other, .other])
        XCTAssertEqual(category("he", "0.5"), .one)  // i = 0 and v != 0
        XCTAssertEqual(categories("iw", [1, 2]), [.one, .two])
    }

    func testEastAsianLanguagesHaveOnlyOther() {
        for language in ["ja", "ko", "zh", "zh-Hant"] {
            XCTAssertEqual(categories(language, [0, 1, 2, 5]), [.other, .other, .other, .other], language)
        }
    }

    func testOperandsOfDecimals() {
        XCTAssertEqual(PluralOperands(decimal: "1.50"), PluralOperands(n: 1.5, i: 1, v: 2, f: 50, t: 5))
        XCTAssertEqual(PluralOperands(decimal: "-3"), PluralOperands(n: 3, i: 3, v: 0, f: 0, t: 0))
        XCTAssertNil(PluralOperands(decimal: "1e5"))
    }
}
