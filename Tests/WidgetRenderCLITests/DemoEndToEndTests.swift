import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetSnapshot

/// Issue 29: the README's first command, `swift run widget-render demo`, run as a user runs it
/// (the built binary, in a fresh folder, default output `./out`), so that CI runs it too. It must
/// exit 0, write one PNG per showcase job and the sheets it announces, a manifest that agrees with
/// the files, and the same bytes with one worker as with two.
final class DemoEndToEndTests: XCTestCase {
    func testDemoAsTheReadmeRunsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-e2e-\(UUID().uuidString)")
        let serial = folder.appendingPathComponent("serial"), parallel = folder.appendingPathComponent("parallel")
        try FileManager.default.createDirectory(at: serial, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: parallel, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The README's command has no options: output into ./out with the default workers.
        let readme = try BuiltCommand.run(BuiltCommand.widgetRender.path, ["demo", "--jobs", "2"], in: parallel)
        XCTAssertEqual(readme.status, 0, "widget-render demo failed:\n\(readme.err)")
        let one = try BuiltCommand.run(BuiltCommand.widgetRender.path, ["demo", "--jobs", "1", "--out", "out"], in: serial)
        XCTAssertEqual(one.status, 0, "widget-render demo --jobs 1 failed:\n\(one.err)")

        // Renders: every job of the showcase matrix, each listed once in the manifest with its bytes.
        let out = parallel.appendingPathComponent("out")
        let expectedJobs = try RenderMatrix().jobs(for: try RenderSubject.showcase(devices: RenderSubject.showcaseDevices))
        let manifest = try Manifest.read(from: out.appendingPathComponent(Manifest.fileName))
        XCTAssertEqual(manifest.files.map(\.path).sorted(), expectedJobs.map(\.relativePath).sorted())
        XCTAssertTrue(readme.out.contains("rendered \(expectedJobs.count) PNGs"), readme.out)
        for file in manifest.files {
            let data = try Data(contentsOf: out.appendingPathComponent(file.path))
            XCTAssertEqual(data.count, file.bytes, file.path)
            XCTAssertEqual(SHA256.hex(of: data), file.sha256, file.path)
            let pixmap = try Pixmap(pngData: data)
            XCTAssertEqual([pixmap.width, pixmap.height], [file.pixelWidth, file.pixelHeight], file.path)
        }

        // Sheets: one per widget, one of image treatments per widget that shows an asset image,
        // and the Live Activity's; each announced on stdout, each a readable opaque PNG.
        let sheetsFolder = out.appendingPathComponent("sheets")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: sheetsFolder.path).sorted()
        let announced = readme.out.split(separator: "\n").filter { $0.hasPrefix("sheet: ") }
            .map { URL(fileURLWithPath: String($0.dropFirst(7))).lastPathComponent }.sorted()
        XCTAssertEqual(sheets, announced)
        let widgets = Set(manifest.files.map(\.widget))
        XCTAssertTrue(widgets.allSatisfy { sheets.contains("\($0).png") }, "\(sheets)")
        XCTAssertTrue(sheets.contains("caffeine-order.png"))
        XCTAssertEqual(sheets.filter { !$0.hasSuffix("-treatments.png") }.count, widgets.count + 1, "\(sheets)")
        XCTAssertEqual(sheets.filter { $0.hasSuffix("-treatments.png") }, ["most-frequent-beverage-treatments.png"])
        for sheet in sheets {
            let pixmap = try Pixmap(contentsOfPNG: sheetsFolder.appendingPathComponent(sheet))
            let alphas = stride(from: 3, to: pixmap.premultipliedBytes.count, by: 4).map { pixmap.premultipliedBytes[$0] }
            XCTAssertTrue(alphas.allSatisfy { $0 == 255 }, "\(sheet) has pixels that are not opaque")
        }

        // One worker or two: the same files, byte for byte.
        XCTAssertEqual(try tree(out), try tree(serial.appendingPathComponent("out")))
    }

    /// Every regular file under `root` by relative path, with its SHA-256.
    private func tree(_ root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files[String(url.path.dropFirst(root.path.count))] = SHA256.hex(of: try Data(contentsOf: url))
        }
        XCTAssertFalse(files.isEmpty)
        return files
    }
}
