/// Appends PNG chunks (length, type, data, CRC-32) to a growing byte buffer, starting with the signature.
struct PNGChunkWriter {
    private(set) var bytes: [UInt8] = PNGChunkSequence.signature

    init(expectedSize: Int) {
        bytes.reserveCapacity(expectedSize)
    }

    mutating func append(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBytes { append(type, $0) }
    }

    mutating func append(_ type: String, _ data: UnsafeRawBufferPointer) {
        bytes.appendBigEndian(UInt32(data.count))
        let typeStart = bytes.count
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBytes { crc32(UnsafeRawBufferPointer(rebasing: $0[typeStart...])) }
        bytes.appendBigEndian(crc)
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
