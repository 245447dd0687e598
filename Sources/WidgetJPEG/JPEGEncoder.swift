import CJPEG
import Foundation
import WidgetGeometry

extension Pixmap {
    /// Baseline JPEG of the pixels at `quality` (1…100, libjpeg's scale), 4:2:0 chroma subsampling
    /// and the integer DCT, so the same pixels give the same bytes every run (for `UIImage.jpegData`).
    /// JPEG has no alpha: the premultiplied color is written, which is the image over black, as
    /// UIKit's JPEG of a translucent image is.
    package func jpegData(quality: Int) throws -> Data {
        guard let handle = tjInitCompress() else { throw JPEGError.corrupt("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let status = withUnsafeBytes { pixels in
            tjCompress2(handle, pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(width), 0, Int32(height),
                        Int32(TJPF_RGBA.rawValue), &output, &size, Int32(TJSAMP_420.rawValue),
                        Int32(min(max(quality, 1), 100)), TJFLAG_ACCURATEDCT)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { throw JPEGError.corrupt(JPEGDecoder.reason(handle)) }
        return Data(bytes: output, count: Int(size))
    }
}
