import Foundation

// Foundation formatters widget code uses that swift-corelibs-foundation lacks on Linux, built on
// the format styles it has (ICU data, so the words match Apple's for the same locale):
// `RelativeDateTimeFormatter` ("2 hours ago", "yesterday") and `ListFormatter` ("a, b, and c").
// As on iOS, their default locale is `Locale.current`, the process's (docs/golden-testing.md,
// *What your own code reads from the machine*); `Text(date, style: .relative)` uses the render's.

/// Describes a date relative to another, as Foundation's `RelativeDateTimeFormatter`.
public final class RelativeDateTimeFormatter: @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// `.full` "2 months ago", `.spellOut` "two months ago", `.short` "2 mo. ago", `.abbreviated` "2mo ago".
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    public var dateTimeStyle: DateTimeStyle = .numeric
    public var unitsStyle: UnitsStyle = .full
    public var locale: Locale! = .current
    public var calendar: Calendar! = .current
    public var formattingContext: Formatter.Context = .unknown

    public init() {}

    /// `date` as seen from `referenceDate`: the largest whole unit between them (years … seconds).
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        // The anchored style describes its anchor as seen from the date it formats.
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units)
            .locale(locale ?? .current)
        return style.format(referenceDate)
    }

    /// An interval from now ("in 5 minutes" for 300).
    public func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Components from now ("3 days ago" for `DateComponents(day: -3)`).
    public func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// `Formatter.string(for:)`: a `Date` relative to now, else nil.
    public func string(for object: Any?) -> String? {
        guard let date = object as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}

/// Joins items into a list, as Foundation's `ListFormatter` ("a, b, and c" in English).
public final class ListFormatter: @unchecked Sendable {
    public var locale: Locale! = .current
    public var itemFormatter: Formatter?

    public init() {}

    public static func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(.current))
    }

    public func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    public func string(for object: Any?) -> String? {
        (object as? [Any]).flatMap(string(from:))
    }
}
