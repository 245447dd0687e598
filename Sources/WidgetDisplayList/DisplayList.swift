import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetText

public struct DisplayList: Hashable, Codable, Sendable {
    /// The widget's size in points.
    package var size: Size
    /// The widget's outer corner radius in points (continuous corners).
    package var cornerRadius: Double
    package var items: [DisplayItem]

    package init(size: Size, cornerRadius: Double, items: [DisplayItem]) {
        self.size = size; self.cornerRadius = cornerRadius; self.items = items
    }

    /// Stable JSON: sorted keys, pretty printed. The same list gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

package indirect enum DisplayItem: Hashable, Codable, Sendable {
    case shape(ShapeOp)
    case text(TextOp)
    case image(ImageOp)
    case layer(LayerOp)
}

/// A stroke: the paint and the geometry the raster outlines (`StrokeStyleValue`, user-space units).
/// Its JSON is flat (`lineWidth` …, DisplayListCoding.swift), as before the style was shared.
package struct StrokeOp: Hashable, Codable, Sendable {
    package var paint: Paint
    package var style: StrokeStyleValue
    package init(paint: Paint, style: StrokeStyleValue) { self.paint = paint; self.style = style }
}

package struct ShapeOp: Hashable, Codable, Sendable {
    /// The frame the shape is drawn in (already inset for `strokeBorder`).
    package var frame: Rect
    package var kind: DisplayShape
    package var fill: Paint?
    package var stroke: StrokeOp?
    package var trimFrom: Double?
    package var trimTo: Double?
    package var evenOddFill: Bool
    package var group: DrawGroup
    /// `AccessoryWidgetBackground()`: the appearance stage gives it its per-mode look (docs/platform.md §3).
    package var isAccessoryWidgetBackground: Bool
    /// How opaque the whole shape is drawn (placeholder boxes are translucent); 1 = as its paints say.
    package var opacity: Double
    /// The fill thinned by this width (user space): drawn without the outline's round-joined,
    /// round-capped stroke of this width, so every edge moves in by half of it. Nil = not thinned.
    package var erosion: Double?
    package init(frame: Rect, kind: DisplayShape, fill: Paint?, stroke: StrokeOp?, trimFrom: Double? = nil, trimTo: Double? = nil,
                 evenOddFill: Bool = false, group: DrawGroup, isAccessoryWidgetBackground: Bool = false, opacity: Double = 1,
                 erosion: Double? = nil) {
        self.frame = frame; self.kind = kind; self.fill = fill; self.stroke = stroke
        self.trimFrom = trimFrom; self.trimTo = trimTo; self.evenOddFill = evenOddFill; self.group = group
        self.isAccessoryWidgetBackground = isAccessoryWidgetBackground; self.opacity = opacity; self.erosion = erosion
    }
}

package struct TextOp: Hashable, Codable, Sendable {
    package var frame: Rect
    /// Lines are positioned relative to `frame.origin`.
    package var layout: TextLayout
    /// One paint per `TextContent.runs` entry, indexed by `GlyphRun.runIndex`.
    package var paints: [Paint]
    package var group: DrawGroup
    /// Set by the appearance stage for color bitmap glyphs (emoji), which paints do not reach.
    package var bitmapFilter: ImageFilter?
    package init(frame: Rect, layout: TextLayout, paints: [Paint], group: DrawGroup, bitmapFilter: ImageFilter? = nil) {
        self.frame = frame; self.layout = layout; self.paints = paints; self.group = group
        self.bitmapFilter = bitmapFilter
    }
}

package struct ImageOp: Hashable, Codable, Sendable {
    /// Where the whole image is drawn (it may extend past a clip, e.g. with `scaledToFill`).
    package var frame: Rect
    package var imageID: String
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var templatePaint: Paint?
    package var treatment: AccentedRenderingModeValue?
    package var group: DrawGroup
    package var interpolation: InterpolationValue
    /// Set by the appearance stage: how the image's pixels are recolored. Nil = as authored.
    package var filter: ImageFilter?
    package init(frame: Rect, imageID: String, pixelWidth: Int, pixelHeight: Int, templatePaint: Paint?,
                treatment: AccentedRenderingModeValue?, group: DrawGroup, interpolation: InterpolationValue,
                 filter: ImageFilter? = nil) {
        self.frame = frame; self.imageID = imageID; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
        self.templatePaint = templatePaint; self.treatment = treatment; self.group = group
        self.interpolation = interpolation; self.filter = filter
    }
}

package struct ClipOp: Hashable, Codable, Sendable {
    package var frame: Rect
    package var kind: DisplayShape
    package var evenOdd: Bool
    package init(frame: Rect, kind: DisplayShape, evenOdd: Bool) { self.frame = frame; self.kind = kind; self.evenOdd = evenOdd }
}

package struct ShadowOp: Hashable, Codable, Sendable {
    package var color: RGBA
    /// The Gaussian blur's standard deviation in points (layout converts SwiftUI's radius).
    package var sigma: Double
    package var offset: Point
    package init(color: RGBA, sigma: Double, offset: Point) { self.color = color; self.sigma = sigma; self.offset = offset }
}

/// A per-pixel recoloring of image pixels, computed on straight (unpremultiplied) color. Which
/// filter a theme asks for is the appearance stage's business; the painter only applies it.
package enum ImageFilter: Hashable, Codable, Sendable {
    /// Every pixel becomes `color`; alpha = source alpha × color alpha, and × the pixel's luminance
    /// (`RGBA.luminance`) when `byLuminance`.
    case colorize(color: RGBA, byLuminance: Bool)
    /// Every pixel becomes gray of its own luminance, alpha kept.
    case desaturate
}

/// How a layer's pixels combine with what is beneath.
package enum LayerBlend: Hashable, Codable, Sendable {
    /// Source-over.
    case normal
    /// A luminance-driven material: with g the layer pixel's gray level and a its alpha, over
    /// backdrop B: out = B + a × (mix(min(B × backdropGain, 1), highlight, g) − B). The appearance
    /// stage chooses when to use it and with which parameters.
    case material(highlight: RGBA, backdropGain: Double)
}

/// A group of items composited together: drawn into their own layer, then clipped, shadowed,
/// faded by `opacity` and mapped by `transform` (about the absolute coordinates of its items).
package struct LayerOp: Hashable, Codable, Sendable {
    package var opacity: Double
    package var transform: Transform
    package var clip: ClipOp?
    package var shadow: ShadowOp?
    package var blend: LayerBlend
    package var items: [DisplayItem]
    /// Blend mode, color filters, blur and mask (`LayerEffects`); nil = none.
    package var effects: LayerEffects?
    package init(opacity: Double = 1, transform: Transform = .identity, clip: ClipOp? = nil, shadow: ShadowOp? = nil,
                blend: LayerBlend = .normal, items: [DisplayItem], effects: LayerEffects? = nil) {
        self.opacity = opacity; self.transform = transform; self.clip = clip; self.shadow = shadow
        self.blend = blend; self.items = items; self.effects = effects
    }
}

extension DisplayList {
    /// The widget's outer shape in points: a continuous-corner rounded rectangle, or a true circle
    /// (capsule) when the radius is half the shorter side, as accessoryCircular complications are —
    /// a continuous corner of that radius would be a squircle.
    package var outline: VectorPath {
        let bounds = Rect(origin: .zero, size: size)
        if cornerRadius * 2 >= min(size.width, size.height) {
            return .capsule(in: bounds, style: .circular)
        }
        return .roundedRectangle(bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: .continuous)
    }
}
