import Foundation
import WidgetRender

/// A date in a spec: an ISO 8601 instant (`2025-06-09T17:41:00Z`) or an offset from the render
/// date (`-52m`, `+1h23m`, `+2d`), so that one spec stays meaningful for every entry's date.
enum SpecDate: Equatable {
    case absolute(Date)
    case offset(TimeInterval)

    func date(relativeTo renderDate: Date) -> Date {
        switch self {
        case .absolute(let date): return date
        case .offset(let seconds): return renderDate.addingTimeInterval(seconds)
        }
    }

    init(_ value: SpecValue, for name: String) throws {
        let text = try value.string(for: name)
        if let seconds = Self.offsetSeconds(text) {
            guard abs(seconds) <= Self.maximumOffset else {
                throw value.error("'\(name)': the offset \"\(RenderLimits.excerpt(text))\" is more than 10,000 years")
            }
            self = .offset(seconds)
        } else if let date = Self.isoDate(text) {
            self = .absolute(date)
        } else {
            throw value.error("'\(name)': \"\(RenderLimits.excerpt(text))\" is not a valid date; use ISO 8601 (2025-06-09T17:41:00Z) "
                              + "or an offset from the render date (-52m, +1h23m, +2d)")
        }
    }

    /// 10,000 years in seconds: further offsets are mistakes (and reach no date text; see
    /// `Text.DateStyle.maximumSeconds` for the Swift API's own bound).
    static let maximumOffset: TimeInterval = 10_000 * 365.25 * 86_400

    /// An ISO 8601 instant whose fields are all in range: Foundation's parser rolls 2025-02-30
    /// over to March 2, so the calendar date and the time of day are checked first.
    static func isoDate(_ text: String) -> Date? {
        guard fieldsAreValid(text) else { return nil }
        return ISOParsers.shared.date(from: text)
    }

    /// The two parsers `isoDate` tries, made once per process: making an `ISO8601DateFormatter`
    /// sets up an ICU formatter, and a spec may parse a date for every entry. The formatters are
    /// objects with state, so they parse under the lock: the files of a batch are loaded on
    /// several workers.
    private final class ISOParsers: @unchecked Sendable {
        static let shared = ISOParsers()
        private let lock = NSLock()
        private let whole = ISOParsers.formatter([.withInternetDateTime])
        private let fractional = ISOParsers.formatter([.withInternetDateTime, .withFractionalSeconds])

        private static func formatter(_ options: ISO8601DateFormatter.Options) -> ISO8601DateFormatter {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            return formatter
        }

        func date(from text: String) -> Date? {
            lock.lock(); defer { lock.unlock() }
            return whole.date(from: text) ?? fractional.date(from: text)
        }
    }

    /// `yyyy-MM-ddTHH:mm:ss…`: month 1…12, the day within the month (leap years by the Gregorian
    /// rule), hour ≤ 23, minute ≤ 59, second ≤ 60 (a leap second).
    static func fieldsAreValid(_ text: String) -> Bool {
        let characters = Array(text.utf8.prefix(19))
        guard characters.count == 19 else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for c in characters[range] {
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), hour <= 23, minute <= 59, second <= 60, day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    /// `±` then one or more `<number><unit>` with units d, h, m, s; nil when `text` is not that.
    static func offsetSeconds(_ text: String) -> TimeInterval? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        var total = 0.0, digits = ""
        for character in text.dropFirst() {
            if character.isASCII, character.isNumber || character == "." {
                digits.append(character)
                continue
            }
            let unit: Double
            switch character {
            case "d": unit = 86_400
            case "h": unit = 3_600
            case "m": unit = 60
            case "s": unit = 1
            default: return nil
            }
            guard let amount = Double(digits) else { return nil }
            total += amount * unit
            digits = ""
        }
        guard digits.isEmpty, text.count > 1 else { return nil }
        return sign == "-" ? -total : total
    }
}
