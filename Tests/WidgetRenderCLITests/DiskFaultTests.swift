import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetText

/// Disk faults and concurrent runs (docs/security.md): a full disk (ENOSPC), a file-size limit
/// (EFBIG) or a write error gives one line with the operating system's cause and leaves no
/// partial file; temporary files of killed runs are removed by the next run; two renders into
/// one folder take turns.
final class DiskFaultTests: XCTestCase {
    let spec = packageRoot.appendingPathComponent("Examples/calendar-circle.yaml").path

    struct Run { let status: Int32; let stderr: String }

    /// Runs `widget-render` through `/bin/sh` (for `ulimit`), SIGXFSZ ignored as the CLI does.
    func run(_ arguments: String, limits: String = "", in folder: URL, as wrapper: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; \(limits) exec \(wrapper) \"$0\" \(arguments)", try cliBinary().path]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }

    /// Files a half-finished write would leave: temporaries, PNGs that do not decode, a manifest
    /// that does not parse.
    func partialFiles(in folder: URL) -> [String] {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative), name = url.lastPathComponent
            if name.hasSuffix(".tmp") || name.hasPrefix(".dat.nosync") { found.append(relative) }
            if name.hasSuffix(".png"), (try? Pixmap(pngData: Data(contentsOf: url))) == nil { found.append(relative) }
            if name == "manifest.json", (try? Manifest.read(from: url)) == nil { found.append(relative) }
        }
        return found
    }

    func testFileSizeLimitGivesTheCauseAndNoPartialFiles() throws {
        let folder = try temporaryFolder("efbig")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run("render '\(spec)' --out out --jobs 1", limits: "ulimit -f 4;", in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("File too large"), result.stderr)
        XCTAssertFalse(result.stderr.contains("NSCocoaErrorDomain"), result.stderr)
        XCTAssertEqual(partialFiles(in: folder.appendingPathComponent("out")), [])
    }

    /// An 8 KiB tmpfs fills up mid-batch. Mounting needs root (CI runs as root); skipped otherwise.
    func testFullDiskGivesTheCauseAndNoPartialFiles() throws {
        let folder = try temporaryFolder("enospc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=8k", "tmpfs", disk.path]
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { throw XCTSkip("cannot run mount") }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { throw XCTSkip("cannot mount a tmpfs here (not root?)") }
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [disk.path]
            try? umount.run()
            umount.waitUntilExit()
        }
        let specs = ["caffeine-tracker.yaml", "calendar-circle.yaml", "emoji-rangers.yaml"]
            .map { "'" + packageRoot.appendingPathComponent("Examples/\($0)").path + "'" }.joined(separator: " ")
        let result = try run("render \(specs) --out disk/out --jobs 2", in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("No space left on device"), result.stderr)
        XCTAssertEqual(partialFiles(in: disk.appendingPathComponent("out")), [])
    }

    /// EACCES: run as `nobody` (needs root and util-linux's setpriv, as on CI) into a folder
    /// only root may write.
    func testPermissionDeniedNamesTheCause() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and /usr/bin/setpriv")
        }
        let folder = try temporaryFolder("eacces")
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o755)
        let probe = try run("--version", in: folder, as: "setpriv --reuid=65534 --regid=65534 --clear-groups")
        guard probe.status == 0 else { throw XCTSkip("nobody cannot run the built binary here: \(probe.stderr)") }
        let result = try run("render '\(spec)' --out out", limits: "", in: folder, as: "setpriv --reuid=65534 --regid=65534 --clear-groups")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("/out: cannot create the folder (Permission denied)"), result.stderr)
        XCTAssertEqual(partialFiles(in: folder), [])
    }

    func testWriteErrorNamesTheCause() throws {
        let folder = try temporaryFolder("enotdir")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("file".utf8).write(to: folder.appendingPathComponent("plain"))
        XCTAssertThrowsError(try writeAtomically(Data([1, 2, 3]), to: folder.appendingPathComponent("plain/sub/x.png"))) {
            XCTAssertTrue("\($0)".contains("/plain: cannot create the folder"), "\($0)")
            XCTAssertTrue("\($0)".contains("ot a directory") || "\($0)".contains("File exists"), "\($0)")
            XCTAssertFalse("\($0)".contains("NSCocoaErrorDomain"), "\($0)")
        }
    }

    func testStaleTemporaryFilesOfKilledRunsAreRemoved() throws {
        let out = try temporaryFolder("stale")
        defer { try? FileManager.default.removeItem(at: out) }
        let nested = out.appendingPathComponent("w/iphone")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        for name in [".a.png.1234\(temporarySuffix)", ".dat.nosync1a2b.x", ".manifest.json.ABCD.tmp"] {
            try Data([0]).write(to: nested.appendingPathComponent(name))
        }
        let subjects = try RenderSubject.load(specPaths: [spec])
        let matrix = RenderMatrix(themes: [try Theme(named: "watchos.fullColor")], device: try Device(named: "watch-45mm"))
        _ = try BatchCommand.render(try matrix.jobs(for: subjects), out: out, jobs: 1, shard: nil, quiet: true)
        XCTAssertEqual(partialFiles(in: out), [])
    }

    /// `kill -9` mid-batch, then a second run: nothing partial remains, and the manifest is whole.
    func testKillMidBatchThenRerunLeavesNoPartialFiles() throws {
        let folder = try temporaryFolder("kill")
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = ["caffeine-tracker.yaml", "calendar-circle.yaml", "emoji-rangers.yaml"]
            .map { "'" + packageRoot.appendingPathComponent("Examples/\($0)").path + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = try cliBinary()
        process.arguments = ["render"] + all.split(separator: " ").map { String($0.dropFirst().dropLast()) } + ["--out", "out", "--jobs", "2"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(700_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let second = try run("render \(all) --out out --jobs 2", in: folder)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(partialFiles(in: folder.appendingPathComponent("out")), [])
        XCTAssertNoThrow(try Manifest.read(from: folder.appendingPathComponent("out/manifest.json")))
    }

    /// Two renders into the same folder at once: both succeed (one waits for the other's lock)
    /// and the manifest is exactly what one render writes.
    func testConcurrentRendersIntoOneFolderTakeTurns() throws {
        let folder = try temporaryFolder("concurrent")
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = ResultSlots<Run>.run(count: 2, workers: 2) { _ in try run("render '\(spec)' --out out --jobs 1", in: folder) }
        for result in try results.collect(describing: { _, error in error }) { XCTAssertEqual(result.status, 0, result.stderr) }
        let single = try temporaryFolder("single")
        defer { try? FileManager.default.removeItem(at: single) }
        XCTAssertEqual(try run("render '\(spec)' --out out --jobs 1", in: single).status, 0)
        XCTAssertEqual(try Manifest.read(from: folder.appendingPathComponent("out/manifest.json")),
                       try Manifest.read(from: single.appendingPathComponent("out/manifest.json")))
        XCTAssertEqual(partialFiles(in: folder.appendingPathComponent("out")), [])
    }

    func testEmptyOutIsRefused() throws {
        let folder = try temporaryFolder("emptyout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run("render '\(spec)' --out ''", in: folder)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--out needs a path"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// `--allow-read` grants a folder outside the spec's own.
    func testAllowReadGrantsAFolder() throws {
        let folder = try temporaryFolder("allowread")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("spec"), withIntermediateDirectories: true)
        try fm.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try fm.copyItem(at: packageRoot.appendingPathComponent("Assets/Images/leaf@2x.png"),
                        to: folder.appendingPathComponent("shared/logo.png"))
        try Data("""
        assets: ../shared
        widgets:
          - name: w
            families: [systemSmall]
            body: {Image: logo}
        """.utf8).write(to: folder.appendingPathComponent("spec/w.yaml"))
        let refused = try run("render spec/w.yaml --out out --theme ios.light", in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("spec/w.yaml:1:9:") && refused.stderr.contains("--allow-read"), refused.stderr)
        let granted = try run("render spec/w.yaml --out out --theme ios.light --allow-read shared", in: folder)
        XCTAssertEqual(granted.status, 0, granted.stderr)
    }
}

/// A sheet too large for one image is an error naming its size, not a sheet with shrunken cells.
final class LargeSheetTests: XCTestCase {
    func testOversizedSheetIsAnErrorNotAShrunkenSheet() throws {
        let cell = ContactSheet.Cell(pixmap: try Pixmap(width: 2, height: 2), scale: 1, wallpaper: try Theme(named: "ios.light").wallpaper)
        let rows = (0..<400).map { ContactSheet.Label(name: "row \($0)", detail: "") }
        let section = ContactSheet.Section(title: "big", subtitle: "", rows: rows, columns: [ContactSheet.Label(name: "c", detail: "")],
                                           cells: rows.map { _ in [cell] })
        XCTAssertThrowsError(try ContactSheet(sections: [section]).render(with: try WidgetRenderer())) { error in
            XCTAssertTrue("\(error)".contains("the sheet would be"), "\(error)")
            XCTAssertTrue("\(error)".contains("fewer widgets"), "\(error)")
        }
    }
}
