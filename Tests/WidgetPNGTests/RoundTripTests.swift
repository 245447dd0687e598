import XCTest
@_spi(Benchmarks) @testable import WidgetPNG
import WidgetGeometry

final class RoundTripTests: XCTestCase {
    /// decode(encode(p)) == p for any premultiplied pixmap, which `Premultiplication` proves per pixel.
    func testRandomPixmapsRoundTripWithBothPresets() throws {
        for preset in PNGPreset.allCases {
            for (seed, opaque) in [(1 as UInt64, true), (2, false), (3, false)] {
                let pixmap = try TestImages.random(width: 37, height: 23, opaque: opaque, seed: seed)
                let decoded = try Pixmap(pngData: try pixmap.pngData(preset: preset))
                XCTAssertEqual(decoded, pixmap, "preset \(preset), seed \(seed)")
            }
        }
    }

    /// Every filter strategy and compressor family must be lossless, not just the presets' choices.
    func testEveryFilterAndCompressorRoundTrips() throws {
        let pixmaps = [try TestImages.gradient(width: 40, height: 21), try TestImages.random(width: 9, height: 5, opaque: false, seed: 4)]
        let strategies = ScanlineFilter.allCases.map(FilterStrategy.fixed) + [.adaptive]
        let compressors: [DeflateCompressor] = [.pixelRuns, .libdeflate(level: 1), .libdeflate(level: 12), .zlib(level: 6, strategy: .filtered), .zlib(level: 1, strategy: .rle)]
        for pixmap in pixmaps {
            for strategy in strategies {
                for compressor in compressors {
                    let encoding = PNGEncoding(filter: strategy, compressor: compressor)
                    XCTAssertEqual(try Pixmap(pngData: try pixmap.pngData(encoding: encoding)), pixmap, "\(encoding)")
                }
            }
        }
    }

    /// One-pixel-wide and one-row images exercise the filters' "no left neighbour" and "no row above" edges.
    func testThinImagesRoundTrip() throws {
        for (w, h) in [(1, 1), (1, 9), (9, 1)] {
            let pixmap = try TestImages.random(width: w, height: h, opaque: false, seed: UInt64(w * 10 + h))
            for preset in PNGPreset.allCases {
                XCTAssertEqual(try Pixmap(pngData: try pixmap.pngData(preset: preset)), pixmap)
            }
        }
    }

    /// Opaque pixmaps are written as RGB (color type 2), others as RGBA (color type 6); IHDR byte 25.
    func testColorTypeFollowsAlpha() throws {
        let opaque = try TestImages.random(width: 4, height: 4, opaque: true, seed: 5).pngData()
        let translucent = try TestImages.random(width: 4, height: 4, opaque: false, seed: 6).pngData()
        XCTAssertEqual(opaque[25], 2)
        XCTAssertEqual(translucent[25], 6)
    }

    /// Paeth predictor values worked by hand from PNG specification 9.4 (p = a + b − c, nearest wins, ties a, b, c).
    func testPaethPredictor() {
        XCTAssertEqual(ScanlineFilter.paethPredictor(10, 20, 10), 20)  // p 20: |b−p| 0
        XCTAssertEqual(ScanlineFilter.paethPredictor(20, 10, 10), 20)  // p 20: |a−p| 0
        XCTAssertEqual(ScanlineFilter.paethPredictor(10, 20, 30), 10)  // p 0: pa 10, pb 20, pc 30
        XCTAssertEqual(ScanlineFilter.paethPredictor(50, 60, 55), 55)  // p 55: pa 5, pb 5, pc 0
        XCTAssertEqual(ScanlineFilter.paethPredictor(200, 250, 100), 250) // p 350: pa 150, pb 100, pc 250
    }
}
