/// Premultiplied RGBA8 pixels in sRGB, row-major, 4 bytes a pixel, no row padding.
///
/// Invariants: the storage holds exactly `width * height * 4` bytes (no caller can change its
/// length), and for every pixel r, g, b ≤ a. The raster keeps the second one; code that writes
/// through `withUnsafeMutableBytes` or `init(width:height:premultipliedBytes:)` must keep it too.
public struct Pixmap: Hashable, Sendable {
    /// Largest width or height we allocate. Widgets at 3× are ~1,400 px; contact sheets a few thousand.
    public static let maxDimension = 16_384
    /// Largest pixel count (64 Mpx = 256 MiB), so that absurd sizes fail cleanly instead of exhausting memory.
    public static let maxPixelCount = 64 * 1024 * 1024

    public let width: Int
    public let height: Int
    /// Premultiplied RGBA8, `width * height * 4` bytes.
    private var bytes: [UInt8]

    /// A transparent pixmap. Throws for empty or over-limit sizes.
    public init(width: Int, height: Int) throws {
        try Pixmap.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps existing premultiplied bytes. Throws when the size is invalid or the count is wrong.
    public init(width: Int, height: Int, premultipliedBytes: [UInt8]) throws {
        try Pixmap.checkSize(width: width, height: height)
        guard premultipliedBytes.count == width * height * 4 else {
            throw PixmapError.byteCountMismatch(expected: width * height * 4, actual: premultipliedBytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    /// `width × height`, or `Int.max` when that overflows or a side is negative: for sizes read from
    /// a file's header, which may say anything (a PNG's are 32-bit each).
    package static func pixelCount(width: Int, height: Int) -> Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow || width < 0 || height < 0 ? .max : product
    }

    package static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw PixmapError.emptySize(width: width, height: height) }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixelCount else {
            throw PixmapError.tooLarge(width: width, height: height)
        }
    }

    /// The straight-alpha color of pixel (x, y) as 8-bit components (r, g, b, a).
    /// Unpremultiplying rounds to nearest.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        let straight = Premultiplication.unpremultiply(word: UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8
                                            | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24)
        return (UInt8(straight & 0xFF), UInt8((straight >> 8) & 0xFF), UInt8((straight >> 16) & 0xFF), UInt8(straight >> 24))
    }

    /// The premultiplied bytes of pixel (x, y).
    public func premultipliedPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// A copy of the premultiplied bytes, row-major, 4 a pixel.
    public var premultipliedBytes: [UInt8] { bytes }

    // MARK: Unsafe access for hot loops (package only)

    /// The bytes, read-only.
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// The bytes as UInt8 elements, read-only.
    package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// The bytes, writable. The buffer's length cannot change; the caller keeps r, g, b ≤ a.
    package mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }

    /// The bytes as UInt8 elements, writable. The caller keeps r, g, b ≤ a.
    package mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer(body)
    }

    /// Every pixel as one little-endian word `r | g << 8 | b << 16 | a << 24`, writable.
    package mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes { try body($0.bindMemory(to: UInt32.self)) }
    }

    /// Row `y` of `source` (same width) copied over row `targetY` of this pixmap.
    package mutating func copyRow(_ y: Int, of source: Pixmap, to targetY: Int) {
        precondition(source.width == width && y >= 0 && y < source.height && targetY >= 0 && targetY < height)
        let rowBytes = width * 4
        bytes.replaceSubrange(targetY * rowBytes..<(targetY + 1) * rowBytes, with: source.bytes[y * rowBytes..<(y + 1) * rowBytes])
    }

    /// `width` pixels of row `y` of `source` copied to (targetX, targetY) here; both spans must fit.
    package mutating func copyPixels(_ count: Int, from source: Pixmap, x: Int, y: Int, toX targetX: Int, y targetY: Int) {
        precondition(count >= 0 && x >= 0 && x + count <= source.width && targetX >= 0 && targetX + count <= width)
        let from = (y * source.width + x) * 4, to = (targetY * width + targetX) * 4
        bytes.replaceSubrange(to..<to + count * 4, with: source.bytes[from..<from + count * 4])
    }
}

public enum PixmapError: Error, Equatable, CustomStringConvertible {
    case emptySize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int)
    case byteCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .emptySize(let w, let h): return "pixmap size \(w)×\(h) is empty"
        case .tooLarge(let w, let h):
            return "pixmap size \(w)×\(h) exceeds the limit (\(Pixmap.maxDimension) px a side, \(Pixmap.maxPixelCount) px in all)"
        case .byteCountMismatch(let e, let a): return "pixmap needs \(e) bytes, got \(a)"
        }
    }
}
