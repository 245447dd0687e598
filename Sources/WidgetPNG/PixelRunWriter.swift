/// The writing pass of `SampledRunDeflater`: splits filtered bytes into literals and runs of a
/// repeated pixel (the same greedy rule as `PixelRunTokenizer`: a run starts wherever at least four
/// bytes equal the bytes one pixel back) and writes their codes as it finds them.
///
/// Eight bytes are compared with the bytes a pixel back per load; when no run starts in the first
/// four, those four literals are written with one flush (4 × 14 bits ≤ 56).
struct PixelRunWriter {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let distance: Int
    /// Per byte: code | length << 16.
    let literals: UnsafePointer<UInt32>
    /// Per run length 3…258 (index length − 3): length code, extra bits and distance code | bit count << 32.
    let runs: UnsafePointer<UInt64>

    func write(to writer: inout WideBitWriter) {
        var out = writer
        defer { writer = out }
        let d = distance, count = self.count, bytes = self.bytes, literals = self.literals, runs = self.runs
        let raw = UnsafeRawPointer(bytes)
        @inline(__always) func literal(_ byte: UInt8) {
            let entry = literals[Int(byte)]
            out.add(UInt64(entry & 0xFFFF), UInt64(entry &>> 16))
        }
        /// A run of at least `PixelRunTokenizer.minRun` bytes at `index`, extended up to `limit`.
        @inline(__always) func run(at index: Int, limit: Int) -> Int {
            var length = PixelRunTokenizer.minRun
            while length + 8 <= limit &&
                    raw.loadUnaligned(fromByteOffset: index + length, as: UInt64.self) == raw.loadUnaligned(fromByteOffset: index + length - d, as: UInt64.self) {
                length += 8
            }
            while length < limit && bytes[index + length] == bytes[index + length - d] { length += 1 }
            let entry = runs[length - DeflateSymbols.minMatch]
            out.add(entry & 0xFFFF_FFFF, entry &>> 32)
            out.flush()
            return length
        }

        var i = 0
        // Before the first full pixel nothing can repeat.
        while i < count && i < d { literal(bytes[i]); out.flush(); i += 1 }
        while i + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let different = word ^ raw.loadUnaligned(fromByteOffset: i - d, as: UInt64.self)
            // Byte k of `anyInNextFour` is zero iff bytes k…k+3 repeat; the zero-byte test flags
            // the lowest such k exactly (it can only misflag bytes above a zero one).
            let anyInNextFour = different | different &>> 8 | different &>> 16 | different &>> 24
            let runStarts = (anyInNextFour &- 0x0101_0101_0101_0101) & ~anyInNextFour & 0x0000_0000_8080_8080
            if runStarts == 0 {
                literal(UInt8(truncatingIfNeeded: word))
                literal(UInt8(truncatingIfNeeded: word &>> 8))
                literal(UInt8(truncatingIfNeeded: word &>> 16))
                literal(UInt8(truncatingIfNeeded: word &>> 24))
                out.flush()
                i += 4
                continue
            }
            let literalCount = runStarts.trailingZeroBitCount >> 3
            var k = 0
            while k < literalCount { literal(UInt8(truncatingIfNeeded: word &>> UInt64(8 * k))); k += 1 }
            out.flush()
            i += literalCount
            i += run(at: i, limit: min(DeflateSymbols.maxMatch, count - i))
        }
        // The last few bytes, one position at a time.
        while i + PixelRunTokenizer.minRun <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt32.self) == raw.loadUnaligned(fromByteOffset: i - d, as: UInt32.self) {
                i += run(at: i, limit: count - i)
            } else {
                literal(bytes[i]); out.flush(); i += 1
            }
        }
        while i < count { literal(bytes[i]); out.flush(); i += 1 }
    }
}
