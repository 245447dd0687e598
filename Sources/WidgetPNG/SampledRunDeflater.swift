import CDeflate

/// The `fast` preset's deflate (the approach of fpnge, written for this package): ONE Huffman code
/// for the whole image, built from a sample of its filtered bytes, then ONE pass that finds runs of
/// a repeated pixel and writes codes straight away, 64 bits at a time.
///
/// Against `RunLengthDeflater` (per-256 KiB-block tables from exact counts) this drops the counting
/// pass over every byte and the run list between the two passes: the sample is 1/8 of the input,
/// and the writing pass reads each byte once. The price is a code fitted to a sample rather than to
/// exact counts (docs/performance.md, "`fast`").
///
/// Determinism: the sample positions depend only on the input length, the code only on the sample,
/// and there is no CPU-dependent path, so equal input gives equal bytes on every machine.
struct SampledRunDeflater {
    /// The match distance: bytes per pixel, 3 or 4 (distances whose deflate code has no extra bits).
    let distance: Int

    /// Sampled spans: `sampleSpan` bytes out of every `sampleStride`.
    static let sampleSpan = 2048
    static let sampleStride = 16_384
    /// Code lengths are limited to 14 bits, so four literals (56 bits) fit between two flushes of
    /// the 64-bit writer, which holds at most 7 bits after a flush.
    static let maxCodeLength = 14

    /// The most bytes `compress` writes for `count` input bytes: a literal costs at most 14 bits, so
    /// the coded form is below 1.75 × count plus the header (< 1 KiB); 8 bytes of slack for the
    /// writer's 8-byte stores.
    static func outputBound(inputCount count: Int) -> Int { 2 * count + 5 * (count / 65_535 + 1) + 1_100 }

