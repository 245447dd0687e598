import CDeflate

/// A deflate encoder specialised for filtered PNG scanlines (the idea of fpng, written for this
/// package): the only matches it looks for are runs of a repeated pixel, i.e. matches at a distance of
/// one pixel, which is where filtered widget pixels repeat (flat fills and gradients filter to runs of
/// equal bytes; text and photos are mostly literals either way). Each block of input gets Huffman
/// tables built from its own symbol counts, or is stored when that would be smaller.
///
/// The output is one complete zlib stream (RFC 1950: header, deflate blocks, Adler-32) and depends
/// only on the input bytes and the pixel size: no state survives between calls.
struct RunLengthDeflater {
    /// The match distance: bytes per pixel (3 or 4 for 8-bit RGB or RGBA; any 1…32768 works).
    let distance: Int

    /// Input bytes per deflate block: each block's tables follow its own part of the image, and
    /// building them costs ~0.2 M instructions. Measured on the reference scene (1.9 MB): 2^16 gives
    /// 347,891 bytes, 2^18 348,975 (+0.3 %) for 4.4 M fewer instructions (docs/performance.md).
    /// Must stay below 2^24 (run offsets are 24-bit).
    static let blockInputBytes = 1 << 18

    /// The most bytes `compress` writes for `count` input bytes: every block is at most its stored
    /// form (the encoder picks the smaller), plus slack for the bit writer's four-byte stores and
    /// the zlib wrapper.
    static func outputBound(inputCount count: Int) -> Int {
        let blockCount = max(1, (count + blockInputBytes - 1) / blockInputBytes)
        return count + 5 * (blockCount + count / 65_535 + 1) + 64
    }

    /// The zlib stream of `input` as an array.
    func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        let bound = Self.outputBound(inputCount: input.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = buffer.baseAddress.map { compress(input, into: $0) } ?? 0
        }
    }

    /// Writes the zlib stream of `input` to `outBase` (room for `outputBound` bytes); returns its length.
    func compress(_ input: UnsafeRawBufferPointer, into outBase: UnsafeMutablePointer<UInt8>) -> Int {
        let count = input.count
        // A run is at least 4 bytes long.
        let runs = UnsafeMutablePointer<UInt32>.allocate(capacity: min(count, Self.blockInputBytes) / PixelRunTokenizer.minRun + 1)
        let symbolCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: DeflateSymbols.literalLengthCount)
        defer { runs.deallocate(); symbolCounts.deallocate() }
        // CMF 0x78: deflate, 32 KiB window; FLG 0x01: fastest level, no dictionary, check bits.
        outBase[0] = 0x78
        outBase[1] = 0x01
        var writer = BitWriter(into: outBase + 2)
        let bytes = input.bindMemory(to: UInt8.self)
        if let base = bytes.baseAddress {
            var blockStart = 0
            repeat {
                let blockEnd = min(count, blockStart + Self.blockInputBytes)
                var block = DeflateBlock(bytes: base + blockStart, count: blockEnd - blockStart,
                                         runs: runs, symbolCounts: symbolCounts)
                PixelRunTokenizer(bytes: base, distance: distance).tokenize(&block, offset: blockStart)
                block.write(to: &writer, isFinal: blockEnd == count, distance: distance)
                blockStart = blockEnd
            } while blockStart < count
        } else {
            // No input: one empty final stored block.
            DeflateBlock.writeStored(outBase, count: 0, to: &writer, isFinal: true)
        }
        var end = 2 + writer.finish()
        let adler = libdeflate_adler32(1, input.baseAddress, count)
        for shift in [24, 16, 8, 0] as [UInt32] {
            outBase[end] = UInt8(truncatingIfNeeded: adler >> shift)
            end += 1
        }
        return end
    }
}
