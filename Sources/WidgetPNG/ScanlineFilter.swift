/// The five PNG filter types (PNG specification section 9.2). Each predicts a byte from its left
/// neighbour `a` (same channel, previous pixel), the byte above `b` and the upper-left byte `c`,
/// and stores the difference modulo 256. Bytes left of the row and rows above the image count as 0.
@_spi(Benchmarks) public enum ScanlineFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Writes `row` filtered against `previous` into `out` (all `count` bytes long, `bpp` bytes a pixel).
    /// The first `bpp` bytes have no left neighbour (a = c = 0); the rest go 16 bytes at a time
    /// through `Lanes`, with a scalar tail.
    @inline(__always)
    func apply(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
               count: Int, bpp: Int) {
        if self == .none {
            out.update(from: row, count: count)
            return
        }
        let head = min(bpp, count)
        for i in 0..<head { out[i] = row[i] &- predict(a: 0, b: previous[i], c: 0) }
        var i = head
        if self == .sub || self == .up {
            // The prediction is a plain byte: subtract in 8-bit lanes, twice as many at a time.
            let source = self == .sub ? row - bpp : previous
            while i + 32 <= count {
                let x = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD32<UInt8>.self)
                let p = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD32<UInt8>.self)
                UnsafeMutableRawPointer(out + i).storeBytes(of: x &- p, as: SIMD32<UInt8>.self)
                i += 32
            }
        }
        while i + Lanes.scalarCount <= count {
            let x = Self.lanes(row + i), a = Self.lanes(row + i - bpp)
            let b = Self.lanes(previous + i), c = Self.lanes(previous + i - bpp)
            let filtered = SIMD16<UInt8>(truncatingIfNeeded: x &- predict(a: a, b: b, c: c))
            UnsafeMutableRawPointer(out + i).storeBytes(of: filtered, as: SIMD16<UInt8>.self)
            i += Lanes.scalarCount
        }
        while i < count {
            out[i] = row[i] &- predict(a: row[i - bpp], b: previous[i], c: previous[i - bpp])
            i += 1
        }
    }

    /// Sixteen bytes widened to 16 bits, so sums and differences do not wrap.
    typealias Lanes = SIMD16<Int16>

    @inline(__always)
    private static func lanes(_ pointer: UnsafePointer<UInt8>) -> Lanes {
        Lanes(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self))
    }

    /// The filter's prediction from left `a`, above `b` and upper-left `c` (specification 9.2).
    @inline(__always)
    private func predict(a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        switch self {
        case .none: return 0
        case .sub: return a
        case .up: return b
        case .average: return UInt8(truncatingIfNeeded: (UInt16(a) + UInt16(b)) >> 1)
        case .paeth: return Self.paethPredictor(a, b, c)
        }
    }

    /// `predict` on sixteen lanes at once; Paeth uses selects instead of branches.
    @inline(__always)
    private func predict(a: Lanes, b: Lanes, c: Lanes) -> Lanes {
        switch self {
        case .none: return Lanes()
        case .sub: return a
        case .up: return b
        case .average: return (a &+ b) &>> 1
        case .paeth:
            let pa = Self.absolute(b &- c), pb = Self.absolute(a &- c), pc = Self.absolute(a &+ b &- c &- c)
            return c.replacing(with: b, where: pb .<= pc).replacing(with: a, where: pa .<= pointwiseMin(pb, pc))
        }
    }

    @inline(__always)
    static func absolute(_ v: Lanes) -> Lanes { pointwiseMax(v, Lanes() &- v) }

    /// The neighbour closest to a + b − c, ties broken in the order a, b, c (specification 9.4).
    /// Written without branches: on photo-like rows the choice is unpredictable, and selects
    /// let the compiler vectorize the loop.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int16(a), ib = Int16(b), ic = Int16(c)
        let pa = abs(ib &- ic), pb = abs(ia &- ic), pc = abs(ia &+ ib &- 2 &* ic)
        let bOrC = pb <= pc ? b : c
        return pa <= min(pb, pc) ? a : bOrC
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
