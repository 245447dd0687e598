// WidgetJPEG: JPEG decoding for image sets and image files (docs/assets.md).
//
// Glossary:
// - TurboJPEG: libjpeg-turbo's high-level API (CJPEG); it reports libjpeg's errors as return values.
// - header: the frame size and color space TurboJPEG reads before any pixel is decoded (bomb check).
// - EXIF orientation: tag 0x0112 in an APP1 "Exif" segment; 1…8, how the stored pixels must be
//   turned to stand upright (docs/platform.md §9).
// - Adobe marker: an APP14 "Adobe" segment; in a CMYK file it means the samples are stored inverted.

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
