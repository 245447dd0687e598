import XCTest
import Foundation
import WidgetRender

/// A whole-widget render resolves each entry once: the tree it draws is the one its warnings and
/// container background are read from (WidgetRendering.swift).
final class EntryResolveTests: XCTestCase {
    /// Every evaluation of `CountedView.body`; the lock because resolve may run on any thread.
    final class BodyCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
    static let bodies = BodyCount()

    struct CountedView: View {
        let entry: CupsEntry
        var body: some View {
            EntryResolveTests.bodies.add()
            return Text("\(entry.cups) cups").containerBackground(for: .widget) { Color.white }
        }
    }

    struct CountedWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Counted", provider: CupsProvider()) { entry in CountedView(entry: entry) }
                .supportedFamilies([.systemSmall])
        }
    }

    func testEachEntryIsResolvedOnce() throws {
        let renderer = try WidgetRenderer()
        for theme in [nil, try Theme(named: "ios.dark")] {
            let before = Self.bodies.value
            let timeline = try renderer.render(.timeline(CountedWidget(), theme: theme))
            XCTAssertEqual(Self.bodies.value - before, timeline.entries.count, "theme \(theme?.name ?? "none")")
        }
    }

    /// Resolving once draws what rendering the entry's view through the themed pipeline draws.
    func testAThemedTimelineDrawsWhatTheThemedViewDraws() throws {
        let renderer = try WidgetRenderer()
        let theme = try Theme(named: "ios.tinted(blue)")
        let timeline = try renderer.render(.timeline(CupsWidget(), theme: theme))
        for entry in timeline.entries {
            var environment = EnvironmentValues()
            environment.renderDate = entry.date
            let expected = try renderer.render(.view(
                CupsView(entry: CupsEntry(date: entry.date, cups: entry.index + 1))
                    .containerBackground(for: .widget) { Color(red: 1, green: 0.95, blue: 0.85) },
                family: .systemSmall, theme: theme, environment: environment))
            XCTAssertEqual(entry.pixmap, expected, "entry \(entry.index)")
        }
    }

    /// A preview's snapshots (the views the golden assertion draws too) are not resolved to check
    /// their container background: each entry is resolved once, where it is drawn.
    func testAPreviewEntryIsResolvedOnlyWhereItIsDrawn() throws {
        let renderer = try WidgetRenderer()
        let date = Date(timeIntervalSince1970: 1_750_000_000)
        let preview = WidgetPreview(as: .systemSmall) { CountedWidget() } timeline: {
            CupsEntry(date: date, cups: 1)
            CupsEntry(date: date, cups: 2)
        }
        let before = Self.bodies.value
        let snapshots = try renderer.render(.snapshots(of: preview, device: .iPhone))
        XCTAssertEqual(Self.bodies.value - before, 0)
        for snapshot in snapshots { _ = try renderer.render(.view(snapshot.view, family: .systemSmall)) }
        XCTAssertEqual(Self.bodies.value - before, 2)
    }

    /// Drawn from its view, an entry without a container background shows the system's message, as
    /// the whole-widget render does, and the warning reaches the renderer's log when it is drawn.
    func testAPreviewEntryWithoutContainerBackgroundDrawsWhatTheWidgetRenderDraws() throws {
        let renderer = try WidgetRenderer()
        let timeline = try renderer.render(.timeline(BareWidget(), entries: .timelineEntry(0)))
        let preview = WidgetPreview(as: .systemSmall) { BareWidget() } timeline: {
            CupsEntry(date: timeline.entries[0].date, cups: 1)
        }
        let views = try WidgetRenderer()
        let snapshot = try XCTUnwrap(try views.render(.snapshots(of: preview, device: .iPhone)).first)
        XCTAssertEqual(views.warnings.all, [])
        XCTAssertEqual(try views.render(.view(snapshot.view, family: .systemSmall)), timeline.entries[0].pixmap)
        XCTAssertEqual(views.warnings.all, timeline.warnings)
    }
}
