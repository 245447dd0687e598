import CFastPNG
import WidgetGeometry

/// A pixmap's rows unpremultiplied and Up-filtered by the C filter (`cfp_filter_up`) into a
/// buffer, a range of rows at a time, so that a deflater codes each band while it is in cache
/// (`PixelMatchDeflater`, `NibbleRunDeflater`). Valid only inside `with`.
struct UpFilteredRows {
    let height: Int
    /// Bytes of one filtered row: the filter type byte, then `width × channels`.
    let stride: Int
    /// Rows in a band of about `bandBytes` (at least one).
    let bandRows: Int
    private let pixels: UnsafePointer<UInt8>?
    private let table: UnsafePointer<UInt8>?
    private let width: Int, channels: Int, path: Int32
    private let filtered: UnsafeMutablePointer<UInt8>

    /// Bytes of all the filtered rows.
    var size: Int { height * stride }

    /// The bands' row ranges, top to bottom.
    var bands: [Range<Int>] { Swift.stride(from: 0, to: height, by: bandRows).map { $0..<min(height, $0 + bandRows) } }

    /// Filters `rows` into their place in the buffer.
    func filter(_ rows: Range<Int>) {
        cfp_filter_up(pixels, width, rows.lowerBound, rows.upperBound, channels, table, filtered + rows.lowerBound * stride, path)
    }

    /// `body` with `pixmap`'s rows ready to filter into `filtered` with `channels` 3 (every pixel
    /// opaque) or 4, on the C `path`.
    static func with<T>(_ pixmap: Pixmap, channels: Int, into filtered: UnsafeMutablePointer<UInt8>, bandBytes: Int,
                        path: Int32, _ body: (UpFilteredRows) -> T) -> T {
        let stride = 1 + pixmap.width * channels
        return pixmap.withUnsafeBufferPointer { pixels in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                body(UpFilteredRows(height: pixmap.height, stride: stride, bandRows: max(1, bandBytes / stride),
                                    pixels: pixels.baseAddress, table: table.baseAddress, width: pixmap.width,
                                    channels: channels, path: path, filtered: filtered))
            }
        }
    }
}
