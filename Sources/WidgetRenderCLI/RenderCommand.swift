import ArgumentParser
import Foundation
import WidgetRender

/// Options shared by `render`, `sheet` and `check`: which part of the matrix to render.
struct MatrixOptions: ParsableArguments {
    /// `values` without repeats (a warning names each), so a repeated `--theme` renders once.
    static func once(_ values: [String], option: String) -> [String] {
        var seen = Set<String>()
        return values.filter { value in
            if seen.insert(value).inserted { return true }
            warn("\(option) \(value) is given twice; rendering it once")
            return false
        }
    }

    @Option(name: .customLong("theme"),
            help: "A theme, e.g. ios.dark or ios.tinted(blue) (repeatable; default: the spec's, else every built-in theme of the device's platform).")
    var themes: [String] = []

    @Option(name: .customLong("family"), help: "A widget family to render (repeatable; default: the widget's families).")
    var families: [String] = []

    @Option(help: "A device preset (see `widget-render devices`; default: the spec's, else \(Device.iPhone.id)).")
    var device: String?

    @OptionGroup var environmentAxes: AxesOptions

    func matrix() throws -> RenderMatrix {
        RenderMatrix(themes: try Self.once(themes, option: "--theme").map { try Theme(named: $0) },
                     families: try Self.once(families, option: "--family").map(WidgetFamily.parse),
                     device: try device.map { try Device(named: $0) }, axes: try environmentAxes.axes())
    }
}

/// `--jobs N`: worker threads, the number of cores by default. Output never depends on it.
struct JobsOption: ParsableArguments {
    @Option(help: "Worker threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render spec files to PNGs: OUT/<widget>/<device>/<family>/<theme>.png plus OUT/manifest.json.",
        discussion: "The matrix is every widget (and timeline entry) × device × family × theme, sorted by output "
            + "path. Output bytes do not depend on --jobs. --shard i/n renders a deterministic part of the matrix "
            + "(job k goes to shard k mod n + 1), so that CI machines can split it; the shards together are the whole. "
            + "With --size WxH (or fit) and --scale N, each widget's view is drawn on its own, with no widget, device or "
            + "theme: OUT/<widget>/<W>x<H>-<N>x/view__<light|dark>.png, the files assertViewSnapshot checks."
    )

    @Argument(help: "Spec files (.yaml, .yml or .json).")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The output folder.")
    var out: String

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var viewSize: ViewSizeOptions

    @OptionGroup var workers: JobsOption

    @Option(help: "Render only part i of n of the sorted matrix, e.g. 2/4.")
    var shard: String?

    @Flag(help: "When done, print renders per second and the peak memory (VmHWM).")
    var stats = false

    @OptionGroup var safety: SafetyOptions
    @OptionGroup var strictness: StrictOption

    func validate() throws { _ = try checkedOutputPath(out) }

    func run() throws {
        try CLIError.reporting {
            let start = Date()
            let subjects = try RenderSubject.load(specPaths: specs, limits: safety.limits, readRoots: safety.readRoots,
                                                  run: strictness.run, jobs: workers.jobs)
            let folder = URL(fileURLWithPath: out), shard = try shard.map(Shard.init(parsing:))
            let summary = try viewSize.jobs(for: subjects, matrix: matrix).map {
                try BatchCommand.render($0, out: folder, jobs: workers.jobs, shard: shard)
            } ?? BatchCommand.render(try matrix.matrix().jobs(for: subjects), out: folder, jobs: workers.jobs, shard: shard)
            print(summary.line)
            if stats {
                print(RunStatistics(renders: summary.count, seconds: Date().timeIntervalSince(start)).line)
                RunStatistics.cacheLines.forEach { print($0) }
            }
        }
    }
}

/// The batch step `render` and `demo` share: jobs → files → manifest.
enum BatchCommand {
    /// Renders and writes the manifest; returns the number of files and the line to print.
    static func render<Job: BatchJob>(_ all: [Job], out: URL, jobs: Int, shard: Shard?,
                                      quiet: Bool = false) throws -> (count: Int, line: String) {
        BatchAllocator.configure()
        let selected = shard.map { $0.select(all) } ?? all
        // One render at a time per folder; what killed runs left behind goes first.
        let lock = try OutputLock(folder: out)
        defer { withExtendedLifetime(lock) {} }
        _ = OutputLock.removeStaleTemporaryFiles(in: out)
        let progress = ProgressReporter(total: selected.count, quiet: quiet)
        let entries = try BatchRenderer(outputDirectory: out, workers: jobs).run(selected, progress: progress)
        let manifestURL = out.appendingPathComponent(Manifest.fileName)
        try ManifestWriter.write(entries, shard: shard, to: manifestURL)
        return (entries.count, "rendered \(entries.count) PNGs into \(out.path) (manifest: \(manifestURL.path))")
    }
}
