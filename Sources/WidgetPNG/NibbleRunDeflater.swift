import CDeflate
import CFastPNG
import WidgetGeometry

/// `DeflateCompressor.nibbleRuns`: the tokens of `SampledRunDeflater` (literals and runs of the
/// previous pixel, by the same greedy rule) with fpnge's vector design for the codes (github
/// veluca93/fpnge, read to understand; the code is our own, in `CFastPNG`):
/// - the literal/length code is **shaped for nibble lookups** (`NibbleCode.c`): literals 0…15 and
///   240…255 (small Up residuals) get a length each, the 16 literals of each middle group 16h…16h+15
///   share one, so a vector unit finds 32 literals' codes with 16-entry byte shuffles (`vpshufb`)
///   and merges them with variable shifts (`RunCoder.c`); package-merge makes the lengths optimal
///   under that shape;
/// - the code is fitted to **every eighth row**, tokenized by the same rule;
/// - with the Up filter on a pixmap, rows are unpremultiplied and filtered **band by band** and
///   coded while the band is in cache (`UpFilter.c`).
///
/// Determinism: the sample, the code and the tokens depend only on the pixels; the AVX-512 and AVX2
/// paths (chosen at run time) and the portable path write the same bits (`NibbleRunDeflaterTests`
/// forces each path and compares the bytes).
struct NibbleRunDeflater {
    /// `scalarPath`, or the best path of this CPU.
    var path: Int32 = cfp_best_path()

    /// Portable C only (tests compare it with `bestPath`).
    static let scalarPath = Int32(CFP_PATH_SCALAR)
    /// The fastest path this CPU has (AVX-512 or AVX2 on x86-64 when available).
    static var bestPath: Int32 { cfp_best_path() }
    /// Every path this CPU runs, the portable one first (tests compare them all).
    static var paths: [Int32] {
        let all: [Int32] = [Int32(CFP_PATH_SCALAR), Int32(CFP_PATH_AVX2), Int32(CFP_PATH_AVX512)]
        return all.filter { $0 <= bestPath }
    }

    /// Rows y with y % sampleEvery == sampleRow are counted to fit the code (every row of images
    /// shorter than `sampleEvery`).
    static let sampleEvery = 8
    static let sampleRow = 4
    /// Rows are filtered and coded in bands of about this many bytes, while they are in cache.
    static let bandBytes = 1 << 16
    /// Bytes past a band's last coded position that must be final (the run coder's reach).
    static let lookahead = Int(CFP_RUN_LOOKAHEAD)

    /// The most bytes a stream of `count` input bytes can take while being written (literals ≤ 14
    /// bits, runs ≤ 16 bits for ≥ 3 bytes), plus the header and the writer's 8 bytes of slack.
    static func outputBound(inputCount count: Int) -> Int { 2 * count + 5 * (count / 65_535 + 1) + 1_100 }

    /// The zlib stream of the pixmap's Up-filtered rows with `channels` 3 (every pixel opaque) or 4,
    /// written to `out` (room for `outputBound` of the filtered size); returns its length.
    /// `filtered` receives the filtered rows (`height × (1 + width × channels)` bytes).
    func compress(_ pixmap: Pixmap, channels: Int, filtered: UnsafeMutablePointer<UInt8>,
                  into out: UnsafeMutablePointer<UInt8>) -> Int {
        UpFilteredRows.with(pixmap, channels: channels, into: filtered, bandBytes: Self.bandBytes, path: path) { rows in
            let height = rows.height
            // The sampled rows first, filtered in place; the band pass filters the others, each run
            // of consecutive unsampled rows in one call.
            for y in Self.sampledRows(height: height) { rows.filter(y..<(y + 1)) }
            return write(filtered, size: rows.size, stride: rows.stride, channels: channels, into: out) { coder in
                for band in rows.bands {
                    var start = band.lowerBound
                    for row in band where Self.isSampled(row, height: height) {
                        if row > start { rows.filter(start..<row) }
                        start = row + 1
                    }
                    if band.upperBound > start { rows.filter(start..<band.upperBound) }
                    coder.filtered(upTo: band.upperBound * rows.stride)
                }
            }
        }
    }

