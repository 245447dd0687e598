import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// Pixels of an image and the scale it was authored at (an @2x asset has scale 2).
public struct ProvidedImage: Hashable, Sendable {
    public var pixmap: Pixmap
    public var scale: Double
    /// Which variant of a named image this is (an asset catalog's "dark@3x"); empty for the only one.
    /// Part of the image's id, so two variants of one name never share pixels in a render.
    public var variant: String
    /// The asset asks to be drawn as a template (`template-rendering-intent`): its alpha filled with
    /// the foreground style unless the view says `.renderingMode(.original)`.
    public var isTemplate: Bool
    public init(pixmap: Pixmap, scale: Double = 1, variant: String = "", isTemplate: Bool = false) {
        self.pixmap = pixmap; self.scale = scale; self.variant = variant; self.isTemplate = isTemplate
    }
}

/// What a named image is looked up for: asset catalogs keep dark, tinted and per-scale variants.
public struct ImageAppearance: Hashable, Sendable {
    public var colorScheme: ColorScheme
    /// Accented rendering (the Home Screen's tinted look): catalogs' "tinted" variants apply.
    public var isTinted: Bool
    /// Pixels per point of the device (1x, 2x, 3x variants).
    public var displayScale: Double
    public init(colorScheme: ColorScheme = .light, isTinted: Bool = false, displayScale: Double = 3) {
        self.colorScheme = colorScheme; self.isTinted = isTinted; self.displayScale = displayScale
    }
}

/// Where `Image("name")` and `Image(filePath:)` get their pixels. The umbrella module decodes PNGs;
/// tests use an in-memory provider. Implementations must be deterministic and thread-safe.
public protocol ImageProviding: Sendable {
    func image(named name: String) throws -> ProvidedImage
    func image(contentsOfFile path: String) throws -> ProvidedImage
    /// Pixels of encoded image bytes (`UIImage(data:)`); by default not supported.
    func image(data: Data) throws -> ProvidedImage
    /// Names `image(named:)` knows, for error messages; empty when the provider cannot list them.
    var availableImageNames: [String] { get }
    /// The variant of `name` for `appearance`; by default the one `image(named:)` gives.
    func image(named name: String, appearance: ImageAppearance) throws -> ProvidedImage
    /// Where `image(named:)` looks (catalog and folder paths), for the missing-asset warning.
    var searchedLocations: [String] { get }
}

extension ImageProviding {
    public func image(data: Data) throws -> ProvidedImage {
        throw ImageLookupError(description: "this image provider decodes no image data")
    }
    public var availableImageNames: [String] { [] }
    public var searchedLocations: [String] { [] }
    public func image(named name: String, appearance: ImageAppearance) throws -> ProvidedImage {
        try image(named: name)
    }
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
