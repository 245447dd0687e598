import Foundation
import XCTest
@testable import WidgetViews

/// Formats from `.strings` files, specs and specifiers: a nine-digit field width allocated
/// gigabytes (issue 34). Widths and precisions are capped at 1,000 wherever a format is formatted.
final class BoundedFormatTests: XCTestCase {
    func testWidthsAndPrecisionsAboveTheCapAreLowered() {
        XCTAssertEqual(cappingFieldWidths("%999999999d items"), "%1000d items")
        XCTAssertEqual(cappingFieldWidths("%2$-0999999999.999999999f|%%|%05.2f|%lld|%@"), "%2$-01000.1000f|%%|%05.2f|%lld|%@")
        XCTAssertEqual(cappingFieldWidths("no specifiers"), "no specifiers")
        XCTAssertEqual(cappingFieldNumber("1000"), "1000")
        XCTAssertEqual(cappingFieldNumber("1001"), "1000")
        XCTAssertEqual(cappingFieldNumber("00000000001"), "00000000001")  // leading zeros: the value is 1
    }

    func testAHugeSpecifierFormatsAThousandCharactersAtMost() {
        XCTAssertEqual(boundedFormat("%999999999d", [7]).count, 1_000)
        XCTAssertEqual(boundedFormat("%.999999999f", [1.5]).count, 1_002)  // "1." and 1,000 digits
    }
}

/// A `.stringsdict` variable whose forms name it again, many times: depth was bounded (4), size
/// was not, so 100 mentions a level grew as 100⁴ (issue 34). The expansion reads at most
/// `expansionBudget` format characters, then leaves variables as written.
final class BoundedExpansionTests: XCTestCase {
    func testASelfReferencingVariableStopsAtTheBudget() {
        let many = String(repeating: "%#@n@", count: 100)
        let formatter = LocalizedFormatter(arguments: [.integer(3)], locale: Locale(identifier: "en"), language: "en",
                                           variables: ["n": PluralVariable(forms: [.one: "one", .other: many])])
        let segments = formatter.segments(of: "%#@n@")  // 100⁴ expansions before the budget
        let text = segments.map { segment -> String in
            if case .literal(let literal) = segment { return literal }
            return ""
        }.joined()
        XCTAssertTrue(text.contains("%#@n@"), "past the budget, variables stay as written")
        XCTAssertLessThan(text.count, 2 * LocalizedFormatter.expansionBudget)
    }
}
