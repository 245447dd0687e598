import XCTest
import Foundation
@testable import WidgetRender
import WidgetSnapshotTesting

/// `Fixtures/Weather.xcassets`: a catalog shaped the way Xcode writes one (made by
/// `Fixtures/make-weather-catalog.py`): a PNG cloud in 1x/2x/3x with dark and tinted variants, a JPEG
/// photo, an SVG umbrella kept as vectors, color sets in float / 0–255 / hex / gray, sRGB and Display
/// P3, with any / dark / tinted / high-contrast entries, and a custom symbol set (docs/assets.md).
final class WeatherCatalogTests: XCTestCase {
    static let catalogURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Weather.xcassets")

    func catalog() throws -> AssetCatalog { try AssetCatalog(contentsOf: Self.catalogURL) }

    func testStructure() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.availableImageNames, ["Cloud", "Photo"])
        XCTAssertEqual(catalog.vectorImageNames, ["Umbrella"])
        XCTAssertEqual(catalog.availableColorNames, ["AccentColor", "Label", "SkyBottom", "SkyTop", "Sun"])
        XCTAssertEqual(catalog.symbols.names, ["Umbrella", "gauge.wind"])
    }

    func testTintedColorVariantsInAccentedRendering() throws {
        let catalog = try catalog()
        // Sun: hex 0xFF 0xD6 0x0A = (255, 214, 10) / 255; its tinted entry is white at 50 %.
        XCTAssertEqual(catalog.color(named: "Sun", colorScheme: .light), RGBA(red: 1, green: 214.0 / 255, blue: 10.0 / 255))
        XCTAssertEqual(catalog.color(named: "Sun", colorScheme: .light, isTinted: true), RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        XCTAssertEqual(catalog.color(named: "Sun", colorScheme: .dark, isTinted: true), RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        // High-contrast entries are accepted and skipped: the dark one is 0xFF 0xE6 0x20, not the red one.
        XCTAssertEqual(catalog.color(named: "Sun", colorScheme: .dark), RGBA(red: 1, green: 230.0 / 255, blue: 32.0 / 255))
        // A set without a tinted entry keeps its luminosity pick in accented rendering: 0–255 integers.
        XCTAssertEqual(catalog.color(named: "SkyBottom", colorScheme: .dark, isTinted: true),
                       RGBA(red: 36.0 / 255, green: 48.0 / 255, blue: 92.0 / 255))
        // Gray gamma 2.2: white 0.110 on every channel.
        XCTAssertEqual(catalog.color(named: "Label", colorScheme: .light), RGBA(red: 0.11, green: 0.11, blue: 0.11))
    }

    /// `Color("Sun")` resolves to the tinted entry when the widget renders accented. Rendered without a
    /// theme (so nothing recolors the paint), a 40 × 40 square on black shows the entry itself: white
    /// at 50 % over black = 255 · 0.5 = 127.5 → 128; in full color it is the opaque (255, 214, 10).
    func testColorNamedPicksTheTintedEntryWhenAccented() throws {
        let renderer = try WidgetRenderer(assets: Self.catalogURL)
        let view = Rectangle().fill(Color("Sun")).frame(width: 40, height: 40).containerBackground(for: .widget) { Color.black }
        var accented = EnvironmentValues()
        accented.widgetRenderingMode = .accented
        func center(_ pixmap: Pixmap) -> [Int] {
            let p = pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2)
            return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        }
        let tinted = center(try renderer.render(.view(view, environment: accented)))
        XCTAssertEqual(tinted[3], 255)
        for channel in tinted.prefix(3) { XCTAssertEqual(Double(channel), 127.5, accuracy: 0.5) }
        XCTAssertEqual(center(try renderer.render(.view(view))), [255, 214, 10, 255])
    }

    func testDisplayP3ColorsetConvertedToSRGBByHand() throws {
        // SkyTop is Display P3 (0.200, 0.520, 0.950). Linearized with the sRGB curve
        // ((c + 0.055) / 1.055)^2.4: (0.033105, 0.233022, 0.890005). Times the P3→sRGB matrix
        // (docs/platform.md §9): r = 1.2249401·0.033105 − 0.2249404·0.233022 = −0.011865 (clipped to 0),
        // g = −0.0420569·0.033105 + 1.0420571·0.233022 = 0.241430,
        // b = −0.0196376·0.033105 − 0.0786361·0.233022 + 1.0982735·0.890005 = 0.958495.
        // Encoded 1.055·v^(1/2.4) − 0.055: (0, 0.528555, 0.981529) → 8-bit (0, 135, 250).
        let sky = try XCTUnwrap(try catalog().color(named: "SkyTop", colorScheme: .light))
        XCTAssertEqual(sky.red, 0, accuracy: 1e-9)
        XCTAssertEqual(sky.green, 0.528555, accuracy: 1e-5)
        XCTAssertEqual(sky.blue, 0.981529, accuracy: 1e-5)
        XCTAssertEqual([sky.red, sky.green, sky.blue].map { Int(($0 * 255).rounded()) }, [0, 135, 250])
    }

    func testJPEGImageSetDecodes() throws {
        let photo = try catalog().image(named: "Photo", appearance: ImageAppearance(displayScale: 3))
        XCTAssertEqual(photo.pixmap.width, 288)
        XCTAssertEqual(photo.pixmap.height, 180)
        XCTAssertEqual(photo.scale, 3)
        // The file's sun disc is (255, 236, 160) at (215, 55); JPEG keeps it within a few levels.
        let p = photo.pixmap.pixel(x: 215, y: 55)
        XCTAssertEqual(Double(p.r), 255, accuracy: 4)
        XCTAssertEqual(Double(p.g), 236, accuracy: 4)
        XCTAssertEqual(Double(p.b), 160, accuracy: 6)
        XCTAssertEqual(p.a, 255)
    }

    /// The weather widget in full color, dark and accented (iOS 18 tinted): the cloud's light, dark
    /// and tinted PNG variants (accented-desaturated, so the tinted variant's grays show), the JPEG photo
    /// (desaturated in accented rendering, as Apple asks of photos), the JPEG photo, the SVG umbrella at its own size and resized, the custom
    /// wind symbol, and the color sets (P3 sky, 0–255 sky, hex sun with a tinted entry, gray label,
    /// AccentColor with a tinted entry).
    func testWeatherCatalogGolden() throws {
        let renderer = try WidgetRenderer(assets: Self.catalogURL)
        let view = HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Image("Cloud").widgetAccentedRenderingMode(.accentedDesaturated)
                    Image(systemName: "gauge.wind").font(.title2).foregroundStyle(Color("Sun"))
                }
                Text("Cupertino").font(.headline).foregroundStyle(Color("Label"))
                Text("18°").font(.system(size: 40, weight: .semibold)).foregroundStyle(Color("Label"))
                Text("Showers later").font(.caption).foregroundStyle(Color.accentColor)
            }
            Spacer(minLength: 0)
            VStack(alignment: .trailing, spacing: 8) {
                Image("Photo").resizable().widgetAccentedRenderingMode(.desaturated).scaledToFill().frame(width: 96, height: 60)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                HStack(spacing: 6) {
                    Image("Umbrella")
                    Image("Umbrella").resizable().frame(width: 44, height: 44)
                    Circle().fill(Color("Sun")).frame(width: 20, height: 20)
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color("SkyTop"), Color("SkyBottom")], startPoint: .top, endPoint: .bottom)
        }
        assertWidgetSnapshot(of: view, families: [.systemMedium],
                             themes: [try Theme(named: "ios.light"), try Theme(named: "ios.dark"), try Theme(named: "ios.tinted(blue)")],
                             device: try Device(named: "iphone-16-pro"), named: "weather", suite: "Catalog",
                             renderer: .standard(renderer))
        XCTAssertEqual(renderer.warnings.all, [])
    }
}
