import Foundation
import XCTest
import WidgetRender
import WidgetShowcase

/// Every showcase widget × its families × every built-in theme that shows the family, and the
/// environment variants, against `Golden/Appearance/<widget>/<family>__<theme>.png`.
/// Each golden was looked at when recorded and checked against REFERENCE.md (see docs/appearance.md).
final class ShowcaseGoldenTests: XCTestCase {
    func testEveryShowcaseWidgetInEveryBuiltInTheme() throws {
        let renderer = try WidgetRenderer()
        for widget in Showcase.all {
            for theme in Theme.builtIn {
                for family in widget.families where theme.families.contains(family) {
                    let device = try AppearanceGolden.device(for: theme)
                    guard device.families.contains(family) else { continue }
                    let pixels = try renderer.render(widget.makeView(family), family: family, device: device, theme: theme)
                    try AppearanceGolden.check(pixels, at: "\(widget.id)/\(family.rawValue)__\(AppearanceGolden.fileName(theme))")
                }
            }
        }
    }

    /// REFERENCE.md §7: placeholder and privacy redaction, always-on, far-away visionOS, dark scheme.
    func testEnvironmentVariants() throws {
        let renderer = try WidgetRenderer()
        func widget(_ id: String) throws -> ShowcaseWidget {
            try XCTUnwrap(Showcase.all.first { $0.id == id })
        }
        var placeholder = EnvironmentValues()
        placeholder.redactionReasons = .placeholder
        var privacy = EnvironmentValues()
        privacy.redactionReasons = .privacy
        var simplified = EnvironmentValues()
        simplified.levelOfDetail = .simplified
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        var alwaysOn = Theme.watchosAccented(try ThemeColor(parsing: "orange"))
        alwaysOn.isLuminanceReduced = true

        let variants: [(name: String, widget: String, family: WidgetFamily, theme: Theme, environment: EnvironmentValues)] = [
            ("placeholder", "caffeine-tracker", .systemSmall, .iosLight, placeholder),
            ("placeholder", "most-frequent-beverage", .systemMedium, try Theme(named: "ios.tinted(blue)"), placeholder),
            ("privacy", "caffeine-tracker", .systemMedium, .iosLight, privacy),
            ("simplified", "caffeine-tracker", .systemSmall, .visionosGlass, simplified),
            ("luminance-reduced", "emoji-rangers", .accessoryCircular, alwaysOn, EnvironmentValues()),
            ("luminance-reduced", "calendar-circle", .accessoryCircular, alwaysOn, EnvironmentValues()),
            ("dark", "happy-hour", .systemMedium, .iosDark, dark),
        ]
        for variant in variants {
            let device = try AppearanceGolden.device(for: variant.theme)
            let pixels = try renderer.render(try widget(variant.widget).makeView(variant.family), family: variant.family,
                                             device: device, theme: variant.theme, environment: variant.environment)
            try AppearanceGolden.check(pixels, at: "variants/\(variant.widget)__\(variant.family.rawValue)__\(variant.name)")
        }
    }
}
