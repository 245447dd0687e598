/// The deflate alphabets' fixed tables (RFC 1951 3.2.5): how a match length or distance becomes a
/// symbol plus extra bits.
enum DeflateSymbols {
    static let endOfBlock = 256
    static let literalLengthCount = 286
    static let distanceCount = 30
    static let minMatch = 3
    static let maxMatch = 258

    /// Per length 3…258 (index length − 3): symbol 257…285, extra-bit count and extra value.
    static let lengthSymbol: [UInt16] = lengthTable().symbol
    static let lengthExtraBits: [UInt8] = lengthTable().extraBits
    static let lengthExtraValue: [UInt16] = lengthTable().extraValue

    /// The same three tables as raw pointers for inner loops; allocated once, never freed.
    nonisolated(unsafe) static let lengthSymbolTable = permanentCopy(lengthSymbol)
    nonisolated(unsafe) static let lengthExtraBitsTable = permanentCopy(lengthExtraBits)
    nonisolated(unsafe) static let lengthExtraValueTable = permanentCopy(lengthExtraValue)

    private static func permanentCopy<T>(_ values: [T]) -> UnsafePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: values.count)
        pointer.initialize(from: values, count: values.count)
        return UnsafePointer(pointer)
    }

    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                              4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceBits: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                        9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func lengthTable() -> (symbol: [UInt16], extraBits: [UInt8], extraValue: [UInt16]) {
        var symbol: [UInt16] = [], bits: [UInt8] = [], value: [UInt16] = []
        for length in minMatch...maxMatch {
            // Length 258 has its own symbol (285) although 227 + 31 would also reach it.
            let code = length == maxMatch ? 28 : lengthBases.lastIndex { $0 <= length } ?? 0
            symbol.append(UInt16(257 + code))
            bits.append(lengthBits[code])
            value.append(UInt16(length - lengthBases[code]))
        }
        return (symbol, bits, value)
    }

    /// The distance symbol 0…29 of a distance 1…32768.
    static func distanceSymbol(_ distance: Int) -> Int {
        distanceBases.lastIndex { $0 <= distance } ?? 0
    }

    /// The order in which code-length code lengths are sent (RFC 1951 3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
