import ArgumentParser
import Foundation
import WidgetRender
import WidgetSnapshot

/// `widget-render report merge`: one report from the report folders of a sharded check.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Work with review reports of `check`.", subcommands: [ReportMergeCommand.self])
}

struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report folders of a sharded check (`check --shard i/n --report DIR`) into one report.",
        discussion: "Reads DIR/results.json of each folder, checks that the shards come from one check and that none "
            + "is missing or repeated, copies their images and writes OUT/index.html, OUT/results.json and "
            + "OUT/junit.xml: the files an unsharded run writes (apart from timings). Exit status as `check`: "
            + "0 nothing to review, 1 differences found, 2 could not merge."
    )

    @Argument(help: "Report folders written by `check --report` (for example dir/shard-*).")
    var reports: [String]

    @Option(help: "The merged report's folder.")
    var out: String

    @Option(help: "Also write the merged JUnit XML file here.")
    var junit: String?

    @Option(help: "Also write the merged JSON summary here.")
    var json: String?

    @Flag(name: .shortAndLong, help: "Print only the summary, warnings and errors.")
    var quiet = false

    func run() throws {
        let log = CheckLog(quiet: quiet, verbose: false)
        let run: ReviewRun
        do {
            run = try ReportMerger.merge(reports.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: out))
            let page = try ReviewReport.write(run, to: URL(fileURLWithPath: out))
            if let json { try writeAtomically(try run.json(), to: URL(fileURLWithPath: json)) }
            if let junit { try writeAtomically(Data(ReviewJUnit.xml(run).utf8), to: URL(fileURLWithPath: junit)) }
            log.summary("merged \(reports.count) report\(reports.count == 1 ? "" : "s"): checked \(run.results.count) snapshots: \(run.summary.line)")
            log.info("report: \(page.path)")
        } catch {
            log.error(String(describing: error))
            throw ExitCode(CheckLog.couldNotRun)
        }
        if run.failures > 0 {
            log.error("\(run.failures) of \(run.results.count) snapshots failed")
            throw ExitCode(CheckLog.differencesFound)
        }
    }
}

/// Combines shard runs: same check (title and accept command), shards i/n each once with one n,
/// no snapshot twice; images copied to the same relative paths below the merged folder.
enum ReportMerger {
    static func merge(_ folders: [URL], into out: URL) throws -> ReviewRun {
        guard !folders.isEmpty else { throw CLIError("report merge: no report folders given") }
        let runs = try folders.map { try ReviewRun.read(from: $0.appendingPathComponent("results.json")) }
        let first = runs[0]
        for (folder, run) in zip(folders, runs) where run.title != first.title || run.acceptCommand != first.acceptCommand {
            throw CLIError("\(folder.path): from another check (\(run.acceptCommand)) than \(folders[0].path) (\(first.acceptCommand))")
        }
        try checkShards(runs.map(\.shard), folders: folders)
        var seen: [String: URL] = [:]
        var entries: [ReviewEntry] = []
        for (folder, run) in zip(folders, runs) {
            for entry in run.results {
                if let other = seen.updateValue(folder, forKey: entry.id) {
                    throw CLIError("\(entry.id) is in both \(other.path) and \(folder.path): the shards overlap")
                }
                for path in [entry.expected, entry.actual, entry.diff, entry.thumbnail].compactMap({ $0 }) {
                    try copy(path, from: folder, into: out)
                }
                entries.append(entry)
            }
        }
        let seconds = runs.compactMap(\.seconds).reduce(0, +)
        return ReviewRun(title: first.title, acceptCommand: first.acceptCommand, shard: nil, seconds: seconds, results: entries)
    }

    /// Every folder a shard of one n, each index once, none missing; or no shards at all.
    static func checkShards(_ shards: [String?], folders: [URL]) throws {
        let parsed = try zip(shards, folders).map { shard, folder -> Shard? in
            guard let shard else { return nil }
            do { return try Shard(parsing: shard) } catch { throw CLIError("\(folder.path): bad shard \"\(shard)\"") }
        }
        let given = parsed.compactMap { $0 }
        guard !given.isEmpty else { return }
        guard given.count == parsed.count else { throw CLIError("report merge: some folders are shards and some whole runs") }
        let count = given[0].count
        guard given.allSatisfy({ $0.count == count }) else {
            throw CLIError("report merge: the shards split the matrix differently (\(given.map(\.description).joined(separator: ", ")))")
        }
        var indices = Set<Int>()
        for (shard, folder) in zip(given, folders) where !indices.insert(shard.index).inserted {
            throw CLIError("\(folder.path): shard \(shard) given twice")
        }
        let missing = (1...count).filter { !indices.contains($0) }
        guard missing.isEmpty else {
            throw CLIError("report merge: incomplete, shard\(missing.count == 1 ? "" : "s") "
                           + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " missing")
        }
    }

    /// The largest image a report may carry (a diff strip of a large widget is a few MB).
    static let maximumImageBytes = 64 << 20

    /// Copies the image `relative` (as a shard's results.json names it) from `folder` to the same
    /// place below `out`. The name comes from a file anyone could have written, so it must be a
    /// plain relative path (no `..`, not absolute), its real path must lie inside the shard folder
    /// and be a regular file, and it is written through the CLI's one safe writer, inside `out`:
    /// never a read outside the shard folders, never a write outside `out`, never a file removed.
    static func copy(_ relative: String, from folder: URL, into out: URL) throws {
        let results = folder.appendingPathComponent("results.json").path
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw CLIError("\(results): image \"\(relative)\" is not a path inside the report folder")
        }
        let source = try ReadAccess(roots: [folder]).check(folder.appendingPathComponent(relative), what: "report image")
        let attributes = try? FileManager.default.attributesOfItem(atPath: source.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw CLIError("\(source.path): not a regular file (named by \(results))")
        }
        guard ((attributes?[.size] as? NSNumber)?.intValue ?? 0) <= maximumImageBytes else {
            throw CLIError("\(source.path): larger than \(maximumImageBytes) bytes (named by \(results))")
        }
        let target = out.appendingPathComponent(relative)
        guard ReadAccess.realPath(source.path) != ReadAccess.realPath(target.path) else { return }  // merging into this shard's folder
        try makeFolders(target.deletingLastPathComponent())
        // A folder of `out` that is a symlink would carry the write elsewhere.
        guard ReadAccess(roots: [out]).contains(ReadAccess.realPath(target.deletingLastPathComponent().path)) else {
            throw CLIError("\(target.path): outside \(out.path) (a folder on the way is a symbolic link)")
        }
        let data: Data
        do { data = try Data(contentsOf: source) } catch {
            throw CLIError("\(source.path): cannot read (\(error.localizedDescription))")
        }
        try writeAtomically(data, to: target)
    }
}
