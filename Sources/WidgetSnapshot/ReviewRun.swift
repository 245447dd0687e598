import Foundation

/// One run of golden checks as data: what `widget-render check --json` writes, what the review
/// report (`index.html` + `report-data.js`) and the JUnit file are made from, and what
/// `widget-render report merge` reads back from each shard. Schema: docs/ci.md "JSON summary".
///
/// Paths of images are relative to the report folder when the run has one (so a report folder can
/// be moved, uploaded or merged), absolute otherwise. Nothing in it depends on the machine, the
/// shard or the time except `seconds` and `shard`, so a merged sharded run equals the unsharded one.
package struct ReviewRun: Codable, Equatable, Sendable {
    package static let currentSchema = "widget-render-check/1"

    package var schema: String
    package var title: String
    /// The check command as the user runs it, without `--record`/`--only`: accepting appends to it.
    package var acceptCommand: String
    /// "i/n" for one shard of a run; absent for a whole (or merged) run.
    package var shard: String?
    /// Wall-clock seconds of the check (summed over shards when merged): the only timing.
    package var seconds: Double?
    package var summary: ReviewCounts
    /// Sorted by `id`.
    package var results: [ReviewEntry]

    package init(title: String, acceptCommand: String, shard: String? = nil, seconds: Double? = nil, results: [ReviewEntry]) {
        schema = Self.currentSchema
        self.title = title; self.acceptCommand = acceptCommand; self.shard = shard; self.seconds = seconds
        self.results = results.sorted { $0.id < $1.id }
        summary = ReviewCounts(results)
    }

    package var failures: Int { summary.missing + summary.failed }

    /// Pretty JSON with sorted keys and unescaped slashes: stable text for diffs and tests.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    package static func read(from url: URL) throws -> ReviewRun {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReviewRunError(path: url.path, problem: "no check results here (\(error.localizedDescription))")
        }
        let run: ReviewRun
        do { run = try JSONDecoder().decode(ReviewRun.self, from: data) } catch {
            throw ReviewRunError(path: url.path, problem: "not a widget-render check summary (\(error))")
        }
        guard run.schema == currentSchema else {
            throw ReviewRunError(path: url.path, problem: "schema \(run.schema), expected \(currentSchema)")
        }
        return run
    }
}

/// Counts by status, and the total.
package struct ReviewCounts: Codable, Equatable, Sendable {
    package var total = 0, matched = 0, missing = 0, failed = 0, recorded = 0, rerecorded = 0

    package init(_ entries: [ReviewEntry]) {
        total = entries.count
        for entry in entries {
            switch SnapshotResult.Status(rawValue: entry.status) {
            case .matched: matched += 1
            case .missing: missing += 1
            case .failed: failed += 1
            case .recorded: recorded += 1
            case .rerecorded: rerecorded += 1
            case nil: break
            }
        }
    }

    /// "3 matched, 1 failed" in status order; "no snapshots" when empty.
    package var line: String {
        let parts = [(matched, "matched"), (missing, "missing"), (failed, "failed"), (recorded, "recorded"), (rerecorded, "rerecorded")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "no snapshots" : parts.joined(separator: ", ")
    }
}

/// One golden's verdict: names, status, how much changed and where, and the files to look at.
package struct ReviewEntry: Codable, Equatable, Sendable {
    package struct SizeChange: Codable, Equatable, Sendable {
        package var expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int
    }

    /// `<suite>/<widget>/<device>/<family>__<theme>`: the `--only` name.
    package var id: String
    package var suite: String, widget: String, device: String, family: String, theme: String
    /// matched, missing, failed, recorded or rerecorded (`SnapshotResult.Status`).
    package var status: String
    /// Counted differing pixels; nil when there was no golden to compare with.
    package var mismatchedPixels: Int?
    /// The compared canvas (the larger of the two sizes on each axis).
    package var width: Int?
    package var height: Int?
    /// mismatchedPixels / (width × height) × 100, rounded to 4 decimals.
    package var percentage: Double?
    package var sizeMismatch: SizeChange?
    /// Separate changed areas (`DiffRegions`), top to bottom.
    package var regions: [PixelRect]
    package var golden: String
    package var expected: String?
    package var actual: String?
    package var diff: String?
    /// A small copy of the actual image for the report's list; only in runs with a report folder.
    package var thumbnail: String?
    /// "12 pixels differ (0.1 % of 340×340), within 10×4 at (3, 5)".
    package var summary: String?
    /// Why it changed, from the golden's text chunks.
    package var cause: String?

    package var isFailure: Bool { status == SnapshotResult.Status.missing.rawValue || status == SnapshotResult.Status.failed.rawValue }

    /// - Parameter path: how a file is named in the run (relative to the report folder, or absolute).
    package init(_ result: SnapshotResult, golden: String, path: (URL) -> String) {
        let id = result.id
        self.id = id.description
        suite = id.suite; widget = id.widget; device = id.device; family = id.family; theme = id.theme
        status = result.status.rawValue
        self.golden = golden
        if let outcome = result.outcome {
            mismatchedPixels = outcome.differingPixelCount
            width = outcome.width; height = outcome.height
            percentage = (outcome.differingRatio * 100 * 10_000).rounded() / 10_000
            sizeMismatch = outcome.sizeMismatch.map {
                SizeChange(expectedWidth: $0.expected.width, expectedHeight: $0.expected.height,
                           actualWidth: $0.actual.width, actualHeight: $0.actual.height)
            }
            regions = DiffRegions.find(in: outcome)
            if outcome.differingPixelCount > 0 || outcome.sizeMismatch != nil { summary = outcome.summary }
        } else {
            regions = []
        }
        cause = result.cause?.advice
        expected = result.artifacts.map { path($0.expected) }
        actual = result.artifacts.map { path($0.actual) }
        diff = result.artifacts.map { path($0.diff) }
    }

    /// One paragraph for a JUnit failure or a log: what, how much, why, and the files.
    package var message: String {
        var lines: [String]
        switch SnapshotResult.Status(rawValue: status) {
        case .missing: lines = ["no golden at \(golden) (record it with --record missing)"]
        case .failed: lines = ["differs from \(golden)"]
        case .recorded: lines = ["recorded \(golden): check the image and re-run"]
        case .rerecorded: lines = ["differed, re-recorded \(golden): check the image and re-run"]
        default: lines = ["matches \(golden)"]
        }
        if let summary { lines.append(summary) }
        if let cause { lines.append(cause) }
        for (name, file) in [("expected", expected), ("actual", actual), ("diff", diff)] {
            if let file { lines.append("\(name): \(file)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// A check summary that cannot be read back (for `report merge`): one line naming the file.
package struct ReviewRunError: Error, CustomStringConvertible {
    package let path: String
    package let problem: String
    package init(path: String, problem: String) { self.path = path; self.problem = problem }
    package var description: String { "\(path): \(problem)" }
}