    /// The zlib stream of bytes already filtered, `rowLength` bytes a row (filter type byte
    /// included), or one row when nil; the same bytes as `compress(_:channels:filtered:into:)`
    /// for the same filtered rows.
    func compress(filtered input: UnsafeRawBufferPointer, channels: Int, rowLength: Int?,
                  into out: UnsafeMutablePointer<UInt8>) -> Int {
        let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(out)
        let stride = max(1, rowLength ?? input.count)
        return write(base, size: input.count, stride: stride, channels: channels, into: out) { coder in
            coder.filtered(upTo: input.count)
        }
    }

    /// Package-merge code lengths (`cfp_limited_lengths`): optimal, complete, symbol s at most
    /// `limits[s]` bits; nil when no such code exists.
    static func limitedLengths(weights: [UInt64], limits: [UInt8]) -> [UInt8]? {
        var lengths = [UInt8](repeating: 0, count: weights.count)
        return cfp_limited_lengths(weights, limits, Int32(weights.count), &lengths) == 1 ? lengths : nil
    }

    static func sampledRows(height: Int) -> [Int] {
        height < sampleEvery ? Array(0..<height) : Array(Swift.stride(from: sampleRow, to: height, by: sampleEvery))
    }

    static func isSampled(_ row: Int, height: Int) -> Bool { height < sampleEvery || row % sampleEvery == sampleRow }

    /// `input`'s filtered rows (`rowLength` bytes a row, filter type byte included) as raw deflate
    /// blocks ending on a byte boundary, for a stream written piece by piece (`BandedPNGWriter`):
    /// one non-final block with its own code fitted to the piece's sampled rows, then an empty
    /// stored block (zlib's sync flush), or stored blocks when those are smaller. Runs start afresh
    /// in each piece. Writes at most `outputBound(inputCount:)` bytes; returns their count and
    /// carries `adler` (the Adler-32 of every piece so far) over the piece. A stream of pieces
    /// ends with `finalEmptyBlock` and that Adler-32.
    func compressPiece(_ input: UnsafeRawBufferPointer, rowLength: Int, channels: Int, adler: inout UInt32,
                       into out: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count > 0 else { return 0 }
        let count = input.count
        var (writer, pieceAdler) = writeBlock(base, size: count, stride: max(1, rowLength), channels: channels,
                                              adler: adler, isFinal: false, into: out) { $0.filtered(upTo: count) }
        // BFINAL 0, BTYPE 00; the stored block's LEN and NLEN start on the next byte boundary.
        writer.add(0, 3)
        let aligned = writer.finish()
        for (k, byte) in [0x00, 0x00, 0xFF, 0xFF].enumerated() { aligned[k] = UInt8(byte) }
        var end = aligned + 4 - out
        if end > DeflateBlock.storedSize(count) {
            var stored = BitWriter(into: out)
            DeflateBlock.writeStored(base, count: count, to: &stored, isFinal: false)
            end = stored.finish()
        }
        adler = pieceAdler
        return end
    }

    /// An empty final stored block (BFINAL 1, BTYPE 00, LEN 0, NLEN 0xFFFF), ending a stream of
    /// byte-aligned pieces.
    static let finalEmptyBlock: [UInt8] = [0x01, 0x00, 0x00, 0xFF, 0xFF]

    /// The zlib stream of one final block (or stored blocks when those are smaller): the header
    /// bytes, `writeBlock`, the Adler-32.
    private func write(_ data: UnsafePointer<UInt8>, size: Int, stride: Int, channels: Int,
                       into out: UnsafeMutablePointer<UInt8>, fill: (inout BandCoder) -> Void) -> Int {
        out[0] = 0x78  // CMF: deflate, 32 KiB window
        out[1] = 0x01  // FLG: fastest level, no dictionary, check bits
        var (writer, adler) = writeBlock(data, size: size, stride: stride, channels: channels, adler: 1, isFinal: true,
                                         into: out + 2, fill: fill)
        var end = writer.finish() - out
        if end - 2 > DeflateBlock.storedSize(size) {
            var stored = BitWriter(into: out + 2)
            DeflateBlock.writeStored(data, count: size, to: &stored, isFinal: true)
            end = 2 + stored.finish()
        }
        for shift in [24, 16, 8, 0] as [UInt32] {
            out[end] = UInt8(truncatingIfNeeded: adler >> shift)
            end += 1
        }
        return end
    }

