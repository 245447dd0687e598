import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// The everyday hex initializer of iOS code bases: a convenience initializer in an extension,
/// which compiles only because `UIColor` is a class, as in UIKit.
private extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

private extension NSColor {
    convenience init(gray: CGFloat) { self.init(white: gray, alpha: 1) }
}

/// UIKit's and AppKit's colors reach SwiftUI colors with UIKit's light and dark values
/// (docs/platform.md §10a).
final class PlatformColorTests: XCTestCase {
    private func fill(_ color: Color, scheme: ColorScheme = .light) throws -> ResolvedPaint? {
        guard case .shape(let shape) = try resolved(color, { $0.colorScheme = scheme }).content else {
            XCTFail("expected a shape"); return nil
        }
        return shape.fill
    }

    private func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> ResolvedPaint {
        .color(RGBA(r8: r, g8: g, b8: b).withAlpha(a))
    }

    func testDynamicSystemColorsPickTheSchemeValue() throws {
        let table: [(UIColor, ResolvedPaint, ResolvedPaint)] = [
            (.systemBackground, rgb(255, 255, 255), rgb(0, 0, 0)),
            (.secondarySystemBackground, rgb(242, 242, 247), rgb(28, 28, 30)),
            (.tertiarySystemBackground, rgb(255, 255, 255), rgb(44, 44, 46)),
            (.systemGroupedBackground, rgb(242, 242, 247), rgb(0, 0, 0)),
            (.systemGray6, rgb(242, 242, 247), rgb(28, 28, 30)),
            (.systemGray2, rgb(174, 174, 178), rgb(99, 99, 102)),
            (.label, rgb(0, 0, 0), rgb(255, 255, 255)),
            (.secondaryLabel, rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
            (.tertiaryLabel, rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            (.separator, rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
            (.systemPink, rgb(255, 45, 85), rgb(255, 55, 95)),
        ]
        for (color, light, dark) in table {
            XCTAssertEqual(try fill(Color(uiColor: color), scheme: .light), light, "\(color.swiftUIColor)")
            XCTAssertEqual(try fill(Color(color), scheme: .dark), dark, "\(color.swiftUIColor)")
        }
    }

    func testPlainUIKitColorsArePureRGBNotThePalette() throws {
        // UIColor.red is (1, 0, 0); SwiftUI's Color.red is systemRed ((255, 56, 60) in iOS 26).
        XCTAssertEqual(try fill(Color(uiColor: .red)), rgb(255, 0, 0))
        XCTAssertEqual(try fill(Color(uiColor: .orange)), .color(RGBA(red: 1, green: 0.5, blue: 0)))
        XCTAssertEqual(try fill(Color(uiColor: .darkGray)), .color(RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)))
        XCTAssertEqual(try fill(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))),
                       .color(RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)))
    }

    func testExtensionConvenienceInitializers() throws {
        XCTAssertEqual(try fill(Color(uiColor: UIColor(hex: 0x3366FF))), rgb(0x33, 0x66, 0xFF))
        XCTAssertEqual(UIColor(hex: 0x3366FF), UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
        XCTAssertEqual(try fill(Color(nsColor: NSColor(gray: 0.5))), .color(RGBA(red: 0.5, green: 0.5, blue: 0.5)))
    }

    func testAlphaComponentIsReplacedInBothSchemes() throws {
        let faded = UIColor.systemBlue.withAlphaComponent(0.25)
        // iOS 26's systemBlue (docs/platform.md §10b), light and dark, at 25 %.
        XCTAssertEqual(try fill(Color(uiColor: faded), scheme: .light), rgb(0, 136, 255, 0.25))
        XCTAssertEqual(try fill(Color(uiColor: faded), scheme: .dark), rgb(0, 145, 255, 0.25))
        // Replaced, not multiplied: secondaryLabel's 60 % becomes 50 %.
        XCTAssertEqual(try fill(Color(uiColor: UIColor.secondaryLabel.withAlphaComponent(0.5))), rgb(60, 60, 67, 0.5))
    }

    func testDynamicProviderRunsForLightAndDark() throws {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : UIColor(white: 0.2, alpha: 1) }
        XCTAssertEqual(try fill(Color(uiColor: color), scheme: .light), .color(RGBA(red: 0.2, green: 0.2, blue: 0.2)))
        XCTAssertEqual(try fill(Color(uiColor: color), scheme: .dark), rgb(255, 255, 255))
    }

    func testAppKitColors() throws {
        XCTAssertEqual(try fill(Color(nsColor: .windowBackgroundColor), scheme: .light), rgb(236, 236, 236))
        XCTAssertEqual(try fill(Color(nsColor: .windowBackgroundColor), scheme: .dark), rgb(50, 50, 50))
        XCTAssertEqual(try fill(Color(nsColor: .labelColor), scheme: .dark), rgb(255, 255, 255, 0.85))
        XCTAssertEqual(try fill(Color(nsColor: .systemRed)), rgb(255, 56, 60))
    }

    func testTintColorStaysTheAccentColorWithItsAlphaMultiplied() throws {
        // The accent color is looked up when the view resolves (a catalog's AccentColor, else system
        // blue), so its alpha can only be multiplied.
        XCTAssertEqual(try fill(Color(uiColor: UIColor.tintColor.withAlphaComponent(0.5))), rgb(0, 136, 255, 0.5))
    }
}
