import CFastPNG

/// The Huffman codes of `PixelMatchDeflater`'s single block, from the exact symbol counts of its
/// tokens, and the block they write.
///
/// Literal/length codes are limited to 14 bits so that four literals fit between two stores of the
/// C writer's 64-bit buffer (`TokenWriter.c`); distance codes to deflate's 15.
struct PixelMatchCodes {
    let literalCode: HuffmanCode
    let distanceCode: HuffmanCode

    /// `counts`: the tokenizer's `CFP_COUNT_COPIES` copies of its 286 literal/length then 30
    /// distance counters.
    init(counts: UnsafeBufferPointer<UInt32>) {
        let counters = Int(CFP_COUNTERS)
        var totals = [UInt32](repeating: 0, count: counters)
        for copy in 0..<Int(CFP_COUNT_COPIES) {
            for symbol in 0..<counters { totals[symbol] &+= counts[copy * counters + symbol] }
        }
        var literals = Array(totals[..<DeflateSymbols.literalLengthCount])
        literals[DeflateSymbols.endOfBlock] = 1
        literalCode = HuffmanCode(frequencies: literals, maxLength: 14)
        distanceCode = HuffmanCode(frequencies: DeflateBlock.atLeastTwoUsed(Array(totals[DeflateSymbols.literalLengthCount...])),
                                   maxLength: 15)
    }

    /// Writes one final dynamic-Huffman block for the tokens; returns the bytes written.
    func writeBlock(tokens: UnsafePointer<UInt32>, count: Int, data: UnsafePointer<UInt8>,
                    into out: UnsafeMutablePointer<UInt8>) -> Int {
        let header = DynamicHeader(literalLengths: literalCode.lengths, distanceLengths: distanceCode.lengths)
        let start = header.writeFinalBlockStart(to: out)
        var writer = cfp_bit_writer(cursor: out + start.bytes, bits: start.pendingBits, count: UInt32(start.pendingCount))

        var literals = [UInt32](repeating: 0, count: 256)
        for byte in 0..<256 { literals[byte] = literalCode.codes[byte] | UInt32(literalCode.lengths[byte]) << 16 }
        // Per length: its symbol's code, then the extra bits | total bit count << 32.
        var lengths = [UInt64](repeating: 0, count: DeflateSymbols.maxMatch + 1)
        for length in DeflateSymbols.minMatch...DeflateSymbols.maxMatch {
            let index = length - DeflateSymbols.minMatch
            let symbol = Int(DeflateSymbols.lengthSymbol[index])
            let codeLength = UInt64(literalCode.lengths[symbol]), extraBits = UInt64(DeflateSymbols.lengthExtraBits[index])
            lengths[length] = UInt64(literalCode.codes[symbol]) | UInt64(DeflateSymbols.lengthExtraValue[index]) << codeLength
                | (codeLength + extraBits) << 32
        }
        let distances = (0..<DeflateSymbols.distanceCount).map { distanceCode.codes[$0] | UInt32(distanceCode.lengths[$0]) << 16 }
        literals.withUnsafeBufferPointer { literals in
            lengths.withUnsafeBufferPointer { lengths in
                distances.withUnsafeBufferPointer { distances in
                    var codes = cfp_codes(literals: literals.baseAddress, lengths: lengths.baseAddress, distances: distances.baseAddress)
                    cfp_write_tokens(tokens, count, data, &codes, &writer)
                }
            }
        }
        let endOfBlock = DeflateSymbols.endOfBlock
        writer.bits |= UInt64(literalCode.codes[endOfBlock]) << UInt64(writer.count)
        writer.count += UInt32(literalCode.lengths[endOfBlock])
        // At most 7 + 14 bits are pending: three bytes finish the block.
        var cursor = writer.cursor!
        var bits = writer.bits, pending = Int(writer.count)
        while pending > 0 {
            cursor.pointee = UInt8(truncatingIfNeeded: bits)
            cursor += 1
            bits >>= 8
            pending -= 8
        }
        return cursor - out
    }
}
