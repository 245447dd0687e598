import Foundation

// The command line measured as users run it: the `widget-render` binary built beside this one
// (`swift build -c release --product widget-render` first), rendering the showcase specs in
// Examples/ and a generated spec of 1,000 and 10,000 renders. Each run reports its own throughput
// and peak memory (`render --stats`: VmHWM from /proc/self/status), so runs do not mix.

/// Renders per second for the showcase matrix at 1 and 2 jobs; peak memory at 1,000 and 10,000 renders.
func cliBenchmarks() -> [String] {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("widget-render")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        return ["cli: \(binary.path) is missing; run `swift build -c release --product widget-render` first"]
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let examples = root.appendingPathComponent("Examples")
    let specs = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { examples.appendingPathComponent($0).path }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-cli-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }

    var lines = ["cli: `widget-render render … --stats` (wall time, release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)",
                 "", "| run | renders | seconds | renders/s | peak memory |", "|---|---:|---:|---:|---:|"]
    for jobs in [1, 2, 4] {
        lines.append(row("showcase matrix (Examples/), --jobs \(jobs)",
                         runRender(binary, specs + ["--jobs", "\(jobs)"], out: scratch.appendingPathComponent("showcase-\(jobs)"))))
    }
    for renders in [1_000, 10_000] {
        let spec = scratch.appendingPathComponent("bulk-\(renders).yaml")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            // 4 built-in themes × one family: renders ÷ 4 entries.
            try bulkSpec(entries: renders / 4).write(to: spec, atomically: true, encoding: .utf8)
        } catch {
            lines.append("cli: cannot write \(spec.path): \(error)")
            continue
        }
        lines.append(row("\(renders) renders (calendar circle × \(renders / 4) entries × 4 watch themes), --jobs 2",
                         runRender(binary, [spec.path, "--jobs", "2"], out: scratch.appendingPathComponent("bulk-\(renders)"))))
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("bulk-\(renders)"))
    }
    lines += specLoadingRows(binary, scratch: scratch)
    return lines
}

/// Spec loading and matrix building at 4,000 and 20,000 jobs: `--shard 1/N` renders one job, so
/// the run's time is start-up, parsing the spec, building and sorting the matrix, one render and
/// the manifest. Linear loading keeps the 20,000-job run within a few tenths of a second of the
/// 4,000-job one.
private func specLoadingRows(_ binary: URL, scratch: URL) -> [String] {
    var lines = ["", "| spec loading (one job rendered of) | renders | seconds | renders/s | peak memory |", "|---|---:|---:|---:|---:|"]
    for jobs in [4_000, 20_000] {
        let spec = scratch.appendingPathComponent("load-\(jobs).yaml")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try bulkSpec(entries: jobs / 4).write(to: spec, atomically: true, encoding: .utf8)
        } catch {
            lines.append("cli: cannot write \(spec.path): \(error)")
            continue
        }
        lines.append(row("\(jobs) jobs (\(jobs / 4) entries × 4 themes), --shard 1/\(jobs)",
                         runRender(binary, [spec.path, "--jobs", "1", "--shard", "1/\(jobs)"],
                                   out: scratch.appendingPathComponent("load-\(jobs)"))))
    }
    return lines
}

/// A calendar-circle widget with `entries` timeline entries (one per day), on the 45 mm watch in
/// four themes that show circular complications.
private func bulkSpec(entries: Int) -> String {
    var text = """
    devices: [watch-45mm]
    themes: [watchos.fullColor, watchos.accented(orange), watchos.accented(blue), watchos.accented(green)]
    widgets:
      - name: bulk
        families: [accessoryCircular]
        entries:

    """
    for day in 0..<entries { text += "      - {name: day\(day), values: {day: \"\(day % 31 + 1)\"}}\n" }
    text += """
        body:
          ZStack:
            - AccessoryWidgetBackground
            - VStack:
                spacing: -2
                content:
                  - {Text: JUN, font: {size: 11, weight: semibold}, widgetAccentable: true}
                  - {Text: "{{day}}", font: {size: 26, weight: bold, design: rounded}}

    """
    return text
}

/// The `stats:` line of one `render --stats` run, or why there is none.
private func runRender(_ binary: URL, _ arguments: [String], out: URL) -> Result<String, Error> {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["render"] + arguments + ["--out", out.path, "--stats"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, let line = text.split(separator: "\n").first(where: { $0.hasPrefix("stats:") }) else {
            return .failure(BenchmarkFailure(description: "exit \(process.terminationStatus): \(text)"))
        }
        return .success(String(line))
    } catch {
        return .failure(error)
    }
}

private struct BenchmarkFailure: Error, CustomStringConvertible { let description: String }

/// "stats: 48 renders in 1.23 s = 39.0 renders/s; peak memory (VmHWM) 61.2 MB" → a table row.
private func row(_ name: String, _ result: Result<String, Error>) -> String {
    switch result {
    case .failure(let error): return "| \(name) | failed: \(error) | | | |"
    case .success(let line):
        let numbers = line.split(whereSeparator: { " =;()".contains($0) }).compactMap { Double($0) }
        guard numbers.count >= 4 else { return "| \(name) | \(line) | | | |" }
        return "| \(name) | \(Int(numbers[0])) | \(String(format: "%.2f", numbers[1])) | \(String(format: "%.1f", numbers[2])) | "
            + String(format: "%.1f MB", numbers[3]) + " |"
    }
}
