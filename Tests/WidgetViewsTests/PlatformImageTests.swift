import XCTest
import Foundation
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// `Image(uiImage:)` / `Image(nsImage:)` carry the image source the UIKit or AppKit image names;
/// encoded bytes are decoded by the provider and identified by their content.
final class PlatformImageTests: XCTestCase {
    /// A provider whose `image(data:)` reads the first byte as a gray level of a 2×1 image.
    private struct BytesImages: ImageProviding {
        func image(named name: String) throws -> ProvidedImage { ProvidedImage(pixmap: try Pixmap(width: 3, height: 1), scale: 1) }
        func image(contentsOfFile path: String) throws -> ProvidedImage { throw ImageLookupError(description: "no files") }
        func image(data: Data) throws -> ProvidedImage {
            guard let first = data.first else { throw ImageLookupError(description: "empty") }
            let pixel: [UInt8] = [first, first, first, 255]
            return ProvidedImage(pixmap: try Pixmap(width: 2, height: 1, premultipliedBytes: pixel + pixel), scale: 1)
        }
    }

    private func image(_ view: Image, images: ImageProviding = BytesImages()) throws -> ResolvedImage {
        guard case .image(let image) = try resolved(view, images: images).content else {
            throw ImageLookupError(description: "expected an image")
        }
        return image
    }

    func testDataImagesAreDecodedByTheProviderAtTheGivenScale() throws {
        let image = try image(Image(uiImage: UIImage(data: Data([7, 1, 2]), scale: 2)!))
        XCTAssertEqual(image.pixelWidth, 2)
        XCTAssertEqual(image.scale, 2)
        XCTAssertTrue(image.imageID.hasPrefix("data:"), image.imageID)
        // Same bytes, same id (caches share it); other bytes, another id.
        XCTAssertEqual(try self.image(Image(uiImage: UIImage(data: Data([7, 1, 2]))!)).imageID, image.imageID)
        XCTAssertNotEqual(try self.image(Image(uiImage: UIImage(data: Data([8, 1, 2]))!)).imageID, image.imageID)
    }

    func testEmptyDataIsNilAsInUIKit() {
        XCTAssertNil(UIImage(data: Data()))
        XCTAssertNil(NSImage(data: Data()))
    }

    func testNamedImagesAndRenderingModes() throws {
        let named = try image(Image(uiImage: UIImage(named: "logo")!))
        XCTAssertEqual(named.imageID, "asset:logo")
        XCTAssertNil(named.templatePaint)
        let template = try image(Image(uiImage: UIImage(named: "logo")!.withRenderingMode(.alwaysTemplate)))
        XCTAssertNotNil(template.templatePaint, "alwaysTemplate fills the alpha with the foreground style")
        var appKit = NSImage(named: "logo")!
        appKit.isTemplate = true
        XCTAssertNotNil(try image(Image(nsImage: appKit)).templatePaint)
    }

    func testUndecodableDataIsAResolveErrorNamingTheBytes() {
        XCTAssertEqual(resolveError(Image(uiImage: UIImage(data: Data([1, 2, 3]))!), images: MemoryImages()),
                       "Image(uiImage: 3 bytes): cannot decode the image data (3 bytes): this image provider decodes no image data")
    }
}
