/// Exact-area coverage by signed-area accumulation (the technique of font-rs and FreeType's "smooth"
/// rasterizer): every edge adds, to each cell it crosses, the signed area it sweeps to the cell's right
/// edge and hands the rest of its cover to the next cell. A running sum along the row then gives, per
/// pixel, the area-weighted winding number, i.e. the exact covered fraction for non-overlapping paths.
///
/// Cells are `Float`; each row holds `width + 2` cells so edges clamped to the right border have a
/// cell to write to. Rows are read once and cleared while read, so the buffer is ready for reuse.
/// A bit per 16-cell chunk records which chunks edges touched: the running sum is constant across
/// untouched chunks, so reading a row skips them (a big fill costs only its edges plus a byte fill).
struct CoverageAccumulator {
    static let chunkShift = 4
    let width: Int
    let height: Int
    var stride: Int { width + 2 }
    /// `stride × height` cells, all zero on entry.
    let cells: UnsafeMutablePointer<Float>
    /// `wordsPerRow × height` bit words, all zero on entry.
    let touched: UnsafeMutablePointer<UInt64>

    static func wordsPerRow(width: Int) -> Int { ((width + 2) >> chunkShift) / 64 + 1 }
    var wordsPerRow: Int { CoverageAccumulator.wordsPerRow(width: width) }

    @inline(__always) private func markTouched(row: Int, from first: Int, to last: Int) {
        let words = touched + row * wordsPerRow
        var chunk = first >> CoverageAccumulator.chunkShift
        let lastChunk = last >> CoverageAccumulator.chunkShift
        while chunk <= lastChunk {
            words[chunk >> 6] |= 1 << UInt64(chunk & 63)
            chunk += 1
        }
    }

    /// Adds one edge (box-relative, x already clamped to 0…width).
    @inline(__always)
    func add(x0 ax: Float, y0 ay: Float, x1 bx: Float, y1 by: Float) {
        if ay == by { return }
        let (x0, y0, x1, y1, direction): (Float, Float, Float, Float, Float) =
            ay < by ? (ax, ay, bx, by, 1) : (bx, by, ax, ay, -1)
        let dxdy = (x1 - x0) / (y1 - y0)
        let top = max(y0, 0), bottom = min(y1, Float(height))
        if top >= bottom { return }
        var x = x0 + (top - y0) * dxdy
        let firstRow = Int(top), lastRow = Int(bottom) + (Float(Int(bottom)) < bottom ? 1 : 0)
        let maxX = Float(width)
        for row in firstRow..<lastRow {
            let rowTop = max(Float(row), top), rowBottom = min(Float(row + 1), bottom)
            let dy = rowBottom - rowTop
            if dy <= 0 { continue }
            // Clamped: rounding must not step outside the columns the edge list promised.
            let xNext = min(max(x + dxdy * dy, 0), maxX)
            let d = dy * direction
            let line = cells + row * stride
            let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
            // Both are ≥ 0, so truncation is floor (and avoids a libm call).
            let i0 = Int(left), leftFloor = Float(i0)
            let i1 = Int(right) + (Float(Int(right)) < right ? 1 : 0), rightCeil = Float(i1)
            if i1 <= i0 + 1 {
                // Within one cell: the trapezoid right of the edge's mean x belongs to this cell.
                let meanOffset = (x + xNext) * 0.5 - leftFloor
                line[i0] += d - d * meanOffset
                line[i0 + 1] += d * meanOffset
                markTouched(row: row, from: i0, to: i0 + 1)
            } else {
                // Across cells: the edge's area ramps linearly from the first to the last cell.
                let inverseRun = 1 / (right - left)
                let leftFraction = left - leftFloor
                let firstArea = 0.5 * inverseRun * (1 - leftFraction) * (1 - leftFraction)
                let rightFraction = right - rightCeil + 1
                let lastArea = 0.5 * inverseRun * rightFraction * rightFraction
                line[i0] += d * firstArea
                if i1 == i0 + 2 {
                    line[i0 + 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = inverseRun * (1.5 - leftFraction)
                    line[i0 + 1] += d * (secondArea - firstArea)
                    var i = i0 + 2
                    while i < i1 - 1 { line[i] += d * inverseRun; i += 1 }
                    let beforeLast = secondArea + Float(i1 - i0 - 3) * inverseRun
                    line[i1 - 1] += d * (1 - beforeLast - lastArea)
                }
                line[i1] += d * lastArea
                markTouched(row: row, from: i0, to: i1)
            }
            x = xNext
        }
    }

    /// Reads row `row` into coverage bytes (round(coverage × scale × 255)), clears the row's cells and
    /// chunk bits, and returns a range [first, last] holding every non-zero byte (it may include some
    /// zero bytes at its ends), or nil when the row is empty.
    @inline(__always)
    func resolveRow(_ row: Int, rule: FillRule, scale: Float, into coverage: UnsafeMutablePointer<UInt8>) -> (Int, Int)? {
        // One loop per rule, so the rule is not tested per pixel.
        switch rule {
        case .nonZero: return resolveRow(row, scale: scale, into: coverage) { min(abs($0), 1) }
        case .evenOdd:
            return resolveRow(row, scale: scale, into: coverage) { sum in
                let area = abs(sum)
                let folded = area - 2 * Float(Int(area * 0.5))
                return folded > 1 ? 2 - folded : folded
            }
        }
    }

    @inline(__always)
    private func resolveRow(_ row: Int, scale: Float, into coverage: UnsafeMutablePointer<UInt8>,
                            area: (Float) -> Float) -> (Int, Int)? {
        let line = cells + row * stride
        let words = touched + row * wordsPerRow
        let byteScale = scale * 255
        var sum: Float = 0
        var first = -1, last = -1
        let shift = CoverageAccumulator.chunkShift
        let chunkCount = (stride + (1 << shift) - 1) >> shift
        var chunk = 0
        while chunk < chunkCount {
            let bits = words[chunk >> 6] >> UInt64(chunk & 63)
            let start = chunk << shift
            if bits & 1 == 0 {
                // A run of untouched chunks (up to the end of this bit word): the sum is constant.
                let run = min(bits == 0 ? 64 - (chunk & 63) : bits.trailingZeroBitCount, chunkCount - chunk)
                let visibleEnd = min((chunk + run) << shift, width)
                if start < visibleEnd {
                    let b = UInt8(area(sum) * byteScale + 0.5)
                    (coverage + start).update(repeating: b, count: visibleEnd - start)
                    if b != 0 { if first < 0 { first = start }; last = visibleEnd - 1 }
                }
                chunk += run
                continue
            }
            let end = min(start + (1 << shift), stride), visibleEnd = min(end, width)
            var any: UInt8 = 0
            var i = start
            while i < visibleEnd {
                sum += line[i]
                line[i] = 0
                let b = UInt8(area(sum) * byteScale + 0.5)
                coverage[i] = b
                any |= b
                i += 1
            }
            while i < end { line[i] = 0; i += 1 }  // the two spare cells past the right edge
            if any != 0 { if first < 0 { first = start }; last = visibleEnd - 1 }
            chunk += 1
        }
        words.update(repeating: 0, count: wordsPerRow)
        return first < 0 ? nil : (first, last)
    }
}
