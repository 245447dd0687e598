import CJPEG
import WidgetGeometry

extension Pixmap {
    /// Decodes baseline or progressive JPEG data to an opaque pixmap (docs/assets.md):
    /// - the size is read from the header and refused past `maximumPixels` before any pixel is
    ///   decoded (`JPEGError.tooLarge`);
    /// - a truncated or damaged file is `JPEGError.corrupt` with libjpeg-turbo's reason (warnings count
    ///   as errors, so a cut-off file is never drawn half gray);
    /// - grayscale becomes gray RGB; CMYK/YCCK is converted by the plain formula (no color management,
    ///   **our rule**, docs/platform.md §9), inverted samples when an Adobe marker says so;
    /// - the EXIF orientation is applied, as UIImage and `Image(uiImage:)` do;
    /// - embedded ICC profiles are ignored: samples are taken as sRGB, as PNG's are.
    /// The integer ("islow") IDCT and libjpeg-turbo's fixed upsampling give the same bytes every run.
    package init(jpegData: [UInt8], maximumPixels: Int) throws {
        self = try jpegData.withUnsafeBytes { try JPEGDecoder.decode($0, maximumPixels: maximumPixels) }
    }
}

enum JPEGDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int) throws -> Pixmap {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else {
            throw JPEGError.corrupt("empty file")
        }
        let markers = JPEGMarkers(bytes)
        if let (w, h) = markers.frameSize, Pixmap.pixelCount(width: w, height: h) > maximumPixels { throw JPEGError.tooLarge(width: w, height: h) }
        guard let handle = tjInitDecompress() else { throw JPEGError.corrupt("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
            throw JPEGError.corrupt(reason(handle))
        }
        let w = Int(width), h = Int(height)
        // Bombs: refused from the header, before libjpeg-turbo or we allocate the pixels.
        guard w > 0, h > 0 else { throw JPEGError.corrupt("the header gives no image size") }
        guard Pixmap.pixelCount(width: w, height: h) <= maximumPixels else {
            throw JPEGError.tooLarge(width: w, height: h)
        }
        do { try Pixmap.checkSize(width: w, height: h) } catch { throw JPEGError.tooLarge(width: w, height: h) }
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
        // Accurate (integer) IDCT; stop on warnings (truncated data); refuse >500-scan progressive files.
        let flags = TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            tjDecompress2(handle, base, UInt(bytes.count), out.baseAddress, width, 0, height, Int32(format.rawValue), flags)
        }
        guard status == 0 else { throw JPEGError.corrupt(reason(handle)) }
        if isCMYK { convertCMYK(&pixels, inverted: markers.hasAdobeMarker) }
        // Opaque: straight and premultiplied bytes are the same.
        return try Pixmap(width: w, height: h, premultipliedBytes: pixels).turnedUpright(exifOrientation: markers.orientation)
    }

    static func reason(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }

    /// CMYK → RGB in place: R = (255 − C)(255 − K) / 255, rounded, and so on; with `inverted` (Adobe
    /// files store 255 − ink) R = C · K / 255. Alpha 255.
    static func convertCMYK(_ pixels: inout [UInt8], inverted: Bool) {
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            var c = Int(pixels[offset]), m = Int(pixels[offset + 1]), y = Int(pixels[offset + 2]), k = Int(pixels[offset + 3])
            if !inverted { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k }
            pixels[offset] = UInt8((c * k + 127) / 255)
            pixels[offset + 1] = UInt8((m * k + 127) / 255)
            pixels[offset + 2] = UInt8((y * k + 127) / 255)
            pixels[offset + 3] = 255
        }
    }
}
