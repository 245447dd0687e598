/// Turning stored pixels upright by an EXIF orientation (1…8, TIFF/EXIF tag 0x0112): what a JPEG's
/// orientation tag, UIKit's `UIImage.Orientation` and SwiftUI's `Image.Orientation` ask for
/// (docs/platform.md §9). 1 is upright; 2 and 4 mirror, 3 turns 180°, 6 turns 90° clockwise and 8
/// counterclockwise, 5 and 7 transpose and transverse (these swap width and height).
extension Pixmap {
    package func turnedUpright(exifOrientation orientation: Int) -> Pixmap {
        guard (2...8).contains(orientation) else { return self }
        let w = width, h = height
        let swaps = orientation >= 5
        let outWidth = swaps ? h : w, outHeight = swaps ? w : h
        // For each upright pixel (x, y): the stored pixel it shows.
        let source: (Int, Int) -> (Int, Int) = {
            switch orientation {
            case 2: return { x, y in (w - 1 - x, y) }
            case 3: return { x, y in (w - 1 - x, h - 1 - y) }
            case 4: return { x, y in (x, h - 1 - y) }
            case 5: return { x, y in (y, x) }
            case 6: return { x, y in (y, h - 1 - x) }
            case 7: return { x, y in (w - 1 - y, h - 1 - x) }
            default: return { x, y in (w - 1 - y, x) }  // 8
            }
        }()
        let pixels = premultipliedBytes
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                let (sx, sy) = source(x, y)
                let from = (sy * w + sx) * 4, to = (y * outWidth + x) * 4
                out[to] = pixels[from]; out[to + 1] = pixels[from + 1]; out[to + 2] = pixels[from + 2]; out[to + 3] = pixels[from + 3]
            }
        }
        // The same premultiplied pixels, moved: the size is valid and the count matches.
        return try! Pixmap(width: outWidth, height: outHeight, premultipliedBytes: out)
    }
}
