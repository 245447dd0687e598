import XCTest
import WidgetRaster
import WidgetRender

/// The process-wide recolor cache (WidgetPaint/ImageRecoloring.swift): a second renderer drawing the
/// same photo in the same accented theme gets the recolored pixels from the cache, and the bytes
/// are those of the first render.
final class RecolorCacheTests: XCTestCase {
    private func photo() throws -> Pixmap {
        var bytes = [UInt8](repeating: 255, count: 40 * 40 * 4)
        for i in 0..<(40 * 40) {
            bytes[4 * i] = UInt8(i % 40 * 6); bytes[4 * i + 1] = UInt8(i / 40 * 6); bytes[4 * i + 2] = 97
        }
        return try Pixmap(width: 40, height: 40, premultipliedBytes: bytes)
    }

    private func recolorStatistics() -> ContentCacheStatistics? {
        ContentCaches.statistics.first { $0.name == "recolored images" }
    }

    func testSecondRendererHitsTheCacheWithIdenticalPixels() throws {
        let image = try photo()
        let view = Image(pixmap: image).resizable().frame(width: 60, height: 60)
        let theme = try Theme(named: "ios.tinted(blue)")
        let first = try WidgetRenderer().render(.view(view, family: .systemSmall, theme: theme))
        let hitsBefore = try XCTUnwrap(recolorStatistics()).hits
        let second = try WidgetRenderer().render(.view(view, family: .systemSmall, theme: theme))
        XCTAssertEqual(first.premultipliedBytes, second.premultipliedBytes)
        XCTAssertGreaterThan(try XCTUnwrap(recolorStatistics()).hits, hitsBefore)
        // The cache served a recolored image, not the original: the plain render differs.
        let plain = try WidgetRenderer().render(.view(view, family: .systemSmall, theme: try Theme(named: "ios.light")))
        XCTAssertNotEqual(first.premultipliedBytes, plain.premultipliedBytes)
    }
}
