import Foundation

/// Writes the review report of golden check results into a folder:
///
///     index.html       the page (style and script inline, a few kilobytes whatever the run's size)
///     report-data.js   the run as data for the page (`window.widgetReportData = {…}`)
///     results.json     the same run as the JSON summary (docs/ci.md)
///     junit.xml        the JUnit file
///     thumbs/…         a small copy of each actual image, for the list
///     images/…         expected, actual and diff images that lived outside the folder
///
/// Images are files referenced by relative paths, never inlined, and load lazily: the list loads
/// thumbnails as rows scroll into view, the full images only for the change on display. No
/// external requests. The page lists every snapshot, filters by widget, device, family, theme and
/// status, sorts by name or by size of change, moves with the keyboard, shows expected and actual
/// under a slider and a toggle with the diff beside them, and builds the one command that accepts
/// exactly the changes ticked (see `ReviewReportPage`).
public enum ReviewReport {
    /// Writes the report into `directory`; returns the URL of its `index.html`.
    ///
    /// - Parameter acceptCommand: the check command as the user runs it (for example
    ///   `widget-render check --golden Golden --suite Showcase`); the report appends `--record failed`
    ///   and `--only NAME` to it.
    @discardableResult
    public static func write(_ results: [SnapshotResult], title: String, acceptCommand: String, to directory: URL) throws -> URL {
        let run = try makeRun(results, title: title, acceptCommand: acceptCommand, reportDirectory: directory)
        return try write(run, to: directory)
    }

    /// The run as data. With a report folder, artifacts outside it are copied into `images/`,
    /// thumbnails are written into `thumbs/`, and every path is relative to the folder; without one,
    /// artifact paths are absolute. Golden paths are relative to `base` (the working directory)
    /// when inside it, so that runs in different checkouts agree.
    package static func makeRun(_ results: [SnapshotResult], title: String, acceptCommand: String, shard: String? = nil,
                                seconds: Double? = nil, reportDirectory: URL?,
                                base: String = FileManager.default.currentDirectoryPath) throws -> ReviewRun {
        let folder = reportDirectory?.standardizedFileURL
        var entries: [ReviewEntry] = []
        for result in results {
            let flat = result.id.description.replacingOccurrences(of: "/", with: "__")
            var failure: Error?
            var entry = ReviewEntry(result, golden: relative(result.goldenURL.standardizedFileURL.path, to: base)) { url in
                let path = url.standardizedFileURL.path
                guard let folder else { return path }
                if path.hasPrefix(folder.path + "/") { return String(path.dropFirst(folder.path.count + 1)) }
                let kind = url.deletingPathExtension().pathExtension
                let name = "images/\(flat).\(kind).png"
                do {
                    let target = folder.appendingPathComponent(name)
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try? FileManager.default.removeItem(at: target)
                    try FileManager.default.copyItem(at: url, to: target)
                } catch { failure = error }
                return name
            }
            if let failure { throw SnapshotError.cannotWrite(path: folder?.path ?? "", problem: "\(failure)") }
            if let folder, let actual = entry.actual {
                let name = "thumbs/\(flat).png"
                do {
                    try ReviewThumbnail.write(from: folder.appendingPathComponent(actual), to: folder.appendingPathComponent(name))
                } catch {
                    throw SnapshotError.cannotWrite(path: folder.appendingPathComponent(name).path, problem: "\(error)")
                }
                entry.thumbnail = name
            }
            entries.append(entry)
        }
        return ReviewRun(title: title, acceptCommand: acceptCommand, shard: shard, seconds: seconds, results: entries)
    }

    /// Writes the page, its data, `results.json` and `junit.xml`; the images must be in place.
    /// - Parameter writing: writes one file whole; the CLI passes its safe writer, which never
    ///   replaces a symlink or a device in the folder (it may be a shard's folder, written by anyone).
    @discardableResult
    package static func write(_ run: ReviewRun, to directory: URL,
                              writing: (Data, URL) throws -> Void = { try $0.write(to: $1, options: .atomic) }) throws -> URL {
        let index = directory.appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let json = try run.json()
            try writing(json, directory.appendingPathComponent("results.json"))
            try writing(Data(ReviewJUnit.xml(run).utf8), directory.appendingPathComponent("junit.xml"))
            var script = Data("window.widgetReportData = ".utf8)
            script.append(try ReviewReportPage.pageData(run))
            script.append(Data(";\n".utf8))
            try writing(script, directory.appendingPathComponent("report-data.js"))
            try writing(Data(ReviewReportPage.html(run).utf8), index)
        } catch {
            throw SnapshotError.cannotWrite(path: directory.path, problem: "\(error)")
        }
        return index
    }

    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension GoldenCheckRun {
    /// `ReviewReport.write` for this run.
    @discardableResult
    public func writeReport(to directory: URL, acceptCommand: String) throws -> URL {
        try ReviewReport.write(results, title: "Golden check: \(suite)", acceptCommand: acceptCommand, to: directory)
    }
}
