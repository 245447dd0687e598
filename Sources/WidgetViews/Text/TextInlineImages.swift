import WidgetGeometry
import WidgetText
import WidgetResolved

// Images inside a Text (`Text("Rain \(Image(systemName: "cloud.rain")) at 5 pm")`,
// `Text(Image(…)) + Text(…)`): one paragraph in which each image is an inline attachment
// (WidgetText/TextAttachment.swift), so the text wraps, truncates and aligns across it.

extension Text {
    /// The whole Text as one `ResolvedText`: each image piece becomes a run holding an attachment the
    /// size of the image (a symbol at its piece's font, weight and scale), drawn by layout in the
    /// box the engine places; the image takes its piece's foreground, and the text's draw group.
    /// nil when an image has no fixed size to reserve (then the pieces are laid side by side).
    func resolvedWithInlineImages(in context: ResolveContext) throws -> ResolvedNode? {
        var nodes: [ResolvedNode?] = []
        var boxes: [TextAttachment?] = []
        for piece in pieces {
            guard case .image(let image) = piece.content else { nodes.append(nil); boxes.append(nil); continue }
            let inner = context.withEnvironment { environment in
                if let font = piece.font { environment.font = font }
                if let weight = piece.weight { environment.textTraits.weight = weight }
                if let style = piece.foreground { environment.setForegroundStyle(style) }
            }
            let node = try image.resolve(in: inner)
            guard let size = Self.attachmentSize(of: node), size.width > 0, size.height > 0 else { return nil }
            nodes.append(node)
            boxes.append(TextAttachment(width: size.width, height: size.height,
                                        bottom: try image.symbolBottom(in: inner.environment)))
        }
        return try context.checked {
            var text = try resolvedText(in: context.environment)
            for (index, box) in boxes.enumerated() {
                guard let box else { continue }
                text.content.runs[index].string = String(TextAttachment.character)
                text.content.runs[index].attachment = box
                // Underlines and tracking belong to characters; the box has none.
                text.content.runs[index].effects = nil
                text.decorationPaints?[index] = nil
            }
            text.attachments = nodes
            return .text(text)
        }
    }

    /// The size an image reserves in a line: a symbol's fixed frame (or a resizable one's ideal
    /// size), a bitmap's natural size.
    static func attachmentSize(of node: ResolvedNode) -> Size? {
        switch node {
        case .modified(.frame(let width?, let height?, _), _):
            return Size(width: width, height: height)
        case .modified(.flexibleFrame(let frame), _):
            guard let width = frame.idealWidth, let height = frame.idealHeight else { return nil }
            return Size(width: width, height: height)
        case .image(let image):
            return image.naturalSize
        default:
            return nil
        }
    }
}
