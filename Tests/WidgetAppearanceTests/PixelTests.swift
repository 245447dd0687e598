import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetRaster
@testable import WidgetAppearance
import WidgetResolved
import WidgetPaint

/// Rendered pixels (the painter after `applyTheme`), every mode × treatment on three themes, with
/// values computed by hand. The photo is a uniform 4 × 4 image drawn 1:1, so every pixel is the source.
/// Themes are drawn with a transparent backdrop so the content's own pixel is what is read.
final class PixelTests: XCTestCase {
    typealias F = ListFixtures
    /// Opaque (200, 100, 50): L × 255 = 0.2125·200 + 0.7154·100 + 0.0721·50 = 117.645 → alpha 118.
    static let opaque: [UInt8] = [200, 100, 50, 255]
    /// (200, 100, 50) at alpha 128, premultiplied (100, 50, 25, 128); the painter unpremultiplies to
    /// (199, 100, 50): L × 255 = 117.4325, alpha = 128 × 117.4325 / 255 = 58.95 → 59.
    static let halfOpaque: [UInt8] = [100, 50, 25, 128]

    let painter: DisplayListPainter = { (try? DisplayListPainter(fonts: FontCatalog.bundled()))! }()

    /// The premultiplied center pixel of the photo drawn with `treatment` under `theme`.
    func photoPixel(_ theme: Theme, _ treatment: AccentedRenderingModeValue?, source: [UInt8] = opaque,
                    family: WidgetFamily = .systemSmall) throws -> [UInt8] {
        let photo = try Pixmap(width: 4, height: 4, premultipliedBytes: Array([[UInt8]](repeating: source, count: 16).joined()))
        let themed = try applyTheme(F.bare(theme), to: F.list([F.image(treatment: treatment)]), family: family)
        let pixels = try painter.paint(themed.list, images: themed.images.merging(["photo": photo]) { a, _ in a }, scale: 1)
        let p = pixels.premultipliedPixel(x: 2, y: 2)
        return [p.r, p.g, p.b, p.a]
    }

    /// ios.tinted: both groups white. nil/.accented: a white silhouette; .desaturated(/accented):
    /// white at alpha 118 (premultiplied 118, 118, 118); .fullColor: the photo as authored.
    func testTintedHomeScreen() throws {
        let theme = F.tinted
        XCTAssertEqual(try photoPixel(theme, nil), [255, 255, 255, 255])
        XCTAssertEqual(try photoPixel(theme, .accented), [255, 255, 255, 255])
        XCTAssertEqual(try photoPixel(theme, .desaturated), [118, 118, 118, 118])
        XCTAssertEqual(try photoPixel(theme, .accentedDesaturated), [118, 118, 118, 118])
        XCTAssertEqual(try photoPixel(theme, .fullColor), Self.opaque)
        XCTAssertEqual(try photoPixel(theme, .desaturated, source: Self.halfOpaque), [59, 59, 59, 59])
    }

    /// watchos.accented(#007AFF): accent group the face blue. Blue at alpha 118 premultiplied:
    /// g = 122 × 118 / 255 = 56.45 → 56, b = 118. `.fullColor` is ignored: a white silhouette.
    func testWatchAccentedFace() throws {
        let theme = F.watchBlue
        XCTAssertEqual(try photoPixel(theme, nil, family: .accessoryCircular), [255, 255, 255, 255])
        XCTAssertEqual(try photoPixel(theme, .accented, family: .accessoryCircular), [0, 122, 255, 255])
        XCTAssertEqual(try photoPixel(theme, .desaturated, family: .accessoryCircular), [118, 118, 118, 118])
        XCTAssertEqual(try photoPixel(theme, .accentedDesaturated, family: .accessoryCircular), [0, 56, 118, 118])
        XCTAssertEqual(try photoPixel(theme, .fullColor, family: .accessoryCircular), [255, 255, 255, 255])
    }

