/// The separate places where two images differ, as rectangles: the JSON summary lists them so a
/// reviewer (or a bot commenting on a pull request) can say "the title and the chart changed"
/// instead of one bounding box around both.
///
/// Counted differences are binned into `cellSize`-pixel cells; cells that touch (8-neighbours) form
/// one region, reported as the tight box of its differing pixels. Cells keep the work linear in the
/// image size and merge pixels a few apart (anti-aliased edges of one glyph) into one region.
enum DiffRegions {
    static let cellSize = 16
    /// More regions than this are merged into their common bounding box as the last one, so that a
    /// noisy change (a different font everywhere) does not produce thousands of rectangles.
    static let maximumCount = 16

    /// Regions sorted top to bottom, then left to right; empty when nothing counted differs.
    static func find(in outcome: ComparisonOutcome) -> [PixelRect] {
        guard let verdicts = outcome.verdicts, outcome.differingPixelCount > 0 else { return [] }
        let width = outcome.width, height = outcome.height
        let columns = (width + cellSize - 1) / cellSize, rows = (height + cellSize - 1) / cellSize
        // Per cell the box of its differing pixels: minX, minY, maxX, maxY (inclusive); minX = Int.max when clean.
        var boxes = [(Int, Int, Int, Int)](repeating: (Int.max, Int.max, -1, -1), count: columns * rows)
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                let verdict = verdicts[row + x]
                guard verdict == PixelVerdict.differs.rawValue || verdict == PixelVerdict.differsDarker.rawValue else { continue }
                let cell = (y / cellSize) * columns + x / cellSize
                let b = boxes[cell]
                boxes[cell] = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
            }
        }
        var seen = [Bool](repeating: false, count: boxes.count)
        var regions: [PixelRect] = []
        for start in boxes.indices where boxes[start].0 != Int.max && !seen[start] {
            var box = boxes[start]
            var stack = [start]
            seen[start] = true
            while let cell = stack.popLast() {
                let b = boxes[cell]
                box = (min(box.0, b.0), min(box.1, b.1), max(box.2, b.2), max(box.3, b.3))
                let cx = cell % columns, cy = cell / columns
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < columns, ny < rows else { continue }
                        let next = ny * columns + nx
                        if !seen[next] && boxes[next].0 != Int.max { seen[next] = true; stack.append(next) }
                    }
                }
            }
            regions.append(PixelRect(x: box.0, y: box.1, width: box.2 - box.0 + 1, height: box.3 - box.1 + 1))
        }
        regions.sort { ($0.y, $0.x) < ($1.y, $1.x) }
        guard regions.count > maximumCount else { return regions }
        let rest = regions[(maximumCount - 1)...]
        let x0 = rest.map(\.x).min()!, y0 = rest.map(\.y).min()!
        let x1 = rest.map(\.maxX).max()!, y1 = rest.map(\.maxY).max()!
        return Array(regions[..<(maximumCount - 1)]) + [PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)]
    }
}
