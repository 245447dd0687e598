import CDeflate

/// The fields of a PNG's IHDR chunk, checked against the PNG specification (section 11.2.2).
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    let bitDepth: Int
    /// 0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA.
    let colorType: Int
    let interlaced: Bool

    /// Bit depths the specification allows for each color type.
    static let allowedBitDepths: [Int: Set<Int>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
}

/// One chunk inside PNG data. `offset` is where its length field starts; `dataRange` holds its contents.
struct PNGChunk: Equatable {
    let type: String
    let offset: Int
    let dataRange: Range<Int>

    /// Critical chunks have an uppercase first letter (PNG specification section 5.4).
    var isCritical: Bool { type.utf8.first.map { $0 <= 90 } ?? false }
}

/// The chunks of a PNG file, walked by hand so that every structural problem gets a precise error
/// before libpng sees the data.
///
/// Invariant: the signature is valid, every chunk lies inside the data with a matching CRC-32,
/// IHDR comes first and is valid, PLTE (if any) precedes the IDATs, the IDATs are consecutive,
/// and IEND ends the sequence. Bytes after IEND are ignored, as libpng does.
struct PNGChunkSequence {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The critical chunks of PNG 1.2; any other critical chunk makes the image undecodable.
    static let knownCriticalTypes: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND"]

    let header: PNGHeader
    let chunks: [PNGChunk]

    init(bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { throw PNGError.empty }
        guard bytes.count >= 8, zip(bytes.prefix(8), Self.signature).allSatisfy({ $0 == $1 }) else {
            throw PNGError.notPNG
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while true {
            let chunk = try Self.readChunk(bytes, at: offset)
            chunks.append(chunk)
            offset = chunk.dataRange.upperBound + 4
            if chunk.type == "IEND" { break }
        }
        self.chunks = chunks
        self.header = try Self.parseHeader(chunks[0], bytes)
        try Self.checkOrder(chunks, header: header)
    }

    /// Reads the chunk whose length field starts at `offset`, checking bounds and CRC.
    private static func readChunk(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws -> PNGChunk {
        guard offset + 8 <= bytes.count else {
            if offset == bytes.count { throw PNGError.chunkOrder("missing IEND chunk: the data ends after the last chunk", offset: offset) }
            throw PNGError.truncated(chunk: nil, offset: bytes.count)
        }
        let length = Int(readUInt32(bytes, offset))
        let typeBytes = bytes[(offset + 4)..<(offset + 8)]
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            throw PNGError.malformedChunk(chunk: type.debugDescription, offset: offset, problem: "chunk type is not four ASCII letters")
        }
        guard length <= Int(Int32.max) else {
            throw PNGError.malformedChunk(chunk: type, offset: offset, problem: "length \(length) exceeds 2^31 - 1")
        }
        let dataStart = offset + 8
        guard dataStart + length + 4 <= bytes.count else { throw PNGError.truncated(chunk: type, offset: offset) }
        let stored = readUInt32(bytes, dataStart + length)
        let computed = crc32(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(dataStart + length)]))
        guard stored == computed else { throw PNGError.badCRC(chunk: type, offset: offset) }
        return PNGChunk(type: type, offset: offset, dataRange: dataStart..<(dataStart + length))
    }

    private static func parseHeader(_ chunk: PNGChunk, _ bytes: UnsafeRawBufferPointer) throws -> PNGHeader {
        guard chunk.type == "IHDR" else {
            throw PNGError.chunkOrder("the first chunk must be IHDR, found \(chunk.type)", offset: chunk.offset)
        }
        func bad(_ problem: String) -> PNGError { .malformedChunk(chunk: "IHDR", offset: chunk.offset, problem: problem) }
        guard chunk.dataRange.count == 13 else { throw bad("length is \(chunk.dataRange.count), not 13") }
        let at = chunk.dataRange.lowerBound
        let width = Int(readUInt32(bytes, at)), height = Int(readUInt32(bytes, at + 4))
        let bitDepth = Int(bytes[at + 8]), colorType = Int(bytes[at + 9])
        let compression = bytes[at + 10], filter = bytes[at + 11], interlace = bytes[at + 12]
        guard width <= Int(Int32.max), height <= Int(Int32.max) else { throw bad("size \(width)×\(height) exceeds 2^31 - 1") }
        guard width > 0, height > 0 else { throw PNGError.zeroSize(width: width, height: height) }
        guard let depths = PNGHeader.allowedBitDepths[colorType] else { throw bad("unknown color type \(colorType)") }
        guard depths.contains(bitDepth) else { throw bad("bit depth \(bitDepth) is not allowed for color type \(colorType)") }
        guard compression == 0 else { throw bad("unknown compression method \(compression)") }
        guard filter == 0 else { throw bad("unknown filter method \(filter)") }
        guard interlace <= 1 else { throw bad("unknown interlace method \(interlace)") }
        return PNGHeader(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlace == 1)
    }

    /// The ordering rules of PNG specification section 5.6 that a decoder depends on.
    private static func checkOrder(_ chunks: [PNGChunk], header: PNGHeader) throws {
        var sawPalette = false
        var idatRun: (start: Int, end: Int)?
        for (index, chunk) in chunks.enumerated() {
            switch chunk.type {
            case "IHDR" where index > 0:
                throw PNGError.chunkOrder("a second IHDR chunk", offset: chunk.offset)
            case "PLTE":
                if sawPalette { throw PNGError.chunkOrder("a second PLTE chunk", offset: chunk.offset) }
                if idatRun != nil { throw PNGError.chunkOrder("PLTE after IDAT", offset: chunk.offset) }
                if header.colorType == 0 || header.colorType == 4 {
                    throw PNGError.chunkOrder("PLTE in a grayscale image", offset: chunk.offset)
                }
                sawPalette = true
            case "IDAT":
                if let run = idatRun, run.end != index - 1 {
                    throw PNGError.chunkOrder("IDAT chunks are not consecutive", offset: chunk.offset)
                }
                idatRun = (idatRun?.start ?? index, index)
            case "IEND":
                if !chunk.dataRange.isEmpty {
                    throw PNGError.malformedChunk(chunk: "IEND", offset: chunk.offset, problem: "length is \(chunk.dataRange.count), not 0")
                }
            default:
                if chunk.isCritical && !knownCriticalTypes.contains(chunk.type) {
                    throw PNGError.malformedChunk(chunk: chunk.type, offset: chunk.offset, problem: "unknown critical chunk")
                }
            }
        }
        let end = chunks[chunks.count - 1]
        guard idatRun != nil else { throw PNGError.chunkOrder("no IDAT chunk before IEND", offset: end.offset) }
        if header.colorType == 3 && !sawPalette {
            throw PNGError.chunkOrder("palette image without a PLTE chunk before IDAT", offset: end.offset)
        }
    }
}

/// The big-endian 32-bit integer at `offset`; the caller has checked the bounds.
func readUInt32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

/// The CRC-32 of PNG chunks and zlib (ISO 3309), computed by libdeflate.
func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress else { return crc }
    return UInt32(libdeflate_crc32(crc, base, bytes.count))
}
