import Foundation
import WidgetGeometry

extension Pixmap {
    /// Decodes any valid PNG (every color type and bit depth, palettes with tRNS, interlaced) into
    /// premultiplied RGBA8. Gamma and color-space chunks are ignored.
    public init(pngData: Data) throws {
        self = try pngData.withUnsafeBytes { try PNGDecoder.decode($0) }
    }

    /// Decodes as `init(pngData:)`, refusing (`PNGError.tooLarge`) an image of more than
    /// `maximumPixels` from its header, before libpng or this type allocates anything: a 2 kB file
    /// can declare 100,000 × 100,000 pixels (a decompression bomb).
    package init(pngData: Data, maximumPixels: Int) throws {
        self = try pngData.withUnsafeBytes { try PNGDecoder.decode($0, maximumPixels: maximumPixels) }
    }

    /// Reads and decodes a PNG file.
    public init(contentsOfPNG url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGError.io("cannot read the file: \(error.localizedDescription)")
        }
        try self.init(pngData: data)
    }

    /// Encodes as an 8-bit RGB PNG when every pixel is opaque, RGBA otherwise, with a `Software` tEXt
    /// chunk (`PNGEncoder.software`) and one tEXt chunk per `text` entry, sorted by keyword.
    /// The same pixels, preset and text give the same bytes on every run and thread.
    public func pngData(preset: PNGPreset = .fast, text: [String: String] = [:]) throws -> Data {
        Data(try PNGEncoder.encode(self, encoding: preset.encoding, text: text))
    }

    /// Encodes and writes a PNG file. Foundation's `.atomic` writes a temporary file in the same
    /// directory and renames it over `url`, so readers never see a half-written file.
    public func writePNG(to url: URL, preset: PNGPreset = .fast, text: [String: String] = [:]) throws {
        let data = try pngData(preset: preset, text: text)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw PNGError.io("cannot write \(url.path): \(Self.cause(of: error))")
        }
    }

    /// The operating system's reason ("No space left on device") behind Foundation's wrapper,
    /// which on Linux says only "The operation could not be completed".
    static func cause(of error: Error) -> String {
        let wrapped = error as NSError
        if let underlying = wrapped.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if wrapped.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(wrapped.code))) }
        return wrapped.localizedDescription
    }
}

@_spi(Benchmarks) extension Pixmap {
    /// Encodes with an explicit filter strategy and compressor, for measuring candidates.
    public func pngData(encoding: PNGEncoding, text: [String: String] = [:]) throws -> Data {
        Data(try PNGEncoder.encode(self, encoding: encoding, text: text))
    }

    /// Decodes with libpng even where `DirectPNGDecoder` would (the decoder before it, to compare).
    public init(pngDataThroughLibpng data: Data) throws {
        self = try data.withUnsafeBytes { try PNGDecoder.decode($0, direct: false) }
    }

    /// The unpremultiplied, filtered scanlines alone, to time filtering apart from compression.
    public func pngFilteredScanlines(_ strategy: FilterStrategy) throws -> [UInt8] {
        try ScanlineSource(pixmap: self).filtered(with: strategy)
    }
}
