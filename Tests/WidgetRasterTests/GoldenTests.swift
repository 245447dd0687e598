import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
@testable import WidgetRaster

/// Golden images: each scene in `GoldenScenes` must match `Golden/Raster/<name>.png` exactly.
/// A missing golden fails, unless `WIDGET_RENDER_RECORD=missing` (record only missing ones) or
/// `all` (re-record every one) is set. On a mismatch the actual image and a diff (red where pixels
/// differ) are written to a temporary directory named in the failure.
final class GoldenTests: XCTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Raster")

    func testEveryPrimitiveMatchesItsGolden() throws {
        let record = ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"] ?? "never"
        for (name, render) in GoldenScenes.all {
            let actual = render()
            let url = Self.goldenDirectory.appendingPathComponent("\(name).png")
            let exists = FileManager.default.fileExists(atPath: url.path)
            if record == "all" || (record == "missing" && !exists) {
                try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
                try actual.writePNG(to: url, preset: .fast)
                continue
            }
            guard exists else {
                XCTFail("\(url.path): golden missing (run with WIDGET_RENDER_RECORD=missing to record it)")
                continue
            }
            let golden = try Pixmap(pngData: Data(contentsOf: url))
            if golden != actual {
                let report = try Self.writeDiff(name: name, actual: actual, golden: golden)
                XCTFail("\(url.path): rendering differs from the golden; actual and diff in \(report.path)")
            }
        }
    }

    /// Writes `<name>.actual.png` and `<name>.diff.png` (red where pixels differ, faded golden
    /// elsewhere) to a temporary directory, returning it.
    static func writeDiff(name: String, actual: Pixmap, golden: Pixmap) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-raster-diffs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.writePNG(to: directory.appendingPathComponent("\(name).actual.png"), preset: .fast)
        if golden.width == actual.width && golden.height == actual.height {
            var diff = [UInt8](repeating: 255, count: actual.data.count)
            for i in stride(from: 0, to: diff.count, by: 4) {
                let differs = actual.data[i..<(i + 4)] != golden.data[i..<(i + 4)]
                let faded = UInt8(155 + Int(golden.data[i + 1]) * 100 / 255)
                diff[i] = differs ? 255 : faded
                diff[i + 1] = differs ? 0 : faded
                diff[i + 2] = differs ? 0 : faded
            }
            try Pixmap(width: actual.width, height: actual.height, premultipliedBytes: diff)
                .writePNG(to: directory.appendingPathComponent("\(name).diff.png"), preset: .fast)
        }
        return directory
    }
}
