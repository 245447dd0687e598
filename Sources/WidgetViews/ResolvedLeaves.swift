import WidgetGeometry

// Leaf nodes of the resolved tree: text, images, shapes, and the paints they use.

/// Text of one or more runs (`Text("a") + Text("b").bold()`), each with its own font and paint.
public struct ResolvedText: Hashable, Codable, Sendable {
    public var runs: [TextRun]
    public var lineLimit: Int?
    public var alignment: TextAlignmentValue
    /// 0 < factor ≤ 1: how far the font may shrink to fit before truncating.
    public var minimumScaleFactor: Double
    public var truncation: TruncationModeValue
    /// Extra space between lines, in points (`.lineSpacing`).
    public var lineSpacing: Double
    public var group: DrawGroup
    /// Placeholder redaction: layout measures the text, the renderer draws a rounded box per line.
    public var redacted: Bool

    public init(runs: [TextRun], lineLimit: Int? = nil, alignment: TextAlignmentValue = .leading,
                minimumScaleFactor: Double = 1, truncation: TruncationModeValue = .tail,
                lineSpacing: Double = 0, group: DrawGroup = .default, redacted: Bool = false) {
        self.runs = runs; self.lineLimit = lineLimit; self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor; self.truncation = truncation
        self.lineSpacing = lineSpacing; self.group = group; self.redacted = redacted
    }

    public var string: String { runs.map(\.string).joined() }
}

public struct TextRun: Hashable, Codable, Sendable {
    public var string: String
    public var font: FontSpec
    public var paint: ResolvedPaint
    public init(string: String, font: FontSpec, paint: ResolvedPaint) {
        self.string = string; self.font = font; self.paint = paint
    }
}

public enum TextAlignmentValue: String, Hashable, Codable, Sendable { case leading, center, trailing }
public enum TruncationModeValue: String, Hashable, Codable, Sendable { case head, middle, tail }

public enum FontDesign: String, Hashable, Codable, Sendable { case `default`, rounded, monospaced, serif }

/// A fully resolved font request. The text engine maps it to a face in the catalog.
public struct FontSpec: Hashable, Codable, Sendable {
    public var size: Double
    /// CSS-style weight: 100 ultraLight … 400 regular … 600 semibold … 700 bold … 900 black.
    public var weight: Int
    public var design: FontDesign
    public var italic: Bool
    /// Tabular figures (`monospacedDigit()`): OpenType feature `tnum`.
    public var monospacedDigit: Bool
    /// Line height in points from the text style (REFERENCE.md §5); nil = the font's own metrics.
    public var lineHeight: Double?
    /// Set when the user names a font file explicitly (`Font.custom`): a path or a catalog name.
    public var customName: String?

    public init(size: Double, weight: Int = 400, design: FontDesign = .default, italic: Bool = false,
                monospacedDigit: Bool = false, lineHeight: Double? = nil, customName: String? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.italic = italic
        self.monospacedDigit = monospacedDigit; self.lineHeight = lineHeight; self.customName = customName
    }
}

/// `Image.widgetAccentedRenderingMode(_:)`; nil on an image means the modifier is absent.
public enum AccentedRenderingModeValue: String, Hashable, Codable, Sendable {
    case accented, desaturated, accentedDesaturated, fullColor
}

public enum ContentModeValue: String, Hashable, Codable, Sendable { case fit, fill }

public struct ResolvedImage: Hashable, Codable, Sendable {
    /// Key into the widget's image table (`ResolvedWidget.images`).
    public var imageID: String
    /// Pixel size of the source and the scale it was authored at (an @2x asset has scale 2).
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var scale: Double
    public var resizable: Bool
    /// Template images (SF-Symbol-style) are drawn as a mask filled with `templatePaint`.
    public var templatePaint: ResolvedPaint?
    public var treatment: AccentedRenderingModeValue?
    public var group: DrawGroup
    public var redacted: Bool
    public var interpolation: InterpolationValue

