import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText

// The display list: the contract between layout and pixels. Every op has an absolute frame in
// points (the widget's top-left is the origin), its draw group, and for images the accented
// treatment. Nested layers carry opacity, transform, clip and shadow for their items.

public struct DisplayList: Hashable, Codable, Sendable {
    /// The widget's size in points.
    public var size: Size
    /// The widget's outer corner radius in points (continuous corners).
    public var cornerRadius: Double
    public var items: [DisplayItem]

    public init(size: Size, cornerRadius: Double, items: [DisplayItem]) {
        self.size = size; self.cornerRadius = cornerRadius; self.items = items
    }

    /// Stable JSON: sorted keys, pretty printed. The same list gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

public indirect enum DisplayItem: Hashable, Codable, Sendable {
    case shape(ShapeOp)
    case text(TextOp)
    case image(ImageOp)
    case layer(LayerOp)
}

/// A paint in absolute coordinates (points).
public enum Paint: Hashable, Codable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Degrees clockwise from +x.
    case angularGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
}

public struct StrokeOp: Hashable, Codable, Sendable {
    public var paint: Paint
    public var lineWidth: Double
    public var cap: LineCapValue
    public var join: LineJoinValue
    public var miterLimit: Double
    public var dash: [Double]
    public init(paint: Paint, lineWidth: Double, cap: LineCapValue, join: LineJoinValue, miterLimit: Double, dash: [Double]) {
        self.paint = paint; self.lineWidth = lineWidth; self.cap = cap; self.join = join
        self.miterLimit = miterLimit; self.dash = dash
    }
}

public struct ShapeOp: Hashable, Codable, Sendable {
    /// The frame the shape is drawn in (already inset for `strokeBorder`).
    public var frame: Rect
    /// Never `.containerRelative`: layout turns it into a concentric rounded rectangle.
    public var kind: ShapeKind
    public var fill: Paint?
    public var stroke: StrokeOp?
    public var trimFrom: Double?
    public var trimTo: Double?
    public var evenOddFill: Bool
    public var group: DrawGroup
    /// `AccessoryWidgetBackground()`: the appearance stage gives it its per-mode look (REFERENCE.md §3).
    public var isAccessoryWidgetBackground: Bool
    public init(frame: Rect, kind: ShapeKind, fill: Paint?, stroke: StrokeOp?, trimFrom: Double?, trimTo: Double?,
                evenOddFill: Bool, group: DrawGroup, isAccessoryWidgetBackground: Bool = false) {
        self.frame = frame; self.kind = kind; self.fill = fill; self.stroke = stroke
        self.trimFrom = trimFrom; self.trimTo = trimTo; self.evenOddFill = evenOddFill; self.group = group
        self.isAccessoryWidgetBackground = isAccessoryWidgetBackground
    }
}

public struct TextOp: Hashable, Codable, Sendable {
    public var frame: Rect
    /// Lines are positioned relative to `frame.origin`.
    public var layout: TextLayout
    /// One paint per `ResolvedText.runs` entry, indexed by `GlyphRun.runIndex`.
    public var paints: [Paint]
    public var group: DrawGroup
    /// Placeholder redaction: draw a rounded box per line instead of glyphs.
    public var redacted: Bool
    /// Set by the appearance stage for color bitmap glyphs (emoji), which paints do not reach.
    public var bitmapFilter: ImageFilter?
    public init(frame: Rect, layout: TextLayout, paints: [Paint], group: DrawGroup, redacted: Bool,
                bitmapFilter: ImageFilter? = nil) {
        self.frame = frame; self.layout = layout; self.paints = paints; self.group = group; self.redacted = redacted
        self.bitmapFilter = bitmapFilter
    }
}

public struct ImageOp: Hashable, Codable, Sendable {
    /// Where the whole image is drawn (it may extend past a clip, e.g. with `scaledToFill`).
    public var frame: Rect
    public var imageID: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var templatePaint: Paint?
    public var treatment: AccentedRenderingModeValue?
    public var group: DrawGroup
    public var redacted: Bool
    public var interpolation: InterpolationValue
    /// Set by the appearance stage: how the image's pixels are recolored. Nil = as authored.
    public var filter: ImageFilter?
    public init(frame: Rect, imageID: String, pixelWidth: Int, pixelHeight: Int, templatePaint: Paint?,
                treatment: AccentedRenderingModeValue?, group: DrawGroup, redacted: Bool, interpolation: InterpolationValue,
                filter: ImageFilter? = nil) {
        self.frame = frame; self.imageID = imageID; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
        self.templatePaint = templatePaint; self.treatment = treatment; self.group = group
        self.redacted = redacted; self.interpolation = interpolation; self.filter = filter
    }
}

public struct ClipOp: Hashable, Codable, Sendable {
    public var frame: Rect
    /// Never `.containerRelative`.
    public var kind: ShapeKind
    public var evenOdd: Bool
    public init(frame: Rect, kind: ShapeKind, evenOdd: Bool) { self.frame = frame; self.kind = kind; self.evenOdd = evenOdd }
}

public struct ShadowOp: Hashable, Codable, Sendable {
    public var color: RGBA
    public var radius: Double
    public var offset: Point
    public init(color: RGBA, radius: Double, offset: Point) { self.color = color; self.radius = radius; self.offset = offset }
}

/// A per-pixel recoloring of image pixels, applied to straight (unpremultiplied) color.
public enum ImageFilter: Hashable, Codable, Sendable {
    /// Every pixel becomes `color`; alpha = source alpha × color alpha, and × the pixel's luminance
    /// L = 0.2125 R + 0.7154 G + 0.0721 B when `byLuminance` (accented rendering, REFERENCE.md §2).
    case colorize(color: RGBA, byLuminance: Bool)
    /// Every pixel becomes gray of its own luminance, alpha kept (vibrant rendering, §1).
    case desaturate
}

/// How a layer's pixels combine with what is beneath.
public enum LayerBlend: Hashable, Codable, Sendable {
    /// Source-over.
    case normal
    /// Vibrant material (REFERENCE.md §1, ours): with g the layer pixel's gray level and a its alpha,
    /// over backdrop B: out = B + a × (mix(B × 1.08, highlight, g) − B).
    case vibrant(highlight: RGBA)

    /// The 1.08 of the vibrant formula: how much the material brightens the backdrop (ours).
    public static let vibrantBackdropGain = 1.08
}

/// A group of items composited together: drawn into their own layer, then clipped, shadowed,
/// faded by `opacity` and mapped by `transform` (about the absolute coordinates of its items).
public struct LayerOp: Hashable, Codable, Sendable {
    public var opacity: Double
    public var transform: Transform
    public var clip: ClipOp?
    public var shadow: ShadowOp?
    public var blend: LayerBlend
    public var items: [DisplayItem]
    public init(opacity: Double = 1, transform: Transform = .identity, clip: ClipOp? = nil, shadow: ShadowOp? = nil,
                blend: LayerBlend = .normal, items: [DisplayItem]) {
        self.opacity = opacity; self.transform = transform; self.clip = clip; self.shadow = shadow
        self.blend = blend; self.items = items
    }
}

extension DisplayList {
    /// The widget's outer shape in points: a continuous-corner rounded rectangle, or a true circle
    /// (capsule) when the radius is half the shorter side, as accessoryCircular complications are —
    /// a continuous corner of that radius would be a squircle.
    public var outline: VectorPath {
        let bounds = Rect(origin: .zero, size: size)
        if cornerRadius * 2 >= min(size.width, size.height) {
            return .capsule(in: bounds, style: .circular)
        }
        return .roundedRectangle(bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: .continuous)
    }
}
