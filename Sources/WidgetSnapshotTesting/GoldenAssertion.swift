import Foundation
import WidgetSnapshot
import WidgetRender

/// What every golden assertion (`assertViewSnapshot`, the two `assertWidgetSnapshot`s,
/// `assertWidgetPreviewSnapshots`) does around its own rendering, written once: it runs on the main
/// thread, where view code must run; it names the suite after the test file and finds the package's
/// `Golden` folder; it reports each result that needs attention, and any thrown error, once at the
/// caller's line. The forms differ only in what they render.
struct GoldenAssertion {
    let reporter: SnapshotFailureReporter
    let location: SnapshotFailureReporter.Location
    let testFile: URL
    /// The given suite, else the test file's name.
    let suite: String
    /// The given root, else the `Golden` folder of the package holding the test file.
    let goldenRoot: URL
    let comparison: ImageComparison
    let record: RecordMode?
    let artifactsDirectory: URL?

    /// Runs `body` and returns its results, reporting what needs attention; a thrown error is one
    /// failure ("<what> failed: <error>") and no results.
    static func run(suite: String?, goldenRoot: URL?, comparison: ImageComparison, record: RecordMode?,
                    artifactsDirectory: URL?, reporter: SnapshotFailureReporter, what: String = "snapshot check",
                    fileID: String, filePath: StaticString, line: UInt, column: UInt,
                    _ body: (GoldenAssertion) throws -> [SnapshotResult]) -> [SnapshotResult] {
        SnapshotFailureReporter.onMainThread(reporter) { reporter in
            let testFile = URL(fileURLWithPath: "\(filePath)")
            let assertion = GoldenAssertion(
                reporter: reporter, location: .init(fileID: fileID, filePath: filePath, line: line, column: column),
                testFile: testFile, suite: suite ?? testFile.deletingPathExtension().lastPathComponent,
                goldenRoot: goldenRoot ?? TestNaming.goldenRoot(forTestFile: testFile),
                comparison: comparison, record: record, artifactsDirectory: artifactsDirectory)
            do {
                let results = try body(assertion)
                for result in results where result.needsAttention { assertion.report(result.message) }
                return results
            } catch {
                assertion.report("\(what) failed: \(error)")
                return []
            }
        }
    }

    func report(_ problem: String) {
        reporter.report(problem, location)
    }

    /// `given`, else the test function's name as a folder name.
    func name(_ given: String?, testName: String) -> String {
        given ?? TestNaming.widgetName(fromTestName: testName)
    }

    /// The check every golden of this assertion goes through.
    func snapshotCheck() throws -> SnapshotCheck {
        try SnapshotCheck.resolving(goldenRoot: goldenRoot, comparison: comparison, recordMode: record,
                                    artifactsDirectory: artifactsDirectory)
    }

    /// `goldens` rendered by `renderer` and checked.
    func check(_ goldens: GoldenSuite, renderer: SnapshotRenderer) throws -> [SnapshotResult] {
        try checkGoldens(goldens, goldenRoot: goldenRoot, renderer: renderer, recordMode: record,
                         artifactsDirectory: artifactsDirectory).results
    }
}
