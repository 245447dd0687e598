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
    /// Sixteen 16-bit lanes hold at most 16 × 128 per 256-byte block, far from overflow.
    private static func signedAbsoluteSum(_ bytes: UnsafePointer<UInt8>, count: Int, stopAbove: Int) -> Int {
        var sum = 0
        var i = 0
        while i < count {
            let blockEnd = min(count, i + 256)
            var lanes = ScanlineFilter.Lanes()
            while i + 16 <= blockEnd {
                let signed = SIMD16<Int8>(truncatingIfNeeded: UnsafeRawPointer(bytes + i).loadUnaligned(as: SIMD16<UInt8>.self))
                lanes &+= ScanlineFilter.absolute(ScanlineFilter.Lanes(truncatingIfNeeded: signed))
                i += 16
            }
            sum += Int(lanes.wrappedSum())
            while i < blockEnd {
                let v = Int(Int8(bitPattern: bytes[i]))
                sum += v < 0 ? -v : v
                i += 1
            }
            if sum > stopAbove { return sum }
        }
        return sum
    }
}
