import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetRaster

final class GlyphTileTests: XCTestCase {
    /// Pen positions snap to the nearest quarter pixel (ties away from zero), split into the pixel
    /// (floor, also for negatives) and the quarter step 0…3.
    func testPlacementQuantizesToQuarterPixels() throws {
        let a = try XCTUnwrap(GlyphPlacement(deviceX: 10.1, deviceY: 20.13))  // 40.4 → 40; 80.52 → 81
        XCTAssertEqual([a.pixelX, a.subpixelX, a.pixelY, a.subpixelY], [10, 0, 20, 1])
        let b = try XCTUnwrap(GlyphPlacement(deviceX: -0.3, deviceY: 5.875))   // −1.2 → −1; 23.5 → 24
        XCTAssertEqual([b.pixelX, b.subpixelX, b.pixelY, b.subpixelY], [-1, 3, 6, 0])
        XCTAssertNil(GlyphPlacement(deviceX: .nan, deviceY: 0))
        XCTAssertNil(GlyphPlacement(deviceX: 0, deviceY: 1e30))
    }

    /// A 1 em square at 10 px/em covers exactly 10×10 pixels; shifted half a pixel right (step 2) its
    /// left and right columns are half covered: round(0.5 × 255) = 128.
    func testSquareTileCoverage() {
        let square = polygon([(0, 0), (1, 0), (1, 1), (0, 1)])
        let aligned = GlyphTile(outline: square, pixelsPerEm: 10, subpixelX: 0, subpixelY: 0)
        XCTAssertEqual([aligned.left, aligned.top, aligned.width, aligned.height], [0, 0, 10, 10])
        XCTAssertEqual(Set(aligned.coverage), [255])

        let shifted = GlyphTile(outline: square, pixelsPerEm: 10, subpixelX: 2, subpixelY: 0)
        XCTAssertEqual([shifted.left, shifted.width, shifted.height], [0, 11, 10])
        for row in 0..<10 {
            let line = Array(shifted.coverage[(row * 11)..<(row * 11 + 11)])
            XCTAssertEqual(line, [128] + [UInt8](repeating: 255, count: 9) + [128])
        }
    }

    /// A glyph composited from its tile matches the same outline filled in place, to the byte: the
    /// tile is the same rasterizer on a grid shifted by whole pixels (rounding may differ by one).
    func testTileDrawsLikeAnInPlaceFill() {
        var outline = VectorPath.ellipse(in: Rect(x: 0.05, y: -0.7, width: 0.55, height: 0.7))
        outline.append(polygon([(0.1, -0.2), (0.7, -0.25), (0.4, 0.1)]))
        let tile = GlyphTile(outline: outline, pixelsPerEm: 36, subpixelX: 1, subpixelY: 3)
        var viaTile = makeCanvas(60, 60), viaFill = makeCanvas(60, 60)
        let paint = Paint.color(RGBA(red: 0.2, green: 0.4, blue: 0.9))
        viaTile.drawGlyphs([PlacedGlyph(tile: tile, x: 12, y: 40)], paint: paint, transform: .identity)
        viaFill.fill(outline, paint: paint, transform: Transform(a: 36, b: 0, c: 0, d: 36, tx: 12.25, ty: 40.75))
        XCTAssertGreaterThan(viaFill.alphas.filter { $0 > 0 }.count, 200)
        for (a, b) in zip(viaTile.pixmap.premultipliedBytes, viaFill.pixmap.premultipliedBytes) {
            XCTAssertLessThanOrEqual(abs(Int(a) - Int(b)), 1)
        }
    }

    /// A malformed outline reaching a million ems away gets a tile no larger than ±4 em around
    /// its origin (`GlyphTile.maxExtentEms`), not an allocation of the whole reach.
    func testFarReachingOutlineGetsABoundedTile() {
        let spike = polygon([(0, 0), (1_000_000, 0.5), (0, 1)])
        let tile = GlyphTile(outline: spike, pixelsPerEm: 10, subpixelX: 0, subpixelY: 0)
        XCTAssertEqual([tile.left, tile.top, tile.width, tile.height], [0, 0, 40, 10])
        XCTAssertEqual(tile.coverage.count, 400)
    }

    /// One tile per key; past the byte limit the least recently used half goes, so the cache stays bounded.
    func testCacheReusesAndStaysBounded() {
        let square = polygon([(0, 0), (1, 0), (1, 1), (0, 1)])
        let cache = GlyphTileCache(byteLimit: 2_000)
        var made = 0
        func key(_ glyph: UInt32) -> GlyphTileCache.Key {
            GlyphTileCache.Key(fontID: "test", glyph: glyph, pixelsPerEm: 20.0.bitPattern, subpixelX: 0, subpixelY: 0)
        }
        for _ in 0..<3 {
            _ = cache.tile(for: key(1)) { made += 1; return GlyphTile(outline: square, pixelsPerEm: 20, subpixelX: 0, subpixelY: 0) }
        }
        XCTAssertEqual(made, 1)
        for glyph in 2...20 as ClosedRange<UInt32> {
            _ = cache.tile(for: key(glyph)) { GlyphTile(outline: square, pixelsPerEm: 20, subpixelX: 0, subpixelY: 0) }
        }
        // Each 20×20 tile costs 400 + 64 bytes: never more than four fit under 2,000.
        XCTAssertLessThanOrEqual(cache.count, 4)
        XCTAssertGreaterThanOrEqual(cache.count, 1)
    }

    /// Renders run in parallel and share one cache: racing requests for the same keys all get the
    /// same coverage, and each key is stored once.
    func testConcurrentRequestsAgree() {
        let cache = GlyphTileCache()
        let outline = VectorPath.ellipse(in: Rect(x: 0, y: -0.7, width: 0.6, height: 0.7))
        let lock = NSLock()
        var seen: [Int: [UInt8]] = [:], disagreements = 0
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let step = i % 4
            let key = GlyphTileCache.Key(fontID: "test", glyph: 7, pixelsPerEm: 30.0.bitPattern,
                                         subpixelX: UInt8(step), subpixelY: 0)
            let tile = cache.tile(for: key) { GlyphTile(outline: outline, pixelsPerEm: 30, subpixelX: step, subpixelY: 0) }
            lock.lock()
            if let previous = seen[step], previous != tile.coverage { disagreements += 1 }
            seen[step] = tile.coverage
            lock.unlock()
        }
        XCTAssertEqual(disagreements, 0)
        XCTAssertEqual(cache.count, 4)
    }

    /// The widget-outline clip gives exactly the pixels of multiplying by a full mask of the outline.
    func testOutlineClipEqualsMaskMultiply() throws {
        var canvas = makeCanvas(90, 50)
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 90, height: 50)),
                    paint: .linearGradient(stops: [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                                                   GradientStop(color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), location: 1)],
                                           start: Point(x: 0, y: 0), end: Point(x: 90, y: 50)))
        let outline = VectorPath.roundedRectangle(Rect(x: 0, y: 0, width: 30, height: 50.0 / 3), cornerWidth: 6,
                                                  cornerHeight: 6, style: .continuous)
        let scale = Transform.scale(x: 3, y: 3)
        var clipped = canvas.pixmap, multiplied = canvas.pixmap
        clipped.clip(to: outline, transform: scale)
        multiplied.multiply(by: try Mask(path: outline, width: 90, height: 50, transform: scale))
        XCTAssertEqual(clipped, multiplied)
        XCTAssertEqual(clipped.premultipliedPixel(x: 0, y: 0).a, 0)
    }
}
