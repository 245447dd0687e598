/// Splits bytes into literals and runs of a repeated pixel (deflate matches at `distance`), greedily:
/// every run of at least `minRun` bytes that equal the bytes one pixel back becomes one match of up
/// to 258 bytes; everything else is a literal.
struct PixelRunTokenizer {
    let bytes: UnsafePointer<UInt8>
    let distance: Int

    /// Shorter repeats stay literals: in flat areas a 4-byte run already costs about what its
    /// literals would, and shorter ones cost more.
    static let minRun = 4

    /// Finds the runs of `block` (whose bytes start at `offset` in `bytes`, so runs may reach back into
    /// the bytes before it) and counts its symbols. Counters live in locals during the loop and are
    /// written back once, which keeps them in registers.
    func tokenize(_ block: inout DeflateBlock, offset: Int) {
        let d = distance, bytes = self.bytes, raw = UnsafeRawPointer(bytes)
        let runs = block.runs, counts = block.symbolCounts
        let start = offset, end = offset + block.byteCount
        var runCount = 0
        @inline(__always) func literal(_ index: Int) { counts[Int(bytes[index])] &+= 1 }
        @inline(__always) func run(at index: Int, limit: Int) -> Int {
            var length = Self.minRun
            while length + 8 <= limit &&
                    raw.loadUnaligned(fromByteOffset: index + length, as: UInt64.self) == raw.loadUnaligned(fromByteOffset: index + length - d, as: UInt64.self) {
                length += 8
            }
            while length < limit && bytes[index + length] == bytes[index + length - d] { length += 1 }
            let lengthIndex = length - DeflateSymbols.minMatch
            runs[runCount] = UInt32(index - start) << 8 | UInt32(lengthIndex)
            runCount += 1
            counts[Int(DeflateSymbols.lengthSymbol[lengthIndex])] &+= 1
            return length
        }

        var i = start
        // Before the first full pixel nothing can repeat.
        while i < end && i < d { literal(i); i += 1 }
        // Eight bytes at a time: byte k of `different` is non-zero where bytes[i + k] differs from the
        // byte a pixel back. A run can start at k only if bytes k…k+3 of it are all zero, so k = 0…4
        // are decided per load, and up to five literals are counted at once.
        while i + 8 <= end {
            let different = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: i - d, as: UInt64.self)
            let anyInNextFour = different | different >> 8 | different >> 16 | different >> 24
            let runStarts = (anyInNextFour &- 0x0101_0101_0101_0101) & ~anyInNextFour & 0x0000_0080_8080_8080
            if runStarts == 0 {
                for k in i..<(i + 5) { literal(k) }
                i += 5
                continue
            }
            // The lowest flagged byte is exact (the zero-byte test can only misflag bytes above a zero).
            let runStart = i + runStarts.trailingZeroBitCount >> 3
            while i < runStart { literal(i); i += 1 }
            i += run(at: i, limit: min(DeflateSymbols.maxMatch, end - i))
        }
        // The last few bytes, one position at a time.
        while i + Self.minRun <= end {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt32.self) == raw.loadUnaligned(fromByteOffset: i - d, as: UInt32.self) {
                i += run(at: i, limit: end - i)
            } else {
                literal(i); i += 1
            }
        }
        while i < end { literal(i); i += 1 }
        block.runCount = runCount
    }
}
