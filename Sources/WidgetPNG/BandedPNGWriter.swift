import CFastPNG
import CPNG
import WidgetGeometry

/// Writes one PNG whose rows arrive in bands (a few hundred rows at a time), so that an image far
/// larger than memory should hold — a contact sheet of hundreds of renders — is never whole in
/// memory: each band is unpremultiplied and Up-filtered (`UpFilter.c`, `fast`'s filter) as it comes,
/// compressed a piece at a time, and every `chunkSize` bytes of compressed output leave as an IDAT
/// chunk through `sink`.
///
/// Compression (`BandedDeflate`): by default `fast`'s coder (`NibbleRunDeflater`), one block per
/// piece of about 256 KiB of filtered rows, each with its own sampled code and byte-aligned by an
/// empty stored block (as zlib's sync flush), so pieces never wait for each other; or one zlib stream.
///
/// Memory: the last row of the previous band, one piece of filtered rows and its compressed form
/// (≈ 0.8 MiB) or zlib's state (≈ 256 KiB at memory level 8), and one output chunk, whatever the
/// image's height.
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
        /// `fast`'s nibble-coded pixel runs in byte-aligned pieces (the default; deterministic: its
        /// AVX2 and portable paths write the same bytes).
        case nibbleRuns
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
    private let deflate: BandedDeflate
    private var stream = z_stream()
    private var streamOpen = false
    /// Filtered rows not yet compressed (`pieceCount` bytes; room for `pieceSize` and one row), the
    /// nibble-run pieces' compressed form, and the Adler-32 of every filtered byte so far.
    private let piece: UnsafeMutablePointer<UInt8>
    private var pieceCount = 0
    private var compressed: UnsafeMutablePointer<UInt8>?
    private var adler: UInt32 = 1
    private var rowsWritten = 0
    /// The previous band's last row, premultiplied, then the next band's first: the filter reads a
    /// row and the one above it from one buffer.
    private let joint: UnsafeMutablePointer<UInt8>
    /// `UpFilter.c`'s path: AVX2 when the CPU has it; every path writes the same bytes.
    private let path = cfp_best_path()
    /// zlib's output, `chunkSize` bytes; `pending` of them not yet sent.
    private let output: UnsafeMutablePointer<UInt8>
    private var pending = 0
    private var finished = false

    /// Writes the signature, IHDR and text chunks at once.
    /// - Parameters:
    ///   - opaque: every pixel will have alpha 255, so rows are written as RGB.
    ///   - deflate: nibble-run pieces (the default) or a zlib stream of a level 1 … 9.
    ///   - sink: receives the file's bytes in order; it may throw (disk full) to stop the encode.
    package init(width: Int, height: Int, opaque: Bool, deflate: BandedDeflate = .nibbleRuns,
                 text: [String: String] = [:], chunkSize: Int = 1 << 16,
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
        self.output = .allocate(capacity: self.chunkSize)
        self.piece = .allocate(capacity: Self.pieceSize + rowBytes + 1)
        self.joint = .allocate(capacity: 2 * 4 * width)

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
        case .nibbleRuns:
            // CMF 0x78: deflate, 32 KiB window; FLG 0x01: fastest level, no dictionary, check bits.
            output[0] = 0x78
            output[1] = 0x01
            pending = 2
            compressed = .allocate(capacity: NibbleRunDeflater.outputBound(inputCount: Self.pieceSize + rowBytes + 1))
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
        piece.deallocate()
        joint.deallocate()
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
        guard count > 0 else { return }
        if channels == 3, let x = Self.firstTranslucent(source, count: count * width) {
            throw PNGError.encoder("pixel (\(x % width), \(rowsWritten + x / width)) is not opaque in a PNG written as opaque RGB")
        }
        let stride = width * channels + 1
        try Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
            // The band's first row has the previous band's last above it (none above the image's first).
            if rowsWritten > 0 {
                (joint + 4 * width).update(from: source, count: 4 * width)
                cfp_filter_up(joint, width, 1, 2, channels, table.baseAddress, piece + pieceCount, path)
            } else {
                cfp_filter_up(source, width, 0, 1, channels, table.baseAddress, piece + pieceCount, path)
            }
            try added(rows: 1, stride: stride)
            // The other rows, as many at a time as the piece has room for.
            var y = 1
            while y < count {
                let rows = min(count - y, (Self.pieceSize - pieceCount + stride - 1) / stride)
                cfp_filter_up(source, width, y, y + rows, channels, table.baseAddress, piece + pieceCount, path)
                try added(rows: rows, stride: stride)
                y += rows
            }
        }
        joint.update(from: source + (count - 1) * 4 * width, count: 4 * width)
    }

    /// Counts `rows` just filtered into the piece; a piece of `pieceSize` bytes or more is compressed.
    private func added(rows: Int, stride: Int) throws {
        pieceCount += rows * stride
        rowsWritten += rows
        if pieceCount >= Self.pieceSize { try flushPiece() }
    }

    /// Ends the zlib stream and writes the last IDAT and IEND. Every row must have been appended.
    package func finish() throws {
        guard !finished else { return }
        guard rowsWritten == height else {
            throw PNGError.encoder("the PNG has \(rowsWritten) of its \(height) rows")
        }
        try flushPiece()
        switch deflate {
        case .nibbleRuns:
            var tail = NibbleRunDeflater.finalEmptyBlock
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

    /// The gathered rows as one byte-aligned piece of blocks (`NibbleRunDeflater.compressPiece`),
    /// or into the zlib stream.
    private func flushPiece() throws {
        guard pieceCount > 0 else { return }
        let rows = UnsafeRawBufferPointer(start: piece, count: pieceCount)
        pieceCount = 0
        guard case .nibbleRuns = deflate, let compressed else { return try deflateInput(rows, finish: false) }
        let count = NibbleRunDeflater().compressPiece(rows, rowLength: width * channels + 1, channels: channels,
                                                      adler: &adler, into: compressed)
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

    /// The index of the first of `count` pixels whose alpha is not 255, or nil. Sheets are opaque,
    /// so the usual answer comes from one AND over every pixel (vectorized), not a search.
    private static func firstTranslucent(_ pixels: UnsafePointer<UInt8>, count: Int) -> Int? {
        let words = UnsafeRawPointer(pixels)
        var all: UInt32 = .max
        for k in 0..<count { all &= words.loadUnaligned(fromByteOffset: k &* 4, as: UInt32.self) }
        // The AND of every pixel's bytes: its fourth byte is 255 only if every alpha is.
        guard withUnsafeBytes(of: all, { $0[3] }) != 255 else { return nil }
        return (0..<count).first { pixels[$0 * 4 + 3] != 255 }
    }
}
