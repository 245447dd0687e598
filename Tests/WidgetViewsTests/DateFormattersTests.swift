import Foundation
import XCTest
@testable import WidgetViews

final class DateFormattersTests: XCTestCase {
    private func fresh(_ date: Date, _ setting: DateFormatters.Setting) -> String {
        let formatter = DateFormatter()
        formatter.locale = setting.locale
        formatter.timeZone = setting.timeZone
        formatter.calendar = setting.calendar
        if let pattern = setting.pattern {
            formatter.dateFormat = pattern
        } else {
            formatter.dateStyle = setting.dateStyle
            formatter.timeStyle = setting.timeStyle
        }
        return formatter.string(from: date)
    }

    /// A reused formatter writes what a fresh one with the same settings writes, on first use and
    /// after, and settings that differ in one field get their own formatter. 2025-06-09 14:41:00 UTC:
    /// "2:41 PM" in UTC, "4:41 PM" in Paris (UTC+2 in June), "14:41" in de_DE.
    func testReusedFormattersWriteWhatFreshOnesWrite() {
        let date = Date(timeIntervalSince1970: 1_749_480_060)
        let gregorian = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!, paris = TimeZone(identifier: "Europe/Paris")!
        let settings: [DateFormatters.Setting] = [
            .init(locale: Locale(identifier: "en_US_POSIX"), timeZone: utc, calendar: gregorian, pattern: "h:mm a"),
            .init(locale: Locale(identifier: "en_US_POSIX"), timeZone: paris, calendar: gregorian, pattern: "h:mm a"),
            .init(locale: Locale(identifier: "en_US_POSIX"), timeZone: utc, calendar: gregorian, pattern: "MMMM d, yyyy"),
            .init(locale: Locale(identifier: "de_DE"), timeZone: utc, calendar: gregorian, pattern: nil, timeStyle: .short),
            .init(locale: Locale(identifier: "fr_FR"), timeZone: paris, calendar: gregorian, pattern: nil, dateStyle: .long),
        ]
        XCTAssertEqual(DateFormatters.string(from: date, with: settings[0]), "2:41 PM")
        XCTAssertEqual(DateFormatters.string(from: date, with: settings[1]), "4:41 PM")
        XCTAssertEqual(DateFormatters.string(from: date, with: settings[2]), "June 9, 2025")
        XCTAssertEqual(DateFormatters.string(from: date, with: settings[3]), "14:41")
        for _ in 0..<2 {
            for setting in settings {
                XCTAssertEqual(DateFormatters.string(from: date, with: setting), fresh(date, setting))
            }
        }
    }

    /// Past its limit the cache starts again; every string stays right.
    func testManySettingsStayRight() {
        let date = Date(timeIntervalSince1970: 0)
        for minutes in stride(from: -600, through: 600, by: 15) {
            let setting = DateFormatters.Setting(locale: Locale(identifier: "en_US_POSIX"),
                                                 timeZone: TimeZone(secondsFromGMT: minutes * 60)!,
                                                 calendar: Calendar(identifier: .gregorian), pattern: "HH:mm")
            XCTAssertEqual(DateFormatters.string(from: date, with: setting), fresh(date, setting))
        }
    }
}
