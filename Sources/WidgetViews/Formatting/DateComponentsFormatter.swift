import Foundation

// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable on Linux, built on
// `Duration.UnitsFormatStyle` (ICU data, so unit words match Apple's for the same locale). As on
// iOS its default locale is the process's (`calendar.locale`); docs/text.md, "Formatting".

/// Formats a duration such as "1h 5m" or "1:05:00", as Foundation's `DateComponentsFormatter`.
/// Units: days, hours, minutes and seconds (weeks count as 7 days); years and months, which have
/// no fixed length, are not shown (ours).
public final class DateComponentsFormatter: @unchecked Sendable {
    /// Apple's examples for 9 h 30 min: `.positional` "9:30:00", `.abbreviated` "9h 30m", `.short`
    /// "9 hr, 30 min", `.full` "9 hours, 30 minutes", `.spellOut` "nine hours, thirty minutes",
    /// `.brief` "9hr 30min" (Foundation documentation, `DateComponentsFormatter.UnitsStyle`).
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }

    /// Which zero units are shown, as Foundation's option set.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    public var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    public var unitsStyle: UnitsStyle = .positional
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// 0: every allowed unit that is not zero.
    public var maximumUnitCount = 0
    public var calendar: Calendar? = .current
    /// Accepted ("About 5 minutes" and "5 minutes remaining" are not added, ours).
    public var includesApproximationPhrase = false
    public var includesTimeRemainingPhrase = false
    public var collapsesLargestUnit = false
    public var allowsFractionalUnits = false

    public init() {}

    public func string(from timeInterval: TimeInterval) -> String? {
        guard timeInterval.isFinite, abs(timeInterval) < 1e15 else { return nil }
        return format(seconds: timeInterval)
    }

    public func string(from components: DateComponents) -> String? {
        let seconds = Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
            + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
            + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 604_800
        return format(seconds: seconds)
    }

    public func string(from start: Date, to end: Date) -> String? { string(from: end.timeIntervalSince(start)) }

    public class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var units: [(NSCalendar.Unit, Duration.UnitsFormatStyle.Unit, Double)] {
        var list: [(NSCalendar.Unit, Duration.UnitsFormatStyle.Unit, Double)] = []
        if allowedUnits.contains(.day) || allowedUnits.contains(.weekOfMonth) || allowedUnits.contains(.weekOfYear) {
            list.append((.day, .days, 86_400))
        }
        for (unit, style, seconds) in [(NSCalendar.Unit.hour, Duration.UnitsFormatStyle.Unit.hours, 3_600.0),
                                       (.minute, .minutes, 60), (.second, .seconds, 1)] where allowedUnits.contains(unit) {
            list.append((unit, style, seconds))
        }
        return list.isEmpty ? [(.second, .seconds, 1)] : list
    }

    private func format(seconds: Double) -> String {
        let locale = calendar?.locale ?? .current
        if unitsStyle == .positional { return positional(seconds: seconds) }
        let width: Duration.UnitsFormatStyle.UnitWidth
        switch unitsStyle {
        case .abbreviated: width = .narrow
        case .short, .brief: width = .abbreviated
        case .full, .spellOut, .positional: width = .wide
        }
        let showsZeros = zeroFormattingBehavior.contains(.pad) || zeroFormattingBehavior == .none
        let style = Duration.UnitsFormatStyle(allowedUnits: Set(units.map(\.1)), width: width,
                                              maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
                                              zeroValueUnits: showsZeros ? .show(length: 1) : .hide,
                                              fractionalPart: .hide(rounded: .down))
            .locale(locale)
        let text = Duration.milliseconds(Int64((seconds * 1000).rounded())).formatted(style)
        switch unitsStyle {
        case .spellOut: return spelledOut(text, locale: locale)
        // Apple's brief form is the short one closed up: "9hr 30min" (ICU has no such width).
        case .brief: return text.replacingOccurrences(of: ", ", with: "\u{1}").replacingOccurrences(of: " ", with: "")
            .replacingOccurrences(of: "\u{1}", with: " ")
        default: return text
        }
    }

    /// "1:05:00": the largest allowed unit unpadded (padded with `.pad`), the others two digits.
    private func positional(seconds: Double) -> String {
        var rest = Int(abs(seconds).rounded(.down))
        let sign = seconds < 0 ? "-" : ""
        var values: [Int] = []
        for (_, _, length) in units {
            values.append(rest / Int(length))
            rest %= Int(length)
        }
        // Leading zero units are dropped unless padding is asked for (the last unit always shows).
        if !zeroFormattingBehavior.contains(.pad) {
            while values.count > 1, values[0] == 0 { values.removeFirst() }
        }
        let first = zeroFormattingBehavior.contains(.pad) ? String(format: "%02d", values[0]) : String(values[0])
        return sign + ([first] + values.dropFirst().map { String(format: "%02d", $0) }).joined(separator: ":")
    }

    private func spelledOut(_ text: String, locale: Locale) -> String {
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = locale
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            Int(word).flatMap { speller.string(from: NSNumber(value: $0)) } ?? String(word)
        }.joined(separator: " ")
    }
}
