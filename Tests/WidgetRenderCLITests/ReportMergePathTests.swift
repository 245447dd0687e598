import Foundation
import XCTest
@testable import WidgetRenderCLI

/// `report merge` reads image names from each shard's results.json, a file anyone could have
/// written (issue 34): a name with `..`, an absolute one or one whose folder is a symlink out of the
/// shard was read outside the shard folders, written outside `--out` or removed a file there.
/// Each is now refused in one line, and nothing outside `--out` changes.
final class ReportMergePathTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    /// A shard folder whose results.json names `actual` as the image of one failed snapshot.
    func shard(_ name: String, actual: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: folder.appendingPathComponent("images/a.png"))
        let json = """
            {"schema": "widget-render-check/1", "title": "t", "acceptCommand": "widget-render check s.yaml",
             "summary": {"total": 1, "matched": 0, "missing": 0, "failed": 1, "recorded": 0, "rerecorded": 0},
             "results": [{"id": "S/w/iphone-11/systemSmall__ios.light", "suite": "S", "widget": "w", "device": "iphone-11",
                          "family": "systemSmall", "theme": "ios.light", "status": "failed", "regions": [],
                          "golden": "g.png", "actual": \(String(reflecting: actual))}]}
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("results.json"))
        return folder
    }

    func mergeError(_ folder: URL) -> String {
        do {
            _ = try ReportMerger.merge([folder], into: root.appendingPathComponent("out"))
            return "merged"
        } catch { return "\(error)" }
    }

    func testAPlainNameIsCopiedInsideOut() throws {
        _ = try ReportMerger.merge([try shard("plain", actual: "images/a.png")], into: root.appendingPathComponent("out"))
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("out/images/a.png")), Data("png".utf8))
    }

    func testParentAndAbsoluteNamesAreRefused() throws {
        let victim = root.appendingPathComponent("spec.yaml")
        try Data("keep".utf8).write(to: victim)
        let up = try shard("up", actual: "../spec.yaml")
        XCTAssertEqual(mergeError(up), "\(up.path)/results.json: image \"../spec.yaml\" is not a path inside the report folder")
        let absolute = try shard("absolute", actual: "/etc/passwd")
        XCTAssertEqual(mergeError(absolute), "\(absolute.path)/results.json: image \"/etc/passwd\" is not a path inside the report folder")
        XCTAssertEqual(try Data(contentsOf: victim), Data("keep".utf8))
    }

    func testASymlinkedFolderOutOfTheShardIsNotRead() throws {
        let secret = root.appendingPathComponent("secret")
        try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
        try Data("token".utf8).write(to: secret.appendingPathComponent("key.png"))
        let folder = try shard("linked", actual: "leak/key.png")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("leak"), withDestinationURL: secret)
        XCTAssertTrue(mergeError(folder).contains("leak/key.png"), mergeError(folder))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/leak/key.png").path))
    }

    func testASymlinkInOutIsNeitherFollowedNorReplaced() throws {
        let outside = root.appendingPathComponent("elsewhere.png")
        try Data("keep".utf8).write(to: outside)
        let out = root.appendingPathComponent("out/images")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("a.png"), withDestinationURL: outside)
        let folder = try shard("into-link", actual: "images/a.png")
        XCTAssertTrue(mergeError(folder).hasSuffix("a.png: is a symbolic link; refusing to replace it or to write where it points"), mergeError(folder))
        XCTAssertEqual(try Data(contentsOf: outside), Data("keep".utf8))
    }
}
