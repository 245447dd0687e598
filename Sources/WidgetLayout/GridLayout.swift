import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Grid and GridRow (Apple, "Grid": "A container view that arranges other views in a
// two-dimensional layout"; WWDC22 "Compose custom layouts with SwiftUI"):
// - The grid has as many columns as its widest row; a row with fewer cells leaves the rest empty.
//   A view placed directly in the grid is a row whose one cell spans every column.
// - Apple, Grid: rows "behave something like a collection of HStack instances wrapped in a
//   VStack", but the grid handles rows and columns "as a single operation": cells share columns.
//   Each column is as wide as its widest cell, each row as tall as its tallest cell (ours as a
//   stated rule; it is what Apple's Grid screenshots show).
//   `gridCellColumns(n)` makes a cell span n columns; a spanning cell that wants more than its
//   columns widens the last of them (ours). `gridCellUnsizedAxes` keeps a cell from sizing its column (or
//   row) on those axes: it takes what the other cells decided (Apple, `gridCellUnsizedAxes(_:)`).
// - With a finite proposed width, columns share it like an HStack's children (least flexible
//   first, each offered what is left ÷ columns left); rows share the height like a VStack's.
//   Ours, after objc.io "Thinking in SwiftUI", chapter "Layout" (stacks), since Apple does not
//   publish the algorithm.
// - A cell sits in its cell rect by its column's alignment (`gridColumnAlignment` on any cell of
//   the column, Apple) or the grid's, and by its row's vertical alignment or the grid's; a
//   `gridCellAnchor` overrides both for its cell (Apple, `gridCellAnchor(_:)`).
// - Spacing nil is the default 8 pt (docs/platform.md §6).

/// A grid's shape without its cells: which cells belong to which row.
struct GridShape {
    struct Row { var alignment: VerticalAlignmentValue?; var isGridRow: Bool; var count: Int }
    var alignment: ResolvedAlignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
    var rows: [Row]

    init(_ grid: ResolvedGrid) {
        alignment = grid.alignment; horizontalSpacing = grid.horizontalSpacing; verticalSpacing = grid.verticalSpacing
        rows = grid.rows.map { Row(alignment: $0.alignment, isGridRow: $0.isGridRow, count: $0.cells.count) }
    }
}

extension LayoutNode {
    /// The grid traits visible through the modifiers around this node; the outermost value wins.
    var gridTraits: GridCellTraits {
        var traits = GridCellTraits()
        var node = self
        while case .modifier(let modifier) = node.kind, let child = node.children.first {
            if case .gridCell(let own) = modifier {
                traits.columns = traits.columns ?? own.columns
                traits.columnAlignment = traits.columnAlignment ?? own.columnAlignment
                traits.unsizedAxes = traits.unsizedAxes ?? own.unsizedAxes
                traits.anchor = traits.anchor ?? own.anchor
            }
            node = child
        }
        return traits
    }
}

extension LayoutEngine {
    private struct GridCell {
        var node: LayoutNode
        var row: Int
        var column: Int
        var span: Int
        var traits: GridCellTraits
        var unsized: Axes { traits.unsizedAxes ?? [] }
    }

    func arrangeGrid(_ shape: GridShape, cells nodes: [LayoutNode], proposal: ProposedSize) throws -> Arrangement {
        // Rows and columns: a GridRow's cells take one column each unless they span; the column
        // count is the widest row's.
        var rowsOfCells: [[(node: LayoutNode, traits: GridCellTraits)]] = []
        var next = 0
        for row in shape.rows {
            rowsOfCells.append(nodes[next..<next + row.count].map { ($0, $0.gridTraits) })
            next += row.count
        }
        var columnCount = 0
        for (row, cells) in zip(shape.rows, rowsOfCells) where row.isGridRow {
            columnCount = max(columnCount, cells.reduce(0) { $0 + max(1, $1.traits.columns ?? 1) })
        }
        columnCount = max(columnCount, 1)
        var cells: [GridCell] = []
        for (rowIndex, (row, rowCells)) in zip(shape.rows, rowsOfCells).enumerated() {
            var column = 0
            for cell in rowCells where !cell.node.isEmpty {
                let span = row.isGridRow ? min(max(1, cell.traits.columns ?? 1), max(1, columnCount - column)) : columnCount
                guard column < columnCount else { break }
                cells.append(GridCell(node: cell.node, row: rowIndex, column: column, span: span, traits: cell.traits))
                column += span
            }
        }
        let rowCount = shape.rows.count
        guard !cells.isEmpty else { return Arrangement(size: .zero, children: []) }
        let hGap = shape.horizontalSpacing ?? Self.defaultSpacing
        let vGap = shape.verticalSpacing ?? Self.defaultSpacing

        // Column widths: single-column cells sized horizontally decide, measured with no height.
        let columnSizers = (0..<columnCount).map { column in
            cells.filter { $0.column == column && $0.span == 1 && !$0.unsized.contains(.horizontal) }
        }
        var widths = try shareTracks(columnSizers.map { $0.map(\.node) }, offered: proposal.width,
                                     spacing: hGap * Double(columnCount - 1)) { node, width in
            try self.sizeThatFits(node, ProposedSize(width: width, height: nil)).width
        }
        // A spanning cell that sizes horizontally and wants more than its columns give (a Color or
        // Divider placed directly in the grid wants the whole offer) widens its last column (ours).
        for cell in cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let wanted = try sizeThatFits(cell.node, ProposedSize(width: proposal.width, height: nil)).width
            let given = widths[cell.column..<cell.column + cell.span].reduce(0, +) + hGap * Double(cell.span - 1)
            if wanted > given { widths[cell.column + cell.span - 1] += wanted - given }
        }
        func cellWidth(_ cell: GridCell) -> Double {
            widths[cell.column..<cell.column + cell.span].reduce(0, +) + hGap * Double(cell.span - 1)
        }
        // Row heights: cells sized vertically decide, proposed their cell width.
        let rowSizers = (0..<rowCount).map { row in cells.filter { $0.row == row && !$0.unsized.contains(.vertical) } }
        let widthByNode = Dictionary(cells.map { (ObjectIdentifier($0.node), cellWidth($0)) }, uniquingKeysWith: { a, _ in a })
        let heights = try shareTracks(rowSizers.map { $0.map(\.node) }, offered: proposal.height,
                                      spacing: vGap * Double(max(0, rowCount - 1))) { node, height in
            try self.sizeThatFits(node, ProposedSize(width: widthByNode[ObjectIdentifier(node)], height: height)).height
        }

        // Column alignments: the first cell of a column that sets one (Apple, gridColumnAlignment).
        var columnAlignment: [HorizontalAlignmentValue?] = Array(repeating: nil, count: columnCount)
        for cell in cells where cell.span == 1 {
            if columnAlignment[cell.column] == nil { columnAlignment[cell.column] = cell.traits.columnAlignment }
        }
        var xs: [Double] = [0]
        for width in widths { xs.append(xs[xs.count - 1] + width + hGap) }
        var ys: [Double] = [0]
        for height in heights { ys.append(ys[ys.count - 1] + height + vGap) }

        var placements: [ChildPlacement] = []
        for rowIndex in 0..<rowCount {
            let rowCells = cells.filter { $0.row == rowIndex }
            let vertical = shape.rows[rowIndex].alignment ?? shape.alignment.vertical
            var laid: [(cell: GridCell, proposal: ProposedSize, size: Size, x: Double)] = []
            for cell in rowCells {
                let width = cellWidth(cell)
                let cellProposal = ProposedSize(width: width, height: heights[rowIndex])
                let size = try sizeThatFits(cell.node, cellProposal)
                let horizontal = (cell.span == 1 ? columnAlignment[cell.column] : nil) ?? shape.alignment.horizontal
                let x = cell.traits.anchor.map { xs[cell.column] + $0.x * (width - size.width) }
                    ?? xs[cell.column] + guide(horizontal, width: width) - guide(horizontal, width: size.width)
                laid.append((cell, cellProposal, size, x))
            }
            // Vertical: edges and center within the row; baselines line up across the row like an HStack's.
            var guides: [Double] = []
            for item in laid {
                guides.append(try guide(vertical, of: item.cell.node, proposal: item.proposal, size: item.size))
            }
            let rowGuide: Double = switch vertical {
            case .top: 0
            case .center: heights[rowIndex] / 2
            case .bottom: heights[rowIndex]
            case .firstTextBaseline, .lastTextBaseline: guides.max() ?? 0
            }
            for (item, guideValue) in zip(laid, guides) {
                let y = item.cell.traits.anchor.map { ys[rowIndex] + $0.y * (heights[rowIndex] - item.size.height) }
                    ?? ys[rowIndex] + rowGuide - guideValue
                placements.append(ChildPlacement(node: item.cell.node, proposal: item.proposal,
                                                 origin: Point(x: item.x, y: y), size: item.size))
            }
        }
        let width = widths.reduce(0, +) + hGap * Double(columnCount - 1)
        let height = heights.reduce(0, +) + vGap * Double(max(0, rowCount - 1))
        return Arrangement(size: Size(width: width, height: height), children: placements)
    }

    /// Lengths of tracks (columns or rows) that share `offered` minus `spacing` like a stack's
    /// children: least flexible first, each offered what is left ÷ tracks left, a track being as
    /// long as its longest sizing cell. Unspecified or infinite: every track takes its longest
    /// cell's length for that proposal. A track with no sizing cell is 0 long.
    func shareTracks(_ tracks: [[LayoutNode]], offered: Double?, spacing: Double,
                     measure: (LayoutNode, Double?) throws -> Double) throws -> [Double] {
        func length(_ track: [LayoutNode], _ offer: Double?) throws -> Double {
            try track.reduce(0.0) { max($0, try measure($1, offer)) }
        }
        guard let offered, offered.isFinite else {
            return try tracks.map { try length($0, offered) }
        }
        var flexibility: [Double] = []
        for track in tracks {
            let spread = try length(track, .infinity) - length(track, 0)
            flexibility.append(spread.isNaN ? .infinity : spread)
        }
        let order = tracks.indices.filter { !tracks[$0].isEmpty }
            .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var lengths = Array(repeating: 0.0, count: tracks.count)
        var remaining = offered - spacing
        var left = order.count
        for index in order {
            let offer = max(0, remaining / Double(left))
            lengths[index] = try length(tracks[index], offer)
            remaining -= lengths[index]
            left -= 1
        }
        return lengths
    }
}
