/// Why a JPEG could not be decoded: one line, for the file's error message.
package enum JPEGError: Error, Equatable, CustomStringConvertible {
    /// The header declares more pixels than the caller allows (a decompression bomb).
    case tooLarge(width: Int, height: Int)
    /// libjpeg-turbo refused the data (truncated, bad markers, unsupported coding…).
    case corrupt(String)

    package var description: String {
        switch self {
        case .tooLarge(let width, let height): return "image is \(width)×\(height) pixels, over the limit"
        case .corrupt(let reason): return "corrupt JPEG (\(reason))"
        }
    }
}
