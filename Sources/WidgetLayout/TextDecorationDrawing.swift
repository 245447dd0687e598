import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

// Underlines and strikethroughs become plain rectangle ops after their text op, backgrounds
// before it, in the text's group, so themes treat them exactly as the glyphs they belong to
// (accented rendering flattens a highlighted run into one block, as it flattens any opaque
// content) and the painter needs nothing new. Patterned lines are one rectangle per dash (square
// ends, as the butt-capped dashes of NSUnderlineStyle patterns).

/// A run's decoration colors as absolute paints (nil: the run's text paint; a background without a
/// paint is not drawn).
struct DecorationPaints {
    var underline: Paint?
    var strikethrough: Paint?
    var background: Paint?
}

extension LayoutEngine {
    /// The decoration rectangles of `kinds`, line by line.
    func textDecorationItems(_ layout: TextLayout, in frame: Rect, paints: [Paint], decorationPaints: [DecorationPaints?]?,
                             kinds: Set<TextDecorationKind>, group: DrawGroup) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for line in layout.lines {
            for decoration in line.decorations ?? [] where kinds.contains(decoration.kind) {
                let own = decorationPaints?[decoration.runIndex]
                let paint: Paint
                switch decoration.kind {
                case .underline: paint = own?.underline ?? paints[decoration.runIndex]
                case .strikethrough: paint = own?.strikethrough ?? paints[decoration.runIndex]
                case .background:
                    guard let background = own?.background else { continue }
                    paint = background
                }
                let top = frame.minY + line.origin.y + decoration.y - decoration.thickness / 2
                for dash in decoration.dashes where dash.width > 0 {
                    let rect = Rect(x: frame.minX + line.origin.x + dash.x, y: top, width: dash.width,
                                    height: decoration.thickness)
                    items.append(.shape(ShapeOp(frame: rect, kind: .rectangle, fill: paint, stroke: nil, group: group)))
                }
            }
        }
        return items
    }
}
