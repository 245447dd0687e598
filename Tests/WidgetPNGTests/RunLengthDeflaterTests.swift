import XCTest
import CPNG
@_spi(Benchmarks) @testable import WidgetPNG

final class RunLengthDeflaterTests: XCTestCase {
    /// Huffman's algorithm by hand: weights 1, 1, 2, 4 merge as (1+1)=2, (2+2)=4, (4+4)=8, so the
    /// depths are 3, 3, 2, 1; canonical codes (RFC 1951 3.2.2) are then 110, 111, 10, 0.
    func testHuffmanLengthsAndCanonicalCodes() {
        let code = HuffmanCode(frequencies: [1, 1, 2, 4], maxLength: 15)
        XCTAssertEqual(code.lengths, [3, 3, 2, 1])
        // Codes are stored bit-reversed (deflate sends Huffman codes most significant bit first
        // into a least-significant-bit-first stream): 110 → 011, 111 → 111, 10 → 01, 0 → 0.
        XCTAssertEqual(code.codes, [0b011, 0b111, 0b01, 0])
    }

    /// Fibonacci weights give the deepest possible Huffman tree (depth n − 1); limited to 7 bits the
    /// code must still be complete (Kraft sum exactly 1), or zlib's inflate refuses it.
    func testLengthLimitKeepsTheCodeComplete() {
        var weights: [UInt32] = [1, 1]
        while weights.count < 19 { weights.append(weights[weights.count - 1] + weights[weights.count - 2]) }
        let code = HuffmanCode(frequencies: weights, maxLength: 7)
        XCTAssertLessThanOrEqual(code.lengths.max() ?? 0, 7)
        let kraft = code.lengths.reduce(0) { $0 + (1 << (7 - Int($1))) }
        XCTAssertEqual(kraft, 1 << 7)
        // The heaviest symbol keeps the shortest code.
        XCTAssertEqual(code.lengths.last, code.lengths.min())
    }

    /// A single used symbol is a one-bit code: zlib needs at least two codes to call a code complete,
    /// which `DeflateBlock.atLeastTwoUsed` provides.
    func testOneSymbolGetsAPartner() {
        XCTAssertEqual(DeflateBlock.atLeastTwoUsed([0, 0, 5]), [1, 0, 5])
        XCTAssertEqual(HuffmanCode(frequencies: [1, 0, 5], maxLength: 15).lengths, [1, 0, 1])
    }

    /// RFC 1951 3.2.5: length 3 is symbol 257, 11–12 share 265 with one extra bit, 258 is 285;
    /// distance 4 is symbol 3, distance 5–6 symbol 4 with one extra bit.
    func testSymbolTables() {
        XCTAssertEqual(DeflateSymbols.lengthSymbol[0], 257)
        XCTAssertEqual(DeflateSymbols.lengthSymbol[11 - 3], 265)
        XCTAssertEqual(DeflateSymbols.lengthExtraValue[12 - 3], 1)
        XCTAssertEqual(DeflateSymbols.lengthSymbol[258 - 3], 285)
        XCTAssertEqual(DeflateSymbols.lengthExtraBits[258 - 3], 0)
        XCTAssertEqual(DeflateSymbols.distanceSymbol(4), 3)
        XCTAssertEqual(DeflateSymbols.distanceSymbol(6), 4)
    }

    /// zlib's own inflate must give back every input: runs, noise (stored blocks), a mix, and sizes
    /// around the block length.
    func testZlibInflatesEveryInput() throws {
        var random = SeededGenerator(seed: 9)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let runs = [UInt8](repeating: 0, count: 200_000)
        let pixels = (0..<150_000).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        var mixed: [UInt8] = []
        for i in 0..<300 { mixed += i % 3 == 0 ? Array(noise[i * 50..<(i * 50 + 97)]) : [UInt8](repeating: UInt8(i % 7), count: 301) }
        for (name, input) in [("empty", []), ("one byte", [42]), ("noise", noise), ("runs", runs), ("pixels", pixels),
                              ("mixed", mixed), ("block + 1", Array((mixed + noise + runs + pixels).prefix(RunLengthDeflater.blockInputBytes + 1)))] {
            for distance in [3, 4] {
                let compressed = input.withUnsafeBytes { RunLengthDeflater(distance: distance).compress($0) }
                XCTAssertEqual(try inflate(compressed, expectedCount: input.count), input, "\(name), distance \(distance)")
            }
        }
    }

    /// Runs of one repeated pixel cost a few bits per 258 bytes; noise is stored (never expanded by
    /// more than the stored blocks' 5 bytes per 64 KiB plus the zlib wrapper).
    func testRunsShrinkAndNoiseDoesNotGrow() {
        let pixels = (0..<100_000).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        XCTAssertLessThan(pixels.withUnsafeBytes { RunLengthDeflater(distance: 4).compress($0) }.count, 200)
        var random = SeededGenerator(seed: 3)
        let noise = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        XCTAssertLessThanOrEqual(noise.withUnsafeBytes { RunLengthDeflater(distance: 4).compress($0) }.count,
                                 100_000 + 5 * 4 + 6)
    }

    /// Same input, same bytes: the stream depends on nothing but the input and the distance.
    func testOutputIsDeterministic() throws {
        let pixmap = try TestImages.gradient(width: 120, height: 40)
        let encoding = PNGEncoding(filter: .fixed(.up), compressor: .pixelRuns)
        XCTAssertEqual(try pixmap.pngData(encoding: encoding), try pixmap.pngData(encoding: encoding))
    }
}
