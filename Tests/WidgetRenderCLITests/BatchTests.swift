import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetSnapshot

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-tests-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The `widget-render` executable built beside the test bundle (`swift test` builds both).
func cliBinary() throws -> URL {
    let bundle = Bundle(for: BatchTests.self).bundleURL
    let candidates = [bundle.appendingPathComponent("widget-render"),
                      bundle.deletingLastPathComponent().appendingPathComponent("widget-render"),
                      packageRoot.appendingPathComponent(".build/debug/widget-render")]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw XCTSkip("widget-render is not built beside the tests (looked in \(candidates.map(\.path)))")
    }
    return found
}

/// Every file under `folder`, by relative path, with its bytes.
func filesByPath(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
    }
    return files
}

final class BatchTests: XCTestCase {
    /// Two small accessory specs on a watch in two themes: 4 families × 2 themes = 8 renders.
    func smallMatrix() throws -> ([RenderSubject], RenderMatrix) {
        let specs = ["emoji-rangers.yaml", "calendar-circle.yaml"].map { packageRoot.appendingPathComponent("Examples/\($0)").path }
        return (try RenderSubject.load(specPaths: specs),
                RenderMatrix(themes: [try Theme(named: "watchos.fullColor"), try Theme(named: "watchos.accented(orange)")],
                             device: try Device(named: "watch-45mm")))
    }

