import Foundation

/// The verdict of checking one rendered widget against its golden.
public struct SnapshotResult: Sendable {
    public enum Status: String, Sendable, CaseIterable {
        /// The golden matched; nothing written. In modes `failed` and `all` this also means "kept":
        /// a golden whose decoded pixels equal the render is never rewritten.
        case matched
        /// No golden, and the record mode forbids writing one: a failure.
        case missing
        /// The golden differs and was left alone: a failure.
        case failed
        /// A golden was written where there was none, or rewritten in mode `all` because its pixels
        /// changed within the comparison's tolerance.
        case recorded
        /// A differing golden was overwritten (mode `failed` or `all`); the artifacts show the change.
        case rerecorded
    }

    public let id: SnapshotID
    public let status: Status
    public let goldenURL: URL
    /// The pixel comparison; nil when there was no golden to compare with.
    public let outcome: ComparisonOutcome?
    /// Why it differs, read from the golden's text chunks; nil unless the pixels differ.
    public let cause: ChangeCause?
    /// Expected, actual, diff and strip; written whenever the pixels differ.
    public let artifacts: SnapshotArtifacts?

    /// A golden is missing or differs and was left so: the check failed.
    public var isFailure: Bool { status == .missing || status == .failed }

    /// Whether a test should fail: a failure, or any write. Like swift-snapshot-testing, a test that
    /// recorded fails, so the new image is looked at and the test re-run before it counts as passing.
    public var needsAttention: Bool { status != .matched }

    /// A few lines for a test failure or the command line: what, how much, why, where the files are.
    public var message: String {
        var lines: [String] = []
        switch status {
        case .matched: lines.append("\(id): matches \(goldenURL.path)")
        case .missing:
            lines.append("\(id): no golden at \(goldenURL.path), and record mode \"never\" writes none "
                         + "(run with \(RecordMode.environmentVariable)=missing to record it)")
        case .recorded: lines.append("\(id): recorded \(goldenURL.path); check the image and re-run")
        case .failed: lines.append("\(id): differs from \(goldenURL.path)")
        case .rerecorded: lines.append("\(id): differed, re-recorded \(goldenURL.path); check the image and re-run")
        }
        if let outcome, status == .failed || status == .rerecorded { lines.append("  " + outcome.summary) }
        if let cause { lines.append("  " + cause.advice) }
        if let artifacts {
            lines.append("  artifacts: \(artifacts.diff.path) (diff), \(artifacts.strip.path) (expected | actual | diff)")
        }
        if status == .failed {
            lines.append("  accept: \(RecordMode.environmentVariable)=failed, or widget-render check … --record failed --only \(id)")
        }
        return lines.joined(separator: "\n")
    }
}
