import XCTest
import Foundation
import WidgetRender

/// `Image(uiImage: UIImage(data:)!)`: encoded bytes that widget code holds (a photo saved in the
/// app group) are decoded by the renderer's image provider, PNG or JPEG, under the image limits.
final class EncodedImageTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/JPEG")

    private func render(_ data: Data, size: Double) throws -> Pixmap {
        try WidgetRenderer().render(.view(
            Image(uiImage: UIImage(data: data)!).resizable().frame(width: size, height: size)
                .containerBackground(for: .widget) { Color.black },
            family: .systemSmall, device: try Device(named: "iphone-11"), theme: .iosLight))
    }

    func testJPEGDataDrawsItsPixels() throws {
        // gray.jpg is a flat 128 gray, 16×16 (a grayscale JPEG: one channel, drawn as gray RGBA).
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("gray.jpg"))
        let pixmap = try render(data, size: 60)
        let center = pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2)
        XCTAssertEqual([center.r, center.g, center.b, center.a], [128, 128, 128, 255])
    }

    func testPNGDataDrawsItsPixels() throws {
        // A 2×2 opaque orange PNG made by our encoder.
        let orange: [UInt8] = [255, 128, 0, 255]
        let png = try Pixmap(width: 2, height: 2, premultipliedBytes: orange + orange + orange + orange).pngData(preset: .fast)
        let pixmap = try render(png, size: 60)
        let center = pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2)
        XCTAssertEqual([center.r, center.g, center.b, center.a], [255, 128, 0, 255])
    }

    func testCorruptDataIsOneClearError() throws {
        var data = try Data(contentsOf: Self.fixtures.appendingPathComponent("gray.jpg"))
        data = data.prefix(40)
        XCTAssertThrowsError(try render(data, size: 60)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("cannot decode the image data (40 bytes): corrupt JPEG"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
        XCTAssertThrowsError(try render(Data("not an image".utf8), size: 60)) { error in
            XCTAssertTrue(String(describing: error).contains("neither PNG nor JPEG data"), String(describing: error))
        }
    }
}
