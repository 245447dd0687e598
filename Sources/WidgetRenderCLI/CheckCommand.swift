import ArgumentParser
import Foundation
import WidgetRender
import WidgetSnapshot

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare spec renders with golden PNGs: GOLDEN/<suite>/<widget>/<device>/<family>__<theme>.png.",
        discussion: "Record mode (default: WIDGET_RENDER_RECORD, else never on CI and missing elsewhere): never writes "
            + "nothing, missing records absent goldens, failed also rewrites differing ones, all rewrites every golden "
            + "whose pixels changed. A golden whose decoded pixels equal the render is never rewritten. "
            + "Exit status: 0 every golden matched (or was recorded), 1 differences found (a golden missing or "
            + "differing and not recorded), 2 could not run (bad input, unreadable golden, render or write error), "
            + "64 bad command line. See docs/ci.md."
    )

    @Argument(help: "Spec files (.yaml, .yml or .json); none checks the bundled showcase, as `swift test` does.")
    var specs: [String] = []

    @Option(help: "The folder of golden PNGs.")
    var golden: String

    @Option(help: "never, missing, failed or all.")
    var record: String?

    @Option(help: "Write the review report (index.html, results.json, junit.xml, images) into this folder.")
    var report: String?

    @Option(help: "Write the JUnit XML file here (one test case per golden).")
    var junit: String?

    @Option(help: "Write the JSON summary here (status, mismatched pixels, percentage, regions, paths per golden).")
    var json: String?

    @Option(help: "The suite name: the first folder level below --golden.")
    var suite: String = "specs"

    @Option(help: "Check only these snapshots: a full name, a prefix ending at '/', or a pattern with '*' (repeatable).")
    var only: [String] = []

    @Option(help: "Check only the snapshots named in this file, one name or pattern a line (as the report's accept command writes).")
    var onlyFrom: String?

    @Option(help: "Check only part i of n of the sorted matrix, e.g. 2/4; merge the reports with `widget-render report merge`.")
    var shard: String?

    @Flag(name: .shortAndLong, help: "Print only the summary, warnings and errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print every matched golden and the timings.")
    var verbose = false

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var strictness: StrictOption
    @OptionGroup var safety: SafetyOptions

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose exclude each other") }
    }

    func run() throws {
        let log = CheckLog(quiet: quiet, verbose: verbose)
        let failures: Int
        do {
            failures = try check(log: log)
        } catch {
            log.finish()
            log.error(String(describing: error))
            throw ExitCode(CheckLog.couldNotRun)
        }
        log.finish()
        if failures > 0 { throw ExitCode(CheckLog.differencesFound) }
    }

    /// Runs the check and writes its outputs; returns the number of failures.
    private func check(log: CheckLog) throws -> Int {
        let start = Date()
        let explicitMode = try record.map { name -> RecordMode in
            guard let mode = RecordMode(rawValue: name) else {
                throw CLIError("unknown record mode '\(name)'; valid modes: " + RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        let mode = try RecordMode.resolve(explicitMode, environment: ProcessInfo.processInfo.environment)
        let patterns = only + (try onlyFrom.map(Self.readNames) ?? [])
        let shard = try self.shard.map(Shard.init(parsing:))
        let subjects = specs.isEmpty ? try RenderSubject.showcase(devices: [], run: strictness.run)
            : try RenderSubject.load(specPaths: specs, limits: safety.limits, readRoots: safety.readRoots, run: strictness.run)
        var jobs = try matrix.matrix().jobs(for: subjects)
        if let shard { jobs = shard.select(jobs) }
        if !patterns.isEmpty {
            let names = jobs.map { GoldenChecker.name(of: $0, suite: suite) }
            for pattern in patterns where !names.contains(where: { Self.matches($0, pattern) }) {
                log.warn("--only \(pattern) selects no snapshot\(shard.map { " of shard \($0)" } ?? "")")
            }
            jobs = jobs.filter { job in patterns.contains { Self.matches(GoldenChecker.name(of: job, suite: suite), $0) } }
        }

        let reportURL = report.map { URL(fileURLWithPath: $0) }
        let progress = ProgressReporter(total: jobs.count, quiet: quiet)
        let results = try GoldenChecker(suite: suite, goldenRoot: URL(fileURLWithPath: golden), recordMode: mode, only: patterns,
                                        artifacts: reportURL?.appendingPathComponent("artifacts"))
            .check(jobs, progress: progress)
        for result in results {
            if result.status != .matched { log.info(result.message) } else { log.detail(result.message) }
            if case .unexplained? = result.cause { log.warn("\(result.id): same inputs and renderer, different pixels (rendering is not deterministic)") }
        }

        let seconds = Date().timeIntervalSince(start)
        let run = try ReviewReport.makeRun(results, title: "widget-render check", acceptCommand: acceptCommand,
                                           shard: shard?.description, seconds: seconds, reportDirectory: reportURL)
        log.summary(GoldenChecker.summary(results) + Self.recordingNote(results, mode: mode))
        if let reportURL {
            let page = try ReviewReport.write(run, to: reportURL, writing: writeAtomically)
            log.info("report: \(page.path)")
        }
        if let json { try writeAtomically(try run.json(), to: URL(fileURLWithPath: json)) }
        if let junit { try writeAtomically(Data(ReviewJUnit.xml(run).utf8), to: URL(fileURLWithPath: junit)) }
        log.detail(String(format: "checked in %.2f s", seconds))
        if run.failures > 0 { log.error("\(run.failures) of \(results.count) snapshots failed") }
        return run.failures
    }

    /// The command that re-runs this check over the same matrix, for the report's accept commands:
    /// without the options that only choose outputs or a part (report, JSON, JUnit, shard, only).
    var acceptCommand: String {
        var words = ["widget-render", "check"] + specs + ["--golden", golden]
        if suite != "specs" { words += ["--suite", suite] }
        for theme in matrix.themes { words += ["--theme", theme] }
        for family in matrix.families { words += ["--family", family] }
        if let device = matrix.device { words += ["--device", device] }
        words += matrix.environmentAxes.words
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    /// A word as a POSIX shell reads it: bare when it holds only safe characters, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// "; kept 74 goldens whose pixels did not change, wrote 1" in the modes that may rewrite goldens.
    static func recordingNote(_ results: [SnapshotResult], mode: RecordMode) -> String {
        guard mode == .failed || mode == .all else { return "" }
        let kept = results.filter { $0.status == .matched }.count
        let written = results.filter { $0.status == .recorded || $0.status == .rerecorded }.count
        return "; kept \(kept) golden\(kept == 1 ? "" : "s") whose pixels did not change, wrote \(written)"
    }

    /// Names from `--only-from`: one a line; blank lines and lines starting with '#' are skipped.
    static func readNames(_ path: String) throws -> [String] {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw CLIError("\(path): cannot read the list of snapshots (\(error.localizedDescription))")
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// `SnapshotID.matches` on a name: equal, a prefix ending at '/', or a '*' pattern.
    static func matches(_ name: String, _ pattern: String) -> Bool {
        let parts = name.split(separator: "/", maxSplits: 3).map(String.init)
        guard parts.count == 4, let split = parts[3].range(of: "__"),
              let id = try? SnapshotID(suite: parts[0], widget: parts[1], device: parts[2],
                                       family: String(parts[3][..<split.lowerBound]), theme: String(parts[3][split.upperBound...]))
        else { return name == pattern }
        return id.matches(pattern)
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

    /// The snapshot name a job is checked under: `<suite>/<widget>/<device>/<family>__<theme>`.
    static func name(of job: RenderJob, suite: String) -> String {
        "\(suite)/\(job.axes.suffixing(job.subject.name))/\(job.device.id)/\(job.family.description)__\(job.theme.fileName)"
    }

    /// Results sorted by snapshot name.
    func check(_ jobs: [RenderJob], progress: ProgressReporter? = nil) throws -> [SnapshotResult] {
        var groups: [(key: String, jobs: [RenderJob])] = []
        var indexByKey: [String: Int] = [:]
        for job in jobs {
            let key = "\(job.axes.suffixing(job.subject.name))/\(job.device.id)/\(job.family.description)"
            if let index = indexByKey[key] { groups[index].jobs.append(job) } else {
                indexByKey[key] = groups.count
                groups.append((key, [job]))
            }
        }
        var results: [SnapshotResult] = []
        for group in groups {
            guard let first = group.jobs.first else { continue }
            let subject = first.subject
            let goldenSuite = GoldenSuite(
                name: suite,
                widgets: [GoldenWidget(id: first.axes.suffixing(subject.name), families: [first.family]) { [axes = first.axes] in
                    subject.view($0, axes)
                }],
                devices: [first.device], themes: group.jobs.map(\.theme))
            let renderer = SnapshotRenderer.standard(subject.renderer, environment: subject.environment())
            let run = try checkGoldens(goldenSuite, goldenRoot: goldenRoot, renderer: renderer, recordMode: recordMode,
                                       only: only, artifactsDirectory: artifacts)
            results += run.results
            for result in run.results { progress?.finished(result.id.description) }
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
