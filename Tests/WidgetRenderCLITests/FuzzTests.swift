import Foundation
import XCTest
import WidgetRender

/// The mutation fuzzer (docs/security.md): seed inputs from `Tests/Fuzz/seeds` (specs, a PNG, a
/// font), the fixture asset catalog with a symbol SVG (FuzzCatalog.swift), the localization
/// example's tables (FuzzStrings.swift), PNG and JPEG files (FuzzImages.swift) and report shards
/// (FuzzMerge.swift) are mutated into cases, and each case runs `widget-render render` (or
/// `report merge`) in a child process under `ulimit` limits (memory, CPU, file size) and a
/// wall-clock limit, with a canary folder beside the case (FuzzCanary.swift). A crash, a hang, an
/// out-of-memory kill, a half-written file, a read or write outside the case's folders or an error
/// of more than one line fails the test and the case's folder is saved under `Tests/Fuzz/failures/`.
/// HTTP cases (FuzzHTTP.swift) send hostile requests to a live preview server started per batch.
///
/// `swift test` runs `WIDGET_RENDER_FUZZ_CASES` cases (default 36, 6 of each kind, a few seconds
/// per kind); `scripts/fuzz --minutes N` sets `WIDGET_RENDER_FUZZ_MINUTES` and runs as many as fit.
/// `WIDGET_RENDER_FUZZ_SEED` picks the sequence (default 1: every run of the suite is the same);
/// `WIDGET_RENDER_FUZZ_KIND` runs only one kind of `FuzzTests.kinds` (default: in turn).
final class FuzzTests: XCTestCase {
    /// The kinds of case, taken in turn.
    static let kinds = ["spec", "catalog", "strings", "images", "merge", "http"]

    /// Per child process: address space, CPU seconds, file size (KiB), wall-clock seconds.
    static let memoryKiB = 4_000_000, cpuSeconds = 30, fileKiB = 200_000, wallSeconds = 60.0

    struct Figures: Codable {
        var cases = 0, rendered = 0, rejected = 0, crashes = 0, hangs = 0, outOfMemory = 0, partialFiles = 0
        /// Reads or writes outside the case's folders (the canary, files beside `--out`), and
        /// errors that were not one plain line.
        var outsideAccess = 0, messyErrors = 0
        /// Preview requests that had to be refused (foreign Host or Origin, …) and were not.
        var unrefused = 0
        var specs = 0, images = 0, fonts = 0, catalogs = 0, svgs = 0, tables = 0
        /// Per case kind ("spec": spec + image + font; "catalog": asset catalog + symbol SVG; …).
        var kinds: [String: Kind] = [:]
        /// Cases per hostile structure (the kinds' `makeHostile`).
        var hostile: [String: Int] = [:]
        var seconds = 0.0
        var failures: [String] = []

        /// Counts one verdict; a failure is listed under `label`.
        mutating func record(_ outcome: Outcome, label: String) {
            switch outcome {
            case .rendered: rendered += 1
            case .rejected: rejected += 1
            case .crash(let why): crashes += 1; failures.append("\(label): crash: \(why)")
            case .hang: hangs += 1; failures.append("\(label): hang")
            case .outOfMemory: outOfMemory += 1; failures.append("\(label): out of memory")
            case .partial(let file): partialFiles += 1; failures.append("\(label): partial file \(file)")
            case .outside(let what): outsideAccess += 1; failures.append("\(label): \(what)")
            case .messyError(let text): messyErrors += 1; failures.append("\(label): error not one plain line: \(text)")
            case .unrefused(let what): unrefused += 1; failures.append("\(label): not refused: \(what)")
            }
        }
    }

    struct Kind: Codable {
        var cases = 0, rendered = 0, rejected = 0, failed = 0, seconds = 0.0
    }

    struct Made {
        var kind = "spec", image = false, font = false, catalog = false, svg = false, table = false
        var hostile: String?
    }

