import CDeflate
import CPNG
import WidgetGeometry

/// Writes one PNG whose rows arrive in bands (a few hundred rows at a time), so that an image far
/// larger than memory should hold — a contact sheet of hundreds of renders — is never whole in
/// memory: each band is unpremultiplied, filtered and compressed as it comes, and every
/// `chunkSize` bytes of compressed output leave as an IDAT chunk through `sink`.
///
/// Compression (`BandedDeflate`): by default `fast`'s pixel-run deflate, one block per piece of
/// about 256 KiB of filtered rows, each with its own sampled code and byte-aligned by an empty
/// stored block (as zlib's sync flush), so pieces never wait for each other; or one zlib stream.
///
/// Memory: two straight rows, one piece of filtered rows and its compressed form (≈ 0.8 MiB), or
/// zlib's state (≈ 256 KiB at memory level 8), and one output chunk, whatever the image's height.
/// The one-shot encoder (`PNGEncoder`) instead holds every filtered row and the whole compressed
/// stream (≈ 2 × the straight pixels).
///
/// Output: signature, IHDR, sorted tEXt chunks (with `Software`, as `PNGEncoder`), IDAT chunks of at
/// most `chunkSize` bytes, IEND. The color type is chosen up front, since the rows are not all known
/// yet: RGB when the caller promises every pixel is opaque (a band breaking that promise is an
/// error, never silently dropped alpha), RGBA otherwise. Decoded, the pixels equal those of the
/// one-shot encoder; the bytes differ (pieces or zlib instead of one block, several IDAT chunks).
package final class BandedPNGWriter {
    /// How the filtered rows are compressed.
    package enum BandedDeflate: Sendable {
        /// `fast`'s pixel-run deflate in byte-aligned pieces (the default; deterministic, no
        /// CPU-dependent path).
        case pixelRuns
        /// One zlib stream at level 1 … 9.
        case zlib(level: Int)
    }

    /// Filtered bytes gathered before a piece is compressed.
    static let pieceSize = 256 << 10

    package let width: Int
    package let height: Int
    /// 3 (opaque, RGB) or 4 (RGBA).
    let channels: Int
    private let sink: (UnsafeRawBufferPointer) throws -> Void
    private let chunkSize: Int
    private var filterer: RowFilterer
    private let deflate: BandedDeflate
    private var stream = z_stream()
    private var streamOpen = false
    /// Pixel-run pieces: filtered rows not yet compressed, their compressed form, and the Adler-32
    /// of every filtered byte so far.
    private var piece: [UInt8] = []
    private var compressed: UnsafeMutablePointer<UInt8>?
    private var adler: UInt32 = 1
    private var rowsWritten = 0
    /// Straight rows (current and previous, previous starting as zeros) then one filtered row.
    private var rows: [UInt8]
    /// zlib's output, `chunkSize` bytes; `pending` of them not yet sent.
    private let output: UnsafeMutablePointer<UInt8>
    private var pending = 0
    private var finished = false

    /// Writes the signature, IHDR and text chunks at once.
    /// - Parameters:
    ///   - opaque: every pixel will have alpha 255, so rows are written as RGB.
    ///   - deflate: pixel-run pieces (the default) or a zlib stream of a level 1 … 9.
    ///   - filter: the row filter; Up is `fast`'s choice and suits sheets (flat paper, tiles).
    ///   - sink: receives the file's bytes in order; it may throw (disk full) to stop the encode.
    package init(width: Int, height: Int, opaque: Bool, deflate: BandedDeflate = .pixelRuns,
                 filter: FilterStrategy = .fixed(.up), text: [String: String] = [:], chunkSize: Int = 1 << 16,
                 sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.encoder("a PNG of \(width)×\(height) pixels cannot be written")
        }
        if case .zlib(let level) = deflate, !(1...9).contains(level) {
            throw PNGError.encoder("zlib level \(level) is not 1…9")
        }
        guard text[PNGEncoder.softwareKeyword] == nil else {
            throw PNGError.encoder("the text keyword \"\(PNGEncoder.softwareKeyword)\" is reserved for the renderer's version")
        }
        self.width = width
        self.height = height
        self.channels = opaque ? 3 : 4
        self.deflate = deflate
        self.sink = sink
        self.chunkSize = max(chunkSize, 1024)
        let rowBytes = width * channels
        self.filterer = RowFilterer(strategy: filter, rowBytes: rowBytes, bpp: channels)
        self.rows = [UInt8](repeating: 0, count: 3 * rowBytes + 1)
        self.output = .allocate(capacity: self.chunkSize)

        var entries = text
        entries[PNGEncoder.softwareKeyword] = PNGEncoder.software
        let textChunks = try entries.sorted { $0.key < $1.key }.map { try TextChunk(keyword: $0.key, text: $0.value) }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        var writer = PNGChunkWriter(expectedSize: 256)
        writer.append("IHDR", header)
        for chunk in textChunks { writer.append("tEXt", chunk.bytes) }
        try writer.bytes.withUnsafeBytes(sink)

        switch deflate {
        case .pixelRuns:
            // CMF 0x78: deflate, 32 KiB window; FLG 0x01: fastest level, no dictionary, check bits.
            output[0] = 0x78
            output[1] = 0x01
            pending = 2
            piece.reserveCapacity(Self.pieceSize + rowBytes + 1)
            compressed = .allocate(capacity: SampledRunDeflater.outputBound(inputCount: Self.pieceSize + rowBytes + 1))
        case .zlib(let level):
            // Window 2^15 and memory level 8: zlib's defaults; Z_DEFAULT_STRATEGY.
            guard deflateInit2_(&stream, Int32(level), Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                                zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                throw PNGError.encoder("zlib cannot start a level \(level) stream")
            }
            streamOpen = true
        }
    }

    deinit {
        if streamOpen { deflateEnd(&stream) }
        output.deallocate()
        compressed?.deallocate()
    }

    /// Rows still expected.
    package var remainingRows: Int { height - rowsWritten }

    /// Appends the rows of `band` (premultiplied RGBA8, `width` pixels wide, any number of rows up
    /// to `remainingRows`).
    package func append(_ band: Pixmap) throws {
        guard band.width == width else {
            throw PNGError.encoder("a band of \(band.width) px wide does not fit a \(width) px wide PNG")
        }
        try band.withUnsafeBufferPointer { try append(rows: $0, count: band.height) }
    }

    /// Appends `count` rows of premultiplied RGBA8 pixels from `pixels` (`count × width × 4` bytes).
    package func append(rows pixels: UnsafeBufferPointer<UInt8>, count: Int) throws {
        guard !finished else { throw PNGError.encoder("rows appended after the PNG was finished") }
        guard count <= remainingRows else {
            throw PNGError.encoder("\(rowsWritten + count) rows appended to a PNG of \(height) rows")
        }
        guard let source = pixels.baseAddress, pixels.count >= count * width * 4 else {
            guard count == 0 else { throw PNGError.encoder("a band of \(count) rows holds only \(pixels.count) bytes") }
            return
        }
        let rowBytes = width * channels
        for y in 0..<count {
            let pixelRow = source + y * width * 4
            try rows.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                // Rows alternate between the two straight slots; the previous row is the other one.
                let current = base + (rowsWritten % 2 == 0 ? rowBytes : 0)
                let previous = base + (rowsWritten % 2 == 0 ? 0 : rowBytes)
                if channels == 3 {
                    if !Self.opaqueRow(pixelRow, width: width, into: current) {
                        let x = Self.firstTranslucent(pixelRow, width: width) ?? 0
                        throw PNGError.encoder("pixel (\(x), \(rowsWritten)) is not opaque in a PNG written as opaque RGB")
                    }
                } else {
                    Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                        guard let table = table.baseAddress else { return }
                        Self.straightRow(pixelRow, width: width, channels: channels, table: table, into: current)
                    }
                }
                let filtered = base + 2 * rowBytes
                filterer.filter(row: current, previous: previous, out: filtered)
                try compress(UnsafeRawBufferPointer(start: filtered, count: rowBytes + 1))
            }
            rowsWritten += 1
        }
    }

    /// Ends the zlib stream and writes the last IDAT and IEND. Every row must have been appended.
    package func finish() throws {
        guard !finished else { return }
        guard rowsWritten == height else {
            throw PNGError.encoder("the PNG has \(rowsWritten) of its \(height) rows")
        }
        switch deflate {
        case .pixelRuns:
            try flushPiece()
            var tail = SampledRunDeflater.finalEmptyBlock
            tail.appendBigEndian(adler)
            try tail.withUnsafeBytes { try emitData($0) }
            if pending > 0 {
                try emitChunk("IDAT", UnsafeRawBufferPointer(start: output, count: pending))
                pending = 0
            }
        case .zlib:
            try deflateInput(UnsafeRawBufferPointer(start: nil, count: 0), finish: true)
            deflateEnd(&stream)
            streamOpen = false
        }
        finished = true
        try emitChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// One filtered row to the compressor.
    private func compress(_ row: UnsafeRawBufferPointer) throws {
        guard case .pixelRuns = deflate else { return try deflateInput(row, finish: false) }
        piece.append(contentsOf: row)
        if piece.count >= Self.pieceSize { try flushPiece() }
    }

    /// The gathered rows as one byte-aligned piece of blocks (`SampledRunDeflater.compressPiece`).
    private func flushPiece() throws {
        guard !piece.isEmpty, let compressed else { return }
        let count = piece.withUnsafeBytes { bytes -> Int in
            adler = libdeflate_adler32(adler, bytes.baseAddress, bytes.count)
            return SampledRunDeflater(distance: channels).compressPiece(bytes, into: compressed)
        }
        piece.removeAll(keepingCapacity: true)
        try emitData(UnsafeRawBufferPointer(start: compressed, count: count))
    }

    /// Compressed bytes into the output chunk; each full chunk leaves as an IDAT.
    private func emitData(_ data: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < data.count {
            let take = min(chunkSize - pending, data.count - offset)
            (output + pending).update(from: data.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, count: take)
            pending += take
            offset += take
            if pending == chunkSize {
                try emitChunk("IDAT", UnsafeRawBufferPointer(start: output, count: pending))
                pending = 0
            }
        }
    }

    /// Feeds `input` to zlib; whenever the output buffer is full (or the stream ends) its contents
    /// leave as one IDAT chunk.
    private func deflateInput(_ input: UnsafeRawBufferPointer, finish: Bool) throws {
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        while true {
            stream.next_out = output + pending
            stream.avail_out = uInt(chunkSize - pending)
            let status = CPNG.deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
            pending = chunkSize - Int(stream.avail_out)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw PNGError.encoder("zlib deflate stopped with status \(status)")
            }
            if pending == chunkSize || (status == Z_STREAM_END && pending > 0) {
                try emitChunk("IDAT", UnsafeRawBufferPointer(start: output, count: pending))
                pending = 0
            }
            if finish ? status == Z_STREAM_END : (stream.avail_in == 0 && pending < chunkSize) { return }
        }
    }

    /// length, type, data, CRC-32 of type and data (PNG specification 5.3).
    private func emitChunk(_ type: String, _ data: UnsafeRawBufferPointer) throws {
        var head: [UInt8] = []
        head.appendBigEndian(UInt32(data.count))
        head.append(contentsOf: type.utf8)
        var crc = head.withUnsafeBytes { crc32(UnsafeRawBufferPointer(rebasing: $0[4...])) }
        if data.count > 0 { crc = crc32(data, continuing: crc) }
        try head.withUnsafeBytes(sink)
        if data.count > 0 { try sink(data) }
        var tail: [UInt8] = []
        tail.appendBigEndian(crc)
        try tail.withUnsafeBytes(sink)
    }

    /// One row of premultiplied RGBA → straight RGB or RGBA, rounding as `Premultiplication` does.
    private static func straightRow(_ pixels: UnsafePointer<UInt8>, width: Int, channels: Int,
                                    table: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            let alpha = pixels[x * 4 + 3]
            let base = Int(alpha) << 8
            let out = row + x * channels
            if alpha == 255 {
                out[0] = pixels[x * 4]; out[1] = pixels[x * 4 + 1]; out[2] = pixels[x * 4 + 2]
            } else {
                out[0] = table[base | Int(pixels[x * 4])]
                out[1] = table[base | Int(pixels[x * 4 + 1])]
                out[2] = table[base | Int(pixels[x * 4 + 2])]
            }
            if channels == 4 { out[3] = alpha }
        }
    }

    /// An opaque row's RGB bytes (premultiplied equals straight at alpha 255); false when some alpha
    /// is not 255. Sheets are opaque and this is most of their encode, so it moves a pixel per word:
    /// each 4-byte store leaves a spare byte that the next pixel's store overwrites (the last pixel is
    /// written bytewise, since the byte after the row belongs to the other row slot).
    private static func opaqueRow(_ pixels: UnsafePointer<UInt8>, width: Int, into row: UnsafeMutablePointer<UInt8>) -> Bool {
        let source = UnsafeRawPointer(pixels), target = UnsafeMutableRawPointer(row)
        var all: UInt32 = .max
        var x = 0
        while x &+ 1 < width {
            let pixel = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            all &= pixel
            target.storeBytes(of: pixel, toByteOffset: x &* 3, as: UInt32.self)
            x &+= 1
        }
        if width > 0 {
            let last = width - 1
            row[last * 3] = pixels[last * 4]; row[last * 3 + 1] = pixels[last * 4 + 1]; row[last * 3 + 2] = pixels[last * 4 + 2]
            all &= source.loadUnaligned(fromByteOffset: last * 4, as: UInt32.self)
        }
        // The AND of every pixel's bytes: its fourth byte is 255 only if every alpha is.
        return withUnsafeBytes(of: all) { $0[3] } == 255
    }

    /// The first x whose alpha is not 255, or nil.
    private static func firstTranslucent(_ pixels: UnsafePointer<UInt8>, width: Int) -> Int? {
        for x in 0..<width where pixels[x * 4 + 3] != 255 { return x }
        return nil
    }
}
