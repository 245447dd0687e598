import Foundation
import XCTest
import WidgetRender

/// The mutation fuzzer (docs/security.md): seed inputs from `Tests/Fuzz/seeds` (specs, a PNG, a
/// font), the fixture asset catalog with a symbol SVG (FuzzCatalog.swift) and the localization
/// example's tables (FuzzStrings.swift) are mutated into cases, and each case runs
/// `widget-render render` in a child process under `ulimit` limits (memory, CPU, file size) and a
/// wall-clock limit. A crash, a hang, an out-of-memory kill or a half-written file fails the test
/// and the case's folder is saved under `Tests/Fuzz/failures/`.
///
/// `swift test` runs `WIDGET_RENDER_FUZZ_CASES` cases (default 24, a few seconds);
/// `scripts/fuzz --minutes N` sets `WIDGET_RENDER_FUZZ_MINUTES` and runs as many as fit.
/// `WIDGET_RENDER_FUZZ_SEED` picks the sequence (default 1: every run of the suite is the same);
/// `WIDGET_RENDER_FUZZ_KIND` runs only `spec`, `catalog` or `strings` cases (default: in turn).
final class FuzzTests: XCTestCase {
    /// Per child process: address space, CPU seconds, file size (KiB), wall-clock seconds.
    static let memoryKiB = 4_000_000, cpuSeconds = 30, fileKiB = 200_000, wallSeconds = 60.0

    struct Figures: Codable {
        var cases = 0, rendered = 0, rejected = 0, crashes = 0, hangs = 0, outOfMemory = 0, partialFiles = 0
        var specs = 0, images = 0, fonts = 0, catalogs = 0, svgs = 0, tables = 0
        /// Per case kind ("spec": spec + image + font; "catalog": asset catalog + symbol SVG).
        var kinds: [String: Kind] = [:]
        /// Catalog and strings cases per hostile structure (FuzzCatalogCorpus / FuzzStringsCorpus.makeHostile).
        var hostile: [String: Int] = [:]
        var seconds = 0.0
        var failures: [String] = []
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
        let caseLimit = minutes == nil ? (environment["WIDGET_RENDER_FUZZ_CASES"].flatMap(Int.init) ?? 24) : Int.max
        let deadline = Date().addingTimeInterval((minutes ?? 60) * 60)
        let seed = environment["WIDGET_RENDER_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        let corpus = try FuzzCorpus()
        let catalogCorpus = try FuzzCatalogCorpus()
        let stringsCorpus = try FuzzStringsCorpus()
        // "spec", "catalog", "strings" or all (the default: the three in turn).
        let kindFilter = environment["WIDGET_RENDER_FUZZ_KIND"].flatMap { $0.isEmpty ? nil : $0 } ?? "all"
        let work = try temporaryFolder("fuzz")
        defer { try? FileManager.default.removeItem(at: work) }

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
                    let caseKind = kindFilter == "all" ? ["spec", "catalog", "strings"][index % 3] : kindFilter
                    var made = Made()
                    if caseKind == "strings" {
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
                    let outcome = FuzzTests.run(binary, in: folder)
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
                    switch outcome {
                    case .rendered: figures.rendered += 1
                    case .rejected: figures.rejected += 1
                    case .crash(let why): figures.crashes += 1; figures.failures.append("case-\(index): crash: \(why)")
                    case .hang: figures.hangs += 1; figures.failures.append("case-\(index): hang")
                    case .outOfMemory: figures.outOfMemory += 1; figures.failures.append("case-\(index): out of memory")
                    case .partial(let file): figures.partialFiles += 1; figures.failures.append("case-\(index): partial file \(file)")
                    }
                    lock.unlock()
                    if case .rendered = outcome {} else if case .rejected = outcome {} else {
                        FuzzTests.save(folder, index: index, seed: seed)
                    }
                } catch {
                    lock.lock(); figures.failures.append("case-\(index): runner error \(error)"); lock.unlock()
                }
                try? FileManager.default.removeItem(at: folder)
            }
        }
        figures.seconds = Date().timeIntervalSince(start)
        let summary = "fuzz: \(figures.cases) cases (\(figures.specs) specs, \(figures.images) mutated images, "
            + "\(figures.fonts) mutated fonts, \(figures.catalogs) mutated catalogs, \(figures.svgs) mutated symbol SVGs, "
            + "\(figures.tables) mutated string tables) in \(Int(figures.seconds)) s: "
            + "\(figures.rendered) rendered, \(figures.rejected) rejected with an error, \(figures.crashes) crashes, "
            + "\(figures.hangs) hangs, \(figures.outOfMemory) out of memory, \(figures.partialFiles) partial files"
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
            try FileManager.default.copyItem(at: saved.appendingPathComponent(name), to: folder)
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
            switch FuzzTests.run(binary, in: folder) {
            case .rendered, .rejected: continue
            case let outcome: XCTFail("saved fuzz case \(name) still fails: \(outcome)")
            }
        }
    }

    enum Outcome {
        case rendered, rejected, hang, outOfMemory
        case crash(String)
        case partial(String)
    }

    /// Runs one case under the limits and judges the process and what it left in `out/`.
    static func run(_ binary: URL, in folder: URL) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `trap '' XFSZ` as well: the file-size limit must give EFBIG, not a kill (the CLI ignores
        // the signal itself; this guards the shell's own writes).
        process.arguments = ["-c", "trap '' XFSZ; ulimit -v \(memoryKiB); ulimit -t \(cpuSeconds); ulimit -f \(fileKiB); "
                             + "exec \"$0\" render spec.yaml --out out --jobs 1 --theme ios.light", binary.path]
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
        let text = String(decoding: collected.data.prefix(4_000), as: UTF8.self)
        if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            if signal == SIGXCPU || signal == SIGKILL { return .hang }
            if text.contains("alloc") || text.contains("memory") { return .outOfMemory }
            return .crash("signal \(signal): \(text.suffix(300))")
        }
        if text.contains("Fatal error") { return .crash(String(text.suffix(300))) }
        if let partial = partialFile(in: folder.appendingPathComponent("out")) { return .partial(partial) }
        switch process.terminationStatus {
        case 0: return .rendered
        case 1, 64: return .rejected
        default: return .crash("exit status \(process.terminationStatus): \(text.suffix(300))")
        }
    }

    /// A temporary file left behind, a PNG that does not decode or a manifest that does not parse.
    static func partialFile(in out: URL) -> String? {
        guard let walker = FileManager.default.enumerator(atPath: out.path) else { return nil }
        while let relative = walker.nextObject() as? String {
            let url = out.appendingPathComponent(relative)
            let name = url.lastPathComponent
            if name.hasSuffix(".tmp") || name.hasPrefix(".dat.nosync") { return relative }
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

    /// Keeps a failing case for a regression test.
    static func save(_ folder: URL, index: Int, seed: UInt64) {
        let target = packageRoot.appendingPathComponent("Tests/Fuzz/failures/seed\(seed)-case\(index)")
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        try? FileManager.default.copyItem(at: folder, to: target)
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
