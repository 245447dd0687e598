import XCTest
import WidgetGeometry
@_spi(Benchmarks) @testable import WidgetPNG

/// `DirectPNGDecoder` (8-bit RGB/RGBA without libpng) gives libpng's pixels for every row filter,
/// both color types, odd sizes and streams split over many IDAT chunks, and declines everything
/// else, so that libpng decodes it and reports its errors.
final class DirectPNGDecoderTests: XCTestCase {
    private func decode(_ data: Data, direct: Bool) throws -> Pixmap {
        try data.withUnsafeBytes { try PNGDecoder.decode($0, direct: direct) }
    }

    private func decodesDirectly(_ data: Data) throws -> Bool {
        try data.withUnsafeBytes { DirectPNGDecoder.decode($0, try PNGChunkSequence(bytes: $0)) != nil }
    }

    /// Every filter (one for all rows, and libpng's per-row choice) on RGB and RGBA images, noisy
    /// and smooth, 1×1 to 97×61: the direct pixels equal libpng's and the encoded pixmap's.
    func testEveryFilterGivesLibpngsPixels() throws {
        let images = [try TestImages.random(width: 97, height: 61, opaque: false, seed: 5),
                      try TestImages.random(width: 33, height: 17, opaque: true, seed: 6),
                      try TestImages.gradient(width: 120, height: 40),
                      try TestImages.random(width: 1, height: 1, opaque: false, seed: 7),
                      try TestImages.random(width: 2, height: 5, opaque: true, seed: 8)]
        let filters: [FilterStrategy] = [.fixed(.none), .fixed(.sub), .fixed(.up), .fixed(.average), .fixed(.paeth), .adaptive]
        for (index, pixmap) in images.enumerated() {
            for filter in filters {
                let data = try pixmap.pngData(encoding: PNGEncoding(filter: filter, compressor: .zlib(level: 6, strategy: .standard)))
                let label = "image \(index), \(filter)"
                XCTAssertTrue(try decodesDirectly(data), label)
                let direct = try decode(data, direct: true), libpng = try decode(data, direct: false)
                XCTAssertEqual(direct.premultipliedBytes, libpng.premultipliedBytes, label)
                XCTAssertEqual(direct.premultipliedBytes, pixmap.premultipliedBytes, label)
            }
        }
    }

    /// A sheet-style file: 1 KiB IDAT chunks of byte-aligned pieces.
    func testStreamOverManyChunks() throws {
        let pixmap = try TestImages.random(width: 300, height: 200, opaque: true, seed: 9)
        var bytes: [UInt8] = []
        let writer = try BandedPNGWriter(width: 300, height: 200, opaque: true, chunkSize: 1024) { bytes.append(contentsOf: $0) }
        try writer.append(pixmap)
        try writer.finish()
        let data = Data(bytes)
        XCTAssertTrue(try decodesDirectly(data))
        XCTAssertEqual(try decode(data, direct: true).premultipliedBytes, try decode(data, direct: false).premultipliedBytes)
    }

    /// Other formats (gray, palette, 16-bit, Adam7, tRNS) are libpng's; color-space chunks do not
    /// matter (both ignore them).
    func testDeclinesWhatLibpngDecodes() throws {
        for name in ["gray8.png", "graya8.png", "palette8-trns.png", "rgb16.png", "rgba16.png", "interlaced-rgba8.png", "rgb8-trns.png"] {
            XCTAssertFalse(try decodesDirectly(try TestImages.fixture(name)), name)
        }
        for name in ["rgb8.png", "rgba8.png", "rgb8-gamma1.png"] {
            let data = try TestImages.fixture(name)
            XCTAssertTrue(try decodesDirectly(data), name)
            XCTAssertEqual(try decode(data, direct: true).premultipliedBytes, try decode(data, direct: false).premultipliedBytes, name)
        }
    }

    /// Damaged streams are libpng's to report: a wrong Adler-32, rows that inflate one byte short,
    /// and an unknown filter type (7) each make the direct path decline, and decoding throws; bytes
    /// after the zlib stream are libpng's to judge too.
    func testDeclinesDamagedStreams() throws {
        let pixmap = try TestImages.random(width: 9, height: 4, opaque: true, seed: 10)
        var rows: [UInt8] = []
        pixmap.premultipliedBytes.withUnsafeBufferPointer { pixels in
            for y in 0..<4 {
                rows.append(0)
                for x in 0..<9 { rows += pixels[(y * 9 + x) * 4..<(y * 9 + x) * 4 + 3] }
            }
        }
        var badFilter = rows
        badFilter[2 * 28] = 7
        var badAdler = Self.zlibStream(rows)
        badAdler[badAdler.count - 1] ^= 1
        for (name, stream) in [("Adler-32", badAdler), ("short", Self.zlibStream(Array(rows.dropLast()))),
                               ("filter 7", Self.zlibStream(badFilter))] {
            let data = Self.png(width: 9, height: 4, colorType: 2, idat: stream)
            XCTAssertFalse(try decodesDirectly(data), name)
            XCTAssertThrowsError(try decode(data, direct: true), name)
        }
        XCTAssertEqual(try decode(Self.png(width: 9, height: 4, colorType: 2, idat: Self.zlibStream(rows)), direct: true).premultipliedBytes,
                       pixmap.premultipliedBytes, "the undamaged stream decodes")
        XCTAssertFalse(try decodesDirectly(Self.png(width: 9, height: 4, colorType: 2, idat: Self.zlibStream(rows) + [0, 0])),
                       "bytes after the stream")
    }

    /// A zlib stream of `bytes` in stored blocks, with its Adler-32.
    private static func zlibStream(_ bytes: [UInt8]) -> [UInt8] {
        precondition(bytes.count < 65_536)
        let length = UInt16(bytes.count)
        var stream: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        stream += bytes
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let adler = b << 16 | a
        stream += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        return stream
    }

    /// Signature, IHDR (8-bit, not interlaced), one IDAT, IEND, with correct CRCs.
    private static func png(width: Int, height: Int, colorType: UInt8, idat: [UInt8]) -> Data {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = body.withUnsafeBytes { crc32($0) }
            return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: data.count >> $0) } + body
                + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
        }
        let header = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: width >> $0) } + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: height >> $0) }
            + [8, colorType, 0, 0, 0]
        return Data(PNGChunkSequence.signature + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", []))
    }
}
