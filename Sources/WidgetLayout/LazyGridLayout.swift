import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// LazyVGrid(columns:) and LazyHGrid(rows:). Described for LazyVGrid; LazyHGrid is the same with
// the axes swapped (items are rows that share the proposed height, cells fill each column top to
// bottom). Column widths, after objc.io's re-implementation of the grid ("SwiftUI Grid Layout",
// objc.io blog, and "Thinking in SwiftUI"):
// 1. Subtract the spacing between items (each item's `spacing`, default 8 pt) from the proposed width.
// 2. Fixed items take exactly their size, first, whatever the width.
// 3. The other items, in order, are offered what is left ÷ items left: a flexible item takes the
//    offer clamped to its minimum…maximum, an adaptive item takes the offer.
// 4. An adaptive item then holds as many columns of at least its minimum as fit, each
//    (width − spacings) ÷ count, at most its maximum (objc.io: "it divides the column width by the
//    minimum width, taking spacing into account").
// Cells fill the columns row by row, each proposed its column's width and no height; a row is as
// tall as its tallest cell and rows are `spacing` apart (default 8 pt). A cell sits in its slot by its
// item's alignment, else the grid's alignment horizontally and centered vertically. The grid is as
// wide as its columns and spacing, as tall as its rows. Ours: with no proposed width (or an infinite
// one) a flexible item takes its minimum and an adaptive item holds one column of its minimum.

extension LayoutEngine {
    private struct Track { var length: Double; var spacingAfter: Double; var alignment: ResolvedAlignment? }

    func arrangeLazyGrid(_ grid: ResolvedLazyGrid, cells allCells: [LayoutNode], proposal: ProposedSize) throws -> Arrangement {
        let cells = allCells.filter { !$0.isEmpty }
        let trackAxis: LayoutAxis = grid.axis == .horizontal ? .vertical : .horizontal
        let flowAxis = trackAxis.cross
        let tracks = lazyGridTracks(grid.items, offered: proposal[trackAxis])
        guard !tracks.isEmpty, !cells.isEmpty else { return Arrangement(size: .zero, children: []) }
        let gap = grid.spacing ?? Self.defaultSpacing

        var trackStarts: [Double] = []
        var position = 0.0
        for track in tracks { trackStarts.append(position); position += track.length + track.spacingAfter }
        let trackExtent = position - tracks[tracks.count - 1].spacingAfter

        var placements: [ChildPlacement] = []
        var lineStart = 0.0
        var lineIndex = 0
        while lineIndex * tracks.count < cells.count {
            let first = lineIndex * tracks.count
            let line = Array(cells[first..<min(cells.count, first + tracks.count)])
            var measured: [(ProposedSize, Size)] = []
            for (slot, cell) in line.enumerated() {
                let cellProposal = ProposedSize.along(trackAxis, main: tracks[slot].length, cross: nil)
                measured.append((cellProposal, try sizeThatFits(cell, cellProposal)))
            }
            let lineLength = measured.map { $0.1[flowAxis] }.max() ?? 0
            for (slot, cell) in line.enumerated() {
                let (cellProposal, size) = measured[slot]
                let alignment = tracks[slot].alignment ?? grid.alignment
                let slotSize = Size.along(trackAxis, main: tracks[slot].length, cross: lineLength)
                let slotOrigin = Point.along(trackAxis, main: trackStarts[slot], cross: lineStart)
                // The item's alignment, else the grid's across the tracks and centered along the flow.
                var effective = alignment
                if tracks[slot].alignment == nil {
                    if trackAxis == .horizontal { effective.vertical = .center } else { effective.horizontal = .center }
                }
                let inSlot = try origin(aligning: cell, proposal: cellProposal, size: size, in: slotSize, alignment: effective)
                placements.append(ChildPlacement(node: cell, proposal: cellProposal, origin: slotOrigin + inSlot, size: size))
            }
            lineStart += lineLength + gap
            lineIndex += 1
        }
        let flowExtent = lineStart - gap
        return Arrangement(size: .along(trackAxis, main: trackExtent, cross: flowExtent), children: placements)
    }

    /// Steps 1–4 above: the tracks' lengths, adaptive items expanded.
    private func lazyGridTracks(_ items: [ResolvedGridItem], offered: Double?) -> [Track] {
        let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
        let open = offered.flatMap { $0.isFinite ? $0 : nil }
        var lengths = Array(repeating: 0.0, count: items.count)
        var remaining = (open ?? 0) - spacings.dropLast().reduce(0, +)
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size { lengths[index] = length; remaining -= length }
        }
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (index, item) in items.enumerated() {
            let offer = max(0, remaining / Double(max(1, left)))
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum):
                lengths[index] = open == nil ? minimum : min(max(offer, minimum), maximum)
            case .adaptive(let minimum, _):
                lengths[index] = open == nil ? minimum : offer
            }
            remaining -= lengths[index]
            left -= 1
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            guard case .adaptive(let minimum, let maximum) = item.size else {
                tracks.append(Track(length: lengths[index], spacingAfter: spacings[index], alignment: item.alignment))
                continue
            }
            let spacing = spacings[index]
            // At most 1,024 columns: a widget has no more views than that (docs/security.md).
            let fit = Int(saturating: ((lengths[index] + spacing) / (max(minimum, 1e-9) + spacing)).rounded(.down))
            let count = min(1024, max(1, fit))
            let each = min(maximum, max(0, (lengths[index] - spacing * Double(count - 1)) / Double(count)))
            for _ in 0..<(count - 1) { tracks.append(Track(length: each, spacingAfter: spacing, alignment: item.alignment)) }
            tracks.append(Track(length: each, spacingAfter: spacings[index], alignment: item.alignment))
        }
        return tracks
    }
}
