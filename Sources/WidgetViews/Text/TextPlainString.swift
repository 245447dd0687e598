import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

extension Text {
    /// The text's characters without styling, dates formatted against the default environment
    /// (fixed render date, en_US_POSIX, UTC). Package API: WidgetKitLayer reads a widget's display
    /// name and description given as `Text` (`.configurationDisplayName(Text(…))`).
    package var plainString: String { plainString(in: EnvironmentValues()) }

    /// The text's characters in `environment`: translated for its `\.locale` from its
    /// `\.localizations`, values formatted in its locale and time zone. `String(localized:)` reads it.
    package func plainString(in environment: EnvironmentValues) -> String {
        expanded(in: environment).pieces.map { piece -> String in
            switch piece.content {
            case .string(let string): return string
            case .localized(let key, _): return key.key  // not reached: expanded above
            case .image: return ""
            case .formatted(let format): return format(environment)
            case .date(let date, let style): return style.format(date, in: environment)
            case .timer(let interval, let countsDown, let showsHours, let pauseTime):
                let now = min(max(pauseTime ?? environment.renderDate, interval.lowerBound), interval.upperBound)
                let seconds = Text.DateStyle.wholeSeconds(countsDown ? interval.upperBound.timeIntervalSince(now)
                                                                      : now.timeIntervalSince(interval.lowerBound))
                return Text.DateStyle.timer(seconds, showsHours: showsHours)
            }
        }.joined()
    }
}
