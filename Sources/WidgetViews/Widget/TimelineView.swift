import Foundation

// SwiftUI's `TimelineView`: a view redrawn on a schedule. A render is one moment, so the content is
// built once, for the schedule's entry that is current at the render's date (`renderDate`): the
// latest entry at or before it, or the render date itself when the schedule has none by then (our
// rule, docs/platform.md §11).

/// What a `TimelineView`'s content closure receives, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the view is being redrawn, as SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The entry's date; content formats this, not `Date.now`.
    public let date: Date
    /// `.minutes` in the watch's always-on state (`isLuminanceReduced`), `.live` otherwise.
    public let cadence: Cadence
}

/// How a schedule is asked for entries, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// The dates a `TimelineView` updates at, as SwiftUI's `TimelineSchedule`; user schedules conform too.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    @Environment(\.renderDate) private var renderDate
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: currentEntry, cadence: isLuminanceReduced ? .minutes : .live))
    }

    /// The built-in schedules start their entries at the one current at `from` (as SwiftUI's do
    /// for a view that appears between two entries); explicit and user schedules are scanned, at
    /// most `entryLimit` entries, since a user schedule may be endless.
    private var currentEntry: Date {
        var current: Date?
        for entry in schedule.entries(from: renderDate, mode: isLuminanceReduced ? .lowFrequency : .normal)
            .prefix(Self.entryLimit) {
            if entry > renderDate { break }
            current = entry
        }
        return current ?? renderDate
    }

    static var entryLimit: Int { 100_000 }
}

/// Entries every `interval` seconds from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }
    /// The entries from the one current at `startDate` (or `start` itself if later), endless and
    /// lazy; the first is computed directly, so that a start years away costs nothing.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> LazyMapSequence<PartialRangeFrom<Int>, Date> {
        let elapsed = startDate.timeIntervalSince(start)
        let first = start.addingTimeInterval(elapsed > 0 ? (elapsed / interval).rounded(.down) * interval : 0)
        let interval = interval
        return (0...).lazy.map { first.addingTimeInterval(Double($0) * interval) }
    }
}

/// An entry at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> LazyMapSequence<PartialRangeFrom<Int>, Date> {
        let minuteStart = Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        return PeriodicTimelineSchedule(from: minuteStart, by: 60).entries(from: startDate, mode: mode)
    }
}

/// Entries at the given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Continuous redraws, as SwiftUI's `AnimationTimelineSchedule`: a still render shows the render date.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
