import Foundation
import WidgetGeometry

/// Writes PNG data by hand: signature, IHDR, sorted tEXt chunks, one IDAT, IEND.
///
/// Deliberately absent: time chunks (tIME) and color-space chunks (gAMA, cHRM, iCCP, sRGB). The bytes then
/// depend only on the pixels and the text, and an untagged PNG is read as sRGB by browsers, image tools
/// and this decoder alike, which is what the pixels are.
package enum PNGEncoder {
    /// The value of the `Software` tEXt chunk in every PNG we write, so that golden files record
    /// which renderer made them.
    package static let software = "WidgetRender \(widgetRenderVersion)"

    /// The keyword of the chunk carrying `software`; callers' text may not use it.
    static let softwareKeyword = "Software"

    static func encode(_ pixmap: Pixmap, encoding: PNGEncoding, text: [String: String]) throws -> [UInt8] {
        guard text[softwareKeyword] == nil else {
            throw PNGError.encoder("the text keyword \"\(softwareKeyword)\" is reserved for the renderer's version")
        }
        var entries = text
        entries[softwareKeyword] = software
        let textChunks = try entries.sorted { $0.key < $1.key }.map { try TextChunk(keyword: $0.key, text: $0.value) }

        let source = try ScanlineSource(pixmap: pixmap)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(pixmap.width))
        header.appendBigEndian(UInt32(pixmap.height))
        // Bit depth 8; color type 2 (RGB) or 6 (RGBA); compression, filter method and interlace all 0.
        header.append(contentsOf: [8, source.channels == 3 ? 2 : 6, 0, 0, 0])
        func file(_ compressed: UnsafeRawBufferPointer) -> [UInt8] {
            var writer = PNGChunkWriter(expectedSize: compressed.count + 1024)
            writer.append("IHDR", header)
            for chunk in textChunks { writer.append("tEXt", chunk.bytes) }
            writer.append("IDAT", compressed)
            writer.append("IEND", [])
            return writer.bytes
        }
        // Filtered rows and their compressed form go through pooled scratch (see `ByteScratchPool`).
        let scanlineCount = source.filteredByteCount
        return try ByteScratchPool.withBuffer(capacity: scanlineCount) { scanlines in
            if encoding.compressor == .nibbleRuns && encoding.filter == .fixed(.up) {
                // `fast`: filtering is fused into the encoder, band by band.
                return ByteScratchPool.withBuffer(capacity: NibbleRunDeflater.outputBound(inputCount: scanlineCount)) { output in
                    let count = NibbleRunDeflater().compress(pixmap, channels: source.channels, filtered: scanlines, into: output)
                    return file(UnsafeRawBufferPointer(start: output, count: count))
                }
            }
            if encoding.compressor == .pixelMatches && encoding.filter == .fixed(.up) {
                // Filtering is fused into the encoder, band by band.
                return ByteScratchPool.withBuffer(capacity: PixelMatchDeflater.outputBound(inputCount: scanlineCount)) { output in
                    let count = PixelMatchDeflater().compress(pixmap, channels: source.channels, filtered: scanlines, into: output)
                    return file(UnsafeRawBufferPointer(start: output, count: count))
                }
            }
            source.filter(with: encoding.filter, into: scanlines)
            let input = UnsafeRawBufferPointer(start: scanlines, count: scanlineCount)
            return try encoding.compressor.withCompressed(input, bytesPerPixel: source.channels, rowLength: source.rowBytes + 1, file)
        }
    }
}

/// The contents of a tEXt chunk: a Latin-1 keyword (1–79 printable characters, no leading, trailing
/// or doubled spaces), a NUL, then Latin-1 text without NULs (PNG specification 11.3.4.3).
struct TextChunk {
    let bytes: [UInt8]

    init(keyword: String, text: String) throws {
        guard let key = Self.latin1(keyword), (1...79).contains(key.count),
              key.allSatisfy({ (32...126).contains($0) || (161...255).contains($0) }),
              key.first != 32, key.last != 32, !zip(key, key.dropFirst()).contains(where: { $0 == 32 && $1 == 32 }) else {
            throw PNGError.encoder("text keyword \(keyword.debugDescription) is not 1–79 printable Latin-1 characters without extra spaces")
        }
        guard let value = Self.latin1(text), !value.contains(0) else {
            throw PNGError.encoder("text for keyword \(keyword.debugDescription) is not Latin-1 without NUL characters")
        }
        bytes = key + [0] + value
    }

    private static func latin1(_ string: String) -> [UInt8]? {
        var out: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value <= 255 else { return nil }
            out.append(UInt8(scalar.value))
        }
        return out
    }
}
