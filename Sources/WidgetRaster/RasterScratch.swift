import Foundation

/// Reusable buffers for one canvas: accumulation cells (kept all zero between fills), one row of
/// coverage bytes and one row of shaded colors. Owned by one canvas at a time: a canvas replaces it
/// when it finds it shared (a copied canvas), so copies never race on it.
///
/// Buffers outlive their canvas: on deinit they go to a small process-wide pool that the next
/// scratch takes them from, so rendering many widgets does not allocate and zero megabytes each
/// time. Pooled buffers are always all zero, so which one a canvas gets cannot change its pixels.
final class RasterScratch {
    private struct Buffers {
        var cells: UnsafeMutablePointer<Float>, cellCapacity: Int
        var touched: UnsafeMutablePointer<UInt64>, wordCapacity: Int
        var coverage: UnsafeMutablePointer<UInt8>, colors: UnsafeMutablePointer<UInt32>, rowCapacity: Int
    }
    private static let poolLock = NSLock()
    nonisolated(unsafe) private static var pool: [Buffers] = []
    private static let poolLimit = 4

    private(set) var cells: UnsafeMutablePointer<Float>
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var colors: UnsafeMutablePointer<UInt32>
    /// Chunk bits of the accumulator (see `CoverageAccumulator`), all zero between fills.
    private(set) var touched: UnsafeMutablePointer<UInt64>
    private var cellCapacity = 0
    private var wordCapacity = 0
    private var rowCapacity = 0

    init() {
        RasterScratch.poolLock.lock()
        let reused = RasterScratch.pool.popLast()
        RasterScratch.poolLock.unlock()
        if let reused {
            cells = reused.cells; cellCapacity = reused.cellCapacity
            touched = reused.touched; wordCapacity = reused.wordCapacity
            coverage = reused.coverage; colors = reused.colors; rowCapacity = reused.rowCapacity
            return
        }
        cells = .allocate(capacity: 1); cells.initialize(to: 0); cellCapacity = 1
        coverage = .allocate(capacity: 1); colors = .allocate(capacity: 1); rowCapacity = 1
        touched = .allocate(capacity: 1); touched.initialize(to: 0); wordCapacity = 1
    }

    deinit {
        let buffers = Buffers(cells: cells, cellCapacity: cellCapacity, touched: touched, wordCapacity: wordCapacity,
                              coverage: coverage, colors: colors, rowCapacity: rowCapacity)
        RasterScratch.poolLock.lock()
        let pooled = RasterScratch.pool.count < RasterScratch.poolLimit
        if pooled { RasterScratch.pool.append(buffers) }
        RasterScratch.poolLock.unlock()
        if !pooled { cells.deallocate(); coverage.deallocate(); colors.deallocate(); touched.deallocate() }
    }

    /// Makes room for `cellCount` zeroed cells, `wordCount` zeroed chunk words and rows of
    /// `rowLength` pixels.
    func reserve(cellCount: Int, wordCount: Int, rowLength: Int) {
        if wordCount > wordCapacity {
            touched.deallocate()
            touched = .allocate(capacity: wordCount)
            touched.initialize(repeating: 0, count: wordCount)
            wordCapacity = wordCount
        }
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
