import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

// Inline images of a text (`TextLine.attachments`): each attachment's resolved node is laid out at
// its natural size in the box the text engine placed, and its items follow the text op, so a theme
// treats them as the content they are (the image carries the text's draw group from resolve).

extension LayoutEngine {
    func textAttachmentItems(_ layout: TextLayout, _ text: ResolvedText, in frame: Rect) throws -> [DisplayItem] {
        guard let nodes = text.attachments, !text.redacted else { return [] }
        var items: [DisplayItem] = []
        for line in layout.lines {
            for placement in line.attachments ?? [] {
                guard placement.runIndex < nodes.count, let node = nodes[placement.runIndex],
                      let box = text.content.runs[placement.runIndex].attachment else { continue }
                let origin = Point(x: frame.minX + line.origin.x + placement.frame.minX,
                                   y: frame.minY + line.origin.y + placement.frame.minY)
                let tree = try LayoutTreeBuilder.build(node, rootName: "Text › image")
                let drawn = try draw(tree, proposal: ProposedSize(width: box.width, height: box.height), at: origin)
                guard layout.scale != 1, !drawn.isEmpty else { items += drawn; continue }
                // `minimumScaleFactor` shrank the line: the image shrinks with it about its box's corner.
                let transform = Transform.scale(x: layout.scale, y: layout.scale).about(origin)
                items.append(.layer(LayerOp(transform: transform, items: drawn)))
            }
        }
        return items
    }
}
