import Foundation
import XCTest
@testable import WidgetViews
import WidgetResolved

/// `Text(value, format:)`, `"\(value, format:)"`, `Text(date, style:)` and timers in the
/// environment's locale and time zone. Expected strings are Apple's documented CLDR output
/// (docs/text.md "Formatting": U+202F before AM/PM and as the French group separator, U+00A0
/// before the euro sign in German and French).
final class TextFormattingTests: XCTestCase {
    /// 2025-06-09 09:41:00 UTC, a Monday.
    private let date = Date(timeIntervalSince1970: 1_749_462_060)

    private func shown(_ view: Text, locale: String, timeZone: String = "UTC", now: Date? = nil) throws -> String {
        guard case .text(let text) = try resolved(view, { environment in
            environment.locale = Locale(identifier: locale)
            environment.timeZone = TimeZone(identifier: timeZone)!
            if let now { environment.renderDate = now }
        }).content else { XCTFail("expected a text"); return "" }
        return text.string
    }

    func testNumbersInEachLocale() throws {
        let number = Text(1234.5, format: .number.precision(.fractionLength(2)))
        XCTAssertEqual(try shown(number, locale: "en_US"), "1,234.50")
        XCTAssertEqual(try shown(number, locale: "de_DE"), "1.234,50")
        XCTAssertEqual(try shown(number, locale: "fr_FR"), "1\u{202F}234,50")
        XCTAssertEqual(try shown(number, locale: "ja_JP"), "1,234.50")
        XCTAssertEqual(try shown(number, locale: "ar_SA"), "١٬٢٣٤٫٥٠")
        // The default locale formats numbers as en_US (docs/text.md): grouped, as on a US iPhone.
        XCTAssertEqual(try shown(number, locale: "en_US_POSIX"), "1,234.50")
    }

    /// `.relative(presentation:)` measures from the render's date, not the machine's clock (a render
    /// made today of a date an hour before the render date still says "1 hour ago"); the words are
    /// ICU's, as Apple's ("yesterday", "vor 1 Stunde").
    func testRelativeFormatIsMeasuredFromTheRenderDate() throws {
        let hourBefore = Text(date.addingTimeInterval(-3600), format: .relative(presentation: .numeric))
        XCTAssertEqual(try shown(hourBefore, locale: "en_US", now: date), "1 hour ago")
        XCTAssertEqual(try shown(hourBefore, locale: "de_DE", now: date), "vor 1 Stunde")
        let dayBefore = Text(date.addingTimeInterval(-86_400), format: .relative(presentation: .named))
        XCTAssertEqual(try shown(dayBefore, locale: "en_US", now: date), "yesterday")
        let inTwoHours = Text(date.addingTimeInterval(7200), format: .relative(presentation: .numeric, unitsStyle: .abbreviated))
        XCTAssertEqual(try shown(inTwoHours, locale: "en_US", now: date), "in 2 hr.")
    }

    func testPercentCurrencyMeasurementAndDuration() throws {
        XCTAssertEqual(try shown(Text(0.256, format: .percent), locale: "en_US"), "25.6%")
        XCTAssertEqual(try shown(Text(0.256, format: .percent), locale: "de_DE"), "25,6\u{00A0}%")
        XCTAssertEqual(try shown(Text(1234.5, format: .currency(code: "EUR")), locale: "de_DE"), "1.234,50\u{00A0}€")
        XCTAssertEqual(try shown(Text(1234.5, format: .currency(code: "USD")), locale: "en_US"), "$1,234.50")
        let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        XCTAssertEqual(try shown(Text(temperature, format: .measurement(width: .abbreviated)), locale: "de_DE"), "21,5°C")
        XCTAssertEqual(try shown(Text(Duration.seconds(3725), format: .time(pattern: .hourMinuteSecond)), locale: "de_DE"),
                       "1:02:05")
        XCTAssertEqual(try shown(Text(Duration.seconds(3725), format: .units(allowed: [.hours, .minutes], width: .abbreviated)),
                                 locale: "en_US"), "1 hr, 2 min")
    }

