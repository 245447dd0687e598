import XCTest
import WidgetGeometry
@_spi(Benchmarks) @testable import WidgetPNG

/// `DeflateCompressor.nibbleRuns` (`NibbleRunDeflater`, the `fast` preset's encoder since issue 35;
/// C in `CFastPNG`): every stream inflates (zlib) to its input, every PNG decodes (libpng) to its
/// pixmap, every path this CPU runs (portable, AVX2, AVX-512) writes the same bytes, and the code lengths are optimal.
final class NibbleRunDeflaterTests: XCTestCase {
    static let encoding = PNGEncoding(filter: .fixed(.up), compressor: .nibbleRuns)

    /// zlib's inflate gives back every input, as one row and as rows of several widths, on every
    /// path: empty, tiny, runs (258-byte matches), noise (stored), every byte value (long codes,
    /// so the writer's unjoined stores), pixel patterns, a mix, and lengths ending inside the
    /// vector steps.
    func testZlibInflatesEveryInputOnBothPaths() throws {
        var random = SeededGenerator(seed: 35)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let runs = [UInt8](repeating: 0, count: 200_000)
        let pixels = (0..<150_001).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        let allBytes = (0..<90_000).map { i in UInt8(truncatingIfNeeded: i * 7 + i / 256) }
        var mixed: [UInt8] = []
        for i in 0..<300 { mixed += i % 3 == 0 ? Array(noise[i * 50..<(i * 50 + 97)]) : [UInt8](repeating: UInt8(i % 7), count: 301) }
        // Two symbols: codes of 1 and 2 bits, so groups of four literals under 8 bits (the AVX-512
        // writer's fallback to one store after another).
        let twoSymbols = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: random.next() & 1) }
        var inputs: [(String, [UInt8])] = [("empty", []), ("one byte", [42]), ("noise", noise), ("runs", runs),
                                           ("pixels", pixels), ("all bytes", allBytes), ("mixed", mixed),
                                           ("two symbols", twoSymbols)]
        for length in [1, 2, 3, 4, 5, 7, 8, 9, 31, 32, 33, 63, 64, 65, 95, 97, 127, 128, 129, 300, 1000] {
            inputs.append(("mixed prefix \(length)", Array(mixed.prefix(length))))
        }
        for (name, input) in inputs {
            for channels in [3, 4] {
                for rowLength in [nil, 1 + 37 * channels, 1 + 1014 * channels] as [Int?] {
                    var streams: [[UInt8]] = []
                    for path in NibbleRunDeflater.paths {
                        let stream = input.withUnsafeBytes { bytes in
                            [UInt8](unsafeUninitializedCapacity: NibbleRunDeflater.outputBound(inputCount: bytes.count)) { buffer, count in
                                count = NibbleRunDeflater(path: path).compress(filtered: bytes, channels: channels, rowLength: rowLength,
                                                                               into: buffer.baseAddress!)
                            }
                        }
                        streams.append(stream)
                    }
                    let label = "\(name), \(channels) channels, rows of \(rowLength.map(String.init) ?? "all")"
                    for (path, stream) in zip(NibbleRunDeflater.paths, streams).dropFirst() {
                        XCTAssertEqual(stream, streams[0], "\(label): path \(path) differs from the portable one")
                    }
                    XCTAssertEqual(try inflate(streams[0], expectedCount: input.count), input, label)
                }
            }
        }
    }

    /// A pixmap is coded band by band while the rows after the band are not filtered yet, so what is
    /// written must not depend on those bytes: into scratch full of zeros (which look like runs) or
    /// of 0xFF, on every path, the bytes are those of the filtered rows coded in one pass. The rows
    /// are black but for the last of each band, which has a stretch of noise ending 200…359 bytes
    /// before the band's end, then black up to it: a run that reaches the next band's first byte
    /// unless the coder stops at the bytes that are final (it once read past them).
    func testBandsAreCodedFromFinalBytesOnly() throws {
        var random = SeededGenerator(seed: 37)
        let width = 200, stride = 1 + 3 * width
        let bandRows = NibbleRunDeflater.bandBytes / stride, bands = 64
        var bytes = [UInt8](repeating: 0, count: width * bandRows * bands * 4)
        for i in Swift.stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        for band in 0..<bands {
            let y = (band + 1) * bandRows - 1
            let gap = 200 + (band * 7) % 160, length = 40 + (band * 13) % 60
            let last = (stride - gap - 1) / 3, first = max(0, last - length / 3)
            for x in first..<last {
                for c in 0..<3 { bytes[(y * width + x) * 4 + c] = UInt8(truncatingIfNeeded: random.next()) }
            }
        }
        let pixmap = try Pixmap(width: width, height: bandRows * bands, premultipliedBytes: bytes)
        let rows = try pixmap.pngFilteredScanlines(.fixed(.up))  // RGB: every pixel is opaque
        let size = rows.count
        XCTAssertEqual(size, pixmap.height * stride)
        for path in NibbleRunDeflater.paths {
            let deflater = NibbleRunDeflater(path: path)
            let whole = rows.withUnsafeBytes { input in
                [UInt8](unsafeUninitializedCapacity: NibbleRunDeflater.outputBound(inputCount: size)) { buffer, count in
                    count = deflater.compress(filtered: input, channels: 3, rowLength: stride, into: buffer.baseAddress!)
                }
            }
            for fill in [UInt8(0), 255] {
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
                defer { scratch.deallocate() }
                scratch.initialize(repeating: fill, count: size)
                let banded = [UInt8](unsafeUninitializedCapacity: NibbleRunDeflater.outputBound(inputCount: size)) { buffer, count in
                    count = deflater.compress(pixmap, channels: 3, filtered: scratch, into: buffer.baseAddress!)
                }
                XCTAssertEqual(banded, whole, "path \(path), scratch of \(fill)")
            }
        }
    }

    /// A stream made of pieces (`BandedPNGWriter`'s form: byte-aligned non-final blocks, then
    /// `finalEmptyBlock` and the Adler-32 carried over every piece) inflates to the pieces joined,
    /// and both paths write the same bytes: noise (a stored piece), runs, pixel rows, pieces of one
    /// byte and an empty one.
    func testPiecesInflateToTheirJoinedInputOnBothPaths() throws {
        var random = SeededGenerator(seed: 36)
        let rowLength = 1 + 61 * 3
        let noise = (0..<(rowLength * 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let rows = (0..<(rowLength * 90)).map { i in i % rowLength == 0 ? 2 : UInt8((i / rowLength) % 5 * 10 + (i % rowLength) % 3) }
        let pieces: [[UInt8]] = [Array(rows.prefix(rowLength * 50)), noise, [], [9],
                                 [UInt8](repeating: 0, count: rowLength * 30), Array(rows.suffix(rowLength * 40))]
        var streams: [[UInt8]] = []
        for path in NibbleRunDeflater.paths {
            var stream: [UInt8] = [0x78, 0x01], adler: UInt32 = 1
            for piece in pieces {
                stream += piece.withUnsafeBytes { bytes in
                    [UInt8](unsafeUninitializedCapacity: NibbleRunDeflater.outputBound(inputCount: bytes.count)) { buffer, count in
                        count = NibbleRunDeflater(path: path).compressPiece(bytes, rowLength: rowLength, channels: 3,
                                                                            adler: &adler, into: buffer.baseAddress!)
                    }
                }
            }
            stream += NibbleRunDeflater.finalEmptyBlock + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
            streams.append(stream)
        }
        for (path, stream) in zip(NibbleRunDeflater.paths, streams).dropFirst() {
            XCTAssertEqual(stream, streams[0], "path \(path) differs from the portable one")
        }
        let joined = pieces.flatMap { $0 }
        XCTAssertEqual(try inflate(streams[0], expectedCount: joined.count), joined)
        XCTAssertLessThan(streams[0].count, joined.count - rowLength * 100, "runs and rows shrink; only the noise is stored")
    }

    func testNoiseIsStoredAndRunsShrink() throws { try checkNoiseIsStoredAndRunsShrink(.nibbleRuns) }

    /// Every kind of image, RGB (opaque) and RGBA, odd sizes included.
    func testPNGsDecodeToTheirPixels() throws { try checkPNGsDecodeToTheirPixels(Self.encoding, Self.images()) }

    func testSeededFuzzRoundTrips() throws { try checkSeededFuzzRoundTrips(Self.encoding, seed: 3535) }

    /// Both paths on the pixmap (fused filter, bands) write one stream, and coding the filtered
    /// rows directly gives that stream too (the bands never change a token).
    func testScalarAndVectorPathsWriteTheSameBytes() throws {
        for image in try checkPathsWriteTheSameBytes(NibbleRunDeflater.self, Self.images()) {
            let direct = try image.rows.withUnsafeBytes {
                try DeflateCompressor.nibbleRuns.compress($0, bytesPerPixel: image.source.channels, rowLength: image.source.rowBytes + 1)
            }
            XCTAssertEqual(direct, image.stream, "\(image.name): coding the filtered rows directly")
        }
    }

    func testConcurrentEncodesGiveTheSameBytes() throws {
        try checkConcurrentEncodesGiveTheSameBytes(Self.encoding, SampledRunDeflaterTests.patches(width: 301, height: 297, seed: 13))
    }

    /// Package-merge gives the least Σ weight × length of all complete codes within the limits
    /// (checked against an exhaustive search on small alphabets), and says so when none exists.
    func testLimitedLengthsAreOptimal() {
        var generator = SeededGenerator(seed: 99)
        for round in 0..<300 {
            let n = Int(generator.next() % 7) + 2
            let weights = (0..<n).map { _ in generator.next() % 3 == 0 ? 1 + generator.next() % 5_000 : 1 + generator.next() % 20 }
            let limits = (0..<n).map { _ in UInt8(1 + generator.next() % 6) }
            let lengths = NibbleRunDeflater.limitedLengths(weights: weights, limits: limits)
            let best = Self.bestCost(weights, limits)
            XCTAssertEqual(lengths != nil, best != nil, "round \(round): feasibility")
            guard let lengths, let best else { continue }
            XCTAssertEqual(zip(weights, lengths).reduce(0) { $0 + $1.0 * UInt64($1.1) }, best, "round \(round): cost")
            XCTAssertEqual(lengths.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }, 1, "round \(round): complete")
            XCTAssertTrue(zip(lengths, limits).allSatisfy { $0 <= $1 }, "round \(round): within the limits")
        }
    }

    /// The least cost of a complete code (Kraft sum exactly 1) by trying every length assignment.
    private static func bestCost(_ weights: [UInt64], _ limits: [UInt8]) -> UInt64? {
        let unit = 1 << 6
        var best: UInt64?
        func search(_ symbol: Int, _ used: Int, _ cost: UInt64) {
            if symbol == weights.count {
                if used == unit { best = min(best ?? .max, cost) }
                return
            }
            for length in 1...Int(limits[symbol]) where used + unit >> length <= unit {
                search(symbol + 1, used + unit >> length, cost + weights[symbol] * UInt64(length))
            }
        }
        search(0, 0, 0)
        return best
    }

    /// The `fast` images, plus widget-sized ones larger than one band (64 KiB), so that runs and
    /// literal stretches cross band boundaries: a photo-like patch on a vertical gradient.
    static func images() throws -> [(String, Pixmap)] {
        var images = try PixelMatchDeflaterTests.images()
        images.append(("patches 700×60", try SampledRunDeflaterTests.patches(width: 700, height: 60, seed: 4)))
        images.append(("gradient 1014×80", try TestImages.gradient(width: 1014, height: 80)))
        images.append(("random opaque 400×90", try TestImages.random(width: 400, height: 90, opaque: true, seed: 8)))
        images.append(("photo on gradient 517×130", try Self.photoOnGradient(width: 517, height: 130, seed: 3)))
        return images
    }

    /// A vertical gradient (opaque) with a noisy block in the middle and transparent corners.
    static func photoOnGradient(width: Int, height: Int, seed: UInt64) throws -> Pixmap {
        var generator = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if (x < 4 || x >= width - 4) && (y < 4 || y >= height - 4) { continue }  // clear corners
                let noisy = x > width / 4 && x < width / 2 && y > height / 5 && y < height * 4 / 5
                let shade = UInt8(truncatingIfNeeded: 60 + y / 2)
                let noise = noisy ? UInt8(generator.next() % 32) : 0
                bytes[i] = shade &+ noise
                bytes[i + 1] = UInt8(truncatingIfNeeded: 30 + y / 3) &+ noise
                bytes[i + 2] = 150 &+ noise
                bytes[i + 3] = 255
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }
}
