/// Reusable buffers for one canvas: accumulation cells (kept all zero between fills), one row of
/// coverage bytes and one row of shaded colors. Owned by one canvas at a time: a canvas replaces it
/// when it finds it shared (a copied canvas), so copies never race on it.
final class RasterScratch {
    private(set) var cells: UnsafeMutablePointer<Float>
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var colors: UnsafeMutablePointer<UInt32>
    private var cellCapacity = 0
    private var rowCapacity = 0

    init() {
        cells = .allocate(capacity: 1); cells.initialize(to: 0); cellCapacity = 1
        coverage = .allocate(capacity: 1); colors = .allocate(capacity: 1); rowCapacity = 1
    }

    deinit {
        cells.deallocate(); coverage.deallocate(); colors.deallocate()
    }

    /// Makes room for `cellCount` zeroed cells and rows of `rowLength` pixels.
    func reserve(cellCount: Int, rowLength: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cells = .allocate(capacity: cellCount)
            cells.initialize(repeating: 0, count: cellCount)
            cellCapacity = cellCount
        }
        if rowLength > rowCapacity {
            coverage.deallocate(); colors.deallocate()
            coverage = .allocate(capacity: rowLength); colors = .allocate(capacity: rowLength)
            rowCapacity = rowLength
        }
    }
}
