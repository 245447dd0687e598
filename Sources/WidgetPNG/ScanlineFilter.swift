/// The five PNG filter types (PNG specification section 9.2). Each predicts a byte from its left
/// neighbour `a` (same channel, previous pixel), the byte above `b` and the upper-left byte `c`,
/// and stores the difference modulo 256. Bytes left of the row and rows above the image count as 0.
@_spi(Benchmarks) public enum ScanlineFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Writes `row` filtered against `previous` into `out` (all `row.count` bytes long, `bpp` bytes a pixel).
    @inline(__always)
    func apply(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
               count: Int, bpp: Int) {
        switch self {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            for i in 0..<min(bpp, count) { out[i] = row[i] }
            for i in bpp..<max(bpp, count) { out[i] = row[i] &- row[i - bpp] }
        case .up:
            for i in 0..<count { out[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<min(bpp, count) { out[i] = row[i] &- (previous[i] >> 1) }
            for i in bpp..<max(bpp, count) {
                out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
            }
        case .paeth:
            // With no left neighbour, a = c = 0 and the Paeth predictor is b.
            for i in 0..<min(bpp, count) { out[i] = row[i] &- previous[i] }
            for i in bpp..<max(bpp, count) {
                out[i] = row[i] &- Self.paethPredictor(row[i - bpp], previous[i], previous[i - bpp])
            }
        }
    }

    /// The neighbour closest to a + b − c, ties broken in the order a, b, c (specification 9.4).
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

/// How the encoder picks a filter for each row.
@_spi(Benchmarks) public enum FilterStrategy: Hashable, Sendable, CustomStringConvertible {
    /// The same filter for every row.
    case fixed(ScanlineFilter)
    /// Per row, the filter whose output has the least sum of absolute values when its bytes are read
    /// as signed — the heuristic the PNG specification suggests (12.8) and libpng uses by default.
    case adaptive

    public var description: String {
        switch self {
        case .fixed(let filter): return "\(filter)"
        case .adaptive: return "adaptive"
        }
    }
}

/// Filters whole rows: writes the filter type byte, then the filtered bytes.
struct RowFilterer {
    let strategy: FilterStrategy
    let rowBytes: Int
    let bpp: Int
    /// One scratch row per filter type, used only by the adaptive strategy.
    private var candidates: [UInt8]

    init(strategy: FilterStrategy, rowBytes: Int, bpp: Int) {
        self.strategy = strategy
        self.rowBytes = rowBytes
        self.bpp = bpp
        self.candidates = strategy == .adaptive ? [UInt8](repeating: 0, count: rowBytes * ScanlineFilter.allCases.count) : []
    }

    /// Writes `1 + rowBytes` bytes to `out`.
    mutating func filter(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>) {
        switch strategy {
        case .fixed(let filter):
            out[0] = filter.rawValue
            filter.apply(row: row, previous: previous, out: out + 1, count: rowBytes, bpp: bpp)
        case .adaptive:
            let (rowBytes, bpp) = (self.rowBytes, self.bpp)
            candidates.withUnsafeMutableBufferPointer { scratch in
                guard let base = scratch.baseAddress else { return }
                var best = ScanlineFilter.none, bestCost = Int.max
                for filter in ScanlineFilter.allCases {
                    let candidate = base + Int(filter.rawValue) * rowBytes
                    filter.apply(row: row, previous: previous, out: candidate, count: rowBytes, bpp: bpp)
                    let cost = Self.signedAbsoluteSum(candidate, count: rowBytes, stopAbove: bestCost)
                    if cost < bestCost { (best, bestCost) = (filter, cost) }
                }
                out[0] = best.rawValue
                (out + 1).update(from: base + Int(best.rawValue) * rowBytes, count: rowBytes)
            }
        }
    }

    /// Σ |Int8(byte)|, giving up early once it exceeds `stopAbove` (the row cannot win any more).
    private static func signedAbsoluteSum(_ bytes: UnsafePointer<UInt8>, count: Int, stopAbove: Int) -> Int {
        var sum = 0
        var start = 0
        while start < count {
            let end = min(count, start + 256)
            for i in start..<end {
                let v = Int(Int8(bitPattern: bytes[i]))
                sum &+= v < 0 ? -v : v
            }
            if sum > stopAbove { return sum }
            start = end
        }
        return sum
    }
}
