/// What we read from a JPEG's marker segments ourselves, before libjpeg-turbo decodes it: the EXIF
/// orientation and whether an Adobe APP14 segment is present. Reads only up to the first scan (SOS);
/// a malformed segment ends the walk (the decoder then reports what is wrong with the data).
struct JPEGMarkers {
    /// EXIF orientation 1…8; 1 when absent or out of range.
    var orientation = 1
    var hasAdobeMarker = false
    /// The frame size from the first SOF segment, read here so that a bomb is refused by our limit
    /// before libjpeg-turbo parses anything (libjpeg's own cap is 65500 a side).
    var frameSize: (width: Int, height: Int)?

    init(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xDA || marker == 0xD9 { return }  // start of scan / end of image
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return }
            let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 2 + length)])
            // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), frameSize == nil, body.count >= 5 {
                frameSize = (Int(body[3]) << 8 | Int(body[4]), Int(body[1]) << 8 | Int(body[2]))
            }
            if marker == 0xE1 { orientation = Self.exifOrientation(body) ?? orientation }
            if marker == 0xEE, body.starts(with: Array("Adobe".utf8)) { hasAdobeMarker = true }
            offset += 2 + length
        }
    }

    /// Tag 0x0112 of IFD0 in an "Exif\0\0" APP1 body (a TIFF header, either byte order).
    static func exifOrientation(_ body: UnsafeRawBufferPointer) -> Int? {
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        guard body.count >= 14, body.starts(with: exif) else { return nil }
        let tiff = UnsafeRawBufferPointer(rebasing: body[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<min(count, 512) {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            // Type 3 (SHORT), count 1: the value sits in the first two bytes of the value field.
            if tag == 0x0112, u16(entry + 2) == 3, let value = u16(entry + 8) {
                return (1...8).contains(value) ? value : nil
            }
        }
        return nil
    }
}
