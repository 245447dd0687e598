import Foundation
import WidgetPNG

/// Checks one rendered widget against its golden, records per the mode, writes artifacts on a difference.
public struct SnapshotCheck: Sendable {
    public var goldenRoot: URL
    public var comparison: ImageComparison
    public var recordMode: RecordMode
    public var artifactsDirectory: URL

    public init(goldenRoot: URL, comparison: ImageComparison = .exact, recordMode: RecordMode, artifactsDirectory: URL) {
        self.goldenRoot = goldenRoot; self.comparison = comparison
        self.recordMode = recordMode; self.artifactsDirectory = artifactsDirectory
    }

    /// Reads `WIDGET_RENDER_RECORD`, `CI` and `WIDGET_RENDER_ARTIFACTS` from `environment` for what is not given.
    public static func resolving(goldenRoot: URL, comparison: ImageComparison = .exact, recordMode: RecordMode? = nil,
                                 artifactsDirectory: URL? = nil,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SnapshotCheck {
        SnapshotCheck(goldenRoot: goldenRoot, comparison: comparison,
                      recordMode: try RecordMode.resolve(recordMode, environment: environment),
                      artifactsDirectory: artifactsDirectory ?? SnapshotArtifacts.defaultDirectory(environment: environment))
    }

    public func check(_ rendered: RenderedSnapshot, id: SnapshotID) throws -> SnapshotResult {
        let url = id.goldenURL(in: goldenRoot)
        guard let golden = try GoldenFile.read(url) else {
            guard recordMode.records(goldenExists: false, passed: false) else {
                return SnapshotResult(id: id, status: .missing, goldenURL: url, outcome: nil, cause: nil, artifacts: nil)
            }
            try GoldenFile.write(rendered, to: url)
            return SnapshotResult(id: id, status: .recorded, goldenURL: url, outcome: nil, cause: nil, artifacts: nil)
        }

        let outcome = comparison.compare(expected: golden.pixmap, actual: rendered.pixmap)
        var cause: ChangeCause? = nil
        var artifacts: SnapshotArtifacts? = nil
        // A golden drawn with other fonts or symbols is never compared, not even when the pixels
        // agree (a widget without text): the verdict would say nothing about what it claims.
        if let drawnDifferently = ChangeCause.drawnDifferently(golden: golden, rendered: rendered) {
            cause = drawnDifferently
            if recordMode.records(goldenExists: true, passed: false) {
                try GoldenFile.write(rendered, to: url)
                return SnapshotResult(id: id, status: .rerecorded, goldenURL: url, outcome: outcome, cause: cause, artifacts: nil)
            }
            return SnapshotResult(id: id, status: .failed, goldenURL: url, outcome: outcome, cause: cause, artifacts: nil)
        }
        if outcome.differingPixelCount > 0 || outcome.sizeMismatch != nil {
            cause = ChangeCause.diagnose(golden: golden, inputsHash: rendered.inputsHash, software: PNGEncoder.software)
            artifacts = try SnapshotArtifacts.write(id: id, directory: artifactsDirectory, expected: golden.pixmap,
                                                    actual: rendered.pixmap, outcome: outcome, style: comparison.metric.diffStyle)
        }
        let status: SnapshotResult.Status
        // A golden is rewritten only when its decoded pixels change: re-recording an unchanged
        // suite writes no file, so the repository shows no churn (issue 15). A kept golden keeps
        // its old text chunks too; they are only read to explain a later difference.
        if recordMode.records(goldenExists: true, passed: outcome.passed), golden.pixmap != rendered.pixmap {
            try GoldenFile.write(rendered, to: url)
            status = outcome.passed ? .recorded : .rerecorded
        } else {
            status = outcome.passed ? .matched : .failed
        }
        return SnapshotResult(id: id, status: status, goldenURL: url, outcome: outcome, cause: cause, artifacts: artifacts)
    }
}
