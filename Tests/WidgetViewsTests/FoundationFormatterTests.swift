import XCTest
import Foundation
@testable import WidgetViews

/// `RelativeDateTimeFormatter` and `ListFormatter` (absent from Foundation on Linux), with the
/// outputs Apple documents for them ("RelativeDateTimeFormatter.UnitsStyle": "2 months ago",
/// "two months ago", "2 mo. ago", "2mo ago"; "ListFormatter": "a, b, and c" in English).
final class FoundationFormatterTests: XCTestCase {
    private let reference = Date(timeIntervalSince1970: 1_750_000_000)

    private func relative(_ seconds: TimeInterval, _ units: RelativeDateTimeFormatter.UnitsStyle = .full,
                          named: Bool = false, locale: String = "en_US") -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.unitsStyle = units
        formatter.dateTimeStyle = named ? .named : .numeric
        return formatter.localizedString(for: reference.addingTimeInterval(seconds), relativeTo: reference)
    }

    func testLargestWholeUnitInEachStyle() {
        XCTAssertEqual(relative(-2 * 3600), "2 hours ago")
        XCTAssertEqual(relative(5 * 60), "in 5 minutes")
        XCTAssertEqual(relative(-61 * 86_400, .full), "2 months ago")
        XCTAssertEqual(relative(-61 * 86_400, .spellOut), "two months ago")
        XCTAssertEqual(relative(-61 * 86_400, .short), "2 mo. ago")
        XCTAssertEqual(relative(-61 * 86_400, .abbreviated), "2mo ago")
    }

    func testNamedStyleAndLocale() {
        XCTAssertEqual(relative(-86_400, named: true), "yesterday")
        XCTAssertEqual(relative(86_400, named: true, locale: "de"), "morgen")
        XCTAssertEqual(relative(-3 * 86_400, locale: "de"), "vor 3 Tagen")
    }

    func testListFormatter() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        XCTAssertEqual(formatter.string(from: ["a", "b", "c"]), "a, b, and c")
        formatter.locale = Locale(identifier: "de")
        XCTAssertEqual(formatter.string(from: ["a", 2]), "a und 2")
    }
}
