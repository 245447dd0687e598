import ArgumentParser
import Foundation
import WidgetRender
import WidgetSnapshot

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare spec renders with golden PNGs: GOLDEN/<suite>/<widget>/<device>/<family>__<theme>.png.",
        discussion: "Record mode (default: WIDGET_RENDER_RECORD, else never on CI and missing elsewhere): never writes "
            + "nothing, missing records absent goldens, failed also rewrites differing ones, all rewrites every golden. "
            + "Exits non-zero when a golden is missing or differs and was not recorded."
    )

    @Argument(help: "Spec files (.yaml, .yml or .json); none checks the bundled showcase, as `swift test` does.")
    var specs: [String] = []

    @Option(help: "The folder of golden PNGs.")
    var golden: String

    @Option(help: "never, missing, failed or all.")
    var record: String?

    @Option(help: "Write an HTML review report (expected, actual, diff) into this folder.")
    var report: String?

    @Option(help: "The suite name: the first folder level below --golden.")
    var suite: String = "specs"

    @Option(help: "Check only these snapshots: a full name, a prefix ending at '/', or a pattern with '*' (repeatable).")
    var only: [String] = []

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var strictness: StrictOption

    func run() throws {
        try CLIError.reporting {
            let mode = try record.map { name -> RecordMode in
                guard let mode = RecordMode(rawValue: name) else {
                    throw CLIError("unknown record mode '\(name)'; valid modes: "
                                   + RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return mode
            }
            let subjects = specs.isEmpty ? try RenderSubject.showcase(devices: []) : try RenderSubject.load(specPaths: specs, run: strictness.run)
            let jobs = try matrix.matrix().jobs(for: subjects)
            let results = try GoldenChecker(suite: suite, goldenRoot: URL(fileURLWithPath: golden), recordMode: mode,
                                            only: only, artifacts: report.map { URL(fileURLWithPath: $0).appendingPathComponent("artifacts") })
                .check(jobs)
            for result in results where result.status != .matched { print(result.message) }
            print(GoldenChecker.summary(results))
            if let report {
                let accept = (["widget-render check"] + specs + ["--golden", golden]).joined(separator: " ")
                let page = try ReviewReport.write(results, title: "widget-render check", acceptCommand: accept,
                                                  to: URL(fileURLWithPath: report))
                print("report: \(page.path)")
            }
            let failures = results.filter(\.isFailure).count
            if failures > 0 { throw CLIError("\(failures) of \(results.count) snapshots failed") }
        }
    }
}

/// The matrix as golden checks: `checkGoldens` from WidgetSnapshot, with WidgetRender's theme
/// pipeline as the renderer. Jobs are grouped so that every theme of a group shows its family.
struct GoldenChecker {
    let suite: String
    let goldenRoot: URL
    let recordMode: RecordMode?
    let only: [String]
    let artifacts: URL?

    /// Results sorted by snapshot name.
    func check(_ jobs: [RenderJob]) throws -> [SnapshotResult] {
        var groups: [(key: String, jobs: [RenderJob])] = []
        for job in jobs {
            let key = "\(job.subject.name)/\(job.device.id)/\(job.family.rawValue)"
            if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].jobs.append(job) } else { groups.append((key, [job])) }
        }
        var results: [SnapshotResult] = []
        for group in groups {
            guard let first = group.jobs.first else { continue }
            let subject = first.subject
            let goldenSuite = GoldenSuite(
                name: suite,
                widgets: [GoldenWidget(id: subject.name, families: [first.family]) { subject.makeView($0) }],
                devices: [first.device], themes: group.jobs.map(\.theme))
            let renderer = SnapshotRenderer.standard(subject.renderer, environment: subject.environment())
            let run = try checkGoldens(goldenSuite, goldenRoot: goldenRoot, renderer: renderer, recordMode: recordMode,
                                       only: only, artifactsDirectory: artifacts)
            results += run.results
        }
        return results.sorted { $0.id < $1.id }
    }

    /// "3 matched, 1 failed" in status order.
    static func summary(_ results: [SnapshotResult]) -> String {
        let counts = SnapshotResult.Status.allCases.compactMap { status -> String? in
            let count = results.filter { $0.status == status }.count
            return count > 0 ? "\(count) \(status.rawValue)" : nil
        }
        return "checked \(results.count) snapshots: " + (counts.isEmpty ? "none selected" : counts.joined(separator: ", "))
    }
}
