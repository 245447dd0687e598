import Foundation

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
            self = .offset(seconds)
        } else if let date = Self.isoDate(text) {
            self = .absolute(date)
        } else {
            throw value.error("'\(name)': \"\(text)\" is not a date; use ISO 8601 (2025-06-09T17:41:00Z) "
                              + "or an offset from the render date (-52m, +1h23m, +2d)")
        }
    }

    static func isoDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
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
