import WidgetGeometry

/// Straight (unpremultiplied) RGBA8 pixels, one `UInt32` a pixel packed `r | g << 8 | b << 16 | a << 24`:
/// the values a decoded PNG has, which is what pixelmatch compares.
///
/// Unpremultiplying rounds to nearest exactly as the PNG encoder does, so these are the bytes of
/// the golden PNG on disk.
struct StraightPixels {
    let width: Int
    let height: Int
    let words: [UInt32]

    init(_ pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
        let table = Premultiplication.unpremultiplyTable
        words = pixmap.withUnsafeBufferPointer { data in
            [UInt32](unsafeUninitializedCapacity: data.count / 4) { out, count in
                for i in 0..<(data.count / 4) {
                    let r = data[4 * i], g = data[4 * i + 1], b = data[4 * i + 2], a = data[4 * i + 3]
                    if a == 255 || a == 0 {
                        // Opaque pixels are already straight; transparent ones have no color.
                        out[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
                    } else {
                        let row = Int(a) << 8
                        out[i] = UInt32(table[row | Int(r)]) | UInt32(table[row | Int(g)]) << 8
                            | UInt32(table[row | Int(b)]) << 16 | UInt32(a) << 24
                    }
                }
                count = data.count / 4
            }
        }
    }
}

extension UInt32 {
    @inline(__always) var red: Double { Double(self & 0xFF) }
    @inline(__always) var green: Double { Double((self >> 8) & 0xFF) }
    @inline(__always) var blue: Double { Double((self >> 16) & 0xFF) }
    @inline(__always) var alpha: Double { Double(self >> 24) }
}