    /// Spec files are parsed on several workers, but subjects and the first error come in file order.
    func testSpecFilesParsedInParallelKeepFileOrder() throws {
        let examples = ["caffeine-tracker.yaml", "calendar-circle.yaml", "emoji-rangers.yaml", "most-frequent-beverage.yaml"]
            .map { packageRoot.appendingPathComponent("Examples/\($0)").path }
        let serial = try RenderSubject.load(specPaths: examples, jobs: 1)
        let parallel = try RenderSubject.load(specPaths: examples, jobs: 3)
        XCTAssertEqual(parallel.map(\.name), serial.map(\.name))
        XCTAssertEqual(parallel.map(\.source), serial.map(\.source))

        let folder = try temporaryFolder("spec-order")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first-broken.yaml"), second = folder.appendingPathComponent("second-broken.yaml")
        try "widgets: [".write(to: first, atomically: true, encoding: .utf8)
        try "widgets: {".write(to: second, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [examples[0], first.path, second.path], jobs: 3)) { error in
            XCTAssertTrue(String(describing: error).contains("first-broken.yaml"), "\(error)")
        }
    }

    /// Output names follow OUT/<widget>/<device>/<family>/<theme>.png, sorted. On the iPhone the
    /// showcase meets the iOS themes that show its families: three system-family widgets in
    /// systemSmall × 7 themes (Home Screen 4, StandBy 2, CarPlay) and systemMedium × 4, the
    /// accessory widgets in the Lock Screen theme only (3 + 1 families): 3 × 11 + 4 = 37.
    func testStableOutputNamesForTheShowcaseMatrix() throws {
        let jobs = try RenderMatrix().jobs(for: try RenderSubject.showcase())
        XCTAssertEqual(jobs.count, 37)
        XCTAssertEqual(jobs.first?.relativePath, "caffeine-tracker/iphone-16/systemMedium/ios.clear.png")
        XCTAssertEqual(jobs.last?.relativePath, "most-frequent-beverage/iphone-16/systemSmall/ios.tinted-blue.png")
        XCTAssertEqual(jobs.map(\.relativePath), jobs.map(\.relativePath).sorted())
        XCTAssertEqual(Set(jobs.map(\.relativePath)).count, jobs.count)
    }

    func testFamilyAndDeviceFiltersNarrowTheMatrix() throws {
        let matrix = RenderMatrix(themes: [try Theme(named: "watchos.fullColor")], families: [.accessoryCircular],
                                  device: try Device(named: "watch-45mm"))
        let jobs = try matrix.jobs(for: try RenderSubject.showcase())
        XCTAssertEqual(jobs.map(\.relativePath), ["calendar-circle/watch-45mm/accessoryCircular/watchos.fullColor.png",
                                                 "emoji-rangers/watch-45mm/accessoryCircular/watchos.fullColor.png"])
        // The iPhone offers no systemExtraLarge; the Home Screen themes show no accessory family.
        XCTAssertThrowsError(try RenderMatrix(families: [.systemExtraLarge]).jobs(for: try RenderSubject.showcase()))
        XCTAssertThrowsError(try RenderMatrix(themes: [try Theme(named: "ios.dark")], families: [.accessoryCircular])
            .jobs(for: try RenderSubject.showcase()))
    }

    func testThemeFileNames() throws {
        XCTAssertEqual(try Theme(named: "ios.tinted(blue)").fileName, "ios.tinted-blue")
        XCTAssertEqual(try Theme(named: "watchos.accented(#0A84FF)").fileName, "watchos.accented-0A84FF")
        XCTAssertEqual(try Theme(named: "ios.standby.night").fileName, "ios.standby.night")
    }

    /// Shards are disjoint, together the whole matrix, and within one job of each other in size.
    func testShardsPartitionTheSortedMatrix() throws {
        let jobs = try RenderMatrix().jobs(for: try RenderSubject.showcase()).map(\.relativePath)
        let shards = (1...3).map { Shard(index: $0, count: 3).select(jobs) }
        XCTAssertEqual(shards.map(\.count), [13, 12, 12])  // 37 jobs dealt round-robin
        XCTAssertEqual(shards.flatMap { $0 }.sorted(), jobs)
        XCTAssertEqual(Set(shards.flatMap { $0 }).count, jobs.count)
        XCTAssertEqual(try Shard(parsing: "2/3"), Shard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "1/0", "a/b", "2", "1/2/3"] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad)
        }
    }

    /// `--jobs 1` and `--jobs 2` write identical files, manifest included.
    func testOutputBytesDoNotDependOnTheNumberOfJobs() throws {
        let (subjects, matrix) = try smallMatrix()
        let serial = try temporaryFolder("serial"), parallel = try temporaryFolder("parallel")
        defer { try? FileManager.default.removeItem(at: serial); try? FileManager.default.removeItem(at: parallel) }
        _ = try BatchCommand.render(try matrix.jobs(for: subjects), out: serial, jobs: 1, shard: nil, quiet: true)
        _ = try BatchCommand.render(try matrix.jobs(for: subjects), out: parallel, jobs: 2, shard: nil, quiet: true)
        let one = try filesByPath(in: serial), two = try filesByPath(in: parallel)
        XCTAssertEqual(one.count, 8 + 2)  // 8 PNGs, the manifest and the (empty) lock file
        XCTAssertEqual(one.keys.sorted(), two.keys.sorted())
        for (path, bytes) in one { XCTAssertEqual(bytes, two[path], path) }
    }

    /// The manifest's text is what JSONEncoder prints for the whole document (pretty, sorted keys),
    /// though its entries are encoded one by one on the workers that rendered them.
    func testManifestTextIsTheEncoderOutputForTheDocument() throws {
        let (subjects, matrix) = try smallMatrix()
        let out = try temporaryFolder("manifest-text")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try BatchCommand.render(try matrix.jobs(for: subjects), out: out, jobs: 2, shard: Shard(index: 2, count: 3), quiet: true)
        let text = try Data(contentsOf: out.appendingPathComponent(Manifest.fileName))
        let manifest = try Manifest.read(from: out.appendingPathComponent(Manifest.fileName))
        XCTAssertEqual(manifest.files.count, 3)
        XCTAssertEqual(text, try ManifestWriter.encoder().encode(manifest) + Data("\n".utf8))
    }

    /// The manifest lists every file with its inputs, and its hash is the SHA-256 of the bytes on disk.
    func testManifestDescribesEveryFile() throws {
        let (subjects, matrix) = try smallMatrix()
        let out = try temporaryFolder("manifest")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try BatchCommand.render(try matrix.jobs(for: subjects), out: out, jobs: 2, shard: Shard(index: 1, count: 2), quiet: true)
        let manifest = try Manifest.read(from: out.appendingPathComponent("manifest.json"))
        XCTAssertEqual(manifest.renderer, widgetRenderVersion)
        XCTAssertEqual(manifest.shard, "1/2")
        XCTAssertEqual(manifest.files.count, 4)
        XCTAssertEqual(manifest.files.map(\.path), manifest.files.map(\.path).sorted())
        for file in manifest.files {
            let bytes = try Data(contentsOf: out.appendingPathComponent(file.path))
            XCTAssertEqual(file.sha256, SHA256.hex(of: bytes), file.path)
            XCTAssertEqual(file.bytes, bytes.count)
            XCTAssertEqual(file.path, "\(file.widget)/\(file.device)/\(file.family)/\(try Theme(named: file.theme).fileName).png")
            XCTAssertEqual(file.renderDate, "2025-06-09T17:41:00Z")
        }
        // Shard 1/2 holds jobs 0, 2, 4, 6 of the sorted matrix; job 0 is the accented calendar.
        let circle = try XCTUnwrap(manifest.files.first)
        XCTAssertEqual(circle.path, "calendar-circle/watch-45mm/accessoryCircular/watchos.accented-orange.png")
        // 45 mm watch: the circular complication is 50 pt at 2× (docs/platform.md §4).
        XCTAssertEqual([circle.pixelWidth, circle.pixelHeight], [100, 100])
        XCTAssertEqual(circle.theme, "watchos.accented(orange)")
        XCTAssertEqual(circle.source, packageRoot.appendingPathComponent("Examples/calendar-circle.yaml").path)
    }
}