    func testMutatedInputsNeverCrashHangOrLeavePartialFiles() throws {
        let environment = ProcessInfo.processInfo.environment
        let binary = try cliBinary()
        let minutes = environment["WIDGET_RENDER_FUZZ_MINUTES"].flatMap { Double($0) }
        let caseLimit = minutes == nil ? (environment["WIDGET_RENDER_FUZZ_CASES"].flatMap(Int.init) ?? 36) : Int.max
        let deadline = Date().addingTimeInterval((minutes ?? 60) * 60)
        let seed = environment["WIDGET_RENDER_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        let corpus = try FuzzCorpus()
        let catalogCorpus = try FuzzCatalogCorpus()
        let stringsCorpus = try FuzzStringsCorpus()
        let imagesCorpus = try FuzzImagesCorpus()
        let mergeCorpus = try FuzzMergeCorpus()
        // One of `kinds`, or all (the default: in turn).
        let kindFilter = environment["WIDGET_RENDER_FUZZ_KIND"].flatMap { $0.isEmpty ? nil : $0 } ?? "all"
        guard kindFilter == "all" || Self.kinds.contains(kindFilter) else {
            return XCTFail("WIDGET_RENDER_FUZZ_KIND=\(kindFilter): not one of \(Self.kinds)")
        }
        let work = try temporaryFolder("fuzz")
        defer { try? FileManager.default.removeItem(at: work) }
        let http = FuzzHTTP(binary: binary, work: work, canaryPNG: corpus.png, canaryResults: mergeCorpus.canaryRun)

        let lock = NSLock()
        var figures = Figures()
        var nextCase = 0
        let start = Date()
        DispatchQueue.concurrentPerform(iterations: max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))) { _ in
            while true {
                lock.lock()
                let index = nextCase
                nextCase += 1
                lock.unlock()
                guard index < caseLimit, Date() < deadline else { return }
                var random = FuzzRandom(seed: seed &* 0x1_0000_0001 &+ UInt64(index))
                let folder = work.appendingPathComponent("case-\(index)")
                do {
                    let caseKind = kindFilter == "all" ? Self.kinds[index % Self.kinds.count] : kindFilter
                    // The case's place among cases of its kind (HTTP cases are grouped in batches by it).
                    let ordinal = kindFilter == "all" ? index / Self.kinds.count : index
                    var made = Made()
                    var command = FuzzCommand.render
                    // Every child-process case has a canary beside it; HTTP cases have their batch's.
                    let canary = caseKind == "http" ? nil
                        : try FuzzCanary(beside: folder, png: corpus.png, resultsJSON: mergeCorpus.canaryRun)
                    if caseKind == "http" {
                        made = Made(kind: "http")
                    } else if caseKind == "images" {
                        let c = try imagesCorpus.makeCase(in: folder, canary: canary!, random: &random)
                        made = Made(kind: "images", hostile: c.hostile ?? (c.mutated ? nil : "seed as it is"))
                    } else if caseKind == "merge" {
                        let c = try mergeCorpus.makeCase(in: folder, canary: canary!, random: &random)
                        command = c.command
                        made = Made(kind: "merge", hostile: c.hostile)
                    } else if caseKind == "strings" {
                        let c = try stringsCorpus.makeCase(in: folder, random: &random)
                        made = Made(kind: "strings", table: c.mutated, hostile: c.hostile)
                    } else if caseKind == "catalog" {
                        let c = try catalogCorpus.makeCase(in: folder, random: &random)
                        made = Made(kind: "catalog", catalog: c.catalogMutated, svg: c.svgMutated, hostile: c.hostile)
                    } else {
                        let c = try corpus.makeCase(in: folder, random: &random)
                        made = Made(kind: "spec", image: c.image, font: c.font)
                    }
                    let caseStart = Date()
                    let outcome: Outcome
                    if caseKind == "http" {
                        let c = http.run(ordinal: ordinal, random: &random)
                        made.hostile = c.hostile
                        outcome = c.outcome
                    } else {
                        outcome = FuzzTests.run(binary, in: folder, command: command, canary: canary)
                    }
                    lock.lock()
                    figures.cases += 1
                    if made.kind == "spec" { figures.specs += 1 }
                    if made.table { figures.tables += 1 }
                    if made.image { figures.images += 1 }
                    if made.font { figures.fonts += 1 }
                    if made.catalog { figures.catalogs += 1 }
                    if made.svg { figures.svgs += 1 }
                    if let hostile = made.hostile { figures.hostile[hostile, default: 0] += 1 }
                    var kind = figures.kinds[made.kind] ?? Kind()
                    kind.cases += 1
                    kind.seconds += Date().timeIntervalSince(caseStart)
                    switch outcome {
                    case .rendered: kind.rendered += 1
                    case .rejected: kind.rejected += 1
                    default: kind.failed += 1
                    }
                    figures.kinds[made.kind] = kind
                    figures.record(outcome, label: "case-\(index) (\(made.kind)\(made.hostile.map { ", \($0)" } ?? ""))")
                    lock.unlock()
                    if !FuzzHTTP.passed(outcome), caseKind != "http" {
                        FuzzTests.save(folder, index: index, seed: seed, command: command)
                    }
                } catch {
                    lock.lock(); figures.failures.append("case-\(index): runner error \(error)"); lock.unlock()
                }
                try? FileManager.default.removeItem(at: folder)
            }
        }
        // The last HTTP batch, if the run ended inside one: its server is checked and stopped too.
        for (batch, outcome) in http.finishAll() { figures.record(outcome, label: "HTTP batch \(batch)") }
        figures.seconds = Date().timeIntervalSince(start)
        let summary = "fuzz: \(figures.cases) cases (\(figures.specs) specs, \(figures.images) mutated images, "
            + "\(figures.fonts) mutated fonts, \(figures.catalogs) mutated catalogs, \(figures.svgs) mutated symbol SVGs, "
            + "\(figures.tables) mutated string tables) in \(Int(figures.seconds)) s: "
            + "\(figures.rendered) rendered or accepted, \(figures.rejected) rejected with an error, \(figures.crashes) crashes, "
            + "\(figures.hangs) hangs, \(figures.outOfMemory) out of memory, \(figures.partialFiles) partial files, "
            + "\(figures.outsideAccess) reads or writes outside, \(figures.messyErrors) errors not one line, "
            + "\(figures.unrefused) HTTP requests not refused"
        print(summary)
        for (name, kind) in figures.kinds.sorted(by: { $0.key < $1.key }) {
            print("fuzz: \(name) cases: \(kind.cases), \(kind.rendered) rendered, \(kind.rejected) rejected, "
                  + "\(kind.failed) failed, \(Int(kind.seconds)) s in the child processes")
        }
        if !figures.hostile.isEmpty { print("fuzz: hostile structures: \(figures.hostile.sorted { $0.key < $1.key })") }
        if let report = environment["WIDGET_RENDER_FUZZ_REPORT"], !report.isEmpty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(figures).write(to: URL(fileURLWithPath: report))
        }
        XCTAssertEqual(figures.failures, [], summary)
        XCTAssertGreaterThan(figures.cases, 0)
    }

    /// The sandbox's own checks, with a shell in place of widget-render: reading the canary,
    /// writing beside the output folder or removing a file in it fails a case; writing inside it
    /// does not; a rejection must be one line.
    func testTheSandboxSeesReadsAndWritesOutsideTheOutput() throws {
        let work = try temporaryFolder("fuzz-sandbox")
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("case-0")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("out/old.txt"))
        let shell = URL(fileURLWithPath: "/bin/sh")
        func outcome(_ script: String, oneLine: Bool = false) throws -> Outcome {
            let canary = try FuzzCanary(beside: folder, png: [1, 2, 3], resultsJSON: "{}")
            let command = FuzzCommand(arguments: ["-c", script], rejected: [1], oneLineErrors: oneLine)
            return FuzzTests.run(shell, in: folder, command: command, canary: canary)
        }
        guard case .rendered = try outcome("echo new > out/new.txt") else { return XCTFail("a write inside the output is fine") }
        guard case .outside(let read) = try outcome("cat ../case-0-outside/secret.txt > /dev/null") else { return XCTFail("the canary read was missed") }
        XCTAssertTrue(read.contains("opened secret.txt"), read)
        guard case .outside(let wrote) = try outcome("echo x > spec.yaml") else { return XCTFail("a write beside the output was missed") }
        XCTAssertTrue(wrote.contains("spec.yaml"), wrote)
        guard case .outside(let removed) = try outcome("rm out/old.txt") else { return XCTFail("a removal in the output was missed") }
        XCTAssertTrue(removed.contains("out/old.txt"), removed)
        guard case .messyError = try outcome("printf 'a\\nb\\n' >&2; exit 1", oneLine: true) else { return XCTFail("a two-line error was missed") }
        guard case .rejected = try outcome("echo 'widget-render: one line' >&2; exit 1", oneLine: true) else { return XCTFail("one line is fine") }
    }

    /// Every saved failure (`Tests/Fuzz/failures/<case>/`, a case folder as the runner wrote it)
    /// is replayed as a regression test, until the bug is fixed and the folder turned into a
    /// named test or deleted.
    func testSavedFailuresNoLongerFail() throws {
        let binary = try cliBinary()
        let saved = packageRoot.appendingPathComponent("Tests/Fuzz/failures")
        let cases = ((try? FileManager.default.contentsOfDirectory(atPath: saved.path)) ?? []).sorted()
        for name in cases {
            let work = try temporaryFolder("replay")
            defer { try? FileManager.default.removeItem(at: work) }
            let folder = work.appendingPathComponent(name)
            FuzzFolderState.copy(saved.appendingPathComponent(name), to: folder)
            let saved = folder.appendingPathComponent(FuzzCommand.savedName)
            let command = (try? JSONDecoder().decode(FuzzCommand.self, from: Data(contentsOf: saved))) ?? .render
            try? FileManager.default.removeItem(at: saved)
            if command.output == "out" { try? FileManager.default.removeItem(at: folder.appendingPathComponent("out")) }
            switch FuzzTests.run(binary, in: folder, command: command) {
            case .rendered, .rejected: continue
            case let outcome: XCTFail("saved fuzz case \(name) still fails: \(outcome)")
            }
        }
    }

    enum Outcome {
        case rendered, rejected, hang, outOfMemory
        case crash(String)
        case partial(String)
        /// A read or write outside the case's folders: the canary touched, a file beside `--out`
        /// written or removed, a file inside it removed.
        case outside(String)
        /// A rejection whose error was not one line of plain text.
        case messyError(String)
        /// A preview request that had to be refused, answered (or refused without a status).
        case unrefused(String)
    }

    /// Runs one case under the limits and judges the process and what it left: in `command.output`,
    /// in the rest of the case folder (which must not change) and in the canary.
    static func run(_ binary: URL, in folder: URL, command: FuzzCommand = .render, canary: FuzzCanary? = nil) -> Outcome {
        let before = FuzzFolderState(folder, output: command.output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `trap '' XFSZ` as well: the file-size limit must give EFBIG, not a kill (the CLI ignores
        // the signal itself; this guards the shell's own writes).
        process.arguments = ["-c", "trap '' XFSZ; ulimit -v \(memoryKiB); ulimit -t \(cpuSeconds); ulimit -f \(fileKiB); "
                             + "exec \"$0\" \"$@\"", binary.path] + command.arguments
        process.currentDirectoryURL = folder
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return .crash("cannot start: \(error)") }
        // Read stderr while the child runs, so a chatty child never blocks on a full pipe.
        final class Collected: @unchecked Sendable { var data = Data() }
        let collected = Collected()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "fuzz-stderr").async {
            collected.data = errorPipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let limit = Date().addingTimeInterval(wallSeconds)
        while process.isRunning {
            if Date() > limit { kill(process.processIdentifier, SIGKILL); process.waitUntilExit(); return .hang }
            usleep(5_000)
        }
        process.waitUntilExit()
        done.wait()
        // Before the runner walks the case folder itself (a hostile symlink could lead its walk there).
        if let touched = canary?.verdict() { return .outside(touched) }
        if let canary, canary.leaks(into: collected.data) { return .outside("the error output carries the canary's secret") }
        let text = String(decoding: collected.data.prefix(4_000), as: UTF8.self)
        if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            if signal == SIGXCPU || signal == SIGKILL { return .hang }
            if text.contains("alloc") || text.contains("memory") { return .outOfMemory }
            return .crash("signal \(signal): \(text.suffix(300))")
        }
        if text.contains("Fatal error") { return .crash(String(text.suffix(300))) }
        let after = FuzzFolderState(folder, output: command.output)
        if let changed = before.changes(comparedWith: after) { return .outside(changed) }
        if let partial = partialFile(in: folder, written: after.written(since: before)) { return .partial(partial) }
        let status = process.terminationStatus
        if command.accepted.contains(status) { return .rendered }
        guard command.rejected.contains(status) else { return .crash("exit status \(status): \(text.suffix(300))") }
        if command.oneLineErrors {
            // One line, no control characters: a hostile name echoed raw could rewrite the terminal.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            guard text.hasSuffix("\n"), lines.count == 1, !text.dropLast().unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return .messyError(String(text.prefix(300)).debugDescription) }
        }
        return .rejected
    }

    /// Among the files the run wrote (`written`, relative to `folder`): a temporary file left
    /// behind, something other than a regular file or a folder, a PNG that does not decode or a
    /// manifest that does not parse. Files that were there before (a shard's own images when
    /// merging into its folder) are inputs, not output, and never opened: one may be a FIFO.
    static func partialFile(in folder: URL, written: [String]) -> String? {
        for relative in written {
            let url = folder.appendingPathComponent(relative)
            let name = url.lastPathComponent
            if name.hasSuffix(".tmp") || name.hasPrefix(".dat.nosync") { return relative }
            var status = stat()
            guard lstat(url.path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR { continue }
            guard status.st_mode & S_IFMT == S_IFREG else { return relative + " (not a regular file)" }
            if name.hasSuffix(".png") {
                guard let data = try? Data(contentsOf: url), (try? Pixmap(pngData: data)) != nil else { return relative }
            }
            if name == "manifest.json" {
                guard let data = try? Data(contentsOf: url), (try? JSONSerialization.jsonObject(with: data)) != nil else {
                    return relative
                }
            }
        }
        return nil
    }

    /// Keeps a failing case for a regression test, with its command when it is not a render.
    static func save(_ folder: URL, index: Int, seed: UInt64, command: FuzzCommand = .render) {
        let target = packageRoot.appendingPathComponent("Tests/Fuzz/failures/seed\(seed)-case\(index)")
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        FuzzFolderState.copy(folder, to: target)
        if command.arguments != FuzzCommand.render.arguments, let data = try? JSONEncoder().encode(command) {
            try? data.write(to: target.appendingPathComponent(FuzzCommand.savedName))
        }
    }
}