    public init(imageID: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1, resizable: Bool = false,
                templatePaint: ResolvedPaint? = nil, treatment: AccentedRenderingModeValue? = nil,
                group: DrawGroup = .default, redacted: Bool = false, interpolation: InterpolationValue = .high) {
        self.imageID = imageID; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
        self.resizable = resizable; self.templatePaint = templatePaint; self.treatment = treatment
        self.group = group; self.redacted = redacted; self.interpolation = interpolation
    }

    /// Size in points when not resizable: pixel size ÷ scale.
    public var naturalSize: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
}

public enum InterpolationValue: String, Hashable, Codable, Sendable { case none, low, medium, high }

public enum CornerStyleValue: String, Hashable, Codable, Sendable { case circular, continuous }

public enum ShapeKind: Hashable, Codable, Sendable {
    case rectangle
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: CornerStyleValue)
    case circle       // largest circle centered in the frame
    case ellipse
    case capsule(style: CornerStyleValue)
    /// The widget's own corner shape, inset to this view's frame (ContainerRelativeShape).
    case containerRelative
    /// A custom path in a unit square (0…1 on both axes), stretched to the frame.
    case unitPath(VectorPath)
}

public enum LineCapValue: String, Hashable, Codable, Sendable { case butt, round, square }
public enum LineJoinValue: String, Hashable, Codable, Sendable { case miter, round, bevel }

public struct ResolvedStroke: Hashable, Codable, Sendable {
    public var paint: ResolvedPaint
    public var lineWidth: Double
    public var cap: LineCapValue
    public var join: LineJoinValue
    public var miterLimit: Double
    public var dash: [Double]
    /// `strokeBorder`: the shape is inset by half the line width so the stroke stays inside.
    public var insideBorder: Bool
    public init(paint: ResolvedPaint, lineWidth: Double, cap: LineCapValue = .butt, join: LineJoinValue = .miter,
                miterLimit: Double = 10, dash: [Double] = [], insideBorder: Bool = false) {
        self.paint = paint; self.lineWidth = lineWidth; self.cap = cap; self.join = join
        self.miterLimit = miterLimit; self.dash = dash; self.insideBorder = insideBorder
    }
}

public struct ResolvedShape: Hashable, Codable, Sendable {
    public var kind: ShapeKind
    public var fill: ResolvedPaint?
    public var stroke: ResolvedStroke?
    /// `trim(from:to:)` as fractions of the path length; nil = whole path.
    public var trimFrom: Double?
    public var trimTo: Double?
    public var evenOddFill: Bool
    public var group: DrawGroup
    /// `AccessoryWidgetBackground()`: appearance may repaint it per mode (REFERENCE.md §3: a soft
    /// translucent fill in fullColor/accented, black in vibrant).
    public var isAccessoryWidgetBackground: Bool
    public init(kind: ShapeKind, fill: ResolvedPaint?, stroke: ResolvedStroke? = nil, trimFrom: Double? = nil,
                trimTo: Double? = nil, evenOddFill: Bool = false, group: DrawGroup = .default,
                isAccessoryWidgetBackground: Bool = false) {
        self.kind = kind; self.fill = fill; self.stroke = stroke; self.trimFrom = trimFrom; self.trimTo = trimTo
        self.evenOddFill = evenOddFill; self.group = group; self.isAccessoryWidgetBackground = isAccessoryWidgetBackground
    }
}

public struct GradientStop: Hashable, Codable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

/// A paint with geometry relative to the frame of the view it fills (unit points, radii in points).
/// Layout converts it to absolute coordinates (`Paint` in the display list).
public enum ResolvedPaint: Hashable, Codable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: ResolvedUnitPoint, end: ResolvedUnitPoint)
    case radialGradient(stops: [GradientStop], center: ResolvedUnitPoint, startRadius: Double, endRadius: Double)
    /// Angles in degrees, clockwise from the positive x axis, as SwiftUI.
    case angularGradient(stops: [GradientStop], center: ResolvedUnitPoint, startAngle: Double, endAngle: Double)
}
