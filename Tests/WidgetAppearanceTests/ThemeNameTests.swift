import XCTest
import WidgetGeometry
import WidgetViews
@testable import WidgetAppearance

/// Theme names parse back to the same theme; bad names, colors and families give one-line errors
/// that list the valid choices.
final class ThemeNameTests: XCTestCase {
    func testEveryBuiltInNameParsesBackToItsTheme() throws {
        XCTAssertEqual(Theme.builtIn.count, 15)
        for theme in Theme.builtIn {
            XCTAssertEqual(try Theme(named: theme.name), theme, theme.name)
        }
        XCTAssertEqual(Set(Theme.builtIn.map(\.name)).count, Theme.builtIn.count, "names are unique")
    }

    func testColorArgumentsByNameAndHex() throws {
        let named = try Theme(named: "ios.tinted(blue)")
        XCTAssertEqual(named.name, "ios.tinted(blue)")
        XCTAssertEqual(named.backdrop, .tint(RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF)))

        // Hex is canonicalized to uppercase, so the name still parses back to the same theme.
        let hex = try Theme(named: "watchos.accented(#0a84ff)")
        XCTAssertEqual(hex.name, "watchos.accented(#0A84FF)")
        XCTAssertEqual(hex.accentGroupColor, RGBA(r8: 0x0A, g8: 0x84, b8: 0xFF))
        XCTAssertEqual(hex.defaultGroupColor, .white)
        XCTAssertFalse(hex.honorsFullColorImages, "watchOS ignores .fullColor (docs/platform.md §2)")
        XCTAssertEqual(try Theme(named: hex.name), hex)
        XCTAssertEqual(try Theme(named: "visionos.color(Green)").name, "visionos.color(green)")
    }

    func testUnknownThemeListsTheValidNames() {
        XCTAssertThrowsError(try Theme(named: "ios.sepia")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("unknown theme 'ios.sepia'; valid themes: ios.light, ios.dark"), text)
            XCTAssertTrue(text.contains("ios.tinted(<color>)"), text)
            XCTAssertFalse(text.contains("\n"))
        }
    }

    func testArgumentErrors() {
        XCTAssertThrowsError(try Theme(named: "ios.tinted")) { error in
            XCTAssertEqual(String(describing: error), "theme 'ios.tinted' needs a color: ios.tinted(<color>), e.g. ios.tinted(blue)")
        }
        XCTAssertThrowsError(try Theme(named: "ios.clear(blue)")) { error in
            XCTAssertEqual(error as? AppearanceError, .unexpectedThemeArgument(theme: "ios.clear"))
        }
        XCTAssertThrowsError(try Theme(named: "ios.tinted(#12345)")) { error in
            XCTAssertTrue(String(describing: error).hasPrefix(
                "unknown color '#12345'; write #RRGGBB (e.g. #0A84FF) or one of: red, orange, yellow"))
        }
        XCTAssertThrowsError(try Theme(named: "visionos.color(chartreuse)"))
    }

    func testFamilyTheThemeDoesNotShow() {
        XCTAssertThrowsError(try Theme.iosStandBy.checkSupports(.systemMedium)) { error in
            XCTAssertEqual(String(describing: error), "theme 'ios.standby' does not show systemMedium widgets; it supports: systemSmall")
        }
        XCTAssertThrowsError(try Theme.iosLockScreen.checkSupports(.systemSmall)) { error in
            XCTAssertEqual(String(describing: error),
                           "theme 'ios.lockscreen' does not show systemSmall widgets; it supports: accessoryCircular, accessoryRectangular, accessoryInline")
        }
    }

    func testInvalidUserThemeIsAnError() {
        var theme = Theme.iosLight
        theme.name = "mine"
        theme.contentScale = 0
        XCTAssertThrowsError(try theme.validate()) { error in
            XCTAssertEqual(String(describing: error), "theme 'mine': contentScale 0.0 must be finite and positive")
        }
        theme.contentScale = 1
        theme.backdrop = .solid(RGBA(red: 2, green: 0, blue: 0))
        XCTAssertThrowsError(try theme.validate())
    }

    /// §3 and §7: what the view is told in each theme.
    func testEnvironmentTellsTheViewTheTruth() {
        let tinted = Theme.iosTinted(ThemeColor(RGBA(red: 0, green: 0, blue: 1))).environment(for: .systemSmall)
        XCTAssertEqual(tinted.widgetRenderingMode, .accented)
        XCTAssertFalse(tinted.showsWidgetContainerBackground)
        let light = Theme.iosLight.environment(for: .systemMedium)
        XCTAssertEqual(light.widgetRenderingMode, .fullColor)
        XCTAssertTrue(light.showsWidgetContainerBackground)
        XCTAssertEqual(light.colorScheme, .light)
        XCTAssertTrue(Theme.watchosFullColor.environment(for: .accessoryRectangular).showsWidgetContainerBackground,
                      "watch Smart Stack keeps the background")
        XCTAssertFalse(Theme.watchosFullColor.environment(for: .accessoryCircular).showsWidgetContainerBackground)
        XCTAssertEqual(Theme.iosLockScreen.environment(for: .accessoryInline).widgetRenderingMode, .vibrant)
        var alwaysOn = Theme.watchosFullColor
        alwaysOn.isLuminanceReduced = true
        XCTAssertTrue(alwaysOn.environment(for: .accessoryCircular).isLuminanceReduced)
    }
}
