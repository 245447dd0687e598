import Foundation
import XCTest
@_spi(Benchmarks) @testable import WidgetPNG
import WidgetGeometry

final class BandedPNGWriterTests: XCTestCase {
    /// Collects what a writer sends to its sink.
    private final class Sink {
        var bytes: [UInt8] = []
        var calls = 0
        func take(_ chunk: UnsafeRawBufferPointer) { bytes.append(contentsOf: chunk); calls += 1 }
    }

    private func banded(_ pixmap: Pixmap, opaque: Bool, bandRows: Int, deflate: BandedPNGWriter.BandedDeflate = .nibbleRuns,
                        chunkSize: Int = 1 << 16) throws -> Data {
        let sink = Sink()
        let writer = try BandedPNGWriter(width: pixmap.width, height: pixmap.height, opaque: opaque, deflate: deflate,
                                         chunkSize: chunkSize) { sink.take($0) }
        var top = 0
        try pixmap.withUnsafeBufferPointer { all in
            while top < pixmap.height {
                let count = min(bandRows, pixmap.height - top)
                try writer.append(rows: UnsafeBufferPointer(rebasing: all[(top * pixmap.width * 4)...]), count: count)
                top += count
            }
        }
        try writer.finish()
        return Data(sink.bytes)
    }

    /// Rows fed in bands of 7 (not a divisor of the height) decode to exactly the pixels of the
    /// one-shot `fast` encode of the same pixmap, with alpha (translucent random pixels) and without,
    /// through nibble-run pieces and through zlib. The 600 × 300 gradient's filtered rows (≈ 720 KB)
    /// make three pieces, so the byte-aligned joins and the Adler-32 over pieces are checked by
    /// libpng's decoder.
    func testBandedOutputDecodesLikeOneShotEncode() throws {
        for (pixmap, opaque) in [(try TestImages.random(width: 97, height: 61, opaque: false, seed: 7), false),
                                 (try TestImages.random(width: 64, height: 50, opaque: true, seed: 3), true),
                                 (try TestImages.gradient(width: 600, height: 300), false)] {
            let oneShot = try Pixmap(pngData: try pixmap.pngData(preset: .fast))
            for deflate: BandedPNGWriter.BandedDeflate in [.nibbleRuns, .zlib(level: 1), .zlib(level: 6)] {
                let data = try banded(pixmap, opaque: opaque, bandRows: 7, deflate: deflate, chunkSize: 1024)
                let decoded = try Pixmap(pngData: data)
                XCTAssertEqual([decoded.width, decoded.height], [pixmap.width, pixmap.height])
                XCTAssertEqual(decoded.premultipliedBytes, oneShot.premultipliedBytes, "\(deflate), opaque \(opaque)")
            }
        }
    }

    /// Nibble-run pieces are deterministic (the same rows in other band sizes give the same bytes:
    /// pieces are cut by filtered size, not by band), and a flat image compresses to a small file.
    func testNibbleRunPiecesAreDeterministic() throws {
        let pixmap = try TestImages.gradient(width: 600, height: 300)
        XCTAssertEqual(try banded(pixmap, opaque: false, bandRows: 7), try banded(pixmap, opaque: false, bandRows: 64))
        let flat = try Pixmap(width: 800, height: 600, premultipliedBytes: [UInt8](repeating: 255, count: 800 * 600 * 4))
        XCTAssertLessThan(try banded(flat, opaque: true, bandRows: 50).count, 20_000)
    }

    /// The stream leaves in IDAT chunks of at most `chunkSize` bytes (the memory bound), each one
    /// valid: the decoder checks every CRC; the color type follows `opaque`.
    func testChunksAreBoundedAndColorTypeFollowsOpacity() throws {
        let pixmap = try TestImages.random(width: 120, height: 90, opaque: true, seed: 11)
        let data = try banded(pixmap, opaque: true, bandRows: 16, chunkSize: 1024)
        var offset = 8, idatSizes: [Int] = [], types: [String] = []
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            if types.last == "IDAT" { idatSizes.append(length) }
            offset += 12 + length
        }
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(types.last, "IEND")
        XCTAssertEqual(bytes[25], 2, "opaque rows are written as RGB (color type 2)")
        XCTAssertGreaterThan(idatSizes.count, 10, "random pixels hardly compress: many 1 KiB chunks")
        XCTAssertTrue(idatSizes.allSatisfy { $0 <= 1024 && $0 > 0 })
        XCTAssertEqual(try Pixmap(pngData: data).premultipliedBytes, pixmap.premultipliedBytes)
    }

    /// Broken promises are errors, not wrong files: a translucent pixel in an opaque PNG, too many
    /// rows, finishing early.
    func testMisuseIsAnError() throws {
        let translucent = try TestImages.random(width: 8, height: 4, opaque: false, seed: 1)
        let opaqueWriter = try BandedPNGWriter(width: 8, height: 4, opaque: true) { _ in }
        XCTAssertThrowsError(try opaqueWriter.append(translucent))
        let writer = try BandedPNGWriter(width: 8, height: 2, opaque: false) { _ in }
        XCTAssertThrowsError(try writer.append(translucent), "4 rows into a 2-row PNG")
        XCTAssertThrowsError(try writer.finish(), "no rows yet")
        XCTAssertThrowsError(try BandedPNGWriter(width: 0, height: 2, opaque: false) { _ in })
        XCTAssertThrowsError(try BandedPNGWriter(width: 8, height: 2, opaque: false, text: ["Software": "x"]) { _ in })
    }
}
