import Foundation
import WidgetGeometry
import WidgetJPEG
import WidgetPNG
import WidgetViews

// The pixels of a `UIImage` outside a render, for the UIKit calls that ask for them:
// `cgImage`, `pngData()`, `jpegData(compressionQuality:)`. A `UIImage` here carries a source that
// the renderer decodes when the widget draws; these calls decode it now, with the standalone
// renderer's images (`WidgetRenderer.standalone`: the bundled assets and the standard limits).
//
// Glossary
// - Standalone pixels: pixels of an image decoded without a render. Pixels, encoded data, files
//   and the bundled images have them; an asset-catalog image or a symbol needs the render's
//   catalog and symbol set, so these calls give nil for it (UIKit's answer for an image it cannot
//   encode).

extension UIImage {
    /// The pixels as a Core Graphics image (nil: see the glossary).
    public var cgImage: CGImage? { standalonePixels().map { CGImage(pixmap: $0) } }

    /// A PNG of the pixels (nil: see the glossary).
    public func pngData() -> Data? { try? standalonePixels()?.pngData() }

    /// A JPEG of the pixels over black at `compressionQuality` (0…1 → libjpeg quality 1…100).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int((Double(compressionQuality) * 100).rounded())
        return try? standalonePixels()?.jpegData(quality: quality)
    }

    private func standalonePixels() -> Pixmap? {
        let images = WidgetRenderer.standalone?.images
        switch source {
        case .pixels(let pixmap, _, _): return pixmap
        case .encoded(let data, _, _): return try? images?.image(data: data).pixmap
        case .file(let path): return try? images?.image(contentsOfFile: path).pixmap
        case .named(let name): return try? images?.image(named: name).pixmap
        case .symbol, .empty: return nil
        }
    }
}

extension WidgetRenderer {
    /// The renderer of work that happens outside a render (`ImageRenderer`, `UIImage.pngData()`):
    /// bundled fonts and assets, standard limits. Nil only when the bundled fonts cannot load.
    package static let standalone: WidgetRenderer? = try? WidgetRenderer()
}
