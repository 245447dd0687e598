import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// The containers of issue #14 and `position`: dispatch, GeometryReader and user `Layout`s.
// Grid and LazyVGrid/LazyHGrid have their own files (GridLayout.swift, LazyGridLayout.swift).

/// A container node's kind. Grids keep their shape without the children (the node's children are
/// the cells, in row order); deferred views keep the code they call (DeferredViews.swift).
enum LayoutContainer {
    case grid(GridShape)
    case lazyGrid(ResolvedLazyGrid)
    case layout(name: String, code: DeferredLayoutCode)
    case geometryReader(DeferredContentCode, DeferredViews)
}

extension LayoutEngine {
    func arrangeContainer(_ container: LayoutContainer, children: [LayoutNode],
                          proposal: ProposedSize) throws -> Arrangement {
        switch container {
        case .grid(let shape):
            return try arrangeGrid(shape, cells: children, proposal: proposal)
        case .lazyGrid(let grid):
            return try arrangeLazyGrid(grid, cells: children, proposal: proposal)
        case .layout(let name, let code):
            return try arrangeUserLayout(name: name, code: code, children: children, proposal: proposal)
        case .geometryReader:
            // Apple: "This view returns a flexible preferred size to its parent layout": it takes the
            // proposal, and like a shape 10 pt on an unspecified axis (objc.io, Thinking in SwiftUI,
            // "Layout": GeometryReader). Its content is laid out when it is drawn.
            return Arrangement(size: Size(width: proposal.width ?? Self.shapeIdealLength,
                                          height: proposal.height ?? Self.shapeIdealLength), children: [])
        }
    }

    /// `position(x:y:)`: Apple: "Positions the center of this view at the specified coordinates in
    /// its parent's coordinate space"; the modified view takes the whole proposal (10 pt on an
    /// unspecified axis, like a shape) and offers it to the child unchanged.
    func arrangePosition(x: Double, y: Double, child: LayoutNode, proposal: ProposedSize) throws -> Arrangement {
        let size = try sizeThatFits(child, proposal)
        let container = Size(width: proposal.width ?? Self.shapeIdealLength, height: proposal.height ?? Self.shapeIdealLength)
        let origin = Point(x: x - size.width / 2, y: y - size.height / 2)
        return Arrangement(size: container, children: [ChildPlacement(node: child, proposal: proposal, origin: origin, size: size)])
    }

    /// A GeometryReader's content: resolved now, for the reader's size and its frame in the widget
    /// (`GeometryProxy.frame(in: .global)`), proposed the reader's size and placed at its
    /// top-leading corner (Apple, GeometryReader: content is placed at the top-leading corner).
    func drawGeometryReader(_ code: DeferredContentCode, deferred: DeferredViews, node: LayoutNode,
                            proposal: ProposedSize, at origin: Point) throws -> [DisplayItem] {
        let size = try sizeThatFits(node, proposal)
        let content = try deferred.serialized { try code.content(size: size, frameInWidget: Rect(origin: origin, size: size), anchors: anchors.frames) }
        lateImages.add(content.images)
        let root = try LayoutTreeBuilder.build(content.node, rootName: "GeometryReader", deferred: deferred)
        return try draw(root, proposal: ProposedSize(size), at: origin)
    }

    /// A user `Layout`: its `sizeThatFits` chooses the size, its `placeSubviews` the placements.
    /// The bounds are at the container's origin (ours: SwiftUI passes them in the parent's space;
    /// code that places relative to `bounds.minX/minY`, as Apple's examples do, lands the same).
    /// Apple, `LayoutSubview.place(at:anchor:proposal:)`: a subview that is not placed "appears at
    /// the center of its layout container and uses the layout container's size proposal".
    func arrangeUserLayout(name: String, code: DeferredLayoutCode, children: [LayoutNode],
                           proposal: ProposedSize) throws -> Arrangement {
        let subviews = MeasuredSubviews(engine: self, children: children)
        let size = try subviews.checked(name, "sizeThatFits") {
            try code.sizeThatFits(width: proposal.width, height: proposal.height, subviews: subviews)
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError.invalidUserLayout(name, "sizeThatFits returned \(size), not a finite, non-negative size")
        }
        let bounds = Rect(origin: .zero, size: size)
        let placed = try subviews.checked(name, "placeSubviews") {
            try code.placements(in: bounds, width: proposal.width, height: proposal.height, subviews: subviews)
        }
        var placements: [ChildPlacement] = []
        for (index, child) in children.enumerated() {
            let placement = index < placed.count ? placed[index] : nil
            let childProposal = placement.map { ProposedSize(width: $0.width, height: $0.height) } ?? proposal
            let childSize = try sizeThatFits(child, childProposal)
            let origin: Point
            if let placement {
                origin = Point(x: placement.position.x - placement.anchor.x * childSize.width,
                               y: placement.position.y - placement.anchor.y * childSize.height)
            } else {
                origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
            }
            guard origin.x.isFinite, origin.y.isFinite else {
                throw LayoutError.invalidUserLayout(name, "placeSubviews placed subview \(index) at a non-finite point")
            }
            placements.append(ChildPlacement(node: child, proposal: childProposal, origin: origin, size: childSize))
        }
        return Arrangement(size: size, children: placements)
    }
}

/// The engine's answers about a user layout's subviews. User code cannot throw, so the first
/// layout error is kept and rethrown when the code returns.
final class MeasuredSubviews: SubviewMeasuring {
    let engine: LayoutEngine
    let children: [LayoutNode]
    private var failure: Error?

    init(engine: LayoutEngine, children: [LayoutNode]) { self.engine = engine; self.children = children }

    var count: Int { children.count }

    func sizeThatFits(_ index: Int, width: Double?, height: Double?) -> Size {
        guard children.indices.contains(index), failure == nil else { return .zero }
        // Negative or NaN proposals from user code are read as 0 (SwiftUI does not define them).
        func clean(_ value: Double?) -> Double? { value.map { $0.isNaN || $0 < 0 ? 0 : $0 } }
        do {
            return try engine.sizeThatFits(children[index], ProposedSize(width: clean(width), height: clean(height)))
        } catch {
            failure = error
            return .zero
        }
    }

    func priority(_ index: Int) -> Double {
        children.indices.contains(index) ? children[index].layoutPriority : 0
    }

    func checked<T>(_ name: String, _ step: String, _ body: () throws -> T) throws -> T {
        let result = try body()
        if let failure { throw failure }
        return result
    }
}
