import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetSnapshot

/// Issue 15: the steps of the CI templates in docs/ci.md, run as CI runs them — the scripts
/// `scripts/ci-check` (one per shard) and `scripts/ci-merge`, with the built `widget-render` — and
/// what they promise: a merged sharded run equals the unsharded one, the JUnit file reads, exit
/// statuses tell differences from failures to run, accepting records exactly what was ticked, and
/// re-recording an unchanged suite writes no file.
final class CISequenceTests: XCTestCase {
    var binary: URL { BuiltCommand.widgetRender }

    func run(_ executable: String, _ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws -> BuiltCommand.Run {
        var environment = extra
        environment["WIDGET_RENDER"] = environment["WIDGET_RENDER"] ?? binary.path
        environment["CI"] = environment["CI"] ?? "true"
        return try BuiltCommand.run(executable, arguments, in: folder, environment: environment)
    }

    func script(_ name: String) -> String { packageRoot.appendingPathComponent("scripts/\(name)").path }

    /// A copy of the showcase goldens with two swapped (two failures) and one removed (missing).
    func showcaseGoldensWithChanges(in folder: URL) throws -> [String] {
        let golden = folder.appendingPathComponent("Golden/Showcase")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Golden/Showcase"), to: golden)
        let a = golden.appendingPathComponent("caffeine-tracker/iphone-11/systemMedium__ios.clear.png")
        let b = golden.appendingPathComponent("caffeine-tracker/iphone-11/systemMedium__ios.dark.png")
        let aBytes = try Data(contentsOf: a)
        try Data(contentsOf: b).write(to: a)
        try aBytes.write(to: b)
        try FileManager.default.removeItem(at: golden.appendingPathComponent("emoji-rangers/watch-45mm/accessoryInline__watchos.fullColor.png"))
        return ["Showcase/caffeine-tracker/iphone-11/systemMedium__ios.clear", "Showcase/caffeine-tracker/iphone-11/systemMedium__ios.dark",
                "Showcase/emoji-rangers/watch-45mm/accessoryInline__watchos.fullColor"]
    }

    func testShardedShowcaseCheckMergesIntoTheUnshardedResult() throws {
        let folder = try temporaryFolder("ci-sequence")
        defer { try? FileManager.default.removeItem(at: folder) }
        let changed = try showcaseGoldensWithChanges(in: folder)
        let check = ["--golden", "Golden", "--suite", "Showcase"]

        // The template's sequence: one ci-check per shard (differences do not fail a shard), then ci-merge.
        for shard in 1...2 {
            let result = try run(script("ci-check"), ["report/shard-\(shard)", "\(shard)/2"] + check, in: folder)
            XCTAssertEqual(result.status, 0, result.err)
            let status = try String(contentsOf: folder.appendingPathComponent("report/shard-\(shard)/check-status"), encoding: .utf8)
            XCTAssertTrue(status == "0\n" || status == "1\n", status)
            // CI=true: plain progress lines, no redrawn bar.
            XCTAssertTrue(result.err.contains("] Showcase/") && !result.err.contains("\r"), result.err)
        }
        let merged = try run(script("ci-merge"), ["report/merged", "report/shard-1", "report/shard-2"], in: folder)
        XCTAssertEqual(merged.status, 1, "differences found: \(merged.err)")
        XCTAssertTrue(merged.out.contains("merged 2 reports: checked 75 snapshots: 72 matched, 1 missing, 2 failed"), merged.out)
        XCTAssertTrue(merged.out.contains("check-junit: 75 tests, 3 failures in 1 suite(s)"), merged.out)

        // The unsharded run, directly.
        let whole = try run(binary.path, ["check", "--record", "never", "--report", "report/whole", "--quiet"] + check, in: folder)
        XCTAssertEqual(whole.status, 1, whole.err)
        XCTAssertEqual(whole.out, "checked 75 snapshots: 72 matched, 1 missing, 2 failed\n")

        // Same JSON apart from the timing, same JUnit apart from time attributes, same pass/fail.
        func json(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("report/\(name)/results.json"), encoding: .utf8)
                .split(separator: "\n").filter { !$0.contains("\"seconds\" :") }.joined(separator: "\n")
        }
        XCTAssertEqual(try json("merged"), try json("whole"))
        func junit(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("report/\(name)/junit.xml"), encoding: .utf8)
                .replacingOccurrences(of: #" time="[0-9.]*""#, with: "", options: .regularExpression)
        }
        XCTAssertEqual(try junit("merged"), try junit("whole"))
        let run = try ReviewRun.read(from: folder.appendingPathComponent("report/merged/results.json"))
        XCTAssertEqual(run.results.filter(\.isFailure).map(\.id), changed)
        XCTAssertNil(run.shard)

        // Every image the merged report names is there; the page is small and inlines none.
        let report = folder.appendingPathComponent("report/merged")
        for entry in run.results {
            for path in [entry.expected, entry.actual, entry.diff, entry.thumbnail].compactMap({ $0 }) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), path)
            }
        }
        let page = try Data(contentsOf: report.appendingPathComponent("index.html")) + Data(contentsOf: report.appendingPathComponent("report-data.js"))
        XCTAssertLessThan(page.count, 2_000_000, "the showcase report's HTML and JS stay under 2 MB")
        XCTAssertFalse(String(decoding: page, as: UTF8.self).contains("data:image"), "no inlined images")

        // A missing shard or a shard given twice is an error (status 2), not a smaller report.
        let incomplete = try self.run(binary.path, ["report", "merge", "report/shard-1", "--out", "report/x"], in: folder)
        XCTAssertEqual(incomplete.status, 2)
        XCTAssertEqual(incomplete.err, "widget-render: report merge: incomplete, shard 2/2 missing\n")
        let twice = try self.run(binary.path, ["report", "merge", "report/shard-1", "report/shard-1", "--out", "report/x"], in: folder)
        XCTAssertEqual(twice.status, 2)

        if let keep = ProcessInfo.processInfo.environment["WIDGET_RENDER_SHOWCASE_REPORT_OUT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: report, to: URL(fileURLWithPath: keep))
        }
    }

    /// Exit statuses: 0 nothing to review, 1 differences, 2 could not run; `--json`/`--junit` files.
    /// Accepting with the report's command (`--record failed --only-from FILE`) rewrites exactly the
    /// named goldens.
    func testExitStatusesAndAcceptingExactlyTheTickedGoldens() throws {
        let folder = try temporaryFolder("ci-accept")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = packageRoot.appendingPathComponent("Examples/calendar-circle.yaml").path
        let check = ["check", spec, "--golden", "Golden", "--device", "watch-45mm"]

        let cannot = try run(binary.path, ["check", "missing.yaml", "--golden", "Golden"], in: folder)
        XCTAssertEqual(cannot.status, 2)
        XCTAssertEqual(cannot.err.split(separator: "\n").count, 1, cannot.err)

        let recorded = try run(binary.path, check + ["--record", "missing", "--quiet"], in: folder)
        XCTAssertEqual(recorded.status, 0, recorded.err)
        XCTAssertEqual(recorded.out, "checked 2 snapshots: 2 recorded\n")
        XCTAssertEqual(recorded.err, "", "--quiet: no progress either")

        let names = ["specs/calendar-circle/watch-45mm/accessoryCircular__watchos.accented-orange",
                     "specs/calendar-circle/watch-45mm/accessoryCircular__watchos.fullColor"]
        let urls = names.map { folder.appendingPathComponent("Golden/" + $0 + ".png") }
        let first = try Data(contentsOf: urls[0])
        try Data(contentsOf: urls[1]).write(to: urls[0])
        try first.write(to: urls[1])
        let failing = try run(binary.path, check + ["--json", "out/results.json", "--junit", "out/junit.xml"], in: folder)
        XCTAssertEqual(failing.status, 1)
        let summary = try ReviewRun.read(from: folder.appendingPathComponent("out/results.json"))
        XCTAssertEqual(summary.results.map(\.status), ["failed", "failed"])
        XCTAssertEqual(summary.acceptCommand, "widget-render check \(spec) --golden Golden --device watch-45mm")
        XCTAssertTrue(summary.results[0].actual?.hasPrefix("/") == true, "without --report, artifact paths are absolute")
        let junit = try run(script("check-junit"), ["out/junit.xml"], in: folder)
        XCTAssertEqual(junit.out, "check-junit: 2 tests, 2 failures in 1 suite(s)\n", junit.err)

        // Tick one: the accept command of the report with more than 20 names reads them from a file.
        try Data("# ticked in the report\n\(names[1])\n".utf8).write(to: folder.appendingPathComponent("accepted.txt"))
        let accepted = try run(binary.path, check + ["--record", "failed", "--only-from", "accepted.txt"], in: folder)
        XCTAssertEqual(accepted.status, 0, accepted.err)
        XCTAssertTrue(accepted.out.contains("checked 1 snapshots: 1 rerecorded; kept 0 goldens whose pixels did not change, wrote 1"), accepted.out)
        let after = try run(binary.path, check + ["--record", "never", "--verbose"], in: folder)
        XCTAssertEqual(after.status, 1)
        XCTAssertTrue(after.out.contains("checked 2 snapshots: 1 matched, 1 failed"), after.out)
        XCTAssertTrue(after.out.contains("\(names[1]): matches"), "--verbose lists matched goldens: \(after.out)")

        // A pattern that selects nothing is a warning, summarised at the end.
        let unknown = try run(binary.path, check + ["--record", "never", "--only", "specs/nothing", "--quiet"], in: folder)
        XCTAssertEqual(unknown.status, 0)
        XCTAssertTrue(unknown.err.hasSuffix("1 warning:\n  warning: --only specs/nothing selects no snapshot\n"), unknown.err)
    }

    /// Re-recording an unchanged suite (mode `all`, the whole showcase) writes no file: each
    /// golden's decoded pixels equal the render, so every file keeps its bytes and date.
    func testReRecordingAnUnchangedSuiteRewritesNothing() throws {
        let folder = try temporaryFolder("ci-rerecord")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Golden/Showcase"), to: golden.appendingPathComponent("Showcase"))
        func state() throws -> [String: (Data, Date?)] {
            var files: [String: (Data, Date?)] = [:]
            for (path, data) in try filesByPath(in: golden) {
                let date = try FileManager.default.attributesOfItem(atPath: golden.appendingPathComponent(path).path)[.modificationDate] as? Date
                files[path] = (data, date)
            }
            return files
        }
        let before = try state()
        XCTAssertEqual(before.count, 75)
        Thread.sleep(forTimeInterval: 0.01)
        let jobs = try RenderMatrix().jobs(for: try RenderSubject.showcase(devices: []))
        let results = try GoldenChecker(suite: "Showcase", goldenRoot: golden, recordMode: .all, only: [], artifacts: nil).check(jobs)
        XCTAssertEqual(results.filter { $0.status != .matched }.map(\.message), [])
        XCTAssertEqual(CheckCommand.recordingNote(results, mode: .all), "; kept 75 goldens whose pixels did not change, wrote 0")
        let after = try state()
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        for (path, (data, date)) in before {
            XCTAssertEqual(after[path]?.0, data, path)
            XCTAssertEqual(after[path]?.1, date, "\(path) was rewritten")
        }
    }

    /// docs/ci.md's GitHub Actions and GitLab CI templates call only scripts that exist and that
    /// this suite runs (ci-check with a report folder and a shard, ci-merge with an output folder and
    /// the shard folders), and parse as YAML where Python has PyYAML.
    func testTemplatesCallTheTestedScripts() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertEqual(blocks.count, 2, "a GitHub Actions and a GitLab CI example")
        for block in blocks {
            // GitHub's `${{ matrix.shard }}` and GitLab's `$CI_NODE_INDEX` both stand for the shard number.
            let calls = block.replacingOccurrences(of: "${{ matrix.shard }}", with: "$SHARD").split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "scripts/") else { return nil }
                return String(line[range.lowerBound...])
            }
            XCTAssertEqual(calls.map { String($0.prefix { $0 != " " }) }, ["scripts/bootstrap", "scripts/bootstrap", "scripts/ci-check",
                                                                         "scripts/bootstrap", "scripts/ci-merge"])
            for call in calls {
                let path = String(call.prefix { $0 != " " })
                XCTAssertTrue(FileManager.default.isExecutableFile(atPath: packageRoot.appendingPathComponent(path).path), path)
            }
            let check = try XCTUnwrap(calls.first { $0.hasPrefix("scripts/ci-check ") }).split(separator: " ")
            XCTAssertTrue(check[1].hasPrefix("report/shard-") && check[2].contains("/"), "ci-check REPORT_DIR i/n: \(check)")
            XCTAssertEqual(Array(check[3...]), ["--golden", "Golden", "--suite", "Showcase"])
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("ci-template-\(UUID().uuidString).yml")
            try Data(block.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let parsed = try run("/usr/bin/env", ["python3", "-c", """
                try:
                    y = __import__("yaml")
                except ImportError:
                    y = None
                if y is None:
                    print("no yaml")
                else:
                    y.safe_load(open(__import__("sys").argv[1]))
                    print("parsed")
                """, file.path], in: packageRoot)
            XCTAssertEqual(parsed.status, 0, parsed.err)
            XCTAssertTrue(parsed.out == "parsed\n" || parsed.out == "no yaml\n", parsed.out)
        }
    }
}
