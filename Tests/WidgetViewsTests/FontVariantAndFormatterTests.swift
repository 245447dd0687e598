import Foundation
import XCTest
@testable import WidgetViews
import WidgetText
import WidgetResolved

/// `Font.leading`, synthesized small capitals, and texts from Foundation formatters and date ranges.
final class FontVariantAndFormatterTests: XCTestCase {
    /// Apple: tight leading reduces line spacing by 2 points (1 on watchOS), loose increases it by
    /// as much [SUI-Font.Leading]; standard is none.
    func testLeadingAdjustsTheLineHeight() throws {
        func adjustment(_ font: Font, platform: WidgetPlatform = .ios) throws -> Double? {
            try text(Text("a").font(font)) { $0.platform = platform }.content.runs[0].font.leadingAdjustment
        }
        XCTAssertEqual(try adjustment(.body.leading(.tight)), -2)
        XCTAssertEqual(try adjustment(.body.leading(.loose)), 2)
        XCTAssertEqual(try adjustment(.body.leading(.tight), platform: .watchos), -1)
        XCTAssertNil(try adjustment(.body.leading(.loose).leading(.standard)))
    }

    /// `smallCaps()` draws lowercase and capital letters as small capitals: capitals at
    /// 1130/1443 of the size (SF Pro Text's small-cap height over its cap height), widened to 0.877
    /// of a capital's advance; `lowercaseSmallCaps()` leaves capitals and digits as they are.
    func testSmallCapsSplitRunsIntoScaledCapitals() throws {
        let lower = try text(Text("Week 41").font(.system(size: 20).lowercaseSmallCaps()))
        XCTAssertEqual(lower.content.runs.map(\.string), ["W", "EEK", " 41"])
        XCTAssertEqual(lower.content.runs.map(\.font.size), [20, 1130.0 / 1443 * 20, 20])
        XCTAssertEqual(lower.content.runs[1].font.width ?? 0, 0.877 * 1443 / 1130 - 1, accuracy: 1e-12)
        XCTAssertNil(lower.content.runs[0].font.width)
        let all = try text(Text("Ab").font(.body.smallCaps()))
        XCTAssertEqual(all.content.runs.map(\.string), ["AB"])
        XCTAssertEqual(all.paints.count, all.content.runs.count)
    }

    /// A `Formatter` formats as it is configured (its own time zone and format), not in the
    /// environment's locale.
    func testFormatterTextUsesTheFormatter() throws {
        let dates = DateFormatter()
        dates.dateFormat = "HH:mm"
        dates.timeZone = TimeZone(identifier: "Asia/Tokyo")
        XCTAssertEqual(try text(Text(Date(timeIntervalSince1970: 0), formatter: dates)).string, "09:00")
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US")
        XCTAssertEqual(try text(Text(NSNumber(value: 0.62), formatter: percent)).string, "62%")
    }

    /// A date range: the shared date once, then the two times (ICU's interval format: thin spaces
    /// around the en dash, a narrow no-break space before AM), in the environment's time zone.
    func testDateRangeText() throws {
        let start = Date(timeIntervalSince1970: 1_760_000_000)  // 2025-10-09 08:53:20 UTC
        XCTAssertEqual(try text(Text(start...start.addingTimeInterval(3600))).string,
                       "Oct 9, 2025, 8:53\u{2009}\u{2013}\u{2009}9:53\u{202F}AM")
        let tokyo = try text(Text(DateInterval(start: start, duration: 3600))) { $0.timeZone = TimeZone(identifier: "Asia/Tokyo")! }
        XCTAssertEqual(tokyo.string, "Oct 9, 2025, 5:53\u{2009}\u{2013}\u{2009}6:53\u{202F}PM")
    }
}
