import Foundation
import XCTest
import WidgetRender
import WidgetShowcase
@testable import WidgetSnapshot

/// The showcase's golden suite (issue 4): every bundled widget × every family it supports × every
/// built-in theme that shows the family, each on its platform's default device (iphone-11, mac,
/// watch-45mm, vision-pro), checked exactly against `Golden/Showcase`. `widget-render check` runs
/// the same suite through the same `checkGoldens`, so both give the same verdicts (issue 6).
/// Each golden was looked at when recorded and checked against docs/platform.md §1–§3 (docs/appearance.md).
final class ShowcaseGoldenTests: XCTestCase {
    static var suite: GoldenSuite {
        GoldenSuite(name: "Showcase", widgets: Showcase.all.map {
            GoldenWidget(id: $0.id, families: $0.families, makeView: $0.makeView)
        })
    }

    func testShowcaseMatchesItsGoldens() throws {
        let run = try checkGoldens(Self.suite, goldenRoot: ExampleGoldens.root, renderer: try .standard())
        // Home Screen widgets (caffeine, beverage, happy hour; small and medium) in the 9 iOS, macOS
        // and visionOS themes that show both, plus StandBy, StandBy night and CarPlay (small only):
        // 3 × (2 × 9 + 3) = 63. Accessory widgets (rangers: circular, rectangular, inline; calendar:
        // circular) in ios.lockscreen, watchos.fullColor and watchos.accented: 4 × 3 = 12.
        XCTAssertEqual(run.results.count, 75)
        for result in run.results where result.needsAttention { XCTFail(result.message) }
    }

    /// docs/platform.md §7: placeholder and privacy redaction, far-away visionOS (simplified level of
    /// detail) and always-on (luminance reduced), each in one theme, in `Golden/ShowcaseVariants`
    /// as `<widget>.<variant>/<device>/<family>__<theme>.png`. The dark color scheme needs no variant:
    /// it is the `ios.dark` theme of the main suite.
    func testEnvironmentVariantsMatchTheirGoldens() throws {
        var alwaysOn = Theme.watchosAccented(try ThemeColor(parsing: "orange"))
        alwaysOn.name = "watchos.accented(orange).always-on"
        alwaysOn.isLuminanceReduced = true
        let tinted = try Theme(named: "ios.tinted(blue)")
        let variants: [(widget: String, variant: String, family: WidgetFamily, theme: Theme,
                        modify: @Sendable (AnyView) -> AnyView)] = [
            ("caffeine-tracker", "placeholder", .systemSmall, .iosLight, { AnyView($0.redacted(reason: .placeholder)) }),
            ("most-frequent-beverage", "placeholder", .systemMedium, tinted, { AnyView($0.redacted(reason: .placeholder)) }),
            ("caffeine-tracker", "privacy", .systemMedium, .iosLight, { AnyView($0.redacted(reason: .privacy)) }),
            ("caffeine-tracker", "simplified", .systemSmall, .visionosGlass,
             { AnyView($0.environment(\.levelOfDetail, .simplified)) }),
            ("emoji-rangers", "always-on", .accessoryCircular, alwaysOn, { $0 }),
            ("calendar-circle", "always-on", .accessoryCircular, alwaysOn, { $0 }),
        ]
        for variant in variants {
            let widget = try XCTUnwrap(Showcase.all.first { $0.id == variant.widget })
            let suite = GoldenSuite(name: "ShowcaseVariants", widgets: [
                GoldenWidget(id: "\(variant.widget).\(variant.variant)", families: [variant.family]) { family in
                    variant.modify(widget.makeView(family))
                },
            ], themes: [variant.theme])
            let run = try checkGoldens(suite, goldenRoot: ExampleGoldens.root, renderer: try .standard())
            XCTAssertEqual(run.results.count, 1, "\(variant.widget).\(variant.variant)")
            for result in run.results where result.needsAttention { XCTFail(result.message) }
        }
    }
}
