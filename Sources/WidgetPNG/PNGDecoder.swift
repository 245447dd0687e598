import CPNG
import WidgetGeometry

/// Decodes PNG data to a premultiplied pixmap: 8-bit RGB and RGBA directly (`DirectPNGDecoder`),
/// every other kind, and every image that one declines, with libpng's simplified API.
///
/// Why the simplified API: libpng reports errors of its classic API by `longjmp`, which would jump over
/// Swift frames; the simplified API catches them inside libpng and returns 0 with `png_image.message`.
///
/// Every color type and bit depth becomes straight RGBA8 (libpng expands palettes, tRNS, low bit depths
/// and Adam7 interlacing), then this type premultiplies, rounding to nearest.
/// 16-bit samples become 8-bit by rounding (libpng's `png_set_scale_16`, round(v · 255 / 65535)).
/// Gamma is ignored: the color-space chunks are removed before libpng sees the data, so it converts
/// nothing — samples are taken as sRGB-encoded, which is what the renderer draws with.
enum PNGDecoder {
    /// Chunks that would make libpng convert samples between color spaces or gammas.
    static let colorSpaceChunkTypes: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP"]

    /// `direct` false: libpng decodes every image (tests compare the two).
    static func decode(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int = Pixmap.maxPixelCount,
                       direct: Bool = true) throws -> Pixmap {
        let sequence = try PNGChunkSequence(bytes: bytes)
        let header = sequence.header
        // Refuse absurd sizes from the header, before libpng or we allocate anything.
        do { try Pixmap.checkSize(width: header.width, height: header.height) } catch {
            throw PNGError.tooLarge(width: header.width, height: header.height)
        }
        guard Pixmap.pixelCount(width: header.width, height: header.height) <= maximumPixels else {
            throw PNGError.tooLarge(width: header.width, height: header.height)
        }
        if direct, let pixels = DirectPNGDecoder.decode(bytes, sequence) {
            return try Pixmap(width: header.width, height: header.height, premultipliedBytes: pixels)
        }
        var straight: [UInt8]
        if sequence.chunks.contains(where: { colorSpaceChunkTypes.contains($0.type) }) {
            let stripped = withoutColorSpaceChunks(bytes, sequence)
            straight = try stripped.withUnsafeBytes { try decodeStraightRGBA($0, header) }
        } else {
            straight = try decodeStraightRGBA(bytes, header)
        }
        premultiplyInPlace(&straight)
        return try Pixmap(width: header.width, height: header.height, premultipliedBytes: straight)
    }

    /// Straight RGBA8 rows, `width * 4` bytes each, exactly as libpng's simplified reader produces them.
    private static func decodeStraightRGBA(_ bytes: UnsafeRawBufferPointer, _ header: PNGHeader) throws -> [UInt8] {
        guard let base = bytes.baseAddress else { throw PNGError.empty }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, base, bytes.count) != 0 else {
            throw PNGError.decoder(message(of: image))
        }
        // 16-bit data with no gAMA is linear to the simplified API unless told otherwise; we want the
        // samples as they are, so declare them sRGB like 8-bit data.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        guard Int(image.width) == header.width, Int(image.height) == header.height else {
            png_image_free(&image)
            throw PNGError.decoder("libpng read a size of \(image.width)×\(image.height), the header says \(header.width)×\(header.height)")
        }
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let finished = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
        }
        // finish_read frees libpng's state itself, on success and on failure.
        guard finished != 0 else { throw PNGError.decoder(message(of: image)) }
        return pixels
    }

    /// A copy of the data with the color-space chunks left out; every other chunk keeps its bytes and CRC.
    private static func withoutColorSpaceChunks(_ bytes: UnsafeRawBufferPointer, _ sequence: PNGChunkSequence) -> [UInt8] {
        var copy = PNGChunkSequence.signature
        copy.reserveCapacity(bytes.count)
        for chunk in sequence.chunks where !colorSpaceChunkTypes.contains(chunk.type) {
            copy.append(contentsOf: bytes[chunk.offset..<(chunk.dataRange.upperBound + 4)])
        }
        return copy
    }

    /// Straight RGBA8 → premultiplied RGBA8, in place, rounding to nearest. Opaque pixels are unchanged.
    private static func premultiplyInPlace(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let alpha = p[i + 3]
                if alpha != 255 {
                    p[i] = Premultiplication.premultiply(p[i], alpha: alpha)
                    p[i + 1] = Premultiplication.premultiply(p[i + 1], alpha: alpha)
                    p[i + 2] = Premultiplication.premultiply(p[i + 2], alpha: alpha)
                }
                i += 4
            }
        }
    }

    /// libpng's one-line explanation, kept in the image's fixed 64-byte message buffer.
    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed without a message" : "libpng: \(text)"
    }
}
