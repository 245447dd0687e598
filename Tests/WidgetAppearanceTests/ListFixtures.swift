import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
@testable import WidgetAppearance
import WidgetResolved
import WidgetDisplayList

/// Hand-built display-list ops for the appearance tests.
enum ListFixtures {
    static let frame = Rect(x: 0, y: 0, width: 4, height: 4)

    static func shape(_ fill: Paint, group: DrawGroup = .default, frame: Rect = frame,
                      accessoryBackground: Bool = false) -> DisplayItem {
        .shape(ShapeOp(frame: frame, kind: .rectangle, fill: fill, stroke: nil, trimFrom: nil, trimTo: nil,
                       evenOddFill: false, group: group, isAccessoryWidgetBackground: accessoryBackground))
    }

    static func image(_ id: String = "photo", treatment: AccentedRenderingModeValue? = nil, group: DrawGroup = .default,
                      template: Paint? = nil, frame: Rect = frame) -> DisplayItem {
        .image(ImageOp(frame: frame, imageID: id, pixelWidth: 4, pixelHeight: 4, templatePaint: template,
                       treatment: treatment, group: group, interpolation: .high))
    }

    static func text(_ paint: Paint, group: DrawGroup = .default) -> DisplayItem {
        let layout = TextLayout(size: Size(width: 10, height: 10), lines: [], firstBaseline: 8, lastBaseline: 8,
                                isTruncated: false, scale: 1)
        return .text(TextOp(frame: frame, layout: layout, paints: [paint], group: group))
    }

    static func list(_ items: [DisplayItem], size: Size = Size(width: 4, height: 4), cornerRadius: Double = 0) -> DisplayList {
        DisplayList(size: size, cornerRadius: cornerRadius, items: items)
    }

    /// The theme with nothing drawn beneath the widget, so content pixels can be checked alone.
    static func bare(_ theme: Theme) -> Theme {
        var theme = theme
        theme.backdrop = .transparent
        theme.backgroundPlatter = nil
        return theme
    }

    static let blue = ThemeColor(RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF))
    static let tinted = Theme.iosTinted(blue)
    static let watchBlue = Theme.watchosAccented(blue)
    static let visionBlue = Theme.visionosColor(blue)
}

extension Array where Element == DisplayItem {
    /// Leaf ops in drawing order, layers flattened.
    var leaves: [DisplayItem] {
        flatMap { item -> [DisplayItem] in
            if case .layer(let layer) = item { return layer.items.leaves }
            return [item]
        }
    }
}

extension DisplayItem {
    var shapeOp: ShapeOp? { if case .shape(let op) = self { return op }; return nil }
    var imageOp: ImageOp? { if case .image(let op) = self { return op }; return nil }
    var textOp: TextOp? { if case .text(let op) = self { return op }; return nil }
    var layerOp: LayerOp? { if case .layer(let op) = self { return op }; return nil }
}
