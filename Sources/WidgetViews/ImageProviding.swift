import WidgetGeometry
import WidgetText
import WidgetResolved

/// Pixels of an image and the scale it was authored at (an @2x asset has scale 2).
public struct ProvidedImage: Hashable, Sendable {
    public var pixmap: Pixmap
    public var scale: Double
    public init(pixmap: Pixmap, scale: Double = 1) { self.pixmap = pixmap; self.scale = scale }
}

/// Where `Image("name")` and `Image(filePath:)` get their pixels. The umbrella module decodes PNGs;
/// tests use an in-memory provider. Implementations must be deterministic and thread-safe.
public protocol ImageProviding: Sendable {
    func image(named name: String) throws -> ProvidedImage
    func image(contentsOfFile path: String) throws -> ProvidedImage
    /// Names `image(named:)` knows, for error messages; empty when the provider cannot list them.
    var availableImageNames: [String] { get }
}

extension ImageProviding {
    public var availableImageNames: [String] { [] }
}

/// A provider that has no images: every lookup fails with a clear message.
public struct NoImages: ImageProviding {
    public init() {}
    public func image(named name: String) throws -> ProvidedImage {
        throw ImageLookupError(description: "no image named \"\(name)\"")
    }
    public func image(contentsOfFile path: String) throws -> ProvidedImage {
        throw ImageLookupError(description: "cannot read image file \"\(path)\"")
    }
}

/// A failed image lookup, for providers that have nothing more specific to say.
public struct ImageLookupError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(description: String) { self.description = description }
}