    /// Fits the code to the sampled rows, writes the block header, lets `fill` produce the tokens
    /// (reporting through `BandCoder.filtered(upTo:)`) and the end-of-block code; returns the
    /// writer after it and the Adler-32 continued from `adler` over the `size` bytes.
    private func writeBlock(_ data: UnsafePointer<UInt8>, size: Int, stride: Int, channels: Int, adler: UInt32,
                            isFinal: Bool, into out: UnsafeMutablePointer<UInt8>,
                            fill: (inout BandCoder) -> Void) -> (WideBitWriter, UInt32) {
        precondition(channels == 3 || channels == 4, "pixels are 3 or 4 bytes")
        var counts = [UInt32](repeating: 0, count: DeflateSymbols.literalLengthCount)
        for y in Self.sampledRows(height: (size + stride - 1) / stride) {
            cfp_count_runs(data + y * stride, min(stride, size - y * stride), channels, &counts, path)
        }
        let distanceSymbol = DeflateSymbols.distanceSymbol(channels)
        var distanceCounts = [UInt32](repeating: 0, count: DeflateSymbols.distanceCount)
        distanceCounts[distanceSymbol] = 1
        let distanceCode = HuffmanCode(frequencies: DeflateBlock.atLeastTwoUsed(distanceCounts), maxLength: 15)
        let code = UnsafeMutablePointer<cfp_nibble_code>.allocate(capacity: 1)
        defer { code.deallocate() }
        let built = cfp_nibble_code_build(counts, distanceCode.codes[distanceSymbol],
                                          UInt32(distanceCode.lengths[distanceSymbol]), code)
        precondition(built == 1, "a code for 286 symbols always exists")
        let literalLengths = withUnsafeBytes(of: code.pointee.lengths) { Array($0) }
        let header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceCode.lengths)
        let start = header.writeBlockStart(to: out, isFinal: isFinal)
        var coder = BandCoder(data: data, size: size, channels: channels, code: code, path: path, adler: adler,
                              writer: cfp_bit_writer(cursor: out + start.bytes, bits: start.pendingBits,
                                                     count: UInt32(start.pendingCount)))
        fill(&coder)
        let endOfBlock = code.pointee.end_of_block
        var writer = WideBitWriter(cursor: coder.writer.cursor, bits: coder.writer.bits, count: UInt64(coder.writer.count))
        writer.add(UInt64(endOfBlock & 0xFFFF), UInt64(endOfBlock >> 16))
        return (writer, coder.adler)
    }
}

/// Codes a stream as its bytes become final, keeping `NibbleRunDeflater.lookahead` bytes in hand
/// so that a run is never cut by the end of what is filtered so far.
struct BandCoder {
    let data: UnsafePointer<UInt8>
    let size: Int
    let channels: Int
    let code: UnsafePointer<cfp_nibble_code>
    let path: Int32
    var writer: cfp_bit_writer
    /// Where the next token starts, and how far the Adler-32 has read.
    private(set) var position = 0
    private(set) var adler: UInt32
    private var summed = 0

    init(data: UnsafePointer<UInt8>, size: Int, channels: Int, code: UnsafePointer<cfp_nibble_code>, path: Int32,
         adler: UInt32, writer: cfp_bit_writer) {
        (self.data, self.size, self.channels, self.code, self.path, self.adler, self.writer) =
            (data, size, channels, code, path, adler, writer)
    }

    /// Bytes [0, available) are final: sums them and codes every token that can be decided.
    mutating func filtered(upTo available: Int) {
        adler = UInt32(libdeflate_adler32(adler, data + summed, available - summed))
        summed = available
        let end = available == size ? size : available - NibbleRunDeflater.lookahead
        guard end > position else { return }
        position = cfp_code_runs(data, size, available, position, end, channels, code, &writer, path)
    }
}
