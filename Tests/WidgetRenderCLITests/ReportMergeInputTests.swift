import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// What the `report merge` fuzz kind found (issue 34; docs/security.md, *Report merge*), each
/// through the same door the fuzzer used: a shard's results.json that is a symlink out of the shard
/// was read; a results.json claiming shard 1 of 2^63 − 1 never finished; a folder of `--out` that is
/// a symlink out had folders made below its target before the write was refused; a second shard's
/// image under a name already written replaced the first (and, merging into a shard's own folder,
/// that shard's file); the pages were renamed over symlinks in `--out`.
final class ReportMergeInputTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("merge-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    /// A shard folder whose results.json has one failed snapshot `w` with its actual image `actual`.
    @discardableResult
    func shard(_ name: String, shard: String = "1/1", widget: String = "w", actual: String = "images/a.png", bytes: String = "png") throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(actual).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes.utf8).write(to: folder.appendingPathComponent(actual))
        let json = """
            {"schema": "widget-render-check/1", "title": "t", "acceptCommand": "widget-render check s.yaml", "shard": "\(shard)",
             "summary": {"total": 1, "matched": 0, "missing": 0, "failed": 1, "recorded": 0, "rerecorded": 0},
             "results": [{"id": "S/\(widget)/iphone-11/systemSmall__ios.light", "suite": "S", "widget": "\(widget)", "device": "iphone-11",
                          "family": "systemSmall", "theme": "ios.light", "status": "failed", "regions": [],
                          "golden": "g.png", "actual": "\(actual)"}]}
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("results.json"))
        return folder
    }

    func mergeError(_ folders: [URL], into out: URL? = nil) -> String {
        do {
            _ = try ReportMerger.merge(folders, into: out ?? root.appendingPathComponent("out"))
            return "merged"
        } catch { return "\(error)" }
    }

    func testAResultsFileLinkedOutOfTheShardIsNotRead() throws {
        let outside = try shard("outside")
        let folder = try shard("linked")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("results.json"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("results.json"),
                                                   withDestinationURL: outside.appendingPathComponent("results.json"))
        let error = mergeError([folder])
        XCTAssertTrue(error.contains("(really \(ReadAccess.realPath(outside.path))/results.json) is outside"), error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/images/a.png").path))
    }

    func testAResultsFileThatIsAFIFOOrTooLargeIsRefusedBeforeReading() throws {
        let fifo = try shard("fifo")
        try FileManager.default.removeItem(at: fifo.appendingPathComponent("results.json"))
        XCTAssertEqual(mkfifo(fifo.appendingPathComponent("results.json").path, 0o644), 0)
        XCTAssertEqual(mergeError([fifo]), "\(fifo.path)/results.json: not a regular file (named by report merge)")
        // Sparse: 4 GB that take no disk, and would take 4 GB of memory to read.
        let large = try shard("large")
        XCTAssertEqual(truncate(large.appendingPathComponent("results.json").path, 4_000_000_000), 0)
        XCTAssertEqual(mergeError([large]), "\(large.path)/results.json: larger than \(ReportMerger.maximumResultsBytes) bytes (named by report merge)")
    }

    func testAnAbsurdShardCountIsReportedAtOnce() throws {
        let folder = try shard("huge", shard: "1/9223372036854775807")
        XCTAssertEqual(mergeError([folder]), "report merge: incomplete, shards 2/9223372036854775807, 3/9223372036854775807, "
                       + "4/9223372036854775807, 5/9223372036854775807, 6/9223372036854775807 and 9223372036854775801 more missing")
        let two = [try shard("a", shard: "1/4", widget: "a"), try shard("b", shard: "3/4", widget: "b")]
        XCTAssertEqual(mergeError(two), "report merge: incomplete, shards 2/4, 4/4 missing")
    }

    func testNoFolderIsMadeThroughASymlinkedFolderOfOut() throws {
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("images"), withDestinationURL: elsewhere)
        let folder = try shard("deep", actual: "images/sub/a.png")
        XCTAssertEqual(mergeError([folder], into: out), "\(out.path)/images/sub/a.png: outside \(out.path) (a folder on the way is a symbolic link)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [], "nothing made outside --out")
    }

    func testTwoShardsCannotWriteTwoImagesUnderOneName() throws {
        let first = try shard("shard-1", shard: "1/2", widget: "a", bytes: "first")
        let second = try shard("shard-2", shard: "2/2", widget: "b", bytes: "second")
        // Merged into the first shard's folder, the second's image would have replaced the first's.
        XCTAssertEqual(mergeError([first, second], into: first),
                       "\(first.path)/images/a.png: named by two shards (\(ReadAccess.realPath(first.path))/images/a.png and "
                       + "\(ReadAccess.realPath(second.path))/images/a.png)")
        XCTAssertEqual(try String(contentsOf: first.appendingPathComponent("images/a.png"), encoding: .utf8), "first")
    }

    /// An image name with terminal escapes, or of 6,000 characters, was echoed raw into the error
    /// line: the line cleared the screen, or ran to 6 KB.
    func testAnErrorIsOneBoundedLineOfPlainText() throws {
        for name in ["\u{1B}[2J\u{1B}[31mimages.png", String(repeating: "a/", count: 3000) + "x.png"] {
            let folder = try shard("odd")
            let json = try String(contentsOf: folder.appendingPathComponent("results.json"), encoding: .utf8)
            let escaped = String(data: try JSONSerialization.data(withJSONObject: [name], options: .fragmentsAllowed), encoding: .utf8)!.dropFirst().dropLast()
            try Data(json.replacingOccurrences(of: "\"images/a.png\"", with: String(escaped)).utf8).write(to: folder.appendingPathComponent("results.json"))
            let run = try BuiltCommand.run(BuiltCommand.widgetRender.path, ["report", "merge", folder.path, "--out", "out"], in: root)
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.err.hasPrefix("widget-render: ") && run.err.hasSuffix("\n"), run.err)
            XCTAssertEqual(run.err.dropLast().filter { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }, "", run.err)
            XCTAssertLessThan(run.err.count, 2 * RenderLimits.messageLength + 40, run.err)
            try FileManager.default.removeItem(at: folder)
        }
    }

    func testPagesAreNotRenamedOverSymlinksInOut() throws {
        let secret = root.appendingPathComponent("secret.txt")
        try Data("keep".utf8).write(to: secret)
        let folder = try shard("shard")
        let page = folder.appendingPathComponent("index.html")
        try FileManager.default.createSymbolicLink(at: page, withDestinationURL: secret)
        let run = try BuiltCommand.run(BuiltCommand.widgetRender.path, ["report", "merge", folder.path, "--out", folder.path], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.hasSuffix("index.html: is a symbolic link; refusing to replace it or to write where it points\n"), run.err)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: page.path), secret.path)
        XCTAssertEqual(try String(contentsOf: secret, encoding: .utf8), "keep")
    }
}
