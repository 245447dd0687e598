import WidgetGeometry

/// Why a PNG could not be read or written. Each description is one line; the CLI prefixes the file name.
///
/// Offsets are byte offsets from the start of the PNG data, pointing at the chunk's length field,
/// so a person can find the place with `xxd -s OFFSET`.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The data holds no bytes at all.
    case empty
    /// The first 8 bytes are not the PNG signature.
    case notPNG
    /// The data ends inside a chunk (or before the first one).
    case truncated(chunk: String?, offset: Int)
    /// A chunk's stored CRC-32 does not match its type and data.
    case badCRC(chunk: String, offset: Int)
    /// A chunk appears where the PNG specification forbids it, or a required chunk is missing.
    case chunkOrder(String, offset: Int)
    /// A chunk's contents break the PNG specification (bad IHDR field, bad length, bad tEXt keyword…).
    case malformedChunk(chunk: String, offset: Int, problem: String)
    /// IHDR declares a zero width or height.
    case zeroSize(width: Int, height: Int)
    /// IHDR declares a size larger than a `Pixmap` may hold; refused before allocating anything.
    case tooLarge(width: Int, height: Int)
    /// libpng rejected the image data (for example corrupt compressed IDAT contents).
    case decoder(String)
    /// Compression failed or text metadata cannot be written as a tEXt chunk.
    case encoder(String)
    /// Reading or writing the file failed.
    case io(String)

    public var description: String {
        switch self {
        case .empty: return "not a PNG: the file is empty"
        case .notPNG: return "not a PNG: the first 8 bytes are not the PNG signature"
        case .truncated(let chunk?, let offset): return "truncated PNG: chunk \(chunk) at byte \(offset) runs past the end of the data"
        case .truncated(nil, let offset): return "truncated PNG: the data ends at byte \(offset), before the next chunk"
        case .badCRC(let chunk, let offset): return "corrupt PNG: chunk \(chunk) at byte \(offset) has a bad CRC"
        case .chunkOrder(let problem, let offset): return "invalid PNG: \(problem) (at byte \(offset))"
        case .malformedChunk(let chunk, let offset, let problem): return "invalid PNG: chunk \(chunk) at byte \(offset): \(problem)"
        case .zeroSize(let w, let h): return "invalid PNG: image size \(w)×\(h) is empty"
        case .tooLarge(let w, let h):
            return "PNG image size \(w)×\(h) exceeds the limit (\(Pixmap.maxDimension) px a side, \(Pixmap.maxPixelCount) px in all)"
        case .decoder(let message): return "corrupt PNG: \(message)"
        case .encoder(let message): return "cannot encode PNG: \(message)"
        case .io(let message): return message
        }
    }
}
