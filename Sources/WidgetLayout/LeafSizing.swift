import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

// How leaves choose their size: text asks the text engine, images keep their natural size unless
// resizable, spacers grow along their stack's axis. (Shapes and colors take the proposal, with an
// ideal of 10 pt: see `LayoutEngine.sizeThatFits`.)

extension LayoutEngine {
    /// The text engine's layout for `proposal`. An infinite axis means "no limit", which the
    /// engine spells nil: SwiftUI's text proposed infinity answers with its ideal size. The size is
    /// rounded up to whole pixels, as SwiftUI sizes text (so a 17-pt line is 20.33 pt tall at 3x
    /// and 20.5 at 2x: docs/platform.md §6).
    func textLayout(_ node: LayoutNode, _ text: ResolvedText, _ proposal: ProposedSize) throws -> TextLayout {
        if let cached = node.textCache[proposal] { return cached }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var layout = try self.text.layout(text.content, width: width, height: height)
        let size = layout.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              layout.firstBaseline.isFinite, layout.lastBaseline.isFinite else {
            throw LayoutError.invalidTextSize(text: Self.excerpt(text.string), size: size)
        }
        layout.size = Size(width: wholePixels(size.width), height: wholePixels(size.height))
        node.textCache[proposal] = layout
        return layout
    }

    /// `length` rounded up to a multiple of the pixel (a length within a millionth of a pixel of
    /// one stays: float noise must not add a pixel).
    func wholePixels(_ length: Double) -> Double {
        (length / pixelLength - 1e-6).rounded(.up) * pixelLength
    }

    /// Images are fixed at their natural size (pixels ÷ scale) unless resizable; a resizable image
    /// takes the proposal, and its natural size on unspecified axes (docs/platform.md §6).
    func imageSize(_ image: ResolvedImage, proposal: ProposedSize) -> Size {
        let natural = image.naturalSize
        guard image.resizable else { return natural }
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    /// A spacer takes all it is offered along its stack's axis, at least `minLength`, and nothing
    /// across it. Outside a stack it expands on both axes (SwiftUI's Spacer in a ZStack or alone).
    func spacerSize(minLength: Double, axis: LayoutAxis?, proposal: ProposedSize) -> Size {
        func grow(_ offered: Double?) -> Double { max(minLength, offered ?? minLength) }
        switch axis {
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    /// The start of a text for error messages: enough to find it, short enough for one line.
    static func excerpt(_ string: String) -> String {
        let limit = 40
        let oneLine = string.replacingOccurrences(of: "\n", with: " ")
        return oneLine.count <= limit ? oneLine : String(oneLine.prefix(limit)) + "…"
    }
}
