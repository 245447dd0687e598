import CDeflate
import CFastPNG
import CPNG

/// Turns filtered scanlines into the zlib stream (RFC 1950) that IDAT chunks carry.
@_spi(Benchmarks) public enum DeflateCompressor: Hashable, Sendable, CustomStringConvertible {
    /// libdeflate's whole-buffer compressor, levels 1 (fastest) … 12 (smallest).
    case libdeflate(level: Int)
    /// zlib's streaming deflate, levels 1 … 9, with one of its strategies.
    case zlib(level: Int, strategy: ZlibStrategy)
    /// Our own encoder for filtered scanlines (`RunLengthDeflater`): runs of a repeated pixel, and
    /// per-block Huffman tables.
    case pixelRuns
    /// The `fast` preset's encoder of issue 16 (`SampledRunDeflater`): pixel runs as `pixelRuns`, one
    /// Huffman code per image fitted to a sample, one writing pass. Still the banded (contact sheet)
    /// writer's coder.
    case sampledRuns
    /// The `fast` preset's encoder since issue 35 (`NibbleRunDeflater`): the tokens of `sampledRuns`,
    /// coded with a nibble-shaped Huffman code 32 literals at a time (AVX2 when the CPU has it, the
    /// same bytes from portable C otherwise). With the Up filter the PNG encoder fuses filtering into it.
    case nibbleRuns
    /// Runs of the previous pixel and matches of an earlier copy of a whole pixel (one hash slot per
    /// pixel, no chains), one exact Huffman code per image, inner loops in C (`PixelMatchDeflater`).
    /// With the Up filter the PNG encoder fuses filtering into it. 17 % smaller than `sampledRuns`
    /// on the reference scene but ≈ 1.8× its time, so not a preset (docs/performance.md).
    case pixelMatches

    @_spi(Benchmarks) public enum ZlibStrategy: Int32, Sendable {
        /// Z_DEFAULT_STRATEGY: matches and literals.
        case standard = 0
        /// Z_FILTERED: favours literals, meant for filtered image data; libpng's default when it filters.
        case filtered = 1
        /// Z_RLE: matches only at distance 1, i.e. runs.
        case rle = 3
    }

    public var description: String {
        switch self {
        case .libdeflate(let level): return "libdeflate \(level)"
        case .zlib(let level, let strategy): return "zlib \(level) \(strategy)"
        case .pixelRuns: return "pixel runs"
        case .sampledRuns: return "sampled pixel runs"
        case .pixelMatches: return "pixel matches"
        case .nibbleRuns: return "nibble-coded pixel runs"
        }
    }

