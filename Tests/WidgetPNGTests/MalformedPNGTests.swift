import XCTest
@testable import WidgetPNG
import WidgetGeometry

/// Broken files must fail with one clear line naming the problem and the place, never crash.
final class MalformedPNGTests: XCTestCase {
    /// A PNG assembled chunk by chunk, so each test can break exactly one rule.
    private func png(_ chunks: [(String, [UInt8])]) -> Data {
        var writer = PNGChunkWriter(expectedSize: 256)
        for (type, data) in chunks { writer.append(type, data) }
        return Data(writer.bytes)
    }

    private func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> (String, [UInt8]) {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(width)
        bytes.appendBigEndian(height)
        bytes += [bitDepth, colorType, 0, 0, 0]
        return ("IHDR", bytes)
    }

    private func validPNG() throws -> Data {
        try TestImages.random(width: 5, height: 3, opaque: false, seed: 9).pngData()
    }

    private func assertDecodeError(_ data: Data, _ expected: PNGError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Pixmap(pngData: data), file: file, line: line) { error in
            XCTAssertEqual(error as? PNGError, expected, file: file, line: line)
            XCTAssertFalse("\(error)".contains("\n"), "one line: \(error)", file: file, line: line)
        }
    }

    func testEmptyData() {
        assertDecodeError(Data(), .empty)
        XCTAssertEqual(PNGError.empty.description, "not a PNG: the file is empty")
    }

    func testNotAPNG() {
        assertDecodeError(Data("GIF89a, not a PNG".utf8), .notPNG)
        assertDecodeError(Data([137, 80, 78]), .notPNG)
    }

    /// The 5×3 RGBA test image: signature 8 bytes, IHDR at byte 8 (25 bytes), tEXt at 33.
    func testTruncatedInsideAChunkNamesTheChunk() throws {
        let data = try validPNG()
        assertDecodeError(data.prefix(20), .truncated(chunk: "IHDR", offset: 8))
        assertDecodeError(data.prefix(data.count - 3), .truncated(chunk: "IEND", offset: data.count - 12))
        assertDecodeError(data.prefix(35), .truncated(chunk: nil, offset: 35))
        XCTAssertEqual(PNGError.truncated(chunk: "IHDR", offset: 8).description,
                       "truncated PNG: chunk IHDR at byte 8 runs past the end of the data")
    }

    func testBadCRC() throws {
        var data = try validPNG()
        data[data.startIndex + 20] ^= 0x01   // a bit of IHDR's height field
        assertDecodeError(data, .badCRC(chunk: "IHDR", offset: 8))
        XCTAssertEqual(PNGError.badCRC(chunk: "IHDR", offset: 8).description, "corrupt PNG: chunk IHDR at byte 8 has a bad CRC")
    }

    /// 100,000 × 100,000 is 40 GB of pixels: refused from the header, before any allocation.
    func testAbsurdDimensionsAreRefusedBeforeDecoding() {
        let data = png([ihdr(width: 100_000, height: 100_000), ("IDAT", [0]), ("IEND", [])])
        assertDecodeError(data, .tooLarge(width: 100_000, height: 100_000))
        let huge = png([ihdr(width: 0xFFFF_FFFF, height: 1), ("IDAT", [0]), ("IEND", [])])
        XCTAssertThrowsError(try Pixmap(pngData: huge)) { XCTAssertTrue("\($0)".contains("exceeds 2^31 - 1"), "\($0)") }
    }

    func testZeroSize() {
        assertDecodeError(png([ihdr(width: 0, height: 4), ("IDAT", [0]), ("IEND", [])]), .zeroSize(width: 0, height: 4))
    }

    func testWrongChunkOrder() throws {
        assertDecodeError(png([("IDAT", [0]), ihdr(width: 1, height: 1), ("IEND", [])]),
                          .chunkOrder("the first chunk must be IHDR, found IDAT", offset: 8))
        // Signature 8 + IHDR 25 = 33: the data ends where the next chunk should start.
        assertDecodeError(png([ihdr(width: 1, height: 1), ("IDAT", [0])]).prefix(33 + 13),
                          .chunkOrder("missing IEND chunk: the data ends after the last chunk", offset: 46))
        assertDecodeError(png([ihdr(width: 1, height: 1), ("IEND", [])]), .chunkOrder("no IDAT chunk before IEND", offset: 33))
        assertDecodeError(png([ihdr(width: 1, height: 1), ("IDAT", [0]), ("tEXt", [65, 0]), ("IDAT", [0]), ("IEND", [])]),
                          .chunkOrder("IDAT chunks are not consecutive", offset: 33 + 13 + 14))
        assertDecodeError(png([ihdr(width: 1, height: 1, colorType: 3), ("IDAT", [0]), ("IEND", [])]),
                          .chunkOrder("palette image without a PLTE chunk before IDAT", offset: 46))
    }

    func testInvalidHeaderFields() {
        let data = png([ihdr(width: 1, height: 1, bitDepth: 4, colorType: 2), ("IDAT", [0]), ("IEND", [])])
        assertDecodeError(data, .malformedChunk(chunk: "IHDR", offset: 8, problem: "bit depth 4 is not allowed for color type 2"))
    }

    /// Well-formed chunks around garbage deflate data: libpng's own message, returned, not a longjmp.
    func testCorruptCompressedDataReportsLibpngMessage() {
        let data = png([ihdr(width: 2, height: 2), ("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0x00]), ("IEND", [])])
        XCTAssertThrowsError(try Pixmap(pngData: data)) { error in
            guard case .decoder(let message)? = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("libpng: "), message)
        }
    }

    func testMissingFileIsAnIOError() {
        let url = URL(fileURLWithPath: "/nonexistent-directory/none.png")
        XCTAssertThrowsError(try Pixmap(contentsOfPNG: url)) { error in
            guard case .io? = error as? PNGError else { return XCTFail("\(error)") }
        }
    }
}
