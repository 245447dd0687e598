import Foundation
import WidgetGeometry

// UIKit's and AppKit's image types, as widget code builds images in code and hands them to
// SwiftUI: `Image(uiImage: UIImage(data: data)!)` for a photo the app saved in its app group,
// `UIImage(named:)` for a catalog image, `UIImage(contentsOfFile:)`, `UIImage(systemName:)`.
// Each carries an `Image` source; the pixels are read or decoded when the widget renders, through
// the renderer's image provider (PNG and the formats docs/assets.md lists), so a corrupt file is
// reported with the render's other errors.
//
// Glossary
// - Encoded image: bytes of an image file held in memory (`UIImage(data:)`), decoded by the
//   provider (`ImageProviding.image(data:)`) and identified by a hash of the bytes.

/// UIKit's image, as a carrier of an `Image` source.
public struct UIImage: Sendable {
    /// UIKit's rendering modes: `alwaysTemplate` draws the image's alpha in the foreground style.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    package let source: Image.Source
    public private(set) var renderingMode = RenderingMode.automatic

    init(source: Image.Source) { self.source = source }

    /// UIKit's empty image: zero size, no pixels; `Image(uiImage: UIImage())` draws nothing.
    public init() { self.init(source: .empty) }

    /// A catalog image. UIKit returns nil for a missing name; the catalog is only known when the widget
    /// renders, so a missing name is reported then (with near names), as `Image("name")` is.
    public init?(named name: String) { self.init(source: .named(name)) }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .named(name))
    }
    public init?(contentsOfFile path: String) { self.init(source: .file(path)) }
    /// Encoded bytes (PNG and the formats docs/assets.md lists). Nil for empty data, as UIKit.
    public init?(data: Data) { self.init(data: data, scale: 1) }
    public init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty, scale > 0 else { return nil }
        self.init(source: .encoded(data, scale: Double(scale), id: "data:" + Image.contentHash(data)))
    }
    public init?(systemName name: String) { self.init(source: .symbol(name, variableValue: nil)) }
    /// Ours: premultiplied pixels authored at `scale`.
    public init(pixmap: Pixmap, scale: CGFloat = 1) { self.init(source: Image(pixmap: pixmap, scale: Double(scale)).source) }

    /// Pixels per point the image was authored at, as UIKit's `scale`: the scale given with pixels or
    /// data; 1 for a catalog, file or symbol image, whose variant is picked when the widget renders.
    public var scale: CGFloat {
        switch source {
        case .pixels(_, let scale, _), .encoded(_, let scale, _): CGFloat(scale)
        case .named, .file, .symbol, .empty: 1
        }
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        var copy = self; copy.renderingMode = mode; return copy
    }
}

/// AppKit's image, for macOS widgets (`Image(nsImage:)`).
public struct NSImage: Sendable {
    var image: UIImage
    public init?(named name: String) { image = UIImage(source: .named(name)) }
    public init?(contentsOfFile path: String) { image = UIImage(source: .file(path)) }
    public init?(data: Data) {
        guard let decoded = UIImage(data: data) else { return nil }
        image = decoded
    }
    public init?(systemSymbolName name: String, accessibilityDescription: String?) {
        image = UIImage(source: .symbol(name, variableValue: nil))
    }
    /// Ours: premultiplied pixels authored at `scale`.
    public init(pixmap: Pixmap, scale: CGFloat = 1) { image = UIImage(pixmap: pixmap, scale: scale) }
    /// AppKit's template flag: drawn as the image's alpha in the foreground style.
    public var isTemplate: Bool {
        get { image.renderingMode == .alwaysTemplate }
        set { image = image.withRenderingMode(newValue ? .alwaysTemplate : .automatic) }
    }
}

extension Image {
    public init(uiImage: UIImage) {
        self.init(source: uiImage.source)
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: templateMode = .original
        case .alwaysTemplate: templateMode = .template
        }
    }

    public init(nsImage: NSImage) { self.init(uiImage: nsImage.image) }
}
