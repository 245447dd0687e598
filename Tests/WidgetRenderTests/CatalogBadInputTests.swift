import XCTest
import Foundation
@testable import WidgetRender
@testable import WidgetAssets

/// Bad input in an asset catalog, one line each (docs/assets.md "Bad input"): JPEG-specific problems
/// (a bomb header, corrupt data), a malformed Contents.json with its line and column, a missing image
/// set; and the JPEG decoder's color and orientation handling on small committed files.
final class CatalogBadInputTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let photo = fixtures.appendingPathComponent("Weather.xcassets/Photo.imageset/sunset.jpg")

    func makeCatalog(_ build: (URL) throws -> Void) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).xcassets")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try build(url)
        return url
    }

    func imageSet(_ catalog: URL, _ name: String, file: String, data: Data) throws {
        let folder = catalog.appendingPathComponent(name + ".imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"images\":[{\"filename\":\"\(file)\",\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
        try data.write(to: folder.appendingPathComponent(file))
    }

    func renderError(_ catalog: URL, _ view: some View, strict: Bool = false) throws -> String {
        do {
            _ = try WidgetRenderer(assets: catalog, strictSymbols: strict).render(.view(view.containerBackground(for: .widget) { Color.white }))
            XCTFail("expected an error"); return ""
        } catch { return "\(error)" }
    }

    func testGiganticJPEGHeaderIsRefusedBeforeDecoding() throws {
        // A real JPEG whose SOF0 frame header is patched to 65535 × 65535 (JPEG's largest: its sizes
        // are 16-bit, so 100000 × 100000 cannot be written); the scan data stays 288 × 180.
        var bytes = [UInt8](try Data(contentsOf: Self.photo))
        let sof = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in sof + 5...sof + 8 { bytes[offset] = 0xFF }  // height, width
        let url = try makeCatalog { try imageSet($0, "Huge", file: "huge.jpg", data: Data(bytes)) }
        let message = try renderError(url, Image("Huge"))
        XCTAssertTrue(message.hasSuffix("huge.jpg: image is 65535×65535 pixels, over the 16777216-pixel limit (decompression bomb?)"), message)
    }

    /// A PNG header says 4294967295 × 4294967295: the product overflows even 64 bits, and once trapped
    /// (issue 34). Every door that reads such a header (the catalog, `UIImage(data:)`) refuses it in one line.
    func testPNGHeaderOfTheLargest32BitSidesIsRefused() throws {
        // Signature, IHDR (length 13, type, width and height 0xFFFFFFFF, 8-bit RGBA, its CRC-32), IEND.
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in ihdr {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + ihdr
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
            + [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]  // IEND
        let url = try makeCatalog { try imageSet($0, "Vast", file: "vast.png", data: Data(png)) }
        let message = try renderError(url, Image("Vast"))
        XCTAssertTrue(message.hasSuffix("vast.png: image is 4294967295×4294967295 pixels, over the 16777216-pixel limit (decompression bomb?)"), message)
        XCTAssertThrowsError(try AssetImages(directories: []).image(data: Data(png))) { error in
            XCTAssertTrue("\(error)".contains("4294967295×4294967295"), "\(error)")
        }
    }

    /// A Contents.json that is a symlink to a file outside the catalog was opened and parsed (issue
    /// 34): every file of a catalog is now read through one check (CatalogFiles), so it is refused,
    /// as is one that is not a regular file (a FIFO would block the reader).
    func testContentsJSONOutsideTheCatalogOrNotAFileIsRefused() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("canary-\(UUID().uuidString).json")
        try Data(#"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#.utf8)
            .write(to: outside)
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        let linked = try makeCatalog { url in
            let set = url.appendingPathComponent("Stolen.colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: set.appendingPathComponent("Contents.json"), withDestinationURL: outside)
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: linked)) { error in
            XCTAssertTrue("\(error)".contains("Stolen.colorset/Contents.json: symlink points outside the catalog"), "\(error)")
        }
        let fifo = try makeCatalog { url in
            let set = url.appendingPathComponent("Pipe.colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            XCTAssertEqual(mkfifo(set.appendingPathComponent("Contents.json").path, 0o600), 0)
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: fifo)) { error in
            XCTAssertTrue("\(error)".hasSuffix("Pipe.colorset/Contents.json: not a regular file"), "\(error)")
        }
    }

    /// Forty large images of one catalog were all decoded and kept (2.7 GB; issue 34): the catalog
    /// now counts what it decoded against `decodedBytesPerRun`, as image folders do.
    func testDecodedImagesOfACatalogStayWithinTheRunBudget() throws {
        let photo = try Data(contentsOf: Self.photo)  // 288 × 180: 207,360 decoded bytes
        let url = try makeCatalog { url in
            for n in 0..<3 { try imageSet(url, "Photo\(n)", file: "p\(n).jpg", data: photo) }
        }
        var limits = RenderLimits.standard
        limits.decodedBytesPerRun = 2 * 207_360
        let catalog = try AssetCatalog(contentsOf: url, limits: limits)
        _ = try catalog.image(named: "Photo0")
        _ = try catalog.image(named: "Photo1")
        _ = try catalog.image(named: "Photo0")  // a cached image costs nothing again
        XCTAssertThrowsError(try catalog.image(named: "Photo2")) { error in
            XCTAssertTrue("\(error)".contains("p2.jpg: ") && "\(error)".contains("decodedBytesPerRun"), "\(error)")
        }
    }

    func testCorruptAndTruncatedJPEGAreNamed() throws {
        let good = try Data(contentsOf: Self.photo)
        let url = try makeCatalog { url in
            try imageSet(url, "Cut", file: "cut.jpg", data: good.prefix(good.count / 2))
            try imageSet(url, "Junk", file: "junk.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 2, 1, 2, 3, 4, 5]))
        }
        let cut = try renderError(url, Image("Cut"))
        XCTAssertTrue(cut.hasSuffix("cut.jpg: corrupt JPEG (Premature end of JPEG file)"), cut)
        XCTAssertFalse(cut.contains("\n"), cut)
        let junk = try renderError(url, Image("Junk"))
        XCTAssertTrue(junk.contains("junk.jpg: corrupt JPEG ("), junk)
        XCTAssertFalse(junk.contains("no image named"), junk)
    }

    func testMalformedContentsJSONGivesLineAndColumn() throws {
        let url = try makeCatalog { url in
            let folder = url.appendingPathComponent("Sky.colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // A doubled comma on line 3: Foundation reports "Invalid value around character 28", byte 28
            // being the second comma (line 3 starts at byte 16, so column 28 − 16 + 1 = 13).
            try Data("{\n  \"colors\": [\n    {\"a\": 1,,}\n  ]\n}".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: url)) { error in
            XCTAssertEqual("\(error)", url.path + "/Sky.colorset/Contents.json:3:13: malformed Contents.json (invalid value)")
        }
    }

    func testMissingImageSetIsOneLine() throws {
        let message = try renderError(WeatherCatalogTests.catalogURL, Image("Clouds"), strict: true)
        XCTAssertTrue(message.contains("no image named \"Clouds\" (searched \(WeatherCatalogTests.catalogURL.standardizedFileURL.path), "), message)
        XCTAssertTrue(message.hasSuffix("/Assets/Images; did you mean \"Cloud\"?)"), message)
        XCTAssertFalse(message.contains("\n"), message)
    }

    func testFileThatIsNotAnImage() throws {
        let url = try makeCatalog { try imageSet($0, "Notes", file: "notes.jpg", data: Data("just text".utf8)) }
        XCTAssertTrue(try renderError(url, Image("Notes")).hasSuffix("notes.jpg: not an image (neither PNG, JPEG, PDF nor SVG)"))
    }

    func testSymlinkedJPEGOutsideTheCatalogIsRefused() throws {
        let url = try makeCatalog { url in
            let folder = url.appendingPathComponent("Leak.imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("leak.jpg"), withDestinationURL: Self.photo)
            try Data("{\"images\":[{\"filename\":\"leak.jpg\",\"idiom\":\"universal\"}]}".utf8)
                .write(to: folder.appendingPathComponent("Contents.json"))
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("Leak.imageset/leak.jpg: symlink points outside the catalog ("), "\(error)")
        }
    }

    // MARK: The decoder on small files (Fixtures/JPEG, made by make-weather-catalog.py)

    func decode(_ name: String) throws -> Pixmap {
        try AssetImageFile.decode(Self.fixtures.appendingPathComponent("JPEG/" + name))
    }

    func testGrayscaleJPEGBecomesGrayRGBA() throws {
        let gray = try decode("gray.jpg")
        let p = gray.pixel(x: 8, y: 8)
        // A flat 128 survives JPEG exactly or within one level; the three channels are equal.
        XCTAssertEqual(Double(p.r), 128, accuracy: 1)
        XCTAssertEqual(p.r, p.g); XCTAssertEqual(p.g, p.b); XCTAssertEqual(p.a, 255)
    }

    func testAdobeCMYKJPEGBecomesRGB() throws {
        // CMYK (255, 0, 0, 0) is full cyan ink: R = (255 − 255)(255 − 0) / 255 = 0, G = B = 255
        // (stored inverted, as Adobe files are, and marked so).
        let p = try decode("cyan-cmyk.jpg").pixel(x: 8, y: 8)
        XCTAssertEqual(Double(p.r), 0, accuracy: 2)
        XCTAssertEqual(Double(p.g), 255, accuracy: 2)
        XCTAssertEqual(Double(p.b), 255, accuracy: 2)
        XCTAssertEqual(p.a, 255)
    }

    func testEXIFOrientationIsApplied() throws {
        // Stored 16 × 8, left half red and right half blue, EXIF orientation 6 (rotate 90° clockwise):
        // upright it is 8 × 16 with red on top.
        let image = try decode("left-red-orientation-6.jpg")
        XCTAssertEqual([image.width, image.height], [8, 16])
        let top = image.pixel(x: 4, y: 3), bottom = image.pixel(x: 4, y: 12)
        XCTAssertGreaterThan(top.r, 200); XCTAssertLessThan(top.b, 60)
        XCTAssertGreaterThan(bottom.b, 200); XCTAssertLessThan(bottom.r, 60)
    }

    func testJPEGDecodingIsDeterministic() throws {
        let first = try AssetImageFile.decode(Self.photo), second = try AssetImageFile.decode(Self.photo)
        XCTAssertEqual(first.premultipliedBytes, second.premultipliedBytes)
    }

    func testImageFilePathReadsJPEG() throws {
        // `Image(filePath:)` goes through AssetImages, which now decodes JPEG as well as PNG.
        let folder = Self.fixtures.appendingPathComponent("JPEG")
        let image = try AssetImages(directories: [folder]).image(contentsOfFile: folder.appendingPathComponent("gray.jpg").path)
        XCTAssertEqual([image.pixmap.width, image.pixmap.height], [16, 16])
    }
}