    /// The zlib stream of `input` as an array.
    func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Self.outputBound(inputCount: input.count)) { buffer, count in
            count = buffer.baseAddress.map { compress(input, into: $0) } ?? 0
        }
    }

    /// Writes the zlib stream of `input` to `out` (room for `outputBound` bytes); returns its length.
    func compress(_ input: UnsafeRawBufferPointer, into out: UnsafeMutablePointer<UInt8>) -> Int {
        precondition(distance == 3 || distance == 4, "pixel runs are 3 or 4 bytes apart")
        let count = input.count
        // CMF 0x78: deflate, 32 KiB window; FLG 0x01: fastest level, no dictionary, check bits.
        out[0] = 0x78
        out[1] = 0x01
        var end = 2
        if let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), count > 0 {
            end += encodeBlock(base, count: count, into: out + 2)
            // Incompressible input: stored blocks are smaller (this also bounds the output).
            let storedSize = DeflateBlock.storedSize(count)
            if end - 2 > storedSize {
                var writer = BitWriter(into: out + 2)
                DeflateBlock.writeStored(base, count: count, to: &writer, isFinal: true)
                end = 2 + writer.finish()
            }
        } else {
            var writer = BitWriter(into: out + 2)
            DeflateBlock.writeStored(out, count: 0, to: &writer, isFinal: true)
            end = 2 + writer.finish()
        }
        let adler = libdeflate_adler32(1, input.baseAddress, count)
        for shift in [24, 16, 8, 0] as [UInt32] {
            out[end] = UInt8(truncatingIfNeeded: adler >> shift)
            end += 1
        }
        return end
    }

    /// Symbol counts of the sampled spans, found by the same greedy run rule as the writing pass
    /// (`PixelRunTokenizer`), so runs are counted as runs and not as literals.
    private func sampleCounts(_ base: UnsafePointer<UInt8>, count: Int) -> [UInt32] {
        var totals = [UInt32](repeating: 0, count: DeflateSymbols.literalLengthCount)
        let runs = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.sampleSpan / PixelRunTokenizer.minRun + 1)
        let counts = UnsafeMutablePointer<UInt32>.allocate(capacity: DeflateSymbols.literalLengthCount)
        defer { runs.deallocate(); counts.deallocate() }
        var start = 0
        while start < count {
            var block = DeflateBlock(bytes: base + start, count: min(Self.sampleSpan, count - start),
                                     runs: runs, symbolCounts: counts)
            PixelRunTokenizer(bytes: base, distance: distance).tokenize(&block, offset: start)
            for symbol in 0..<DeflateSymbols.literalLengthCount { totals[symbol] &+= counts[symbol] }
            start += Self.sampleStride
        }
        return totals
    }

    /// One final dynamic-Huffman block for all of `base`; returns the bytes written.
    private func encodeBlock(_ base: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        // Every literal and length symbol gets a code (unsampled bytes may hold any of them): a
        // count of 1 on top of the sample's, with the sample's counts weighted ×2 so that seen symbols
        // stay clearly ahead of unseen ones.
        var frequencies = sampleCounts(base, count: count).map { 2 &* $0 &+ 1 }
        frequencies[DeflateSymbols.endOfBlock] = 1
        let literalCode = HuffmanCode(frequencies: frequencies, maxLength: Self.maxCodeLength)
        let distanceSymbol = DeflateSymbols.distanceSymbol(distance)
        var distanceCounts = [UInt32](repeating: 0, count: DeflateSymbols.distanceCount)
        distanceCounts[distanceSymbol] = 1
        let distanceCode = HuffmanCode(frequencies: DeflateBlock.atLeastTwoUsed(distanceCounts), maxLength: 15)
        let header = DynamicHeader(literalLengths: literalCode.lengths, distanceLengths: distanceCode.lengths)

        let start = header.writeBlockStart(to: out, isFinal: true)
        var writer = WideBitWriter(cursor: out + start.bytes, bits: start.pendingBits, count: UInt64(start.pendingCount))

        // Literal entries: code | length << 16. Run entries, per length 3…258: the length code, its
        // extra bits and the distance code as one field (≤ 14 + 5 + 1 bits) | total length << 32.
        let literals = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        let runs = UnsafeMutablePointer<UInt64>.allocate(capacity: DeflateSymbols.maxMatch - DeflateSymbols.minMatch + 1)
        defer { literals.deallocate(); runs.deallocate() }
        for byte in 0..<256 { literals[byte] = literalCode.codes[byte] | UInt32(literalCode.lengths[byte]) << 16 }
        let distanceField = UInt64(distanceCode.codes[distanceSymbol]), distanceLength = UInt64(distanceCode.lengths[distanceSymbol])
        for index in 0...(DeflateSymbols.maxMatch - DeflateSymbols.minMatch) {
            let symbol = Int(DeflateSymbols.lengthSymbol[index])
            let codeLength = UInt64(literalCode.lengths[symbol]), extraBits = UInt64(DeflateSymbols.lengthExtraBits[index])
            let field = UInt64(literalCode.codes[symbol]) | UInt64(DeflateSymbols.lengthExtraValue[index]) << codeLength
                | distanceField << (codeLength + extraBits)
            runs[index] = field | (codeLength + extraBits + distanceLength) << 32
        }
        PixelRunWriter(bytes: base, count: count, distance: distance, literals: literals, runs: runs).write(to: &writer)
        let endOfBlock = DeflateSymbols.endOfBlock
        writer.add(UInt64(literalCode.codes[endOfBlock]), UInt64(literalCode.lengths[endOfBlock]))
        writer.flush()
        return writer.finish() - out
    }
}

/// A deflate bit writer with a 64-bit buffer: codes are added with `add` (up to 56 bits between
/// flushes) and `flush` stores all 8 buffer bytes at once and advances by the whole bytes among
/// them. Needs 8 bytes of slack after the last byte written.
struct WideBitWriter {
    var cursor: UnsafeMutablePointer<UInt8>
    var bits: UInt64
    /// Bits held; at most 7 right after a flush.
    var count: UInt64

    @inline(__always)
    mutating func add(_ value: UInt64, _ length: UInt64) {
        bits |= value &<< count
        count &+= length
    }

    @inline(__always)
    mutating func flush() {
        UnsafeMutableRawPointer(cursor).storeBytes(of: bits.littleEndian, as: UInt64.self)
        let whole = count &>> 3
        cursor += Int(whole)
        // `whole` ≤ 7 (count ≤ 63), so the shift stays below 64.
        bits = bits &>> (whole &<< 3)
        count &= 7
    }

    /// Writes the last partial byte; returns the end of the written bytes.
    mutating func finish() -> UnsafeMutablePointer<UInt8> {
        flush()
        if count > 0 {
            cursor.pointee = UInt8(truncatingIfNeeded: bits)
            cursor += 1
        }
        return cursor
    }
}
