import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

/// Where a container puts one child: relative to the container's top-left, with the proposal it
/// gave the child and the size the child chose for it.
struct ChildPlacement {
    var node: LayoutNode
    var proposal: ProposedSize
    var origin: Point
    var size: Size
    /// A background or overlay view: it is drawn, but the container's baselines ignore it.
    var isDecoration = false
}

/// A container's answer to one proposal: its size and its children's placements, in draw order.
struct Arrangement {
    var size: Size
    var children: [ChildPlacement]
}

/// Text baselines found inside a subtree, from its top; nil where the subtree has no text.
struct Baselines: Equatable {
    var first: Double?
    var last: Double?
    static let none = Baselines(first: nil, last: nil)
}

/// SwiftUI's layout rules over `LayoutNode`s. `sizeThatFits` is the "choose" step, `arrange` the
/// "place" step of containers, and `draw` (Drawing.swift) turns placements into display items.
/// The engine has no state of its own; answers are cached in the nodes.
struct LayoutEngine {
    /// SwiftUI's default distance between adjacent views in a stack (docs/platform.md §6), when
    /// their spacing preferences do not decide it (ViewSpacing.swift).
    static let defaultSpacing = 8.0
    /// The ideal length of shapes and colors on an unspecified axis, as SwiftUI.
    static let shapeIdealLength = 10.0

    let text: any TextMeasuring
    let widgetSize: Size
    let cornerRadius: Double
    /// One device pixel in points (1 / scale): font-derived spacing is rounded up to it.
    let pixelLength: Double
    /// The code of alignment guides (and custom alignments) the tree refers to.
    var deferred = DeferredViews()
    /// The nearest `containerShape(_:)` around what is being drawn; nil: the widget itself.
    var container: ContainerShape?
    /// The frames of anchored views drawn so far in this layout (AnchorFrames.swift).
    var anchors = AnchorFrames()
    /// The images of content GeometryReaders resolve while this layout draws.
    var lateImages = LateImages()

    func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedSize) throws -> Size {
        if let cached = node.sizeCache[proposal] { return cached }
        let size: Size
        switch node.kind {
        case .empty:
            size = .zero
        case .spacer(let minLength, let axis):
            size = spacerSize(minLength: minLength, axis: axis, proposal: proposal)
        case .text(let resolved):
            size = try textLayout(node, resolved, proposal).size
        case .image(let image):
            size = imageSize(image, proposal: proposal)
        case .shape:
            size = Size(width: proposal.width ?? Self.shapeIdealLength, height: proposal.height ?? Self.shapeIdealLength)
        case .stack, .viewThatFits, .modifier, .container:
            size = try arrange(node, proposal).size
        }
        node.sizeCache[proposal] = size
        return size
    }

    /// The placements of a container's children for `proposal`; leaves have none.
    func arrange(_ node: LayoutNode, _ proposal: ProposedSize) throws -> Arrangement {
        switch node.kind {
        case .empty, .spacer, .text, .image, .shape:
            return Arrangement(size: try sizeThatFits(node, proposal), children: [])
        case .stack(let axis, let alignment, let spacing):
            switch axis {
            case .horizontal:
                return try arrangeStack(node.children, axis: .horizontal, alignment: alignment,
                                        spacing: spacing, proposal: proposal)
            case .vertical:
                return try arrangeStack(node.children, axis: .vertical, alignment: alignment,
                                        spacing: spacing, proposal: proposal)
            case .depth:
                return try arrangeZStack(node.children, alignment: alignment, proposal: proposal)
            }
        case .viewThatFits(let axes):
            return try arrangeViewThatFits(node.children, axes: axes, proposal: proposal)
        case .modifier(let modifier):
            return try arrangeModifier(modifier, children: node.children, proposal: proposal)
        case .container(let container):
            return try arrangeContainer(container, children: node.children, proposal: proposal)
        }
    }

    /// The text baselines of `node` laid out for `proposal`: a text's own, else the top-most first
    /// and bottom-most last baseline of its children (decorations excluded).
    func baselines(_ node: LayoutNode, _ proposal: ProposedSize) throws -> Baselines {
        if let cached = node.baselineCache[proposal] { return cached }
        var result = Baselines.none
        switch node.kind {
        case .text(let resolved):
            let layout = try textLayout(node, resolved, proposal)
            result = layout.lines.isEmpty ? .none : Baselines(first: layout.firstBaseline, last: layout.lastBaseline)
        case .empty, .spacer, .image, .shape:
            break
        case .stack, .viewThatFits, .modifier, .container:
            for child in try placement(node, proposal).children where !child.isDecoration {
                let inner = try baselines(child.node, child.proposal)
                if let first = inner.first {
                    result.first = min(result.first ?? .infinity, child.origin.y + first)
                }
                if let last = inner.last {
                    result.last = max(result.last ?? -.infinity, child.origin.y + last)
                }
            }
        }
        node.baselineCache[proposal] = result
        return result
    }
}
