/// The two choices that decide an encoder's speed and output size. `PNGPreset` names the measured
/// winners (docs/performance.md, "PNG"); the benchmarks try the rest through the `Benchmarks` SPI.
@_spi(Benchmarks) public struct PNGEncoding: Hashable, Sendable, CustomStringConvertible {
    public var filter: FilterStrategy
    public var compressor: DeflateCompressor

    public init(filter: FilterStrategy, compressor: DeflateCompressor) {
        self.filter = filter
        self.compressor = compressor
    }

    public var description: String { "\(filter) + \(compressor)" }
}

/// How to trade encoding time against file size. Either preset always gives the same bytes for the
/// same pixels, and both decode to exactly the same pixmap.
public enum PNGPreset: Sendable, CaseIterable {
    /// For previews and CI runs: Up filter fused with our nibble-coded pixel-run deflate
    /// (`NibbleRunDeflater`: one Huffman code per image from a sample of rows, shaped so that AVX2
    /// codes 32 literals at once; the same bytes on every CPU). On the reference widget: ≈ 1.1×
    /// libpng's default file size, in ≈ 2 % of its time (docs/performance.md, "`fast` since issue 35").
    case fast
    /// For files that are kept (golden images): Up filter and libdeflate level 6. On the reference
    /// widget: ≈ 0.91× libpng's default size, ≈ 6× faster, and smaller than `fast` (level 7 saves 0.1 % for 15 % more time).
    case small

    @_spi(Benchmarks) public var encoding: PNGEncoding {
        switch self {
        case .fast: return PNGEncoding(filter: .fixed(.up), compressor: .nibbleRuns)
        case .small: return PNGEncoding(filter: .fixed(.up), compressor: .libdeflate(level: 6))
        }
    }
}
