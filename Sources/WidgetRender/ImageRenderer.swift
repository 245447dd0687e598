import Foundation
import WidgetGeometry
import WidgetViews

/// Renders a view to an image, as SwiftUI's `ImageRenderer`: the content at its ideal size for
/// `proposedSize`, `scale` pixels per point, in its own default environment (light, no widget), with
/// the standalone renderer's fonts and assets (`WidgetRenderer.standalone`). Each read of an image
/// renders anew, as SwiftUI's does when the content changed.
///
/// Not here: `render(rasterizationScale:renderer:)`, which draws into a Core Graphics context
/// (a PDF or bitmap context), and `colorMode`: we draw sRGB, 8 bits per channel.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content
    /// Pixels per point of the image (SwiftUI's default is 1).
    public var scale: CGFloat = 1
    /// What the content is proposed; nil dimensions take its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// An opaque image: the content is drawn over black and every pixel is fully opaque.
    public var isOpaque = false

    public init(content view: Content) { content = view }

    /// The image, or nil when the content cannot render (nothing to draw, over a limit, an error).
    public var cgImage: CGImage? {
        guard let renderer = WidgetRenderer.standalone,
              var pixmap = try? renderer.render(content, proposal: proposedSize, canvas: nil, scale: scale,
                                                environment: EnvironmentValues()) else { return nil }
        if isOpaque { pixmap.makeOpaqueOverBlack() }
        return CGImage(pixmap: pixmap)
    }

    public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) } }

    public var nsImage: NSImage? {
        cgImage.map { NSImage(cgImage: $0, size: CGSize(width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale)) }
    }
}

extension Pixmap {
    /// Every pixel over black: premultiplied colors stay, alpha becomes 255.
    mutating func makeOpaqueOverBlack() {
        withUnsafeMutableBytes { bytes in
            for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        }
    }
}
