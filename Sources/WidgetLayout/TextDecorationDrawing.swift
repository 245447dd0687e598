import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

// Underlines and strikethroughs become plain rectangle ops after their text op, in the text's
// group, so themes treat them exactly as the glyphs they belong to and the
// painter needs nothing new. Patterned lines are one rectangle per dash (square ends, as the
// butt-capped dashes of NSUnderlineStyle patterns).

extension LayoutEngine {
    func textDecorationItems(_ layout: TextLayout, in frame: Rect, paints: [Paint], decorationPaints: [(underline: Paint?, strikethrough: Paint?)]?,
                             group: DrawGroup) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for line in layout.lines {
            for decoration in line.decorations ?? [] {
                let own = decorationPaints?[decoration.runIndex]
                let paint = (decoration.kind == .underline ? own?.underline : own?.strikethrough) ?? paints[decoration.runIndex]
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
