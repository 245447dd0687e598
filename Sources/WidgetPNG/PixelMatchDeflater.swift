import CDeflate
import CFastPNG
import WidgetGeometry

/// `DeflateCompressor.pixelMatches`: Up filter and deflate fused over the pixmap, with inner loops
/// in C (`CFastPNG`). Built for issue 16's `fast` target; it meets the size target but not the time
/// target, and is slower than `SampledRunDeflater`, so no preset uses it yet (docs/performance.md).
///
/// Bands of rows are unpremultiplied and Up-filtered straight from the premultiplied pixmap, then
/// tokenized while still in cache: runs of the previous pixel, and matches of an earlier copy of
/// the same pixel found through one hash-table slot per pixel (`PixelTokenizer.c`). The tokens'
/// exact symbol counts give one Huffman code for the whole image (one final block), and a second
/// pass writes the codes. docs/performance.md ("Pixel-match encoder") has the measurements
/// behind each choice.
///
/// Determinism: the only machine-dependent step is filtering (AVX2 or portable C), whose result is
/// exact; matching and coding are one scalar code path, so equal pixels give equal bytes on every
/// machine (`PixelMatchDeflaterTests` compares the paths).
struct PixelMatchDeflater {
    /// `scalarPath`, or the best path of this CPU.
    var path: Int32 = cfp_best_path()

    /// Portable C only (tests compare it with `bestPath`).
    static let scalarPath = Int32(CFP_PATH_SCALAR)
    /// The fastest path this CPU has (AVX2 filtering on x86-64 when available).
    static var bestPath: Int32 { cfp_best_path() }

    /// Rows are filtered and tokenized in bands of about this many bytes, while they are in cache.
    static let bandBytes = 1 << 16

    /// The most bytes a stream of `count` input bytes can take while being written (a match costs at
    /// most 47 bits for 3 bytes), plus the header and the writer's 8 bytes of slack.
    static func outputBound(inputCount count: Int) -> Int { 2 * count + 5 * (count / 65_535 + 1) + 1_100 }

    /// Streams larger than this go to stored blocks (table positions are 32-bit).
    static let largestInput = Int(Int32.max) - 65_536

    /// The zlib stream of the pixmap's Up-filtered rows with `channels` 3 (every pixel opaque) or 4,
    /// written to `out` (room for `outputBound` of the filtered size); returns its length.
    /// `filtered` receives the filtered rows (`height × (1 + width × channels)` bytes).
    func compress(_ pixmap: Pixmap, channels: Int, filtered: UnsafeMutablePointer<UInt8>,
                  into out: UnsafeMutablePointer<UInt8>) -> Int {
        UpFilteredRows.with(pixmap, channels: channels, into: filtered, bandBytes: Self.bandBytes, path: path) { rows in
            tokenizeAndWrite(filtered, size: rows.size, stride: rows.stride, skip: 1, channels: channels, into: out) { tokenizer, adler in
                for band in rows.bands {
                    rows.filter(band)
                    adler = UInt32(libdeflate_adler32(adler, filtered + band.lowerBound * rows.stride, band.count * rows.stride))
                    cfp_tokenize(&tokenizer, band.upperBound * rows.stride)
                }
            }
        }
    }

    /// The zlib stream of bytes already filtered, `rowLength` bytes a row (filter type byte
    /// included), or one row without a filter type byte when nil.
    func compress(filtered input: UnsafeRawBufferPointer, channels: Int, rowLength: Int?,
                  into out: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count > 0 else {
            return Self.stored(UnsafePointer(out), count: 0, adler: 1, into: out)
        }
        let stride = rowLength ?? input.count + 1
        return tokenizeAndWrite(base, size: input.count, stride: stride, skip: rowLength == nil ? 0 : 1,
                                channels: channels, into: out) { tokenizer, adler in
            adler = UInt32(libdeflate_adler32(adler, base, input.count))
            cfp_tokenize(&tokenizer, input.count)
        }
    }

    /// Sets up the tokenizer's scratch, lets `fill` produce and tokenize the stream, then writes the
    /// block (or stored blocks when those are smaller).
    private func tokenizeAndWrite(_ data: UnsafePointer<UInt8>, size: Int, stride: Int, skip: Int, channels: Int,
                                  into out: UnsafeMutablePointer<UInt8>,
                                  fill: (inout cfp_tokenizer, inout UInt32) -> Void) -> Int {
        precondition(channels == 3 || channels == 4, "pixels are 3 or 4 bytes")
        var adler: UInt32 = 1
        guard size > 0, size <= Self.largestInput else {
            var tokenizer = cfp_tokenizer()
            fill(&tokenizer, &adler)
            return Self.stored(data, count: size, adler: adler, into: out)
        }
        let tokenCapacity = size / 3 + 2
        let hashEntries = Int(CFP_HASH_ENTRIES), counters = Int(CFP_COUNTERS) * Int(CFP_COUNT_COPIES)
        let rowEntries = min(stride, size)
        let words = hashEntries + counters + rowEntries + tokenCapacity
        return ByteScratchPool.withBuffer(capacity: 4 * words) { scratch in
            let table = UnsafeMutableRawPointer(scratch).bindMemory(to: UInt32.self, capacity: words)
            let counts = table + hashEntries, copies = counts + counters, tokens = copies + rowEntries
            table.update(repeating: 0, count: hashEntries + counters)
            var tokenizer = cfp_tokenizer(data: data, size: size, stride: stride, skip: skip, channels: channels,
                                          position: 0, pending_literals: 0, table: table, copies: copies, tokens: tokens,
                                          token_count: 0, counts: counts)
            fill(&tokenizer, &adler)
            cfp_tokenizer_finish(&tokenizer)
            let codes = PixelMatchCodes(counts: UnsafeBufferPointer(start: counts, count: counters))
            out[0] = 0x78  // CMF: deflate, 32 KiB window
            out[1] = 0x01  // FLG: fastest level, no dictionary, check bits
            var end = 2 + codes.writeBlock(tokens: tokens, count: tokenizer.token_count, data: data, into: out + 2)
            let storedSize = DeflateBlock.storedSize(size)
            if end - 2 > storedSize { return Self.stored(data, count: size, adler: adler, into: out) }
            for shift in [24, 16, 8, 0] as [UInt32] {
                out[end] = UInt8(truncatingIfNeeded: adler >> shift)
                end += 1
            }
            return end
        }
    }

    /// A zlib stream of stored blocks (incompressible or huge input).
    private static func stored(_ data: UnsafePointer<UInt8>, count: Int, adler: UInt32, into out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = 0x78
        out[1] = 0x01
        var writer = BitWriter(into: out + 2)
        DeflateBlock.writeStored(data, count: count, to: &writer, isFinal: true)
        var end = 2 + writer.finish()
        for shift in [24, 16, 8, 0] as [UInt32] {
            out[end] = UInt8(truncatingIfNeeded: adler >> shift)
            end += 1
        }
        return end
    }
}
