import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Alignment guides: the point of a view that lines up with the same guide of its siblings or of
// its container. SwiftUI's default guides: leading/top = 0, center = half, trailing/bottom = the
// full length, and a text baseline where the view has text, else its bottom edge.

extension LayoutEngine {
    func guide(_ alignment: HorizontalAlignmentValue, width: Double) -> Double {
        switch alignment {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// The vertical guide of `node` laid out for `proposal` at `size`.
    func guide(_ alignment: VerticalAlignmentValue, of node: LayoutNode, proposal: ProposedSize,
               size: Size) throws -> Double {
        switch alignment {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return try baselines(node, proposal).first ?? size.height
        case .lastTextBaseline: return try baselines(node, proposal).last ?? size.height
        }
    }

    /// The origin, relative to a container of `containerSize`, that lines the child's guide up
    /// with the container's own guide. A container's baseline guide is its bottom edge: its text
    /// is not laid out yet when it aligns a child (frames, backgrounds, overlays).
    func origin(aligning child: LayoutNode, proposal: ProposedSize, size: Size,
                in containerSize: Size, alignment: ResolvedAlignment) throws -> Point {
        let x = defaultHorizontalGuide(alignment, size: containerSize)
            - (try horizontalGuide(alignment, of: child, proposal: proposal, size: size))
        var containerY: Double = switch alignment.vertical {
        case .top: 0
        case .center: containerSize.height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: containerSize.height
        }
        if let name = alignment.customVertical { containerY = customDefault(name, size: containerSize) }
        let y = containerY - (try verticalGuide(alignment, of: child, proposal: proposal, size: size))
        return Point(x: x, y: y)
    }
}
