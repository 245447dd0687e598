import Foundation
import WidgetGeometry
import WidgetJPEG
import WidgetPNG
import WidgetViews
import WidgetLimits

// `UIImage(data:)`: encoded image bytes that widget code holds in memory (a photo its app saved
// in the app group), PNG or JPEG, decoded when the widget renders, under the same limits as
// image files.

extension AssetImages {
    public func image(data: Data) throws -> ProvidedImage { try EncodedImage.decode(data, limits: limits) }
}

extension AssetCatalog {
    public func image(data: Data) throws -> ProvidedImage { try EncodedImage.decode(data, limits: .standard) }
}

extension CatalogFirstImages {
    package func image(data: Data) throws -> ProvidedImage { try fallback.image(data: data) }
}

enum EncodedImage {
    /// The pixels of `data` at scale 1 (the caller sets the scale the code gave), each failure named
    /// for what it is: over a limit, a format we do not decode, or corrupt.
    static func decode(_ data: Data, limits: RenderLimits) throws -> ProvidedImage {
        guard data.count <= limits.imageFileBytes else {
            throw ImageLookupError(description: LimitExceeded(
                limit: "imageFileBytes", value: data.count, maximum: limits.imageFileBytes,
                what: "the image data has \(data.count) bytes").description)
        }
        func overLimit(_ width: Int, _ height: Int) -> ImageLookupError {
            ImageLookupError(description: LimitExceeded(
                limit: "imagePixels", value: Pixmap.pixelCount(width: width, height: height), maximum: limits.imagePixels,
                what: "the image has \(width)×\(height) pixels").description)
        }
        let signature = [UInt8](data.prefix(8))
        if signature.starts(with: [0xFF, 0xD8, 0xFF]) {
            do {
                return ProvidedImage(pixmap: try Pixmap(jpegData: [UInt8](data), maximumPixels: limits.imagePixels), scale: 1)
            } catch JPEGError.tooLarge(let width, let height) { throw overLimit(width, height) }
        }
        guard signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw ImageLookupError(description: "neither PNG nor JPEG data")
        }
        do {
            return ProvidedImage(pixmap: try Pixmap(pngData: data, maximumPixels: limits.imagePixels), scale: 1)
        } catch PNGError.tooLarge(let width, let height) {
            throw overLimit(width, height)
        } catch {
            throw ImageLookupError(description: "corrupt PNG data (\(error))")
        }
    }
}
