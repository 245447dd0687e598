import WidgetGeometry

/// A pixmap seen as PNG scanlines: straight-alpha RGB or RGBA rows, 8 bits a sample, each row
/// prefixed by its filter type byte once filtered.
///
/// `Pixmap` guarantees exactly `width * height * 4` bytes, so the row loops may use raw pointers.
struct ScanlineSource {
    let pixmap: Pixmap
    /// 3 (RGB, every alpha is 255) or 4 (RGBA).
    let channels: Int

    init(pixmap: Pixmap) throws {
        self.pixmap = pixmap
        self.channels = Self.isOpaque(pixmap) ? 3 : 4
    }

    var rowBytes: Int { pixmap.width * channels }

    /// True when every pixel has alpha 255, so the alpha channel can be left out.
    private static func isOpaque(_ pixmap: Pixmap) -> Bool {
        pixmap.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// Bytes of all filtered rows: `height * (1 + rowBytes)`.
    var filteredByteCount: Int { pixmap.height * (rowBytes + 1) }

    /// All rows, unpremultiplied then filtered, ready for deflate.
    func filtered(with strategy: FilterStrategy) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: filteredByteCount) { buffer, count in
            if let base = buffer.baseAddress { filter(with: strategy, into: base) }
            count = filteredByteCount
        }
    }

    /// Writes all `filteredByteCount` bytes of the filtered rows to `output`, each row its filter
    /// type byte then its filtered bytes.
    func filter(with strategy: FilterStrategy, into output: UnsafeMutablePointer<UInt8>) {
        let (width, height, rowBytes, channels) = (pixmap.width, pixmap.height, self.rowBytes, self.channels)
        var filterer = RowFilterer(strategy: strategy, rowBytes: rowBytes, bpp: channels)
        // Two straight rows, swapped each line: the previous one starts as zeros, as PNG filtering requires.
        var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
        pixmap.withUnsafeBufferPointer { source in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                rows.withUnsafeMutableBufferPointer { rowPair in
                    guard let src = source.baseAddress, let pair = rowPair.baseAddress,
                          let unpremultiply = table.baseAddress else { return }
                    var current = pair + rowBytes, previous = pair
                    for y in 0..<height {
                        Self.straightRow(src + y * width * 4, width: width, channels: channels,
                                         table: unpremultiply, into: current)
                        filterer.filter(row: current, previous: previous, out: output + y * (rowBytes + 1))
                        swap(&current, &previous)
                    }
                }
            }
        }
    }

    /// One row of premultiplied RGBA → straight RGB or RGBA, rounding to nearest (see `Premultiplication`).
    @inline(__always)
    private static func straightRow(_ pixels: UnsafePointer<UInt8>, width: Int, channels: Int,
                                    table: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>) {
        if channels == 3 {
            for x in 0..<width {
                row[x * 3] = pixels[x * 4]
                row[x * 3 + 1] = pixels[x * 4 + 1]
                row[x * 3 + 2] = pixels[x * 4 + 2]
            }
            return
        }
        // Groups of four pixels: an opaque group (premultiplied = straight at alpha 255) is copied
        // as it is. Widget content is mostly opaque, so this is the common case.
        let raw = UnsafeRawPointer(pixels)
        let opaqueAlphas: UInt64 = 0xFF00_0000_FF00_0000
        var x = 0
        while x + 4 <= width {
            let low = raw.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
            let high = raw.loadUnaligned(fromByteOffset: x * 4 + 8, as: UInt64.self)
            if low & high & opaqueAlphas == opaqueAlphas {
                UnsafeMutableRawPointer(row + x * 4).storeBytes(of: low, as: UInt64.self)
                UnsafeMutableRawPointer(row + x * 4 + 8).storeBytes(of: high, as: UInt64.self)
            } else {
                for k in x..<(x + 4) { straightPixel(pixels, at: k * 4, table: table, into: row) }
            }
            x += 4
        }
        for k in x..<width { straightPixel(pixels, at: k * 4, table: table, into: row) }
    }

    /// One premultiplied RGBA pixel at byte `i` → straight RGBA.
    @inline(__always)
    private static func straightPixel(_ pixels: UnsafePointer<UInt8>, at i: Int, table: UnsafePointer<UInt8>,
                                      into row: UnsafeMutablePointer<UInt8>) {
        let alpha = pixels[i + 3]
        let base = Int(alpha) << 8
        row[i] = table[base | Int(pixels[i])]
        row[i + 1] = table[base | Int(pixels[i + 1])]
        row[i + 2] = table[base | Int(pixels[i + 2])]
        row[i + 3] = alpha
    }
}
