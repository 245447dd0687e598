import WidgetGeometry
import WidgetText
import WidgetResolved
import WidgetDisplayList

/// How placeholder-redacted content is drawn (`.redacted(reason: .placeholder)`, docs/platform.md §7):
/// text, symbols and images keep their laid-out size and become rounded boxes. Apple publishes no
/// measurements, so every number here is **our rule**, decided once, here; the painter only draws
/// the shapes it is given.
enum Redaction {
    /// Boxes are the content's own paint at this opacity, so they read as gray on light and dark alike.
    static let opacity = 0.3
    /// A line's box covers this fraction of its ascent + descent, starting that fraction of the
    /// ascent above the baseline: about the height of the letters, not of the whole line.
    static let lineBoxFraction = 0.8
    /// Line box corner radius, as a fraction of the box height.
    static let lineBoxCornerFraction = 0.25
    /// Image box corner radius, as a fraction of the image's shorter side.
    static let imageBoxCornerFraction = 0.12
    /// Redacted images are a mid gray, whatever their pixels.
    static let imageBoxColor = RGBA(red: 0.5, green: 0.5, blue: 0.5)

    /// One rounded box per non-empty line of `layout`, drawn in `paint`.
    static func lineBoxes(_ layout: TextLayout, in frame: Rect, paint: Paint, group: DrawGroup) -> [DisplayItem] {
        layout.lines.filter { $0.width > 0 }.map { line in
            let box = Rect(x: frame.minX + line.origin.x,
                           y: frame.minY + line.origin.y - line.ascent * lineBoxFraction,
                           width: line.width, height: (line.ascent + line.descent) * lineBoxFraction)
            let radius = box.height * lineBoxCornerFraction
            return .shape(ShapeOp(frame: box, kind: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
                                  fill: paint, stroke: nil, group: group, opacity: opacity))
        }
    }

    /// One rounded box over a symbol's frame, in its paint, with a line box's corners.
    static func symbolBox(_ frame: Rect, paint: Paint, group: DrawGroup) -> DisplayItem {
        let radius = frame.height * lineBoxCornerFraction
        return .shape(ShapeOp(frame: frame, kind: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
                              fill: paint, stroke: nil, group: group, opacity: opacity))
    }

    /// One rounded gray box over the image's frame.
    static func imageBox(_ frame: Rect, group: DrawGroup) -> DisplayItem {
        let radius = min(frame.width, frame.height) * imageBoxCornerFraction
        return .shape(ShapeOp(frame: frame, kind: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
                              fill: .color(imageBoxColor), stroke: nil, group: group, opacity: opacity))
    }
}
