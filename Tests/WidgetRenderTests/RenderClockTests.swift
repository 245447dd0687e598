import Foundation
import XCTest
import WidgetRender

// Issue 30: providers that read the clock, as nearly every real one does. During provider calls
// and rendering, "now" is the render date (docs/widgetkit.md, *The render clock*).

private struct ClockEntry: TimelineEntry {
    let date: Date
    let next: Date
}

/// Written as real providers are: `Date()` for the entries, `.after(Date() + …)` for the policy.
private struct ClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date(), next: Date.now) }
    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> ()) {
        completion(ClockEntry(date: Date(), next: Date.now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> ()) {
        let now = Date()
        let entries = (0..<3).map { ClockEntry(date: now.addingTimeInterval(Double($0) * 900), next: Date()) }
        completion(Timeline(entries: entries, policy: .after(Date().addingTimeInterval(3_600))))
    }
}

private struct ClockIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Clock"
    init() {}
}

/// An async provider whose clock reads happen after suspensions, on whatever thread resumes it.
private struct AsyncClockProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date(), next: Date()) }
    func snapshot(for configuration: ClockIntent, in context: Context) async -> ClockEntry { await entry() }
    func timeline(for configuration: ClockIntent, in context: Context) async -> Timeline<ClockEntry> {
        Timeline(entries: [await entry()], policy: .never)
    }
    private func entry() async -> ClockEntry {
        await Task.yield()
        let first = Date()
        async let later: Date = { await Task.yield(); return Date.now }()
        return ClockEntry(date: first, next: await later)
    }
}

/// The view shows the clock's time too, read in `body`.
private struct ClockView: View {
    var entry: ClockEntry
    var body: some View {
        VStack {
            Text(entry.date, style: .time)
            Text(Date.now, format: .dateTime.hour().minute().second())
        }
        .containerBackground(.white, for: .widget)
    }
}

private struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "clock", provider: ClockProvider()) { ClockView(entry: $0) }
    }
}

private struct AsyncClockWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "clock.async", intent: ClockIntent.self, provider: AsyncClockProvider()) { ClockView(entry: $0) }
    }
}

/// The same widget with the date written out: what the clock widget must look like.
private struct FixedView: View {
    let date: Date
    var body: some View { ClockView(entry: ClockEntry(date: date, next: date)) }
}

final class RenderClockTests: XCTestCase {
    let renderDate = EnvironmentValues.defaultRenderDate  // 2025-06-09 17:41 UTC

    func options(_ date: Date) -> WidgetRenderOptions {
        var environment = EnvironmentValues()
        environment.renderDate = date
        return WidgetRenderOptions(environment: environment)
    }

    func testProviderDatesAreTheRenderDate() throws {
        let renderer = try WidgetRenderer()
        let timeline = try renderer.render(.timeline(ClockWidget(), family: .systemSmall))
        XCTAssertEqual(timeline.entries.map(\.date), [0, 900, 1_800].map { renderDate.addingTimeInterval($0) })
        XCTAssertEqual(timeline.policy, .after(renderDate.addingTimeInterval(3_600)))
        // Settable: another render date moves every date with it.
        let later = Date(timeIntervalSince1970: 1_800_000_000)
        let moved = try renderer.render(.timeline(ClockWidget(), family: .systemSmall, options: options(later)))
        XCTAssertEqual(moved.entries.map(\.date), [0, 900, 1_800].map { later.addingTimeInterval($0) })
        // Outside a render the clock runs: a real date, not the render date.
        XCTAssertGreaterThan(Date().timeIntervalSince(renderDate), 86_400)
    }

    func testAsyncProviderAfterSuspensionsAndChildTasks() throws {
        let renderer = try WidgetRenderer()
        let timeline = try renderer.render(.timeline(AsyncClockWidget(), family: .systemSmall))
        XCTAssertEqual(timeline.entries.map(\.date), [renderDate])
        let snapshot = try renderer.render(.timeline(AsyncClockWidget(), family: .systemSmall, entries: .snapshot))
        XCTAssertEqual(snapshot.entries.map(\.date), [renderDate])
    }

    /// What a golden sees: the clock widget's pixels equal those of the same view with the render
    /// date written in, every time, in parallel, with two render dates at once.
    func testPixelsFollowTheRenderDateAcrossThreads() throws {
        let renderer = try WidgetRenderer()
        let dates = [renderDate, Date(timeIntervalSince1970: 1_800_000_123)]
        let expected = try dates.map {
            try renderer.render(.view(FixedView(date: $0), family: .systemSmall, environment: options($0).environment)).premultipliedBytes
        }
        XCTAssertNotEqual(expected[0], expected[1])
        let results = ResultsBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let widget = index % 4 < 2 ? AnyWidgetBox(ClockWidget()) : AnyWidgetBox(AsyncClockWidget())
            results.set(index, Result { try widget.render(renderer, self.options(dates[index % 2])) })
        }
        for index in 0..<8 {
            XCTAssertTrue(try results.get(index) == expected[index % 2], "render \(index) does not show its render date")
        }
    }
}

/// Renders a widget's first entry to bytes; lets the parallel test pick a widget per iteration.
private struct AnyWidgetBox {
    let render: (WidgetRenderer, WidgetRenderOptions) throws -> [UInt8]
    init<W: Widget>(_ widget: W) {
        render = { renderer, options in try renderer.render(.widget(widget, family: .systemSmall, options: options)).premultipliedBytes }
    }
}

private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<[UInt8], Error>?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<[UInt8], Error>) { lock.lock(); values[index] = value; lock.unlock() }
    func get(_ index: Int) throws -> [UInt8] {
        lock.lock(); defer { lock.unlock() }
        guard let value = values[index] else { throw CocoaError(.featureUnsupported) }
        return try value.get()
    }
}
