import Foundation

/// Hand-built PNG and JPEG structures for the images fuzz kind (FuzzImages.swift): chunk surgery
/// with valid CRCs, so that a mutation gets past the chunk walk to libpng, and JPEGs of any size
/// and scan layout, whose entropy data is all zero bits (every block flat gray): a file of a few
/// kilobytes that really decodes to 4096 × 4096, or claims more. No image library is needed, and
/// none of the repository's seeds is progressive.
enum FuzzImageForge {
    static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    // MARK: PNG

    /// The chunks of `png` as far as they are well formed (type and data; CRCs not checked).
    static func chunks(_ png: [UInt8]) -> [(type: [UInt8], data: [UInt8])] {
        var found: [(type: [UInt8], data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(bigEndian32(png, offset))
            guard length <= png.count - offset - 12 else { break }
            found.append((Array(png[(offset + 4)..<(offset + 8)]), Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return found
    }

    /// One chunk: length, type, data and its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { chunk(Array(type.utf8), data) }

    static func chunk(_ type: [UInt8], _ data: [UInt8]) -> [UInt8] {
        let body = type + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(FuzzMutator.crc32(body[...]))
    }

    /// A PNG of these chunks.
    static func png(_ chunks: [(type: [UInt8], data: [UInt8])]) -> [UInt8] {
        chunks.reduce(pngSignature) { $0 + chunk($1.type, $1.data) }
    }

    /// `png` with every chunk's CRC recomputed, as far as the lengths hold: a mutated chunk then
    /// reaches libpng instead of stopping at the CRC check.
    static func fixingCRCs(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { break }
            let crc = bigEndian(FuzzMutator.crc32(bytes[(offset + 4)..<(offset + 8 + length)]))
            bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
            offset += 12 + length
        }
        return bytes
    }

    /// The zlib stream of `png`'s IDAT chunks, joined.
    static func idat(_ png: [UInt8]) -> [UInt8] {
        chunks(png).filter { $0.type == Array("IDAT".utf8) }.flatMap(\.data)
    }

    /// An IHDR: size, bit depth, color type, interlace.
    static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, color: UInt8 = 6, interlace: UInt8 = 0) -> (type: [UInt8], data: [UInt8]) {
        (Array("IHDR".utf8), bigEndian(width) + bigEndian(height) + [depth, color, 0, 0, interlace])
    }

    // MARK: JPEG

    /// A grayscale JPEG of `width` × `height` (as its frame header says) whose blocks are all flat:
    /// baseline (SOF0, DC and AC tables) or progressive (SOF2, `scans` DC scans: more than one is a
    /// bogus progression), optionally with an EXIF orientation, and with its entropy data cut to
    /// `dataFraction` (1: complete).
    static func jpeg(width: Int, height: Int, progressive: Bool, scans: Int = 1, orientation: Int? = nil,
                     dataFraction: Double = 1) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        if let orientation {
            // "Exif\0\0", a big-endian TIFF header, IFD0 with one entry: 0x0112 SHORT 1 = orientation.
            let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1]
                + bigEndian16(orientation) + [0, 0, 0, 0, 0, 0]
            out += segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        }
        out += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))  // one quantization table of ones
        let size = bigEndian16(height) + bigEndian16(width)
        out += segment(progressive ? 0xC2 : 0xC0, [8] + size + [1, 1, 0x11, 0])  // one component, 1×1
        // One code of length 1 ("0") per table: DC difference category 0, and AC end-of-block.
        let table = [UInt8](arrayLiteral: 1) + [UInt8](repeating: 0, count: 15) + [0]
        out += segment(0xC4, [0x00] + table + (progressive ? [] : [0x10] + table))
        // Every block costs 1 bit (DC only) or 2 bits (DC and EOB), all zero; the last byte is padded with ones.
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bits = blocks * (progressive ? 1 : 2)
        var data = [UInt8](repeating: 0, count: bits / 8)
        if bits % 8 != 0 { data.append(UInt8(0xFF >> (bits % 8))) }
        data = Array(data.prefix(Int(Double(data.count) * min(1, max(0, dataFraction)))))
        for _ in 0..<max(1, scans) {
            out += segment(0xDA, [1, 1, 0x00, 0, progressive ? 0 : 63, 0]) + data
        }
        return out + [0xFF, 0xD9]
    }

    /// A marker segment: FF, marker, big-endian length (counting itself), body.
    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] { [0xFF, marker] + bigEndian16(body.count + 2) + body }

    /// `jpeg` with its first frame header's size replaced (the data no longer fits it).
    static func resizedJPEG(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        var bytes = jpeg
        var offset = 2
        while offset + 9 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                bytes.replaceSubrange((offset + 5)..<(offset + 9), with: bigEndian16(height) + bigEndian16(width))
                return bytes
            }
            if marker == 0xDA { break }
            offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
        }
        return bytes
    }

    // MARK: Bytes

    static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32($0))) } }
    static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
    static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
