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
            // The pages through the safe writer too: `--out` may be a shard's folder, holding links.
            let page = try ReviewReport.write(run, to: URL(fileURLWithPath: out), writing: writeAtomically)
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
///
/// Every file a shard holds was possibly written by anyone (a pull request's CI job), so each one —
/// results.json and every image it names — is read through one check (`source`): inside the
/// shard's folder once symlinks are resolved, a regular file, within a size limit.
enum ReportMerger {
    /// The largest results.json read (a run of 50,000 snapshots is about 25 MB).
    static let maximumResultsBytes = 64 << 20

    static func merge(_ folders: [URL], into out: URL) throws -> ReviewRun {
        guard !folders.isEmpty else { throw CLIError("report merge: no report folders given") }
        let runs = try folders.map { folder in
            try ReviewRun.read(from: try source("results.json", in: folder, limit: maximumResultsBytes, namedBy: "report merge"))
        }
        let first = runs[0]
        for (folder, run) in zip(folders, runs) where run.title != first.title || run.acceptCommand != first.acceptCommand {
            throw CLIError("\(folder.path): from another check (\(RenderLimits.excerpt(run.acceptCommand))) than \(folders[0].path) "
                           + "(\(RenderLimits.excerpt(first.acceptCommand)))")
        }
        try checkShards(runs.map(\.shard), folders: folders)
        var seen: [String: URL] = [:]
        var copied: [String: String] = [:]
        var entries: [ReviewEntry] = []
        for (folder, run) in zip(folders, runs) {
            for entry in run.results {
                if let other = seen.updateValue(folder, forKey: entry.id) {
                    throw CLIError("\(RenderLimits.excerpt(entry.id)) is in both \(other.path) and \(folder.path): the shards overlap")
                }
                for path in [entry.expected, entry.actual, entry.diff, entry.thumbnail].compactMap({ $0 }) {
                    try copy(path, from: folder, into: out, copied: &copied)
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
            do { return try Shard(parsing: shard) } catch { throw CLIError("\(folder.path): bad shard \"\(RenderLimits.excerpt(shard))\"") }
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
        // Each index is in 1...count and given once, so all are there exactly when there are count of
        // them. The missing ones are listed from the smallest, a few at most: a results.json claiming
        // shard 1 of 9223372036854775807 once made this walk every number up to it.
        guard indices.count != count else { return }
        let missingCount = count - indices.count
        var missing: [String] = []
        var index = 1
        while missing.count < 5, index <= count {
            if !indices.contains(index) { missing.append("\(index)/\(count)") }
            index += 1
        }
        throw CLIError("report merge: incomplete, shard\(missingCount == 1 ? "" : "s") " + missing.joined(separator: ", ")
                       + (missingCount > missing.count ? " and \(missingCount - missing.count) more" : "") + " missing")
    }

    /// The largest image a report may carry (a diff strip of a large widget is a few MB).
    static let maximumImageBytes = 64 << 20

    /// The real path of `relative` inside the shard `folder`, checked before anything is read: a
    /// plain relative path (no `..`, not absolute, no empty or `.` part), whose real path lies
    /// inside the folder, of a regular file (a FIFO would block, a device never end) of at most
    /// `limit` bytes. `namedBy`: where the name came from, for the error.
    static func source(_ relative: String, in folder: URL, limit: Int, namedBy: String) throws -> URL {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        // A NUL would end the path early for the system calls below: checked one file, read another.
        guard !relative.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }), !relative.contains("\0") else {
            throw CLIError("\(namedBy): image \"\(RenderLimits.excerpt(relative))\" is not a path inside the report folder")
        }
        let source = try ReadAccess(roots: [folder]).check(folder.appendingPathComponent(relative), what: "report file")
        let attributes = try? FileManager.default.attributesOfItem(atPath: source.path)
        guard attributes != nil else { throw CLIError("\(source.path): no such file (named by \(namedBy))") }
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw CLIError("\(source.path): not a regular file (named by \(namedBy))")
        }
        guard ((attributes?[.size] as? NSNumber)?.intValue ?? 0) <= limit else {
            throw CLIError("\(source.path): larger than \(limit) bytes (named by \(namedBy))")
        }
        return source
    }

    /// Copies the image `relative` (as a shard's results.json names it) from `folder` to the same
    /// place below `out`: never a read outside the shard folders (`source`), never a write outside
    /// `out` (its folder is checked before it is made, and the file goes through the CLI's one safe
    /// writer), never a file removed. `copied` (target path → real source path) refuses a second,
    /// different image under a name already written: it would replace the first, and when merging
    /// into a shard's own folder, lose that shard's file.
    static func copy(_ relative: String, from folder: URL, into out: URL, copied: inout [String: String]) throws {
        let results = folder.appendingPathComponent("results.json").path
        let source = try source(relative, in: folder, limit: maximumImageBytes, namedBy: results)
        let target = out.appendingPathComponent(relative)
        if let earlier = copied.updateValue(source.path, forKey: target.path), earlier != source.path {
            throw CLIError("\(target.path): named by two shards (\(earlier) and \(source.path))")
        }
        guard ReadAccess.realPath(source.path) != ReadAccess.realPath(target.path) else { return }  // merging into this shard's folder
        // Checked before the folders are made: a folder of `out` that is a symlink would carry
        // mkdir, and then the write, elsewhere. (`realPath` resolves the part that exists.)
        guard ReadAccess(roots: [out]).contains(ReadAccess.realPath(target.deletingLastPathComponent().path)) else {
            throw CLIError("\(target.path): outside \(out.path) (a folder on the way is a symbolic link)")
        }
        try makeFolders(target.deletingLastPathComponent())
        let data: Data
        do { data = try Data(contentsOf: source) } catch {
            throw CLIError("\(source.path): cannot read (\(error.localizedDescription))")
        }
        try writeAtomically(data, to: target)
    }
}
