import Foundation
import WidgetText
import WidgetResolved

// Grid, GridRow and the cell modifiers, with SwiftUI's signatures (iOS 16). Layout rules:
// Sources/WidgetLayout/GridLayout.swift and docs/views.md.

/// A two-dimensional layout: `GridRow`s of cells in shared columns, as SwiftUI's `Grid`. A view
/// placed directly in the grid is a row of its own that spans every column.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.content = content()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let (h, v) = try context.checked {
            (try horizontalSpacing.map { try Check.finite(Double($0), "horizontalSpacing") },
             try verticalSpacing.map { try Check.finite(Double($0), "verticalSpacing") })
        }
        let sink = GridRowSink()
        var inner = context
        inner.gridRows = sink
        inner.enclosingStackAxis = nil
        let children = try resolveChildren(content, in: inner)
        let rows = children.map { child -> ResolvedGridRow in
            if let index = sink.index(of: child) { return sink.rows[index] }
            return ResolvedGridRow(alignment: nil, isGridRow: false, cells: [child])
        }
        guard !rows.isEmpty else { return .empty }
        return .container(.grid(ResolvedGrid(alignment: alignment.resolved, horizontalSpacing: h, verticalSpacing: v, rows: rows)))
    }
}

/// GridRow's rows, collected while a Grid resolves its children. A row stands in the child list
/// as a marker (an empty grid whose vertical spacing is the row's index); the Grid swaps it back.
final class GridRowSink {
    var rows: [ResolvedGridRow] = []

    func add(_ row: ResolvedGridRow) -> ResolvedNode {
        rows.append(row)
        return .container(.grid(ResolvedGrid(alignment: .center, horizontalSpacing: nil,
                                             verticalSpacing: Double(rows.count - 1), rows: [])))
    }

    func index(of node: ResolvedNode) -> Int? {
        guard case .container(.grid(let grid)) = node, grid.rows.isEmpty, let index = grid.verticalSpacing else { return nil }
        let row = Int(index)
        return rows.indices.contains(row) ? row : nil
    }
}

protocol GridRowMarker {}

/// One row of a Grid, as SwiftUI's `GridRow`. Outside a Grid it lays its cells out like an HStack (ours).
nonisolated public struct GridRow<Content: View>: View, PrimitiveView, GridRowMarker {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        var inner = context
        inner.gridRows = nil
        guard let sink = context.gridRows else {
            inner.enclosingStackAxis = .horizontal
            let cells = try resolveChildren(content, in: inner)
            return .stack(ResolvedStack(axis: .horizontal, alignment: ResolvedAlignment(horizontal: .center,
                                        vertical: alignment?.value ?? .center), spacing: nil, children: cells))
        }
        // A Divider in a row lies across it like in a VStack (Apple's Grid examples draw rules this way).
        inner.enclosingStackAxis = .vertical
        let cells = try resolveChildren(content, in: inner)
        return sink.add(ResolvedGridRow(alignment: alignment?.value, isGridRow: true, cells: cells))
    }
}

nonisolated extension View {
    /// Makes this cell span `count` columns of its row (Apple, `gridCellColumns(_:)`).
    public func gridCellColumns(_ count: Int) -> some View {
        wrappingModifier("gridCellColumns") { _ in
            guard count >= 1, count <= 1024 else { throw CheckFailure("gridCellColumns \(count) is not between 1 and 1024") }
            return .gridCell(GridCellTraits(columns: count))
        }
    }

    /// Aligns every cell of this cell's column (Apple, `gridColumnAlignment(_:)`).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrappingModifier("gridColumnAlignment") { _ in .gridCell(GridCellTraits(columnAlignment: guide.value)) }
    }

    /// Keeps this cell from sizing its column (horizontal) or row (vertical); it takes what the
    /// other cells decide (Apple, `gridCellUnsizedAxes(_:)`).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        wrappingModifier("gridCellUnsizedAxes") { _ in
            var resolved: Axes = []
            if axes.contains(.horizontal) { resolved.insert(.horizontal) }
            if axes.contains(.vertical) { resolved.insert(.vertical) }
            return .gridCell(GridCellTraits(unsizedAxes: resolved))
        }
    }

    /// Places this cell by `anchor` instead of its column's and row's alignment: that point of the
    /// view sits on the same point of the cell (Apple, `gridCellAnchor(_:)`).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        wrappingModifier("gridCellAnchor") { _ in
            .gridCell(GridCellTraits(anchor: ResolvedUnitPoint(x: Double(anchor.x), y: Double(anchor.y))))
        }
    }

}
