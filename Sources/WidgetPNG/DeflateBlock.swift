/// One deflate block being built: the runs found in its input bytes (everything between them is
/// literals, see `PixelRunTokenizer`) and its literal/length symbol counts, written as a
/// dynamic-Huffman block (RFC 1951 3.2.7) or, when that would be larger, as stored blocks (3.2.4).
struct DeflateBlock {
    /// The block's input bytes.
    let bytes: UnsafePointer<UInt8>
    let byteCount: Int
    /// Runs in input order, each `offset << 8 | (length − 3)`; offsets fit 24 bits because blocks
    /// hold `RunLengthDeflater.blockInputBytes` (2^18) bytes at most.
    let runs: UnsafeMutablePointer<UInt32>
    var runCount = 0
    /// `DeflateSymbols.literalLengthCount` counters of literal/length symbols.
    let symbolCounts: UnsafeMutablePointer<UInt32>

    /// Borrows scratch for the runs (byteCount / 4 + 1 at most) and the symbol counters, which are zeroed.
    init(bytes: UnsafePointer<UInt8>, count: Int, runs: UnsafeMutablePointer<UInt32>, symbolCounts: UnsafeMutablePointer<UInt32>) {
        self.bytes = bytes
        self.byteCount = count
        self.runs = runs
        self.symbolCounts = symbolCounts
        symbolCounts.update(repeating: 0, count: DeflateSymbols.literalLengthCount)
    }

    /// Writes the block (stored when that is smaller).
    func write(to writer: inout BitWriter, isFinal: Bool, distance: Int) {
        var counts = Array(UnsafeBufferPointer(start: symbolCounts, count: DeflateSymbols.literalLengthCount))
        counts[DeflateSymbols.endOfBlock] = 1
        let distanceSymbol = DeflateSymbols.distanceSymbol(distance)
        var distanceCounts = [UInt32](repeating: 0, count: DeflateSymbols.distanceCount)
        distanceCounts[distanceSymbol] = UInt32(runCount)
        let literalCode = HuffmanCode(frequencies: Self.atLeastTwoUsed(counts), maxLength: 15)
        let distanceCode = HuffmanCode(frequencies: Self.atLeastTwoUsed(distanceCounts), maxLength: 15)
        let header = DynamicHeader(literalLengths: literalCode.lengths, distanceLengths: distanceCode.lengths)

        var payloadBits = 0
        for symbol in 0..<DeflateSymbols.literalLengthCount {
            payloadBits += Int(counts[symbol]) * Int(literalCode.lengths[symbol])
            if symbol > DeflateSymbols.endOfBlock {
                payloadBits += Int(counts[symbol]) * Int(Self.lengthSymbolExtraBits[symbol - 257])
            }
        }
        let distanceExtra = Int(DeflateSymbols.distanceBits[distanceSymbol])
        payloadBits += Int(runCount) * (Int(distanceCode.lengths[distanceSymbol]) + distanceExtra)
        let dynamicBits = 3 + header.bitCount + payloadBits
        let storedBits = 8 * Self.storedSize(byteCount) + 7
        if storedBits < dynamicBits {
            Self.writeStored(bytes, count: byteCount, to: &writer, isFinal: isFinal)
            return
        }

        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(2, count: 2)  // BTYPE 10: dynamic Huffman codes
        header.write(to: &writer)
        // Code and length packed in one word per symbol (codes are ≤ 15 bits): one load per literal.
        let packed = zip(literalCode.codes, literalCode.lengths).map { $0 | UInt32($1) << 16 }
        let run = RunCode(distanceCode: distanceCode.codes[distanceSymbol] | UInt32(distanceCode.lengths[distanceSymbol]) << 16,
                          distanceExtra: UInt32(distance - DeflateSymbols.distanceBases[distanceSymbol]),
                          distanceExtraBits: distanceExtra)
        packed.withUnsafeBufferPointer { table in
            if let table = table.baseAddress { emitTokens(table: table, run: run, to: &writer) }
        }
        let endOfBlock = DeflateSymbols.endOfBlock
        writer.write(literalCode.codes[endOfBlock], count: Int(literalCode.lengths[endOfBlock]))
    }

