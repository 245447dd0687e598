import XCTest
import WidgetGeometry
@_spi(Benchmarks) @testable import WidgetPNG

/// The C-backed pixel deflaters (`PixelMatchDeflater`, `NibbleRunDeflater`), as the checks below
/// drive them: a path chosen by hand, the pixmap's rows filtered and coded in one call.
protocol PixelDeflater {
    static var scalarPath: Int32 { get }
    static var bestPath: Int32 { get }
    static func outputBound(inputCount: Int) -> Int
    init(path: Int32)
    func compress(_ pixmap: Pixmap, channels: Int, filtered: UnsafeMutablePointer<UInt8>,
                  into out: UnsafeMutablePointer<UInt8>) -> Int
}

extension PixelMatchDeflater: PixelDeflater {}
extension NibbleRunDeflater: PixelDeflater {}

/// What every pixel encoder must pass, written once for the encoders' test files.
extension XCTestCase {
    /// Noise never grows by more than the stored blocks' 5 bytes per 64 KiB and the zlib wrapper;
    /// a repeated pixel costs a few bits per 258 bytes.
    func checkNoiseIsStoredAndRunsShrink(_ compressor: DeflateCompressor, file: StaticString = #filePath, line: UInt = #line) throws {
        var random = SeededGenerator(seed: 6)
        let noise = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        XCTAssertLessThanOrEqual(try noise.withUnsafeBytes { try compressor.compress($0) }.count, 100_000 + 5 * 2 + 6,
                                 file: file, line: line)
        let pixels = (0..<100_000).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        XCTAssertLessThan(try pixels.withUnsafeBytes { try compressor.compress($0) }.count, 400, file: file, line: line)
    }

    /// libpng decodes each PNG to exactly its pixmap, and a second encode gives the same bytes.
    func checkPNGsDecodeToTheirPixels(_ encoding: PNGEncoding, _ images: [(String, Pixmap)],
                                      file: StaticString = #filePath, line: UInt = #line) throws {
        for (name, pixmap) in images {
            let png = try pixmap.pngData(encoding: encoding)
            XCTAssertEqual(try Pixmap(pngData: png), pixmap, name, file: file, line: line)
            XCTAssertEqual(png, try pixmap.pngData(encoding: encoding), "\(name): same pixels, same bytes", file: file, line: line)
        }
    }

    /// 200 seeded images of random size mixing flat areas, noise and transparent holes round-trip.
    func checkSeededFuzzRoundTrips(_ encoding: PNGEncoding, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) throws {
        var generator = SeededGenerator(seed: seed)
        for round in 0..<200 {
            let w = Int(generator.next() % 70) + 1, h = Int(generator.next() % 30) + 1
            let pixmap = try SampledRunDeflaterTests.patches(width: w, height: h, seed: generator.next())
            XCTAssertEqual(try Pixmap(pngData: try pixmap.pngData(encoding: encoding)), pixmap, "round \(round), \(w)×\(h)",
                           file: file, line: line)
        }
    }

    /// Forcing each path on each pixmap: the filtered rows are exactly `ScanlineSource`'s Up rows
    /// (so decoded pixels are those of every other encoder), both paths write the same stream byte
    /// for byte, and it inflates to those rows. Returns each image's stream for further checks.
    @discardableResult
    func checkPathsWriteTheSameBytes<D: PixelDeflater>(_ deflater: D.Type, _ images: [(String, Pixmap)],
                                                       file: StaticString = #filePath, line: UInt = #line)
        throws -> [(name: String, stream: [UInt8], rows: [UInt8], source: ScanlineSource)] {
        let paths = [D.scalarPath, D.bestPath]
        return try images.map { name, pixmap in
            let source = try ScanlineSource(pixmap: pixmap)
            let expectedRows = source.filtered(with: .fixed(.up))
            var streams: [[UInt8]] = []
            for path in paths {
                var rows = [UInt8](repeating: 0, count: source.filteredByteCount)
                let stream = [UInt8](unsafeUninitializedCapacity: D.outputBound(inputCount: rows.count)) { buffer, count in
                    count = rows.withUnsafeMutableBufferPointer { filtered in
                        D(path: path).compress(pixmap, channels: source.channels, filtered: filtered.baseAddress!, into: buffer.baseAddress!)
                    }
                }
                XCTAssertEqual(rows, expectedRows, "\(name), path \(path): filtered rows", file: file, line: line)
                streams.append(stream)
            }
            XCTAssertEqual(streams[0], streams[1], "\(name): path \(paths[0]) and \(paths[1]) differ", file: file, line: line)
            XCTAssertEqual(try inflate(streams[0], expectedCount: expectedRows.count), expectedRows, name, file: file, line: line)
            return (name, streams[0], expectedRows, source)
        }
    }

    /// Eight concurrent encodes of the same pixmap give the bytes of a serial one.
    func checkConcurrentEncodesGiveTheSameBytes(_ encoding: PNGEncoding, _ pixmap: Pixmap,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try pixmap.pngData(encoding: encoding)
        var results = [Data?](repeating: nil, count: 8)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let data = try? pixmap.pngData(encoding: encoding)
            lock.lock(); results[index] = data; lock.unlock()
        }
        for (index, data) in results.enumerated() { XCTAssertEqual(data, expected, "encode \(index)", file: file, line: line) }
    }
}
