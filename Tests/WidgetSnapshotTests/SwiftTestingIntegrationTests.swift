import Foundation
import Testing
import WidgetRender
import WidgetSnapshotTesting

/// `assertWidgetSnapshot` under Swift Testing: issues go to `Issue.record` with the caller's
/// source location; the results make it `#expect`-friendly.
@Suite struct SwiftTestingIntegrationTests {
    @Test func passingSnapshot() {
        let results = assertWidgetSnapshot(of: GreetingView(text: "Hello"), themes: [.iosLight, .iosDark], named: "greeting",
                                           suite: "SnapshotExamples", goldenRoot: ExampleGoldens.root)
        #expect(results.count == 2)
        #expect(results.allSatisfy { !$0.needsAttention })
    }

    /// `withKnownIssue` fails unless the body records an issue: proof that the automatic reporter
    /// reaches Swift Testing.
    @Test func failingSnapshotRecordsAnIssue() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("swift-testing-failing-example-\(getpid())")
        var results: [SnapshotResult] = []
        withKnownIssue {
            results = assertWidgetSnapshot(of: GreetingView(text: "Goodbye"), named: "greeting", suite: "SnapshotExamples",
                                           record: .never, goldenRoot: ExampleGoldens.root, artifactsDirectory: artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pixels differ") }
                && issue.sourceLocation?.fileName == "SwiftTestingIntegrationTests.swift"
        }
        #expect(results.map { $0.status } == [SnapshotResult.Status.failed])
        let files = try #require(results.first?.artifacts)
        for url in [files.expected, files.actual, files.diff, files.strip] {
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    /// ios.light shows Home Screen families only (extra large on an iPad, which iphone-11 lacks): a
    /// family that gets no snapshot at all is a failure, not a silent skip.
    @Test func aFamilyNoThemeShowsIsReported() throws {
        let capture = ExampleGoldens.Capture()
        let results = assertWidgetSnapshot(of: GreetingView(text: "Hello"), families: [.systemSmall, .accessoryCorner],
                                           named: "greeting", suite: "SnapshotExamples", record: .never,
                                           goldenRoot: ExampleGoldens.root, reporter: capture.reporter)
        #expect(results.map(\.status) == [.matched])
        #expect(capture.failures.map(\.message) == [
            "no theme shows accessoryCorner on a device of its platform (ios.light: systemSmall, systemMedium, systemLarge, systemExtraLarge)",
        ])
    }

    @Test func injectedReporterCollectsFailuresAtTheCallersLine() {
        let capture = ExampleGoldens.Capture()
        let line = #line + 1
        let results = assertWidgetSnapshot(of: GreetingView(text: "Goodbye"), named: "greeting", suite: "SnapshotExamples",
                                           record: .never, goldenRoot: ExampleGoldens.root, reporter: capture.reporter)
        #expect(results.map { $0.status } == [SnapshotResult.Status.failed])
        #expect(capture.failures.map(\.line) == [UInt(line)])
    }
}
