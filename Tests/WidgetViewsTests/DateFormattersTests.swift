import Foundation
import XCTest
@testable import WidgetViews

final class DateFormattersTests: XCTestCase {
    /// Each setting writes its own string, on first use and when reused. 2025-06-09 14:41:00 UTC:
    /// "2:41 PM" in UTC, "4:41 PM" in Paris (UTC+2 in June), "14:41" in de_DE's short time,
    /// "9 juin 2025" in fr_FR's long date.
    func testEachSettingWritesItsOwnStringWhenReused() {
        let date = Date(timeIntervalSince1970: 1_749_480_060)
        let gregorian = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!, paris = TimeZone(identifier: "Europe/Paris")!
        let posix = Locale(identifier: "en_US_POSIX")
        let expected: [(DateFormatters.Setting, String)] = [
            (.init(locale: posix, timeZone: utc, calendar: gregorian, pattern: "h:mm a"), "2:41 PM"),
            (.init(locale: posix, timeZone: paris, calendar: gregorian, pattern: "h:mm a"), "4:41 PM"),
            (.init(locale: posix, timeZone: utc, calendar: gregorian, pattern: "MMMM d, yyyy"), "June 9, 2025"),
            (.init(locale: Locale(identifier: "de_DE"), timeZone: utc, calendar: gregorian, pattern: nil, timeStyle: .short), "14:41"),
            (.init(locale: Locale(identifier: "fr_FR"), timeZone: paris, calendar: gregorian, pattern: nil, dateStyle: .long),
             "9 juin 2025"),
        ]
        for _ in 0..<2 {
            for (setting, string) in expected { XCTAssertEqual(DateFormatters.string(from: date, with: setting), string) }
        }
    }

    /// Past its bound of settings the cache starts again and every string stays right: midnight
    /// UTC in zones from −10:00 to +10:00, 15 minutes apart (81 settings), reads as the offset.
    func testManySettingsStayRight() {
        for minutes in stride(from: -600, through: 600, by: 15) {
            let setting = DateFormatters.Setting(locale: Locale(identifier: "en_US_POSIX"),
                                                 timeZone: TimeZone(secondsFromGMT: minutes * 60)!,
                                                 calendar: Calendar(identifier: .gregorian), pattern: "HH:mm")
            let local = (minutes + 1440) % 1440
            let expected = String(format: "%02d:%02d", local / 60, local % 60)
            XCTAssertEqual(DateFormatters.string(from: Date(timeIntervalSince1970: 0), with: setting), expected)
        }
    }
}
