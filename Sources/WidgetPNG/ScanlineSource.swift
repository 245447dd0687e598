import WidgetGeometry

/// A pixmap seen as PNG scanlines: straight-alpha RGB or RGBA rows, 8 bits a sample, each row
/// prefixed by its filter type byte once filtered.
struct ScanlineSource {
    let pixmap: Pixmap
    /// 3 (RGB, every alpha is 255) or 4 (RGBA).
    let channels: Int

    var rowBytes: Int { pixmap.width * channels }

    /// True when every pixel has alpha 255, so the alpha channel can be left out.
    static func isOpaque(_ pixmap: Pixmap) -> Bool {
        pixmap.data.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// All rows, unpremultiplied then filtered: `height * (1 + rowBytes)` bytes, ready for deflate.
    func filtered(with strategy: FilterStrategy) -> [UInt8] {
        let (width, height, rowBytes, channels) = (pixmap.width, pixmap.height, self.rowBytes, self.channels)
        var output = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var filterer = RowFilterer(strategy: strategy, rowBytes: rowBytes, bpp: channels)
        // Two straight rows, swapped each line: the previous one starts as zeros, as PNG filtering requires.
        var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
        pixmap.data.withUnsafeBufferPointer { source in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                rows.withUnsafeMutableBufferPointer { rowPair in
                    output.withUnsafeMutableBufferPointer { out in
                        guard let src = source.baseAddress, let pair = rowPair.baseAddress, let dst = out.baseAddress,
                              let unpremultiply = table.baseAddress else { return }
                        var current = pair + rowBytes, previous = pair
                        for y in 0..<height {
                            Self.straightRow(src + y * width * 4, width: width, channels: channels,
                                             table: unpremultiply, into: current)
                            filterer.filter(row: current, previous: previous, out: dst + y * (rowBytes + 1))
                            swap(&current, &previous)
                        }
                    }
                }
            }
        }
        return output
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
        for x in 0..<width {
            let i = x * 4
            let alpha = pixels[i + 3]
            if alpha == 255 {
                row[i] = pixels[i]; row[i + 1] = pixels[i + 1]; row[i + 2] = pixels[i + 2]
            } else {
                let base = Int(alpha) << 8
                row[i] = table[base | Int(pixels[i])]
                row[i + 1] = table[base | Int(pixels[i + 1])]
                row[i + 2] = table[base | Int(pixels[i + 2])]
            }
            row[i + 3] = alpha
        }
    }
}
