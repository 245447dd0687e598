import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
@testable import WidgetAppearance
import WidgetResolved
import WidgetDisplayList
import WidgetPaint

/// Layer effects through `applyTheme` and the painter, hand-computed (docs/platform.md §10): a 4 × 4
/// list with an opaque backdrop square and an effect layer over it, read at the center pixel.
final class EffectPixelTests: XCTestCase {
    typealias F = ListFixtures
    let painter: DisplayListPainter = { (try? DisplayListPainter(fonts: FontCatalog.bundled()))! }()

    private func center(_ theme: Theme, backdrop: RGBA, source: RGBA, effects: LayerEffects) throws -> [UInt8] {
        let list = F.list([F.shape(.color(backdrop)),
                           .layer(LayerOp(items: [F.shape(.color(source))], effects: effects))])
        let themed = try applyTheme(F.bare(theme), to: list, family: .systemSmall)
        let pixels = try painter.paint(themed.list, images: themed.images, scale: 1)
        let p = pixels.premultipliedPixel(x: 2, y: 2)
        return [p.r, p.g, p.b, p.a]
    }

    private let s = RGBA(r8: 200, g8: 100, b8: 50), d = RGBA(r8: 100, g8: 200, b8: 250)

    /// Full color: multiply 78, 78, 49 (as BlendModeTests); invert (55, 155, 205) drawn over D.
    func testFullColorAppliesBlendAndFilter() throws {
        XCTAssertEqual(try center(.iosLight, backdrop: d, source: s, effects: LayerEffects(blendMode: .multiply)), [78, 78, 49, 255])
        XCTAssertEqual(try center(.iosLight, backdrop: d, source: s, effects: LayerEffects(colorFilters: [.colorInvert])),
                       [55, 155, 205, 255])
    }

    /// Accented (ios.tinted: both groups white): both squares become white, the multiply and the
    /// invert are dropped, so the pixel is white; destinationOut (coverage only) still punches the
    /// backdrop out: transparent.
    func testAccentedDropsColorEffectsButKeepsCoverage() throws {
        let tinted = F.tinted
        XCTAssertEqual(try center(tinted, backdrop: d, source: s, effects: LayerEffects(blendMode: .multiply)), [255, 255, 255, 255])
        XCTAssertEqual(try center(tinted, backdrop: d, source: s, effects: LayerEffects(colorFilters: [.colorInvert])),
                       [255, 255, 255, 255])
        XCTAssertEqual(try center(tinted, backdrop: d, source: s, effects: LayerEffects(blendMode: .destinationOut)), [0, 0, 0, 0])
    }

    /// A mask item with alpha 0.5 over the whole square halves the layer: source-over of S at
    /// α = 128/255 onto D: 200·.50196 + 100·.49804 = 150.2 → 150, 100·.50196 + 200·.49804 = 149.8 → 150,
    /// 50·.50196 + 250·.49804 = 149.6 → 150 (each product rounded before the sum, within 1).
    func testMaskHalvesTheLayer() throws {
        let mask = LayerEffects(mask: [F.shape(.color(RGBA.black.withAlpha(128.0 / 255)))])
        let out = try center(.iosLight, backdrop: d, source: s, effects: mask)
        for channel in out.prefix(3) { XCTAssertEqual(Double(channel), 150, accuracy: 1) }
        XCTAssertEqual(out[3], 255)
    }
}
