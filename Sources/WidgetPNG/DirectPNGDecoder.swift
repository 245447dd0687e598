import CDeflate
import WidgetGeometry

/// The common PNG decoded without libpng: 8-bit RGB or RGBA, not interlaced, no tRNS — what every
/// encoder of ours writes and what most goldens and renders are. libdeflate inflates the IDAT
/// stream in one call (about twice zlib's speed, and it checks the Adler-32), the five row filters
/// are undone here (PNG specification 9.2–9.4), and the pixels are premultiplied as `PNGDecoder`
/// premultiplies libpng's.
///
/// Invariant: it returns nil rather than decide anything libpng might decide differently (another
/// format, a stream that does not inflate to exactly the rows, an unknown filter type), so that
/// every image it declines, and every error, goes through libpng; the pixels it returns equal
/// libpng's (`DirectPNGDecoderTests` compares them filter by filter). The chunks' CRCs were
/// checked by `PNGChunkSequence`.
enum DirectPNGDecoder {
    /// Premultiplied RGBA8 rows, or nil when libpng should decode the image.
    static func decode(_ bytes: UnsafeRawBufferPointer, _ sequence: PNGChunkSequence) -> [UInt8]? {
        let header = sequence.header
        guard header.bitDepth == 8, header.colorType == 2 || header.colorType == 6, !header.interlaced,
              !sequence.chunks.contains(where: { $0.type == "tRNS" }) else { return nil }
        let channels = header.colorType == 6 ? 4 : 3
        let stride = 1 + header.width * channels
        let (filteredCount, overflow) = stride.multipliedReportingOverflow(by: header.height)
        guard !overflow else { return nil }
        let idats = sequence.chunks.filter { $0.type == "IDAT" }
        let filtered: [UInt8]?
        if idats.count == 1 {
            filtered = inflate(UnsafeRawBufferPointer(rebasing: bytes[idats[0].dataRange]), count: filteredCount)
        } else {
            var stream: [UInt8] = []
            stream.reserveCapacity(idats.reduce(0) { $0 + $1.dataRange.count })
            for chunk in idats { stream.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[chunk.dataRange])) }
            filtered = stream.withUnsafeBytes { inflate($0, count: filteredCount) }
        }
        guard var filtered else { return nil }
        return unfiltered(&filtered, width: header.width, height: header.height, channels: channels)
    }

    /// The `count` bytes `stream` inflates to, when it is exactly one zlib stream (no bytes after
    /// it) of exactly that many bytes; nil otherwise. The buffer is not zeroed first: it is
    /// returned only when libdeflate wrote all of it.
    private static func inflate(_ stream: UnsafeRawBufferPointer, count: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var complete = false
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var read = 0, written = 0
            let result = libdeflate_zlib_decompress_ex(decompressor, stream.baseAddress, stream.count, buffer.baseAddress,
                                                       count, &read, &written)
            complete = result == LIBDEFLATE_SUCCESS && read == stream.count && written == count
            initialized = complete ? count : 0
        }
        return complete ? out : nil
    }

    /// Undoes each row's filter in place, then widens to premultiplied RGBA8; nil on a filter type
    /// other than 0…4.
    private static func unfiltered(_ rows: inout [UInt8], width: Int, height: Int, channels: Int) -> [UInt8]? {
        let rowBytes = width * channels, stride = rowBytes + 1
        // The first row's "above" is a row of zeros (PNG specification 9.2).
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let valid = zeros.withUnsafeBufferPointer { zeros in
            rows.withUnsafeMutableBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress, let zeros = zeros.baseAddress else { return true }
                for y in 0..<height {
                    let row = base + y * stride + 1
                    let above = y > 0 ? UnsafePointer(row - stride) : zeros
                    guard unfilter(type: row[-1], row, above: above, count: rowBytes, bpp: channels) else { return false }
                }
                return true
            }
        }
        guard valid else { return nil }
        let count = width * height * 4
        return rows.withUnsafeBufferPointer { source in
            // Every byte is written by `widen`, so the pixels need no fill first.
            [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                if let from = source.baseAddress, let to = target.baseAddress {
                    for y in 0..<height {
                        widen(from + y * stride + 1, to + y * width * 4, width: width, channels: channels)
                    }
                }
                initialized = count
            }
        }
    }

    /// One row's filter undone in place (PNG specification 9.2): `row[x]` += a predictor of the
    /// bytes left (`bpp` back, zero before the row) and above, modulo 256.
    private static func unfilter(type: UInt8, _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>,
                                 count: Int, bpp: Int) -> Bool {
        switch type {
        case 0:
            return true
        case 1:  // Sub
            for x in Swift.stride(from: bpp, to: count, by: 1) { row[x] &+= row[x - bpp] }
        case 2:  // Up
            for x in 0..<count { row[x] &+= above[x] }
        case 3:  // Average: ⌊(left + up) / 2⌋
            for x in 0..<min(bpp, count) { row[x] &+= above[x] >> 1 }
            for x in Swift.stride(from: bpp, to: count, by: 1) {
                row[x] &+= UInt8(truncatingIfNeeded: (Int(row[x - bpp]) + Int(above[x])) >> 1)
            }
        case 4:  // Paeth: whichever of left, up, upper-left is nearest to left + up − upper-left
            for x in 0..<min(bpp, count) { row[x] &+= above[x] }  // left and upper-left are 0: up wins
            for x in Swift.stride(from: bpp, to: count, by: 1) {
                let a = Int(row[x - bpp]), b = Int(above[x]), c = Int(above[x - bpp])
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                row[x] &+= UInt8(truncatingIfNeeded: predictor)
            }
        default:
            return false
        }
        return true
    }

    /// Straight RGB or RGBA → premultiplied RGBA8, every byte of the row written. An opaque pixel is
    /// copied as one 32-bit word (premultiplying by 255 changes nothing).
    private static func widen(_ from: UnsafePointer<UInt8>, _ to: UnsafeMutablePointer<UInt8>, width: Int, channels: Int) {
        if channels == 3 {
            for x in 0..<width {
                to[4 * x] = from[3 * x]
                to[4 * x + 1] = from[3 * x + 1]
                to[4 * x + 2] = from[3 * x + 2]
                to[4 * x + 3] = 255
            }
            return
        }
        let source = UnsafeRawPointer(from), target = UnsafeMutableRawPointer(to)
        for x in 0..<width {
            let pixel = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
            if pixel >> 24 == 255 {
                target.storeBytes(of: pixel, toByteOffset: 4 * x, as: UInt32.self)
            } else {
                let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
                to[4 * x] = Premultiplication.premultiply(from[4 * x], alpha: alpha)
                to[4 * x + 1] = Premultiplication.premultiply(from[4 * x + 1], alpha: alpha)
                to[4 * x + 2] = Premultiplication.premultiply(from[4 * x + 2], alpha: alpha)
                to[4 * x + 3] = alpha
            }
        }
    }
}
