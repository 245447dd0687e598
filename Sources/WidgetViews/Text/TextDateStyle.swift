import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

extension Text {
    /// How `Text(date, style:)` shows a date, as SwiftUI's `Text.DateStyle`. Every style formats
    /// against `EnvironmentValues.renderDate` (never the clock), in the environment's locale and
    /// time zone (en_US_POSIX and UTC unless set), so a render is reproducible.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// "9:41 AM"
        public static let time = DateStyle(kind: .time)
        /// "June 9, 2025"
        public static let date = DateStyle(kind: .date)
        /// Distance to now in the two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// Signed distance in the largest unit: "+2 hours", "-5 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch reading of the distance: "2:32", "1:05:09".
        public static let timer = DateStyle(kind: .timer)

        func format(_ date: Date, in environment: EnvironmentValues) -> String {
            let seconds = DateStyle.wholeSeconds(date.timeIntervalSince(environment.renderDate))
            let posix = isPOSIXLocale(environment.locale)
            switch kind {
            case .time where !posix: return DateStyle.localizedAbsolute(date, time: true, in: environment)
            case .date where !posix: return DateStyle.localizedAbsolute(date, time: false, in: environment)
            case .time: return absolute(date, "h:mm a", environment)
            case .date: return absolute(date, "MMMM d, yyyy", environment)
            case .relative where !posix: return DateStyle.localizedRelative(abs(seconds), unitCount: 2, in: environment)
            case .relative: return DateStyle.relative(abs(seconds))
            case .offset:
                let sign = seconds < 0 ? "-" : "+"
                if !posix { return sign + DateStyle.localizedRelative(abs(seconds), unitCount: 1, in: environment) }
                return sign + DateStyle.relative(abs(seconds), unitCount: 1)
            case .timer: return DateStyle.timer(abs(seconds))
            }
        }

        /// The most seconds a date text shows: about 31.7 million years. Further dates (a spec's
        /// `+1e300s`, `Date.distantFuture` plus more) show this many, and never reach an integer
        /// conversion or `abs(Int.min)` that would trap.
        package static let maximumSeconds = 1_000_000_000_000_000

        /// `interval` rounded to whole seconds and clamped to ±`maximumSeconds` (NaN is 0).
        package static func wholeSeconds(_ interval: TimeInterval) -> Int {
            max(-maximumSeconds, min(maximumSeconds, Int(saturating: interval.rounded())))
        }

        private func absolute(_ date: Date, _ pattern: String, _ environment: EnvironmentValues) -> String {
            DateFormatters.string(from: date, with: .init(locale: environment.locale, timeZone: environment.timeZone,
                                                          calendar: Calendar(identifier: .gregorian), pattern: pattern))
        }

        private static let units: [(seconds: Int, singular: String, plural: String)] = [
            (86_400, "day", "days"), (3_600, "hour", "hours"), (60, "minute", "minutes"), (1, "second", "seconds"),
        ]

        /// The largest `unitCount` units starting at the first nonzero one, zero parts left out.
        static func relative(_ seconds: Int, unitCount: Int = 2) -> String {
            guard let first = units.firstIndex(where: { seconds >= $0.seconds }) else { return "0 seconds" }
            var remaining = seconds
            var parts: [String] = []
            for unit in units[first..<min(first + unitCount, units.count)] {
                let count = remaining / unit.seconds
                remaining -= count * unit.seconds
                if count > 0 { parts.append("\(count) \(count == 1 ? unit.singular : unit.plural)") }
            }
            return parts.joined(separator: ", ")
        }

        /// "m:ss", or "h:mm:ss" from an hour on; without hours the minutes keep counting ("75:00").
        static func timer(_ seconds: Int, showsHours: Bool = true) -> String {
            let hours = showsHours ? seconds / 3_600 : 0
            let minutes = (seconds - hours * 3_600) / 60, secs = seconds % 60
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
        }
    }
}