    /// visionos.color(#007AFF): both groups (0.7, 0.84353, 1) → bytes (179, 215, 255). At alpha 118
    /// (premultiplied from the exact color): 0.7 × 118 = 82.6 → 83, 0.84353 × 118 = 99.54 → 100, 118.
    func testVisionColorTheme() throws {
        let theme = F.visionBlue
        XCTAssertEqual(try photoPixel(theme, nil), [179, 215, 255, 255])
        XCTAssertEqual(try photoPixel(theme, .accentedDesaturated), [83, 100, 118, 118])
        XCTAssertEqual(try photoPixel(theme, .fullColor), Self.opaque)
    }

    /// fullColor themes draw every treatment as authored.
    func testFullColorKeepsThePhoto() throws {
        for treatment: AccentedRenderingModeValue? in [nil, .accented, .desaturated, .accentedDesaturated, .fullColor] {
            XCTAssertEqual(try photoPixel(.iosLight, treatment), Self.opaque)
        }
    }

    /// Vibrant over a solid (100, 50, 200) backdrop: the photo's gray is 118, g = 118/255, a = 1;
    /// red: 108 + (255 − 108) × 0.46275 = 176.02 → 176; green: 54 + 201 × 0.46275 = 147.01 → 147;
    /// blue: 216 + 39 × 0.46275 = 234.05 → 234. Every treatment is desaturated alike.
    func testVibrantMaterialOverASolidBackdrop() throws {
        var theme = Theme.iosLockScreen
        theme.backdrop = .solid(RGBA(r8: 100, g8: 50, b8: 200))
        let photo = try Pixmap(width: 4, height: 4, premultipliedBytes: Array([[UInt8]](repeating: Self.opaque, count: 16).joined()))
        for treatment: AccentedRenderingModeValue? in [nil, .desaturated, .fullColor] {
            let themed = try applyTheme(theme, to: F.list([F.image(treatment: treatment)]), family: .accessoryCircular)
            let pixels = try painter.paint(themed.list, images: ["photo": photo], scale: 1)
            let p = pixels.premultipliedPixel(x: 2, y: 2)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [176, 147, 234, 255])
        }
    }

    /// §1: a gradient from clear to black renders in accented mode as white with the gradient's
    /// alpha ramp. 256 px wide, stops at the edges: pixel x has alpha ≈ 255 × (x + 0.5) / 256.
    func testClearToBlackGradientBecomesAWhiteRamp() throws {
        let stops = [GradientStop(color: .clear, location: 0), GradientStop(color: .black, location: 1)]
        let frame = Rect(x: 0, y: 0, width: 256, height: 2)
        let list = F.list([F.shape(.linearGradient(stops: stops, start: .zero, end: Point(x: 256, y: 0)), frame: frame)],
                          size: frame.size)
        let themed = try applyTheme(F.bare(F.tinted), to: list, family: .systemMedium)
        let pixels = try painter.paint(themed.list, images: [:], scale: 1)
        var previous = -1
        for x in 0..<256 {
            let p = pixels.pixel(x: x, y: 1)
            let expected = 255 * (Double(x) + 0.5) / 256
            XCTAssertLessThanOrEqual(abs(Double(p.a) - expected), 1, "alpha at x = \(x)")
            XCTAssertGreaterThanOrEqual(Int(p.a), previous, "the ramp never falls")
            previous = Int(p.a)
            if p.a > 0 { XCTAssertEqual([p.r, p.g, p.b], [255, 255, 255], "white at x = \(x)") }
        }
    }

    /// Backdrops: black for StandBy, the solid color for visionOS color themes (blue at 35 %:
    /// 0.35 × (0, 122, 255) = (0, 42.7, 89.25) → (0, 43, 89)).
    func testSolidBackdrops() throws {
        let empty = F.list([], size: Size(width: 8, height: 8))
        let standBy = try applyTheme(.iosStandBy, to: empty, family: .systemSmall)
        let black = try painter.paint(standBy.list, images: standBy.images, scale: 1).pixel(x: 5, y: 5)
        XCTAssertEqual([black.r, black.g, black.b, black.a], [0, 0, 0, 255])
        let vision = try applyTheme(F.visionBlue, to: empty, family: .systemSmall)
        let solid = try painter.paint(vision.list, images: vision.images, scale: 1).pixel(x: 3, y: 3)
        XCTAssertEqual([solid.r, solid.g, solid.b, solid.a], [0, 43, 89, 255])
    }
}