/// The seeds, read once.
struct FuzzCorpus {
    let specs: [(name: String, bytes: [UInt8])]
    let png: [UInt8]
    let font: [UInt8]

    init() throws {
        let seeds = packageRoot.appendingPathComponent("Tests/Fuzz/seeds")
        // The example specs are seeds too, read from Examples/ so that they never drift.
        var found: [(String, [UInt8])] = []
        for folder in [seeds, packageRoot.appendingPathComponent("Examples")] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where (name.hasSuffix(".yaml") || name.hasSuffix(".json")) && !name.hasPrefix("asset-catalog") {
                found.append((name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))))
            }
        }
        specs = found
        png = [UInt8](try Data(contentsOf: seeds.appendingPathComponent("img.png")))
        font = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Assets/Fonts/Quicksand-Medium.ttf")))
    }

    /// Writes one spec case: `spec.yaml` (a seed, usually mutated), `img.png` and `font.ttf`, some
    /// mutated (catalogs and symbol SVGs are FuzzCatalogCorpus's cases); the image is sometimes a
    /// decompression bomb, a
    /// folder, a symlink out of the case or many symlinks to one file.
    func makeCase(in folder: URL, random: inout FuzzRandom) throws -> (image: Bool, font: Bool) {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let seed = random.pick(specs)
        var spec = seed.bytes
        if random.chance(90) { spec = FuzzMutator.mutate(spec, text: true, random: &random, splice: random.pick(specs).bytes) }
        try Data(spec).write(to: folder.appendingPathComponent("spec.yaml"))

        var mutatedImage = false
        let image = folder.appendingPathComponent("img.png")
        switch random.below(20) {
        case 0: try Data(FuzzMutator.resizedPNG(png, width: 100_000, height: 100_000)).write(to: image); mutatedImage = true
        case 1: try fm.createDirectory(at: image, withIntermediateDirectories: true); mutatedImage = true
        case 2: try fm.createSymbolicLink(atPath: image.path, withDestinationPath: "/etc/hostname"); mutatedImage = true
        case 3: try Data("not a png".utf8).write(to: image); mutatedImage = true
        case 4...8: try Data(FuzzMutator.mutate(png, text: false, random: &random)).write(to: image); mutatedImage = true
        default: try Data(png).write(to: image)
        }
        let mutatedFont = random.chance(25)
        try Data(mutatedFont ? FuzzMutator.mutate(font, text: false, random: &random) : font)
            .write(to: folder.appendingPathComponent("font.ttf"))
        return (mutatedImage, mutatedFont)
    }
}