    /// The fixed part of every run's code: its distance symbol's code and extra bits.
    private struct RunCode {
        let distanceCode: UInt32
        let distanceExtra: UInt32
        let distanceExtraBits: Int
    }

    /// The payload: literals between runs, two codes per write where possible, then each run's
    /// length and distance codes. The writer lives in a local (kept in registers), written back once.
    private func emitTokens(table: UnsafePointer<UInt32>, run: RunCode, to writer: inout BitWriter) {
        var bits = writer
        defer { writer = bits }
        let lengthSymbols = DeflateSymbols.lengthSymbolTable, extraBits = DeflateSymbols.lengthExtraBitsTable,
            extraValues = DeflateSymbols.lengthExtraValueTable
        let bytes = self.bytes
        @inline(__always) func literals(from start: Int, to end: Int) {
            var i = start
            while i + 1 < end {
                // Each code is ≤ 15 bits, so a pair fits in 30.
                let first = table[Int(bytes[i])], second = table[Int(bytes[i + 1])]
                let firstLength = first >> 16
                bits.write(first & 0xFFFF | (second & 0xFFFF) &<< firstLength, count: Int(firstLength + second >> 16))
                i += 2
            }
            if i < end {
                let entry = table[Int(bytes[i])]
                bits.write(entry & 0xFFFF, count: Int(entry >> 16))
            }
        }
        var position = 0
        for r in 0..<runCount {
            let offset = Int(runs[r] >> 8), lengthIndex = Int(runs[r] & 0xFF)
            literals(from: position, to: offset)
            let entry = table[Int(lengthSymbols[lengthIndex])]
            bits.write(entry & 0xFFFF, count: Int(entry >> 16))
            bits.write(UInt32(extraValues[lengthIndex]), count: Int(extraBits[lengthIndex]))
            bits.write(run.distanceCode & 0xFFFF, count: Int(run.distanceCode >> 16))
            bits.write(run.distanceExtra, count: run.distanceExtraBits)
            position = offset + lengthIndex + DeflateSymbols.minMatch
        }
        literals(from: position, to: byteCount)
    }

    /// Extra bits of length symbols 257…285.
    private static let lengthSymbolExtraBits: [UInt8] =
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// zlib's inflate refuses incomplete codes, and a code with one symbol is incomplete; giving a
    /// second symbol a count makes the code two 1-bit codes, costing one header entry.
    static func atLeastTwoUsed(_ counts: [UInt32]) -> [UInt32] {
        var result = counts
        var used = result.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        var symbol = 0
        while used < 2 && symbol < result.count {
            if result[symbol] == 0 { result[symbol] = 1; used += 1 }
            symbol += 1
        }
        return result
    }

    /// Bytes `writeStored` takes for `count` input bytes: 5 header bytes per block of up to 65,535,
    /// and one block even when there is nothing to store.
    static func storedSize(_ count: Int) -> Int { count + 5 * max(1, (count + 65_534) / 65_535) }

    /// Stored blocks of at most 65,535 bytes each; only the last carries `isFinal`.
    static func writeStored(_ bytes: UnsafePointer<UInt8>, count: Int, to writer: inout BitWriter, isFinal: Bool) {
        var offset = 0
        repeat {
            let length = min(65_535, count - offset)
            let last = offset + length == count
            writer.write(isFinal && last ? 1 : 0, count: 1)
            writer.write(0, count: 2)  // BTYPE 00: stored
            writer.alignToByte()
            writer.write(UInt32(length), count: 16)
            writer.write(UInt32(~UInt16(length)), count: 16)
            writer.flushWholeBytes()
            writer.writeAlignedBytes(bytes + offset, count: length)
            offset += length
        } while offset < count
    }
}
