/// The header of a dynamic-Huffman deflate block (RFC 1951 3.2.7): the literal/length and distance
/// code lengths, run-length coded with symbols 16 (repeat previous 3–6×), 17 (3–10 zeros) and
/// 18 (11–138 zeros), themselves Huffman coded with the 19-symbol code-length code.
struct DynamicHeader {
    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCode: HuffmanCode
    private let sentCodeLengthCount: Int
    /// Run-length symbols: (symbol 0…18, extra value, extra bit count).
    private let items: [(symbol: Int, extra: UInt32, extraBits: Int)]

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let sequence = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])
        var items: [(symbol: Int, extra: UInt32, extraBits: Int)] = []
        var i = 0
        while i < sequence.count {
            let value = sequence[i]
            var run = 1
            while i + run < sequence.count && sequence[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    items.append((18, UInt32(take - 11), 7)); run -= take
                }
                if run >= 3 { items.append((17, UInt32(run - 3), 3)); run = 0 }
            } else {
                items.append((Int(value), 0, 0)); run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    items.append((16, UInt32(take - 3), 2)); run -= take
                }
            }
            for _ in 0..<run { items.append((Int(value), 0, 0)) }
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for item in items { counts[item.symbol] += 1 }
        let code = HuffmanCode(frequencies: DeflateBlock.atLeastTwoUsed(counts), maxLength: 7)
        codeLengthCode = code
        sentCodeLengthCount = max(4, (DeflateSymbols.codeLengthOrder.lastIndex { code.lengths[$0] != 0 } ?? 0) + 1)
        self.items = items
    }

    var bitCount: Int {
        14 + 3 * sentCodeLengthCount + items.reduce(0) { $0 + Int(codeLengthCode.lengths[$1.symbol]) + $1.extraBits }
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(sentCodeLengthCount - 4), count: 4)
        for symbol in DeflateSymbols.codeLengthOrder.prefix(sentCodeLengthCount) {
            writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
        }
        for item in items {
            writer.write(codeLengthCode.codes[item.symbol], count: Int(codeLengthCode.lengths[item.symbol]))
            writer.write(item.extra, count: item.extraBits)
        }
    }
}

extension DynamicHeader {
    /// Writes the 3 bits that open a final dynamic block and this header at `out`, through the
    /// ordinary writer; returns the whole bytes written and the bits of the last, partial byte
    /// (LSB first), for a faster writer to continue from.
    func writeFinalBlockStart(to out: UnsafeMutablePointer<UInt8>) -> (bytes: Int, pendingBits: UInt64, pendingCount: Int) {
        writeBlockStart(to: out, isFinal: true)
    }

    /// The same for a block that is final or not (a streamed block followed by more).
    func writeBlockStart(to out: UnsafeMutablePointer<UInt8>, isFinal: Bool) -> (bytes: Int, pendingBits: UInt64, pendingCount: Int) {
        let headerBits = 3 + bitCount
        var headerBytes = [UInt8](repeating: 0, count: headerBits / 8 + 16)
        headerBytes.withUnsafeMutableBufferPointer { buffer in
            var writer = BitWriter(into: buffer.baseAddress!)
            writer.write(isFinal ? 1 : 0, count: 1)  // BFINAL
            writer.write(2, count: 2)  // BTYPE 10: dynamic Huffman codes
            write(to: &writer)
            _ = writer.finish()
        }
        for k in 0..<(headerBits / 8) { out[k] = headerBytes[k] }
        return (headerBits / 8, UInt64(headerBytes[headerBits / 8]) & ((1 << UInt64(headerBits % 8)) - 1), headerBits % 8)
    }
}

