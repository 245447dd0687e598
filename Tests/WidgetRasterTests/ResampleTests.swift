import CRaster
import XCTest
@testable import WidgetRaster

/// CRaster's bilinear passes: hand-computed blends, and every path against the Swift blend of
/// rotated draws (`ImageShader.blend`), which the axis-aligned passes must match exactly.
final class ResampleTests: XCTestCase {
    private let paths = [Int32(CRASTER_PATH_SCALAR), craster_best_path()]

    /// Little-endian packing of bytes r, g, b, a (the pixmap's memory order).
    private func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

    func testRedToBlueAQuarterOfTheWay() {
        // (255 · 192 + 0 · 64 + 128) >> 8 = 49088 >> 8 = 191; (0 · 192 + 255 · 64 + 128) >> 8 = 16448 >> 8 = 64.
        let red = pixel(255, 0, 0, 255), blue = pixel(0, 0, 255, 255)
        for path in paths {
            var out = [UInt32](repeating: 0, count: 9)
            let top = [UInt32](repeating: red, count: 9), bottom = [UInt32](repeating: blue, count: 9)
            craster_blend_rows(top, bottom, 64, 9, &out, path)
            XCTAssertEqual(out, [UInt32](repeating: pixel(191, 0, 64, 255), count: 9), "path \(path)")
            // Columns: position 64 between pixels 0 and 1; the last pixel repeats past the row's end.
            let row = [red, blue]
            let positions: [Int32] = [64, 64, 64, 64, 64, 64, 64, 64, 256 + 200]
            craster_blend_columns(row, 2, positions, 9, &out, path)
            XCTAssertEqual(Array(out[0..<8]), [UInt32](repeating: pixel(191, 0, 64, 255), count: 8), "path \(path)")
            XCTAssertEqual(out[8], blue, "path \(path)")
        }
    }

    func testEveryPathMatchesTheSwiftBlend() {
        var random = XorShift(state: 35)
        for trial in 0..<200 {
            let width = 1 + Int(random.next() % 300), count = Int(random.next() % 70)
            let row = (0..<width).map { _ in premultipliedPixel(&random) }
            let positions = (0..<count).map { _ in Int32(random.next() % UInt64((width - 1) * 256 + 1)) }
            let top = (0..<count).map { _ in premultipliedPixel(&random) }
            let bottom = (0..<count).map { _ in premultipliedPixel(&random) }
            let weight = [0, 1, 128, 255, UInt32(random.next() % 256)][trial % 5]
            let expectedColumns = positions.map { p -> UInt32 in
                let x0 = Int(p >> 8), x1 = min(x0 + 1, width - 1)
                return ImageShader.blend(ImageShader.spread(row[x0]), ImageShader.spread(row[x1]), 0, 0, UInt64(p & 255), 0)
            }
            let expectedRows = (0..<count).map { i in
                ImageShader.blend(ImageShader.spread(top[i]), 0, ImageShader.spread(bottom[i]), 0, 0, UInt64(weight))
            }
            for path in paths {
                var columns = [UInt32](repeating: 0, count: count), rows = columns
                craster_blend_columns(row, width, positions, count, &columns, path)
                craster_blend_rows(top, bottom, weight, count, &rows, path)
                XCTAssertEqual(columns, expectedColumns, "trial \(trial), path \(path)")
                XCTAssertEqual(rows, expectedRows, "trial \(trial), path \(path)")
            }
        }
    }

    /// A premultiplied pixel: every channel at most its alpha.
    private func premultipliedPixel(_ random: inout XorShift) -> UInt32 {
        let a = UInt32(random.next() % 256)
        let channel = { (r: inout XorShift) in UInt32(r.next() % UInt64(a + 1)) }
        return pixel(channel(&random), channel(&random), channel(&random), a)
    }
}

/// Marsaglia's xorshift64: the same "random" inputs on every run.
private struct XorShift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return state
    }
}
