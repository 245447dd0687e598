import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// The "place" step turned into display items: every node is drawn at an absolute origin with the
// proposal its parent gave it, so it chooses the same size it reported during layout.

extension LayoutEngine {
    /// SwiftUI's `shadow(radius:)` is a blur radius; the Gaussian's σ is half of it (**our rule**,
    /// docs/platform.md §6: Apple does not define the blur).
    static let shadowSigmaPerRadius = 0.5

    func draw(_ node: LayoutNode, proposal: ProposedSize, at origin: Point) throws -> [DisplayItem] {
        switch node.kind {
        case .empty, .spacer:
            return []
        case .text(let text):
            return try textItems(node, text, proposal: proposal, at: origin)
        case .image(let image):
            return [imageItem(image, frame: Rect(origin: origin, size: imageSize(image, proposal: proposal)))]
        case .shape(let shape):
            return shapeItems(shape, frame: Rect(origin: origin, size: try sizeThatFits(node, proposal)))
        case .stack:
            return try drawChildren(zOrdered(try placement(node, proposal).children), at: origin)
        case .viewThatFits:
            return try drawChildren(try placement(node, proposal).children, at: origin)
        case .modifier(let modifier):
            return try drawModifier(modifier, node, proposal: proposal, at: origin)
        case .container(let container):
            if case .geometryReader(let code, let deferred) = container {
                return try drawGeometryReader(code, deferred: deferred, node: node, proposal: proposal, at: origin)
            }
            return try drawChildren(try arrange(node, proposal).children, at: origin)
        }
    }

    func drawChildren(_ placements: [ChildPlacement], at origin: Point) throws -> [DisplayItem] {
        var items: [DisplayItem] = []
        for placement in placements {
            items += try draw(placement.node, proposal: placement.proposal, at: origin + placement.origin)
        }
        return items
    }

    /// Modifiers that only change drawing wrap the child's items in a layer whose transform and
    /// clip are in absolute points, relative to the child's frame.
    private func drawModifier(_ modifier: ResolvedModifier, _ node: LayoutNode, proposal: ProposedSize,
                              at origin: Point) throws -> [DisplayItem] {
        let placements = try arrange(node, proposal).children
        switch modifier {
        case .hidden:
            // Takes its space, draws nothing.
            return []
        case .offset(let x, let y):
            // Moves the drawing only; the layout around it already used the unmoved size.
            return try drawChildren(placements, at: origin + Point(x: x, y: y))
        case .background where placements.count == 2:
            // The primary (second) is drawn first and its items put last: anchors inside it are
            // recorded before a GeometryReader in the background reads them
            // (`backgroundPreferenceValue`); the items' order, which decides what covers what, is unchanged.
            let primary = try drawChildren([placements[1]], at: origin)
            return try drawChildren([placements[0]], at: origin) + primary
        case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .background, .overlay,
             .aspectRatio, .widthFraction, .gridCell, .position, .alignmentGuide:
            return try drawChildren(placements, at: origin)
        case .anchor(let id):
            // The frame where this view is drawn, for `GeometryProxy` subscripts drawn after it.
            if let child = placements.first { anchors.record(id, Rect(origin: origin + child.origin, size: child.size)) }
            return try drawChildren(placements, at: origin)
        case .opacity, .clip, .rotation, .scale, .shadow:
            break
        case .effect, .mask:
            return try drawEffect(modifier, placements: placements, at: origin)
        case .containerShape(let kind):
            // Inside, container-relative shapes are concentric with this frame and shape.
            guard let child = placements.first else { return [] }
            var inner = self
            let frame = Rect(origin: origin + child.origin, size: child.size)
            inner.container = ContainerShape(frame: frame, kind: concreteShape(kind, in: frame).kind)
            return try inner.drawChildren(placements, at: origin)
        }

        let items = try drawChildren(placements, at: origin)
        guard !items.isEmpty else { return [] }
        let child = placements[0]
        let frame = Rect(origin: origin + child.origin, size: child.size)
        func anchorPoint(_ anchor: ResolvedUnitPoint) -> Point {
            Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        let layer: LayerOp
        switch modifier {
        case .opacity(let opacity):
            layer = LayerOp(opacity: opacity, items: items)
        case .clip(let kind, let evenOdd):
            let clip = concreteShape(kind, in: frame)
            layer = LayerOp(clip: ClipOp(frame: clip.frame, kind: clip.kind, evenOdd: evenOdd), items: items)
        case .rotation(let degrees, let anchor):
            let transform = Transform.rotation(radians: degrees * .pi / 180).about(anchorPoint(anchor))
            layer = LayerOp(transform: transform, items: items)
        case .scale(let x, let y, let anchor):
            layer = LayerOp(transform: Transform.scale(x: x, y: y).about(anchorPoint(anchor)), items: items)
        case .shadow(let color, let radius, let x, let y):
            layer = LayerOp(shadow: ShadowOp(color: color, sigma: radius * Self.shadowSigmaPerRadius, offset: Point(x: x, y: y)),
                            items: items)
        default:
            return items
        }
        return [.layer(layer)]
    }
}
