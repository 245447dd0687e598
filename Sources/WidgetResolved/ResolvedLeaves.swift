import WidgetGeometry
import WidgetText

// Leaf nodes of the resolved tree: text, images, shapes, and the paints they use.

/// Text of one or more runs (`Text("a") + Text("b").bold()`): what the text engine lays out, and
/// how each run is painted.
package struct ResolvedText: Hashable, Codable, Sendable {
    package var content: TextContent
    /// One paint per `content.runs` entry.
    package var paints: [ResolvedPaint]
    package var group: DrawGroup
    /// Placeholder redaction: layout measures the text, then draws a rounded box per line.
    package var redacted: Bool
    /// Underline / strikethrough colors given apart from the text's (`underline(_:color:)`) and
    /// background colors, one per run (nil: the run's paint); nil when no run has one.
    package var decorationPaints: [ResolvedDecorationPaints?]?
    /// Inline images (`Text("\(Image(…))")`), one entry per run: what layout draws in the box of a
    /// run with a `TextSpan.attachment`, nil for text runs; nil when the text has none.
    package var attachments: [ResolvedNode?]?

    package init(content: TextContent, paints: [ResolvedPaint], group: DrawGroup = .default, redacted: Bool = false) {
        precondition(paints.count == content.runs.count, "one paint per text run")
        self.content = content; self.paints = paints; self.group = group; self.redacted = redacted
    }

    /// Runs with their paints, and the paragraph values of `TextContent`.
    package init(runs: [TextRun], lineLimit: Int? = nil, alignment: TextAlignmentValue = .leading,
                 minimumScaleFactor: Double = 1, truncation: TruncationModeValue = .tail,
                 lineSpacing: Double = 0, group: DrawGroup = .default, redacted: Bool = false) {
        self.init(content: TextContent(runs: runs.map { TextSpan(string: $0.string, font: $0.font, effects: $0.effects) },
                                       lineLimit: lineLimit, alignment: alignment,
                                       minimumScaleFactor: minimumScaleFactor, truncation: truncation,
                                       lineSpacing: lineSpacing),
                  paints: runs.map(\.paint), group: group, redacted: redacted)
        if runs.contains(where: { $0.decorationPaint != nil }) { decorationPaints = runs.map(\.decorationPaint) }
    }

    package var string: String { content.string }
}

/// A run's underline and strikethrough colors given apart from its text color (nil: the text's),
/// and its background color (nil: no background).
package struct ResolvedDecorationPaints: Hashable, Codable, Sendable {
    package var underline: ResolvedPaint?
    package var strikethrough: ResolvedPaint?
    package var background: ResolvedPaint?
    package init(underline: ResolvedPaint?, strikethrough: ResolvedPaint?, background: ResolvedPaint? = nil) {
        self.underline = underline; self.strikethrough = strikethrough; self.background = background
    }
}

/// One run as resolve builds it: characters, their font and their paint.
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var font: FontSpec
    package var paint: ResolvedPaint
    package var effects: TextEffects?
    /// The underline / strikethrough colors when they are not the text's, and the background color.
    package var decorationPaint: ResolvedDecorationPaints?
    package init(string: String, font: FontSpec, paint: ResolvedPaint, effects: TextEffects? = nil,
                 decorationPaint: ResolvedDecorationPaints? = nil) {
        self.string = string; self.font = font; self.paint = paint
        self.effects = effects; self.decorationPaint = decorationPaint
    }
}

/// `Image.widgetAccentedRenderingMode(_:)`; nil on an image means the modifier is absent.
package enum AccentedRenderingModeValue: String, Hashable, Codable, Sendable {
    case accented, desaturated, accentedDesaturated, fullColor
}

package enum ContentModeValue: String, Hashable, Codable, Sendable { case fit, fill }

package struct ResolvedImage: Hashable, Codable, Sendable {
    /// Key into the widget's image table (`ResolvedWidget.images`).
    package var imageID: String
    /// Pixel size of the source and the scale it was authored at (an @2x asset has scale 2).
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var scale: Double
    package var resizable: Bool
    /// Template images (SF-Symbol-style) are drawn as a mask filled with `templatePaint`.
    package var templatePaint: ResolvedPaint?
    package var treatment: AccentedRenderingModeValue?
    package var group: DrawGroup
    package var redacted: Bool
    package var interpolation: InterpolationValue

    package init(imageID: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1, resizable: Bool = false,
                templatePaint: ResolvedPaint? = nil, treatment: AccentedRenderingModeValue? = nil,
                group: DrawGroup = .default, redacted: Bool = false, interpolation: InterpolationValue = .high) {
        self.imageID = imageID; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
        self.resizable = resizable; self.templatePaint = templatePaint; self.treatment = treatment
        self.group = group; self.redacted = redacted; self.interpolation = interpolation
    }

    /// Size in points when not resizable: pixel size ÷ scale.
    package var naturalSize: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
}

package enum InterpolationValue: String, Hashable, Codable, Sendable { case none, low, medium, high }

package enum CornerStyleValue: String, Hashable, Codable, Sendable { case circular, continuous }

