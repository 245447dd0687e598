import Foundation

// Formatting for `Text(value, format:)`, `"\(value, format:)"` and `Text(date, style:)` in the
// environment's locale, time zone and calendar: the render's, never the machine's (the defaults
// are en_US_POSIX, UTC and Gregorian). Foundation on Linux formats with ICU like Apple's; the
// differences we found and fix are listed in docs/text.md ("Formatting").

/// `input` formatted by `format` in `environment`: the format's locale is the environment's
/// (SwiftUI formats in `\.locale`, docs/text.md) and date styles take its time zone and calendar.
func localizedFormat<F: FormatStyle>(_ input: F.FormatInput, _ format: F, in environment: EnvironmentValues) -> String
where F.FormatOutput == String {
    if var dateStyle = format as? Date.FormatStyle, let date = input as? Date {
        dateStyle.locale = environment.locale
        dateStyle.timeZone = environment.timeZone
        dateStyle.calendar = calendar(for: environment)
        return dateStyle.format(date)
    }
    if var interval = format as? Date.IntervalFormatStyle, let range = input as? Range<Date> {
        interval.locale = environment.locale
        interval.timeZone = environment.timeZone
        interval.calendar = calendar(for: environment)
        return interval.format(range)
    }
    if let relative = format as? Date.RelativeFormatStyle, let date = input as? Date {
        // Foundation's style measures from the machine's clock; a render measures from its own
        // moment (`renderDate`, the timeline entry's date), so the words never depend on when or
        // where it runs. The anchored style describes its anchor as seen from the date it formats.
        let anchored = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: relative.presentation,
                                                        unitsStyle: relative.unitsStyle, locale: environment.locale,
                                                        calendar: calendar(for: environment),
                                                        capitalizationContext: relative.capitalizationContext)
        return anchored.format(environment.renderDate)
    }
    if var iso = format as? Date.ISO8601FormatStyle, let date = input as? Date {
        iso.timeZone = environment.timeZone
        return iso.format(date)
    }
    // The default en_US_POSIX has no digit grouping ("8432"); numbers, percents, currencies and
    // durations then format as en_US ("8,432"), as on a US iPhone (ours, docs/text.md). Dates above
    // keep en_US_POSIX, as before locales were honoured.
    let locale = isPOSIXLocale(environment.locale) ? Locale(identifier: "en_US") : environment.locale
    return format.locale(locale).format(input)
}

/// The environment's calendar, in its time zone (dates are shown in the environment's zone).
private func calendar(for environment: EnvironmentValues) -> Calendar {
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    calendar.locale = environment.locale
    return calendar
}

/// Whether the environment still has the fixed default locale, whose output we keep exactly as
/// before this module knew locales (goldens depend on it).
func isPOSIXLocale(_ locale: Locale) -> Bool { locale.identifier == "en_US_POSIX" }

extension Text.DateStyle {
    /// `.time` and `.date` in a locale: the locale's short time (12 or 24 hours as the locale
    /// says) and long date, the DateFormatter styles Apple's examples show ("11:23 PM",
    /// "June 3, 2019"). The default en_US_POSIX keeps our fixed patterns.
    static func localizedAbsolute(_ date: Date, time: Bool, in environment: EnvironmentValues) -> String {
        DateFormatters.string(from: date, with: .init(locale: environment.locale, timeZone: environment.timeZone,
                                                      calendar: calendar(for: environment), pattern: nil,
                                                      dateStyle: time ? .none : .long, timeStyle: time ? .short : .none))
    }

    /// `.relative` / `.offset` in a locale: Foundation's unit names for the two largest units
    /// (one for `.offset`), as "2 hours, 23 minutes".
    static func localizedRelative(_ seconds: Int, unitCount: Int, in environment: EnvironmentValues) -> String {
        let style = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide,
                                              maximumUnitCount: unitCount, zeroValueUnits: .hide,
                                              valueLength: nil, fractionalPart: .hide(rounded: .towardZero))
        return style.locale(environment.locale).format(.seconds(seconds))
    }
}
