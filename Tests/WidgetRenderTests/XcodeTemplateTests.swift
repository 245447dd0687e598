import XCTest
import Foundation
import WidgetRender

/// The Xcode 16 template widget (XcodeTemplate/), unchanged but for its imports, renders: every
/// timeline entry shows the entry's time and the intent's default emoji, in every built-in theme.
final class XcodeTemplateTests: XCTestCase {
    static let renderer = Result { try WidgetRenderer() }

    /// The template's provider uses `Date()` (the machine clock), so the check is against the view
    /// rendered directly for the same entry, not a golden.
    func testEveryTimelineEntryRendersTheTemplateView() throws {
        let renderer = try Self.renderer.get()
        let result = try renderer.render(.timeline(TemplateWidget(), family: .systemSmall, theme: .iosLight))
        XCTAssertEqual(result.entries.count, 5)
        XCTAssertEqual(result.policy, .atEnd)
        XCTAssertTrue(result.warnings.isEmpty)
        for entry in result.entries {
            var environment = EnvironmentValues()
            environment.renderDate = entry.date
            let direct = try renderer.render(.view(
                TemplateWidgetEntryView(entry: SimpleEntry(date: entry.date, configuration: ConfigurationAppIntent()))
                    .containerBackground(.fill.tertiary, for: .widget),
                family: .systemSmall, theme: .iosLight, environment: environment))
            XCTAssertEqual(entry.pixmap, direct, "entry \(entry.index)")
        }
        XCTAssertNotEqual(result.entries[0].pixmap, result.entries[1].pixmap)  // 9:41 vs 10:41
    }

    func testPreviewIntentsChangeThePixels() throws {
        let renderer = try Self.renderer.get()
        let date = Date(timeIntervalSince1970: 1_749_490_860)
        let pixmaps = try ConfigurationAppIntent.previewIntents.map {
            try renderer.render(.widget(TemplateWidget(), entry: .entries([SimpleEntry(date: date, configuration: $0)])))
        }
        XCTAssertNotEqual(pixmaps[0], pixmaps[1])
    }

    /// WidgetKit's default families (no `supportedFamilies`) × every built-in theme: iOS and macOS
    /// system families, watchOS accessory families, visionOS system families.
    func testTheTemplateRendersInEveryBuiltInTheme() throws {
        let renderer = try Self.renderer.get()
        let results = try renderer.render(.matrix(TemplateWidgetBundle(), entries: .snapshot))
        // Every built-in theme but the Lock Screen, which shows only accessory families (not in
        // WidgetKit's default on iOS).
        XCTAssertEqual(Set(results.compactMap { $0.theme?.name }),
                       Set(Theme.builtIn.map(\.name)).subtracting(["ios.lockscreen"]))
        XCTAssertTrue(results.contains { $0.family == .accessoryCircular && $0.theme?.platform == .watchos })
        XCTAssertFalse(results.contains { $0.family == .accessoryCircular && $0.theme?.platform == .ios })
        for result in results { XCTAssertEqual(result.entries.count, 1) }
    }
}
