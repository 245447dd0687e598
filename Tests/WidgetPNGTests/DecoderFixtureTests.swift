import XCTest
import WidgetPNG
import WidgetGeometry

/// Fixtures from Fixtures/make_fixtures.py; the expected premultiplied pixels are worked out by hand:
/// low bit depths scale to 0…255 (PNG specification 13.12: v × 255 / (2^depth − 1)), 16-bit samples
/// round to 8 bits (0xFF00 → 254.0 → 254, 0x00C0 → 0.75 → 1, 0x8080 → 128), then color × alpha / 255
/// rounds to nearest.
final class DecoderFixtureTests: XCTestCase {
    typealias Pixel = [UInt8]

    private func assertPixels(_ name: String, _ expected: [Pixel], file: StaticString = #filePath, line: UInt = #line) throws {
        let pixmap = try Pixmap(pngData: try TestImages.fixture(name))
        XCTAssertEqual(pixmap.width * pixmap.height, expected.count, name, file: file, line: line)
        let actual = stride(from: 0, to: pixmap.premultipliedBytes.count, by: 4).map { Array(pixmap.premultipliedBytes[$0..<($0 + 4)]) }
        XCTAssertEqual(actual, expected, name, file: file, line: line)
    }

    func testGrayAtEveryBitDepth() throws {
        try assertPixels("gray1.png", [[0, 0, 0, 255], [255, 255, 255, 255], [255, 255, 255, 255], [0, 0, 0, 255]])
        try assertPixels("gray2.png", [[0, 0, 0, 255], [85, 85, 85, 255], [170, 170, 170, 255], [255, 255, 255, 255]])
        try assertPixels("gray4.png", [[0, 0, 0, 255], [85, 85, 85, 255], [170, 170, 170, 255], [255, 255, 255, 255]])
        try assertPixels("gray8.png", [[0, 0, 0, 255], [128, 128, 128, 255], [255, 255, 255, 255]])
        try assertPixels("gray16.png", [[254, 254, 254, 255], [1, 1, 1, 255], [255, 255, 255, 255]])
    }

    /// tRNS on gray and RGB images names one sample value that is fully transparent.
    func testTransparentColorChunk() throws {
        try assertPixels("gray8-trns.png", [[0, 0, 0, 0], [100, 100, 100, 255]])
        try assertPixels("rgb8-trns.png", [[0, 0, 0, 0], [4, 5, 6, 255]])
    }

    func testGrayWithAlpha() throws {
        // 200 × 128 / 255 = 100.39 → 100.
        try assertPixels("graya8.png", [[200, 200, 200, 255], [100, 100, 100, 128]])
        // Alpha 0x8000 → 128; gray 255 × 128 / 255 = 128.
        try assertPixels("graya16.png", [[128, 128, 128, 128]])
    }

    func testRGB() throws {
        try assertPixels("rgb8.png", [[255, 0, 0, 255], [10, 20, 30, 255]])
        try assertPixels("rgb16.png", [[254, 1, 128, 255]])
    }

    func testRGBA() throws {
        // (100, 200, 50) at alpha 51: 20, 40, 10 exactly; a fully transparent white becomes all zeros.
        try assertPixels("rgba8.png", [[255, 0, 0, 255], [20, 40, 10, 51], [0, 0, 0, 0]])
        try assertPixels("rgba16.png", [[128, 0, 0, 128]])
    }

    func testPaletteAtEveryBitDepth() throws {
        try assertPixels("palette1.png", [[255, 255, 255, 255], [0, 0, 0, 255], [255, 255, 255, 255]])
        try assertPixels("palette2.png", [[0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255], [0, 0, 0, 255]])
        try assertPixels("palette4.png", [[200, 100, 50, 255], [10, 20, 30, 255]])
        // tRNS gives palette entries 1 and 2 alpha 128 and 0: green 255 × 128 / 255 = 128.
        try assertPixels("palette8-trns.png", [[255, 0, 0, 255], [0, 128, 0, 128], [0, 0, 0, 0]])
    }

    /// Adam7 stores the 8×8 image in seven passes; decoded, pixel (x, y) is (32x, 32y, 16(x + y)).
    func testInterlacedImage() throws {
        var expected: [Pixel] = []
        for y in 0..<8 {
            for x in 0..<8 {
                let pixel: Pixel = [UInt8(32 * x), UInt8(32 * y), UInt8(16 * (x + y)), 255]
                expected.append(pixel)
            }
        }
        try assertPixels("interlaced-rgba8.png", expected)
    }

    /// The file says gamma 1.0; a color-managing decoder would brighten 64 to ~136. We keep the samples.
    func testGammaChunkIsIgnored() throws {
        try assertPixels("rgb8-gamma1.png", [[64, 128, 192, 255]])
    }
}