package enum ShapeKind: Hashable, Codable, Sendable {
    case rectangle
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: CornerStyleValue)
    case circle       // largest circle centered in the frame
    case ellipse
    case capsule(style: CornerStyleValue)
    /// The widget's own corner shape, inset to this view's frame (ContainerRelativeShape).
    case containerRelative
    /// A rectangle whose corners are fixed or concentric with the container's (ConcentricRectangle).
    case concentric(ConcentricCorners)
    /// A custom path in a unit square (0…1 on both axes), stretched to the frame.
    case unitPath(VectorPath)
    /// `UnevenRoundedRectangle`: one radius per corner.
    case unevenRoundedRectangle(CornerRadiiValue, style: CornerStyleValue)
    /// A `Path` used as a view: points relative to the frame's top-left corner, never stretched.
    case framePath(VectorPath)
    /// A shape changed by `inset(by:)`, `offset`, `rotation` or `scale`, relative to its own frame.
    indirect case adjusted(ShapeKind, ShapeAdjustment)
}

/// `ConcentricRectangle`'s corners: each fixed or concentric with the container's corner (at least
/// a minimum radius), and the groups of corners that take the largest radius among them.
package struct ConcentricCorners: Hashable, Codable, Sendable {
    package enum Style: Hashable, Codable, Sendable {
        case fixed(Double)
        /// The container's radius less the distance between the corners, at least `minimum`.
        case concentric(minimum: Double)
    }
    /// Corners that share the largest of their radii (`isUniform`, `uniformTopCorners` …).
    package enum Group: String, Hashable, Codable, Sendable { case all, top, bottom, leading, trailing }

    package var topLeading, topTrailing, bottomLeading, bottomTrailing: Style
    package var uniform: [Group]

    package init(topLeading: Style, topTrailing: Style, bottomLeading: Style, bottomTrailing: Style, uniform: [Group]) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.uniform = uniform
    }
}

package struct CornerRadiiValue: Hashable, Codable, Sendable {
    package var topLeading, bottomLeading, bottomTrailing, topTrailing: Double
    package init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// SwiftUI's shape modifiers, in points and degrees; anchors are unit points of the shape's frame.
package enum ShapeAdjustment: Hashable, Codable, Sendable {
    /// `InsettableShape.inset(by:)`: the frame shrinks on every side, rounded corners by the same amount.
    case inset(Double)
    case offset(x: Double, y: Double)
    /// Clockwise on screen.
    case rotation(degrees: Double, anchor: ResolvedUnitPoint)
    case scale(x: Double, y: Double, anchor: ResolvedUnitPoint)
}

package struct ResolvedStroke: Hashable, Codable, Sendable {
    package var paint: ResolvedPaint
    package var lineWidth: Double
    package var cap: LineCapValue
    package var join: LineJoinValue
    package var miterLimit: Double
    package var dash: [Double]
    /// `StrokeStyle.dashPhase`; nil = 0 (kept optional so lists without it encode as before).
    package var dashPhase: Double?
    /// `strokeBorder`: the shape is inset by half the line width so the stroke stays inside.
    package var insideBorder: Bool
    package init(paint: ResolvedPaint, lineWidth: Double, cap: LineCapValue = .butt, join: LineJoinValue = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double? = nil, insideBorder: Bool = false) {
        self.paint = paint; self.lineWidth = lineWidth; self.cap = cap; self.join = join
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase; self.insideBorder = insideBorder
    }
}

package struct ResolvedShape: Hashable, Codable, Sendable {
    package var kind: ShapeKind
    package var fill: ResolvedPaint?
    package var stroke: ResolvedStroke?
    /// `trim(from:to:)` as fractions of the path length; nil = whole path.
    package var trimFrom: Double?
    package var trimTo: Double?
    package var evenOddFill: Bool
    package var group: DrawGroup
    /// `AccessoryWidgetBackground()`: appearance may repaint it per mode (docs/platform.md §3: a soft
    /// translucent fill or a dark veil, by rendering mode).
    package var isAccessoryWidgetBackground: Bool
    /// Placeholder redaction of a symbol drawn as a shape: layout draws the placeholder box instead.
    package var redacted: Bool
    /// A fill thinned by this width: every edge moves in by half of it, as if the outline's round
    /// stroke of this width were erased from the fill (a lighter symbol weight). Nil = not thinned.
    package var erosion: Double?
    package init(kind: ShapeKind, fill: ResolvedPaint?, stroke: ResolvedStroke? = nil, trimFrom: Double? = nil,
                trimTo: Double? = nil, evenOddFill: Bool = false, group: DrawGroup = .default,
                isAccessoryWidgetBackground: Bool = false, redacted: Bool = false, erosion: Double? = nil) {
        self.kind = kind; self.fill = fill; self.stroke = stroke; self.trimFrom = trimFrom; self.trimTo = trimTo
        self.evenOddFill = evenOddFill; self.group = group; self.isAccessoryWidgetBackground = isAccessoryWidgetBackground
        self.redacted = redacted; self.erosion = erosion
    }
}

/// A paint with geometry relative to the frame of the view it fills (unit points, radii in points).
/// Layout converts it to absolute coordinates (`Paint` in the display list).
package enum ResolvedPaint: Hashable, Codable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: ResolvedUnitPoint, end: ResolvedUnitPoint)
    case radialGradient(stops: [GradientStop], center: ResolvedUnitPoint, startRadius: Double, endRadius: Double)
    /// Angles in degrees, clockwise from the positive x axis, as SwiftUI.
    case angularGradient(stops: [GradientStop], center: ResolvedUnitPoint, startAngle: Double, endAngle: Double)
    /// `EllipticalGradient`: radii are fractions of the frame's width and height (0.5 reaches the edges
    /// from the center), so the circles of the unit square become ellipses of the frame.
    case ellipticalGradient(stops: [GradientStop], center: ResolvedUnitPoint, startRadiusFraction: Double,
                            endRadiusFraction: Double)
    /// `MeshGradient`: vertex positions are unit points of the frame.
    case meshGradient(MeshGrid)
}
