import Foundation
import WidgetGeometry
import WidgetViews

// UIKit's `UIGraphicsImageRenderer`, as widget code uses it to make small images in code: a
// color swatch (`color.setFill(); context.fill(rect)`), an image scaled into a square
// (`image.draw(in: rect)`). The drawing closure runs once; what it draws is recorded and drawn
// as a `Canvas` by the standalone renderer (`WidgetRenderer.standalone`, through the one view
// render path), so the shapes and images come out as the same views would draw them.
//
// Glossary
// - Current context: the renderer context whose closure is running on this thread; `UIColor.setFill()`,
//   `setStroke()` and `UIImage.draw(in:)` draw into it, as UIKit's into the current graphics context.
//   Outside a closure they draw nothing, as UIKit's do with no current context.

/// How a graphics image renderer makes its images, as UIKit's `UIGraphicsImageRendererFormat`.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (UIKit's default: the screen's; here the scale of the view being
    /// evaluated, 2 outside a render).
    public var scale: CGFloat
    /// An opaque image: drawn over black, every pixel fully opaque.
    public var opaque = false

    public init() { scale = UIScreen.main.scale }
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// Makes images from drawing code, as UIKit's `UIGraphicsImageRenderer`.
public class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format; bounds = CGRect(origin: .zero, size: size)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format; self.bounds = bounds
    }

    /// The image `actions` draw (empty when the size is empty or the drawing cannot render).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
        UIGraphicsImageRendererContext.drawing(into: context) { actions(context) }
        return context.currentImage
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }
}

/// The drawing state a graphics image renderer's closure draws into, as UIKit's
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect
    private var operations: [(inout GraphicsContext) -> Void] = []
    var fillColor = Color.black
    var strokeColor = Color.black

    init(format: UIGraphicsImageRendererFormat, bounds: CGRect) { self.format = format; self.bounds = bounds }

    /// Fills `rect` with the current fill color (`UIColor.setFill()`; black until set).
    public func fill(_ rect: CGRect) {
        let color = fillColor
        record { $0.fill(Path(rect), with: .color(color)) }
    }

    /// Strokes `rect`'s outline, 1 pt wide, with the current stroke color.
    public func stroke(_ rect: CGRect) {
        let color = strokeColor
        record { $0.stroke(Path(rect), with: .color(color), lineWidth: 1) }
    }

    /// What has been drawn so far, as an image at the format's scale.
    public var currentImage: UIImage {
        let drawn = operations
        let origin = bounds.origin
        let canvas = Canvas { context, _ in
            context.translateBy(x: -origin.x, y: -origin.y)
            for draw in drawn { draw(&context) }
        }
        guard bounds.width > 0, bounds.height > 0, let renderer = WidgetRenderer.standalone,
              var pixmap = try? renderer.render(canvas, size: .fixed(width: bounds.width, height: bounds.height),
                                                scale: format.scale) else { return UIImage() }
        if format.opaque { pixmap.makeOpaqueOverBlack() }
        return UIImage(pixmap: pixmap, scale: format.scale)
    }

    func record(_ operation: @escaping (inout GraphicsContext) -> Void) { operations.append(operation) }

    private static let currentKey = "WidgetRender.UIGraphicsImageRendererContext.current"

    /// The context whose closure runs on this thread (see the glossary).
    static var current: UIGraphicsImageRendererContext? {
        (Thread.current.threadDictionary[currentKey] as? [UIGraphicsImageRendererContext])?.last
    }

    static func drawing(into context: UIGraphicsImageRendererContext, _ body: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        var stack = dictionary[currentKey] as? [UIGraphicsImageRendererContext] ?? []
        stack.append(context)
        dictionary[currentKey] = stack
        body()
        stack.removeLast()
        dictionary[currentKey] = stack
    }
}

extension UIColor {
    /// Makes this the fill color of the current graphics image renderer context.
    public func setFill() { UIGraphicsImageRendererContext.current?.fillColor = swiftUIColor }
    /// Makes this the stroke color of the current graphics image renderer context.
    public func setStroke() { UIGraphicsImageRendererContext.current?.strokeColor = swiftUIColor }
    /// Makes this both the fill and the stroke color.
    public func set() { setFill(); setStroke() }
}

extension UIImage {
    /// Draws the image scaled into `rect` in the current graphics image renderer context.
    public func draw(in rect: CGRect) {
        let image = Image(uiImage: self)
        UIGraphicsImageRendererContext.current?.record { $0.draw(image.resizable(), in: rect) }
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        let image = Image(uiImage: self)
        UIGraphicsImageRendererContext.current?.record { $0.draw(image, at: point, anchor: .topLeading) }
    }

    /// A format with the image's scale, as UIKit's `imageRendererFormat`.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(scale)
        return format
    }
}