    func testDateFieldsMonthNamesAnd12Or24Hours() throws {
        let day = Text(date, format: .dateTime.year().month(.wide).day())
        XCTAssertEqual(try shown(day, locale: "en_US"), "June 9, 2025")
        XCTAssertEqual(try shown(day, locale: "de_DE"), "9. Juni 2025")
        XCTAssertEqual(try shown(day, locale: "fr_FR"), "9 juin 2025")
        XCTAssertEqual(try shown(day, locale: "ja_JP"), "2025年6月9日")
        let time = Text(date, format: .dateTime.hour().minute())
        XCTAssertEqual(try shown(time, locale: "en_US"), "9:41\u{202F}AM")
        XCTAssertEqual(try shown(time, locale: "de_DE"), "09:41")
        XCTAssertEqual(try shown(time, locale: "ja_JP"), "9:41")
        XCTAssertEqual(try shown(time, locale: "en_US", timeZone: "America/Los_Angeles"), "2:41\u{202F}AM")
        // Interpolation formats at resolve too, in the same locale.
        XCTAssertEqual(try shown(Text("At \(date, format: .dateTime.hour().minute())"), locale: "de_DE"), "At 09:41")
    }

    func testDateStylesInALocale() throws {
        let later = date.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        XCTAssertEqual(try shown(Text(later, style: .time), locale: "en_US", now: date), "12:04\u{202F}PM")
        XCTAssertEqual(try shown(Text(later, style: .time), locale: "de_DE", now: date), "12:04")
        XCTAssertEqual(try shown(Text(later, style: .date), locale: "de_DE", now: date), "9. Juni 2025")
        XCTAssertEqual(try shown(Text(later, style: .date), locale: "fr_FR", now: date), "9 juin 2025")
        XCTAssertEqual(try shown(Text(later, style: .relative), locale: "en_US", now: date), "2 hours, 23 minutes")
        XCTAssertEqual(try shown(Text(later, style: .offset), locale: "en_US", now: date), "+2 hours")
        XCTAssertEqual(try shown(Text(later, style: .timer), locale: "de_DE", now: date), "2:23:05")
        // The fixed default locale keeps its own patterns (ASCII space before PM).
        XCTAssertEqual(try shown(Text(later, style: .time), locale: "en_US_POSIX", now: date), "12:04 PM")
    }

    func testTimerIntervalAtTheRenderDate() throws {
        let start = date, end = date.addingTimeInterval(4500)  // 1 h 15 min
        let now = date.addingTimeInterval(600)
        XCTAssertEqual(try shown(Text(timerInterval: start...end), locale: "en_US", now: now), "1:05:00")
        XCTAssertEqual(try shown(Text(timerInterval: start...end, countsDown: false), locale: "en_US", now: now), "10:00")
        XCTAssertEqual(try shown(Text(timerInterval: start...end, showsHours: false), locale: "en_US", now: now), "65:00")
        // Before the interval: the full duration; after it: zero (clamped).
        XCTAssertEqual(try shown(Text(timerInterval: start...end), locale: "en_US", now: date.addingTimeInterval(-60)), "1:15:00")
        XCTAssertEqual(try shown(Text(timerInterval: start...end), locale: "en_US", now: end.addingTimeInterval(60)), "0:00")
    }
}

extension TextFormattingTests {
    func testPausedTimerShowsThePauseTime() throws {
        let start = date, end = date.addingTimeInterval(300)
        // Paused 90 s in: 3:30 left, whatever the render date.
        let paused = Text(timerInterval: start...end, pauseTime: date.addingTimeInterval(90))
        XCTAssertEqual(try shown(paused, locale: "en_US", now: date.addingTimeInterval(200)), "3:30")
    }
}
