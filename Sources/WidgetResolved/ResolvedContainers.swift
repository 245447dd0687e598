import WidgetGeometry

// Containers added for issue #14 (Grid, LazyVGrid/LazyHGrid, GeometryReader, user `Layout`s) and
// their traits. Plain, Codable values like the rest of the tree.
//
// Glossary
// - Grid row: a `GridRow`'s cells, or one view placed directly in a `Grid` (a row of one cell that
//   spans every column).
// - Cell traits (`ResolvedModifier.gridCell`): `gridCellColumns`, `gridColumnAlignment`,
//   `gridCellUnsizedAxes` and `gridCellAnchor` as a wrapper the grid reads through the modifiers around a cell.
// - Grid item: one column (LazyVGrid) or row (LazyHGrid) description: fixed, flexible or adaptive.
// - Deferred view: a view whose content or placement is computed by user code during layout
//   (GeometryReader, a user `Layout`). The tree holds its id and its resolved subviews; the code
//   lives in `Resolution.deferred` (see DeferredViews.swift).

/// The containers of issue #14, one case of `ResolvedNode` so that tree walks stay short.
package enum ResolvedContainer: Hashable, Codable, Sendable {
    case grid(ResolvedGrid)
    case lazyGrid(ResolvedLazyGrid)
    case deferred(ResolvedDeferred)

    /// Every node this container holds, in tree order.
    package var children: [ResolvedNode] {
        switch self {
        case .grid(let grid): grid.rows.flatMap(\.cells)
        case .lazyGrid(let grid): grid.children
        case .deferred(let deferred): deferred.children
        }
    }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: rows of cells in shared columns.
package struct ResolvedGrid: Hashable, Codable, Sendable {
    package var alignment: ResolvedAlignment
    /// nil = the default spacing (see layout).
    package var horizontalSpacing: Double?
    package var verticalSpacing: Double?
    package var rows: [ResolvedGridRow]
    package init(alignment: ResolvedAlignment, horizontalSpacing: Double?, verticalSpacing: Double?,
                 rows: [ResolvedGridRow]) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.rows = rows
    }
}

package struct ResolvedGridRow: Hashable, Codable, Sendable {
    /// `GridRow(alignment:)`; nil = the grid's vertical alignment.
    package var alignment: VerticalAlignmentValue?
    /// False for a view placed directly in the grid: its one cell spans every column.
    package var isGridRow: Bool
    package var cells: [ResolvedNode]
    package init(alignment: VerticalAlignmentValue?, isGridRow: Bool, cells: [ResolvedNode]) {
        self.alignment = alignment; self.isGridRow = isGridRow; self.cells = cells
    }
}

/// `LazyVGrid(columns:)` (axis vertical: items describe columns, cells flow in rows) or
/// `LazyHGrid(rows:)` (axis horizontal: items describe rows, cells flow in columns).
package struct ResolvedLazyGrid: Hashable, Codable, Sendable {
    package var axis: StackAxis
    package var items: [ResolvedGridItem]
    /// LazyVGrid: horizontal part used; LazyHGrid: vertical part used.
    package var alignment: ResolvedAlignment
    /// Between rows (LazyVGrid) or columns (LazyHGrid); nil = default.
    package var spacing: Double?
    package var children: [ResolvedNode]
    package init(axis: StackAxis, items: [ResolvedGridItem], alignment: ResolvedAlignment, spacing: Double?,
                 children: [ResolvedNode]) {
        self.axis = axis; self.items = items; self.alignment = alignment; self.spacing = spacing
        self.children = children
    }
}

package struct ResolvedGridItem: Hashable, Codable, Sendable {
    package enum Size: Hashable, Codable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    package var size: Size
    /// Spacing after this item (to the next column/row); nil = default.
    package var spacing: Double?
    /// How cells sit in this item's track; nil = center.
    package var alignment: ResolvedAlignment?
    package init(size: Size, spacing: Double?, alignment: ResolvedAlignment?) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// The traits a grid reads from a cell. nil fields are not set by this wrapper (an outer wrapper
/// wins over an inner one, as SwiftUI's traits).
package struct GridCellTraits: Hashable, Codable, Sendable {
    package var columns: Int?
    package var columnAlignment: HorizontalAlignmentValue?
    package var unsizedAxes: Axes?
    /// `gridCellAnchor`: the point of the cell and of the view that coincide, overriding the
    /// column's and row's alignment for this cell.
    package var anchor: ResolvedUnitPoint?
    package init(columns: Int? = nil, columnAlignment: HorizontalAlignmentValue? = nil, unsizedAxes: Axes? = nil,
                 anchor: ResolvedUnitPoint? = nil) {
        self.columns = columns; self.columnAlignment = columnAlignment; self.unsizedAxes = unsizedAxes
        self.anchor = anchor
    }
}

/// A view laid out by user code: `id` keys `Resolution.deferred`; `children` are the resolved
/// subviews a user `Layout` places (none for a GeometryReader, whose content is resolved per size).
package struct ResolvedDeferred: Hashable, Codable, Sendable {
    package enum Kind: Hashable, Codable, Sendable {
        case geometryReader
        /// A user `Layout` conformance, named by its type.
        case layout(String)
    }
    package var id: Int
    package var kind: Kind
    package var children: [ResolvedNode]
    package init(id: Int, kind: Kind, children: [ResolvedNode]) {
        self.id = id; self.kind = kind; self.children = children
    }
}
