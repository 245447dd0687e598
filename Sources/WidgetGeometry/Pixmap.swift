/// Premultiplied RGBA8 pixels in sRGB, row-major, 4 bytes a pixel, no row padding.
///
/// Invariant: for every pixel, r, g, b ≤ a. The raster keeps it; `init(width:height:premultipliedBytes:)`
/// trusts its caller.
public struct Pixmap: Hashable, Sendable {
    /// Largest width or height we allocate. Widgets at 3× are ~1,400 px; contact sheets a few thousand.
    public static let maxDimension = 16_384
    /// Largest pixel count (64 Mpx = 256 MiB), so that absurd sizes fail cleanly instead of exhausting memory.
    public static let maxPixelCount = 64 * 1024 * 1024

    public let width: Int
    public let height: Int
    /// Premultiplied RGBA8, `width * height * 4` bytes.
    public var data: [UInt8]

    /// A transparent pixmap. Throws for empty or over-limit sizes.
    public init(width: Int, height: Int) throws {
        try Pixmap.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.data = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps existing premultiplied bytes. Throws when the size is invalid or the count is wrong.
    public init(width: Int, height: Int, premultipliedBytes: [UInt8]) throws {
        try Pixmap.checkSize(width: width, height: height)
        guard premultipliedBytes.count == width * height * 4 else {
            throw PixmapError.byteCountMismatch(expected: width * height * 4, actual: premultipliedBytes.count)
        }
        self.width = width
        self.height = height
        self.data = premultipliedBytes
    }

    public static func checkSize(width: Int, height: Int) throws {
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
        let a = data[i + 3]
        if a == 0 { return (0, 0, 0, 0) }
        if a == 255 { return (data[i], data[i + 1], data[i + 2], 255) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a))) }
        return (un(data[i]), un(data[i + 1]), un(data[i + 2]), a)
    }

    /// The premultiplied bytes of pixel (x, y).
    public func premultipliedPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
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
