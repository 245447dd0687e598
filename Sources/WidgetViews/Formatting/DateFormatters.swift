import Foundation

/// The `DateFormatter`s of `Text(date, style: .time / .date)`, made once per setting and reused.
///
/// Making one is the expensive part: ICU opens its formatter again as each property is set, about
/// 500,000 instructions a formatter, which made these two styles 2.2 % of
/// `render Examples/*.yaml` (and a lock inside ICU that both workers of a batch queued on;
/// docs/performance.md, *Issue 35: the load before the batch*). A formatter's output depends only
/// on its settings, all in the key, so reusing one changes no string. `DateFormatter` is a class
/// with state, so formatting happens under the lock; formatting alone is cheap. Bounded: emptied
/// past `limit` settings.
enum DateFormatters {
    struct Setting: Hashable {
        var locale: Locale
        var timeZone: TimeZone
        var calendar: Calendar
        /// A fixed pattern, or nil for the locale's styles.
        var pattern: String?
        var dateStyle: DateFormatter.Style = .none
        var timeStyle: DateFormatter.Style = .none
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var formatters: [Setting: DateFormatter] = [:]
    private static let limit = 64

    static func string(from date: Date, with setting: Setting) -> String {
        lock.lock(); defer { lock.unlock() }
        if let formatter = formatters[setting] { return formatter.string(from: date) }
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
        if formatters.count >= limit { formatters.removeAll() }
        formatters[setting] = formatter
        return formatter.string(from: date)
    }
}
