import CRaster
import WidgetGeometry

/// Per-span work of axis-aligned image rows (`ImageShader`): the horizontal sample positions (8-bit
/// fixed point, clamped to the edge pixel centers) and, per source row, the horizontal blends at
/// those positions (`craster_blend_columns`). Both depend only on the span and the source row, never
/// on which device row asked first, so reusing them cannot change a pixel.
final class ColumnCache {
    /// The CPU's fastest path of the blends (every path writes the same pixels).
    static let path = craster_best_path()

    private var x = 0, count = -1
    private var positions: [Int32] = []
    /// Horizontal blends of up to two source rows for the current span: (row index, packed pixels).
    private var rows: [(index: Int, blend: UnsafeMutablePointer<UInt32>)] = []

    deinit { for row in rows { row.blend.deallocate() } }

    func prepare(x: Int, y: Int, count: Int, deviceToLevel t: Transform, width: Int) {
        if x == self.x && count == self.count && t.c == 0 { return }
        let upper = Double(width - 1)
        positions = (0..<count).map { i in
            // From the pixel's own center, so a pixel samples the same place whatever span holds it.
            let u = t.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5)).x - 0.5
            return Int32(u > 0 ? (u < upper ? u : upper) * 256 : 0)
        }
        self.x = x; self.count = count
        for row in rows { row.blend.deallocate() }
        rows = []
    }

    /// The horizontal blends of source row `row` of `level` for the span.
    func horizontalBlend(row: Int, of level: Pixmap) -> UnsafeMutablePointer<UInt32> {
        if let cached = rows.first(where: { $0.index == row }) { return cached.blend }
        let blend: UnsafeMutablePointer<UInt32>
        if rows.count == 2 {
            // Rows are visited top to bottom: the older of the two is not needed again.
            blend = rows.removeFirst().blend
        } else {
            blend = .allocate(capacity: max(count, 1))
        }
        let width = level.width
        level.withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt32.self).baseAddress! + row * width
            positions.withUnsafeBufferPointer { positions in
                craster_blend_columns(source, width, positions.baseAddress, count, blend, ColumnCache.path)
            }
        }
        rows.append((row, blend))
        return blend
    }
}
