import Foundation
import WidgetGeometry
import WidgetPNG

/// The small images in the review report's list: the actual render scaled down by a whole factor
/// with a box filter, so that a list of thousands of changes loads kilobytes per row instead of the
/// full-size PNGs (those load only for the one change on display).
enum ReviewThumbnail {
    /// The longer side of a thumbnail is at most this many pixels.
    static let maximumSide = 96

    /// Averages `factor × factor` blocks of premultiplied pixels (averaging premultiplied values
    /// is the correct way to blend alpha), where `factor` brings the longer side within `maximumSide`.
    static func make(_ image: Pixmap) throws -> Pixmap {
        let factor = max(1, (max(image.width, image.height) + maximumSide - 1) / maximumSide)
        guard factor > 1 else { return image }
        let width = max(1, image.width / factor), height = max(1, image.height / factor)
        let source = image.premultipliedBytes
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let area = factor * factor
        for y in 0..<height {
            for x in 0..<width {
                var sums = (0, 0, 0, 0)
                for sy in (y * factor)..<(y * factor + factor) {
                    var i = (sy * image.width + x * factor) * 4
                    for _ in 0..<factor {
                        sums.0 += Int(source[i]); sums.1 += Int(source[i + 1]); sums.2 += Int(source[i + 2]); sums.3 += Int(source[i + 3])
                        i += 4
                    }
                }
                let o = (y * width + x) * 4
                // Rounded division of each channel keeps r, g, b ≤ a, as the sums do.
                bytes[o] = UInt8((sums.0 + area / 2) / area); bytes[o + 1] = UInt8((sums.1 + area / 2) / area)
                bytes[o + 2] = UInt8((sums.2 + area / 2) / area); bytes[o + 3] = UInt8((sums.3 + area / 2) / area)
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    /// Reads the PNG at `source` and writes its thumbnail to `target`.
    static func write(from source: URL, to target: URL) throws {
        let thumbnail = try make(try Pixmap(contentsOfPNG: source))
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try thumbnail.writePNG(to: target)
    }
}
