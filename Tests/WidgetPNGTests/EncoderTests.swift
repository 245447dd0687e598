import XCTest
import WidgetPNG
import WidgetGeometry

final class EncoderTests: XCTestCase {
    /// Golden tests compare bytes: the same pixels must give the same file, run after run.
    func testEncodingIsStableAcrossRuns() throws {
        let pixmap = try TestImages.gradient(width: 120, height: 60)
        for preset in PNGPreset.allCases {
            XCTAssertEqual(try pixmap.pngData(preset: preset, text: ["b": "2", "a": "1"]),
                           try pixmap.pngData(preset: preset, text: ["a": "1", "b": "2"]))
        }
    }

    func testEncodingIsStableAcrossParallelEncodes() throws {
        let pixmap = try TestImages.gradient(width: 200, height: 90)
        let expected = try pixmap.pngData(preset: .small)
        var results = [Data?](repeating: nil, count: 8)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let data = try? pixmap.pngData(preset: index % 2 == 0 ? .small : .fast)
            lock.lock(); results[index] = data; lock.unlock()
        }
        let fast = try pixmap.pngData(preset: .fast)
        for (index, data) in results.enumerated() {
            XCTAssertEqual(data, index % 2 == 0 ? expected : fast, "encode \(index)")
        }
    }

    func testTextChunksAreWrittenAndReadBack() throws {
        let data = try TestImages.random(width: 3, height: 3, opaque: true, seed: 7)
            .pngData(text: ["InputsHash": "9f2c", "Comment": "café"])
        XCTAssertEqual(try PNGInfo.text(of: data), ["Software": PNGEncoder.software, "InputsHash": "9f2c", "Comment": "café"])
        // Sorted by keyword, after IHDR (8 + 25 = 33): Comment, InputsHash, Software.
        XCTAssertEqual(String(decoding: data[37..<41], as: UTF8.self), "tEXt")
        XCTAssertEqual(String(decoding: data[41..<48], as: UTF8.self), "Comment")
    }

    func testSoftwareRecordsTheRendererVersion() throws {
        XCTAssertEqual(PNGEncoder.software, "WidgetRender \(widgetRenderVersion)")
        let data = try TestImages.random(width: 2, height: 2, opaque: false, seed: 8).pngData()
        XCTAssertEqual(try PNGInfo.text(of: data)["Software"], PNGEncoder.software)
    }

    func testInvalidTextIsRefused() throws {
        let pixmap = try TestImages.random(width: 2, height: 2, opaque: true, seed: 10)
        XCTAssertThrowsError(try pixmap.pngData(text: ["Software": "mine"])) { XCTAssertTrue("\($0)".contains("reserved"), "\($0)") }
        XCTAssertThrowsError(try pixmap.pngData(text: ["": "x"]))
        XCTAssertThrowsError(try pixmap.pngData(text: [" lead": "x"]))
        XCTAssertThrowsError(try pixmap.pngData(text: ["Title": "日本"])) { XCTAssertTrue("\($0)".contains("Latin-1"), "\($0)") }
    }

    /// writePNG goes through a temporary file and a rename: the result is complete and nothing is left over.
    func testWritePNGLeavesOnlyTheFinishedFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.png")
        let pixmap = try TestImages.gradient(width: 30, height: 20)
        try Data("old".utf8).write(to: url)
        try pixmap.writePNG(to: url, preset: .small)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.png"])
        XCTAssertEqual(try Pixmap(contentsOfPNG: url), pixmap)
        let missing = directory.appendingPathComponent("no-such-dir/out.png")
        XCTAssertThrowsError(try pixmap.writePNG(to: missing))
    }
}

extension EncoderTests {
    /// `small` is for files that are kept: on widget-like content (a gradient container, a noisy photo
    /// block, a flat card) it must never come out larger than `fast` (docs/performance.md, "PNG").
    func testSmallIsNeverLargerThanFastOnWidgetLikeContent() throws {
        let base = try TestImages.gradient(width: 240, height: 120)
        var bytes = base.premultipliedBytes
        var generator = SeededGenerator(seed: 21)
        for y in 10..<100 {
            for x in 10..<100 {
                let i = (y * 240 + x) * 4
                let noise = Int.random(in: -12...12, using: &generator)
                for c in 0..<3 { bytes[i + c] = UInt8(max(0, min(255, 128 + (x + y) / 2 + noise))) }
                bytes[i + 3] = 255
            }
        }
        for y in 30..<90 { for x in 130..<220 { for c in 0..<4 { bytes[(y * 240 + x) * 4 + c] = c == 3 ? 255 : 242 } } }
        let widget = try Pixmap(width: 240, height: 120, premultipliedBytes: bytes)
        for pixmap in [widget, base] {
            XCTAssertLessThanOrEqual(try pixmap.pngData(preset: .small).count, try pixmap.pngData(preset: .fast).count)
        }
    }
}