    /// The zlib stream of `input`; `bytesPerPixel` is the distance at which our encoders look for
    /// repeats; `rowLength` (filter type byte included) tells `pixelMatches` where pixels start and
    /// `nibbleRuns` which rows to sample.
    public func compress(_ input: UnsafeRawBufferPointer, bytesPerPixel: Int = 4, rowLength: Int? = nil) throws -> [UInt8] {
        switch self {
        case .pixelMatches:
            let bound = PixelMatchDeflater.outputBound(inputCount: input.count)
            return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                count = PixelMatchDeflater().compress(filtered: input, channels: bytesPerPixel, rowLength: rowLength,
                                                      into: buffer.baseAddress!)
            }
        case .nibbleRuns:
            return Self.nibbleRuns(input, bytesPerPixel: bytesPerPixel, rowLength: rowLength ?? input.count,
                                   path: NibbleRunDeflater.bestPath)
        case .pixelRuns: return RunLengthDeflater(distance: bytesPerPixel).compress(input)
        case .sampledRuns: return SampledRunDeflater(distance: bytesPerPixel).compress(input)
        case .libdeflate(let level): return try Self.libdeflateCompress(input, level: level)
        case .zlib(let level, let strategy): return try Self.zlibCompress(input, level: level, strategy: strategy)
        }
    }

    /// The names and numbers of the `nibbleRuns` coder's paths this CPU runs, the portable one first.
    public static var nibbleRunPaths: [(name: String, path: Int32)] {
        NibbleRunDeflater.paths.map { path in
            (path == Int32(CFP_PATH_AVX512) ? "AVX-512" : path == Int32(CFP_PATH_AVX2) ? "AVX2" : "portable", path)
        }
    }

    /// `nibbleRuns` through one of `nibbleRunPaths` (every path writes the same bytes).
    public static func nibbleRuns(_ input: UnsafeRawBufferPointer, bytesPerPixel: Int, rowLength: Int, path: Int32) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: NibbleRunDeflater.outputBound(inputCount: input.count)) { buffer, count in
            count = NibbleRunDeflater(path: path).compress(filtered: input, channels: bytesPerPixel, rowLength: rowLength,
                                                           into: buffer.baseAddress!)
        }
    }

    /// Runs `body` with the zlib stream of `input`; our own encoders write it into pooled scratch.
    func withCompressed<R>(_ input: UnsafeRawBufferPointer, bytesPerPixel: Int, rowLength: Int,
                           _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        if case .pixelMatches = self {
            return try ByteScratchPool.withBuffer(capacity: PixelMatchDeflater.outputBound(inputCount: input.count)) { output in
                let count = PixelMatchDeflater().compress(filtered: input, channels: bytesPerPixel, rowLength: rowLength, into: output)
                return try body(UnsafeRawBufferPointer(start: output, count: count))
            }
        }
        if case .nibbleRuns = self {
            return try ByteScratchPool.withBuffer(capacity: NibbleRunDeflater.outputBound(inputCount: input.count)) { output in
                let count = NibbleRunDeflater().compress(filtered: input, channels: bytesPerPixel, rowLength: rowLength, into: output)
                return try body(UnsafeRawBufferPointer(start: output, count: count))
            }
        }
        if case .sampledRuns = self {
            let deflater = SampledRunDeflater(distance: bytesPerPixel)
            return try ByteScratchPool.withBuffer(capacity: SampledRunDeflater.outputBound(inputCount: input.count)) { output in
                try body(UnsafeRawBufferPointer(start: output, count: deflater.compress(input, into: output)))
            }
        }
        guard case .pixelRuns = self else {
            return try compress(input, bytesPerPixel: bytesPerPixel).withUnsafeBytes(body)
        }
        let deflater = RunLengthDeflater(distance: bytesPerPixel)
        return try ByteScratchPool.withBuffer(capacity: RunLengthDeflater.outputBound(inputCount: input.count)) { output in
            try body(UnsafeRawBufferPointer(start: output, count: deflater.compress(input, into: output)))
        }
    }

    private static func libdeflateCompress(_ input: UnsafeRawBufferPointer, level: Int) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw PNGError.encoder("libdeflate cannot make a level \(level) compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let written = output.withUnsafeMutableBytes { out in
            libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
        }
        // The bound is libdeflate's own worst case, so 0 ("did not fit") means a broken library.
        guard written > 0 else { throw PNGError.encoder("libdeflate could not compress \(input.count) bytes") }
        output.removeLast(bound - written)
        return output
    }

    private static func zlibCompress(_ input: UnsafeRawBufferPointer, level: Int, strategy: ZlibStrategy) throws -> [UInt8] {
        var stream = z_stream()
        // Window 2^15 and memory level 8 are zlib's and libpng's defaults.
        guard deflateInit2_(&stream, Int32(level), Z_DEFLATED, 15, 8, strategy.rawValue,
                            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGError.encoder("zlib cannot start a level \(level) stream")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status: Int32 = output.withUnsafeMutableBytes { out in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            stream.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(bound)
            return deflate(&stream, Z_FINISH)
        }
        guard status == Z_STREAM_END else { throw PNGError.encoder("zlib deflate stopped with status \(status)") }
        output.removeLast(bound - Int(stream.total_out))
        return output
    }
}
