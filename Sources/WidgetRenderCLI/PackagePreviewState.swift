import Foundation
import WidgetSnapshot

/// The live preview of a Swift package target (`widget-render preview --package DIR --target NAME`).
///
/// A widget target's previews only run in a process that links the target; the one SwiftPM builds
/// for it is its tests, and `assertWidgetPreviewSnapshots` writes every preview image and
/// `previews.json` when `WIDGET_RENDER_PREVIEWS_OUT` names a folder (docs/previews.md). So a "build"
/// here is one shell command run in the package folder with that variable set — by default
/// `swift test --filter '^<target>Tests\.'`, which is SwiftPM's incremental build followed by the
/// preview test — and the page shows the images the run wrote.
///
/// - The target's folder (`Sources/<target>`, asset catalogs included) and `Package.swift` are
///   scanned every 200 ms (path, size, modification time); a difference asks for a build.
/// - One build at a time: saves during a build queue exactly one more build.
/// - Each run writes into a fresh folder (`.build/widget-render/live-preview/run-<n>`); a run that
///   wrote no `previews.json` is an error (the compiler's `file:line:col: error:` lines, else the
///   command's last lines) and the images of the last good run stay on the page.
/// - After the first good test run, a save of the target's Swift files is drawn by the fast reload
///   (FastReload: the target compiled alone, drawn by a render host) in about a second; files added
///   or removed and `Package.swift` still run the tests.
/// - The page's controls are the run's input: `/controls` records a checked choice and queues a run
///   whose command gets it as `WIDGET_RENDER_PREVIEW_*` variables (PackagePreviewControls).
final class PackagePreviewState: @unchecked Sendable {
    let packageDirectory: URL
    let target: String
    let buildCommand: String
    /// The command for a run that only a control change asked for, when the last run built and
    /// nothing changed since (the default command with `--skip-build`); nil: always `buildCommand`.
    let rerunCommand: String?
    let watched: [URL]
    let runsDirectory: URL

    private let condition = NSCondition()
    private var buildRequested = false
    private var building = false
    private var version = 0
    private var builds = 0
    private var goodRun: Int?
    private var manifest: PreviewImageManifest?
    private var error: String?
    private var lastBuildSeconds: Double?
    /// How the last run drew ("fast reload" or "tests"), and why the fast reload is off, if it is:
    /// published for the page (the build thread's own copies are below).
    private var lastRunKind: String?
    private var fastReloadNote: String?
    /// The page's choices as control variables (PackagePreviewControls), the ones the good run was
    /// made with, and the line of the last refused choice.
    private var controls: [String: String] = [:]
    private var goodRunControls: [String: String] = [:]
    private var controlError: String?
    /// A watched file changed, or the last run failed, since the last good run started: the next
    /// run must build (a control change alone may rerun the tests without building).
    private var needsBuild = true
    /// The fast reload (FastReload): used only with the default build command, from the first good
    /// test run on, until it proves unusable (`fastReloadOff`, the reason). These are touched only
    /// by the build thread.
    private let fastReloadEnabled: Bool
    private var fastReload: FastReload?
    private var fastReloadOff: String?
    /// The watched files when the last good test run started, and when the library was compiled.
    private var testRunFiles: [String: String]?
    private var compiledFiles: [String: String]?

    init(packageDirectory: URL, target: String, buildCommand: String, rerunCommand: String? = nil, fastReload: Bool = false) throws {
        self.packageDirectory = packageDirectory.standardizedFileURL
        self.target = target
        self.buildCommand = buildCommand
        self.rerunCommand = rerunCommand
        fastReloadEnabled = fastReload
        let sources = self.packageDirectory.appendingPathComponent("Sources/\(target)", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sources.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("\(sources.path): no such folder (--target names a target whose sources are in Sources/<target>)")
        }
        watched = [sources, self.packageDirectory.appendingPathComponent("Package.swift")]
        runsDirectory = self.packageDirectory.appendingPathComponent(".build/widget-render/live-preview", isDirectory: true)
    }

    /// The default build: SwiftPM's incremental build and the target's preview test, by name.
    static func defaultBuildCommand(testTarget: String) -> String {
        "swift test --filter '^\(testTarget)\\.'"
    }

    // MARK: Watching

    /// Path → (size, modification time) of every regular file watched; hidden files (editor swap
    /// files, `.DS_Store`) are left out.
    func fingerprint() -> [String: String] {
        var result: [String: String] = [:]
        func add(_ url: URL) {
            guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]),
                  values.isRegularFile == true else { return }
            result[url.path] = "\(values.fileSize ?? 0)@\(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        for root in watched {
            add(root)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                            options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walk { add(url) }
        }
        return result
    }

    /// Scans forever; the first scan asks for the first build.
    func watch() -> Never {
        var last: [String: String]? = nil
        while true {
            let now = fingerprint()
            if now != last {
                if last != nil { log("a file changed: build queued") }
                last = now
                requestBuild()
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
    }

    func requestBuild(sourcesChanged: Bool = true) {
        condition.lock()
        if sourcesChanged { needsBuild = true }
        buildRequested = true
        version += 1
        condition.signal()
        condition.unlock()
    }

    // MARK: Building

    /// Runs builds forever, one at a time, whenever one was asked for.
    func buildLoop() -> Never {
        while true { buildOnce(waiting: true) }
    }

    /// Waits for a request (when `waiting`), runs the command once and publishes its result.
    func buildOnce(waiting: Bool) {
        condition.lock()
        while waiting && !buildRequested { condition.wait() }
        buildRequested = false
        building = true
        builds += 1
        let run = builds
        let runControls = controls
        let command = needsBuild || goodRun == nil ? buildCommand : rerunCommand ?? buildCommand
        needsBuild = false
        version += 1
        condition.unlock()

        let out = runsDirectory.appendingPathComponent("run-\(run)", isDirectory: true)
        try? FileManager.default.removeItem(at: out)
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let start = Date()
        let files = fingerprint()
        let environment = runEnvironment(output: out, controls: runControls)
        let ran = reloadFast(files: files, environment: environment) ?? {
            let (status, output) = runCommand(command, environment: environment)
            return Ran(status: status, output: output, what: "`\(command)`", how: command == buildCommand ? "" : ", tests rerun without building")
        }()
        let (status, output) = (ran.status, ran.output)
        let seconds = Date().timeIntervalSince(start)
        let manifestURL = out.appendingPathComponent(PreviewImageManifest.fileName)
        var loaded: PreviewImageManifest? = nil
        var problem: String? = nil
        if let data = try? Data(contentsOf: manifestURL) {
            do { loaded = try JSONDecoder().decode(PreviewImageManifest.self, from: data) } catch {
                problem = "\(manifestURL.path): not a previews.json (\(error))"
            }
        } else {
            problem = Self.problem(status: status, output: output, what: ran.what)
        }

        let fast = ran.what == FastReload.what
        if loaded != nil && !fast { testRunSucceeded(files: files, output: out) }
        condition.lock()
        let previousRun = goodRun
        if let loaded {
            manifest = loaded
            goodRun = run
            goodRunControls = runControls
        }
        // SwiftPM's build is behind the sources after a reload: a run without one must build.
        if loaded == nil || fast { needsBuild = true }
        error = problem
        building = false
        lastBuildSeconds = seconds
        lastRunKind = fast ? "fast reload" : "tests"
        version += 1
        condition.unlock()
        if loaded != nil, let previousRun { try? FileManager.default.removeItem(at: runsDirectory.appendingPathComponent("run-\(previousRun)")) }
        if loaded == nil { try? FileManager.default.removeItem(at: out) }
        let count = loaded?.previews.count ?? 0
        log(loaded != nil ? "build \(run): \(count) preview\(count == 1 ? "" : "s") in \(String(format: "%.1f", seconds)) s (exit status \(status)\(ran.how))"
                          : "build \(run) failed in \(String(format: "%.1f", seconds)) s: \(problem ?? "")")
        if loaded != nil && !fast { warmUpFastReload(files: files) }
    }

    /// What one run did: its status and output, what ran (for the error line) and how (for the log).
    private struct Ran {
        let status: Int32
        let output: String
        let what: String
        let how: String
    }

    // MARK: Fast reload

    /// The fast reload's run, when it covers the change since the last good test run: the target
    /// compiled alone (unless these files were compiled last) and drawn by the render host
    /// (FastReload). Nil: run the command. A reload that cannot be used at all turns itself off.
    private func reloadFast(files: [String: String], environment: [String: String]) -> Ran? {
        guard fastReloadEnabled, fastReloadOff == nil, let base = testRunFiles,
              FastReload.covers(from: base, to: files, manifest: watched[1].path) else { return nil }
        do {
            var steps: [String] = []
            let reload = try preparedReload(steps: &steps)
            if compiledFiles != files {
                let start = Date()
                let (status, output) = try reload.compile(compiled: compiledFiles, now: files)
                steps.append("compiled in \(Self.seconds(Date().timeIntervalSince(start)))")
                guard status == 0 else { return Ran(status: status, output: output, what: FastReload.what, how: ", " + steps.joined(separator: ", ")) }
                compiledFiles = files
            }
            let start = Date()
            let (status, output) = try reload.draw(environment: environment)
            steps.append("drawn in \(Self.seconds(Date().timeIntervalSince(start)))")
            return Ran(status: status, output: output, what: FastReload.what, how: ", fast reload: " + steps.joined(separator: ", "))
        } catch {
            turnOffFastReload(error)
            return nil
        }
    }

    /// The reload of the last good test run, its call checked and its render host linked.
    private func preparedReload(steps: inout [String]) throws -> FastReload {
        let reload = try fastReload ?? FastReload(packageDirectory: packageDirectory, target: target,
                                                  folder: runsDirectory.appendingPathComponent("fast", isDirectory: true))
        fastReload = reload
        try reload.checkCall()
        if let seconds = try reload.linkHostIfNeeded() { steps.append("render host linked in \(Self.seconds(seconds))") }
        return reload
    }

    /// Right after a good test run, while nothing waits: links the host and compiles the whole
    /// target once, so the first save compiles only what it changed.
    private func warmUpFastReload(files: [String: String]) {
        guard fastReloadEnabled, fastReloadOff == nil, testRunFiles == files else { return }
        do {
            let start = Date()
            var steps: [String] = []
            let reload = try preparedReload(steps: &steps)
            let (status, output) = try reload.compile(compiled: nil, now: files)
            guard status == 0 else {
                log("fast reload: the target did not compile alone: \(Self.problem(status: status, output: output, what: FastReload.what))")
                return
            }
            compiledFiles = files
            do { try reload.recordKnownPreviews() } catch {
                log("fast reload: \(error); previews added from now on show after the next test run")
            }
            log("fast reload ready in \(Self.seconds(Date().timeIntervalSince(start)))" + (steps.isEmpty ? "" : " (\(steps.joined(separator: ", ")))"))
        } catch {
            turnOffFastReload(error)
        }
    }

    private func turnOffFastReload(_ error: Error) {
        fastReloadOff = "\(error)"
        condition.lock()
        fastReloadNote = "fast reload off: \(error)"
        version += 1
        condition.unlock()
        log("fast reload off (\(error)): the tests run on every save")
    }

    /// After a good test run: the files it saw are the base of later reloads, its call is theirs, and
    /// the build plan and the compiled library are read and made again.
    private func testRunSucceeded(files: [String: String], output: URL) {
        guard fastReloadEnabled else { return }
        testRunFiles = files
        fastReload = nil
        compiledFiles = nil
        let folder = runsDirectory.appendingPathComponent("fast", isDirectory: true)
        let call = folder.appendingPathComponent(FastReload.callFileName)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: call)
        try? FileManager.default.copyItem(at: output.appendingPathComponent(FastReload.callFileName), to: call)
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    /// `/bin/sh -c COMMAND` in the package folder with the run's environment.
    private func runCommand(_ command: String, environment: [String: String]) -> (Int32, String) {
        ChildProcess.run("/bin/sh", ["-c", command], environment: environment, directory: packageDirectory)
    }

    /// The environment of a run: the page's controls, and where the images go.
    private func runEnvironment(output: URL, controls: [String: String]) -> [String: String] {
        var environment = PackagePreviewControls.environment(base: ProcessInfo.processInfo.environment, controls: controls)
        environment["WIDGET_RENDER_PREVIEWS_OUT"] = output.path
        environment["WIDGET_RENDER_PREVIEW_TARGET"] = target
        return environment
    }

    /// The compiler's error lines (`file:line:col: error: …`, each once, at most 20), else the last
    /// lines of the command's output.
    static func problem(status: Int32, output: String, what: String) -> String {
        var seen = Set<String>()
        let errors = output.split(separator: "\n").map(String.init).filter { line in
            guard line.contains(": error: "), line.range(of: #"^[^:\s][^:]*:\d+:\d+: error: "#, options: .regularExpression) != nil else { return false }
            return seen.insert(line).inserted
        }
        if !errors.isEmpty { return errors.prefix(20).joined(separator: "\n") }
        // A preview that traps: the runtime's message ("<file>:<line>: Fatal error: Index out of
        // range"), not the stack trace after it.
        var fatal = Set<String>()
        let traps = output.split(separator: "\n").map(String.init).filter { $0.contains("Fatal error: ") && fatal.insert($0).inserted }
        if !traps.isEmpty { return "\(what) stopped (status \(status)): " + traps.prefix(5).joined(separator: "\n") }
        let tail = output.split(separator: "\n").suffix(8).joined(separator: "\n")
        return "\(what) exited with status \(status) and wrote no previews.json" + (tail.isEmpty ? "" : ":\n" + tail)
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data("preview: \(line)\n".utf8))
    }

    // MARK: Serving

    private func snapshot() -> (version: Int, building: Bool, run: Int?, manifest: PreviewImageManifest?, error: String?, seconds: Double?) {
        condition.lock(); defer { condition.unlock() }
        return (version, building || buildRequested, goodRun, manifest, error, lastBuildSeconds)
    }

    func respond(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
        switch request.path {
        case "/": return LoopbackHTTPServer.Response(contentType: "text/html; charset=utf-8", body: Data(PackagePreviewPage.html.utf8))
        case "/state":
            // Long poll as for specs: answers when the version passes `after`, or after 2 s.
            if let after = request.query["after"].flatMap(Int.init) {
                let deadline = Date().addingTimeInterval(2)
                while snapshot().version <= after && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            }
            return stateResponse()
        case "/image.png": return image(request.query)
        case "/controls": return choose(request.query)
        default: return .text("not found\n", status: 404)
        }
    }

    /// `/controls?theme=&device=&tint=&wallpaper=&dynamicType=&locale=&rtl=`: the page's choices.
    /// A good choice that differs from the current one queues a run (the same queue as saves); a bad
    /// one is refused with one line (status 422, and in the state's `controlError`) and the last
    /// good images stay.
    private func choose(_ query: [String: String]) -> LoopbackHTTPServer.Response {
        do {
            let chosen = try PackagePreviewControls.variables(from: query)
            condition.lock()
            let changed = chosen != controls
            let cleared = controlError != nil
            controls = chosen
            controlError = nil
            if cleared && !changed { version += 1 }
            condition.unlock()
            if changed {
                log("controls changed: run queued")
                requestBuild(sourcesChanged: false)
            }
            return .text("ok\n")
        } catch {
            condition.lock()
            controlError = "\(error)"
            version += 1
            condition.unlock()
            log("control refused: \(error)")
            return .text("\(error)\n", status: 422)
        }
    }

    private func stateResponse() -> LoopbackHTTPServer.Response {
        let state = snapshot()
        condition.lock()
        let (chosen, drawn, refused) = (controls, goodRunControls, controlError)
        condition.unlock()
        var body: [String: Any] = [
            "version": state.version, "building": state.building, "package": packageDirectory.path, "target": target,
            "command": buildCommand, "controls": PackagePreviewControls.query(from: chosen),
            "runControls": PackagePreviewControls.query(from: drawn),
        ]
        body.merge(PackagePreviewControls.choices()) { current, _ in current }
        if let refused { body["controlError"] = refused }
        if let run = state.run { body["run"] = run }
        if let error = state.error { body["error"] = error }
        if let seconds = state.seconds { body["lastBuildSeconds"] = (seconds * 10).rounded() / 10 }
        condition.lock()
        if let kind = lastRunKind { body["lastRunKind"] = kind }
        if let note = fastReloadNote { body["fastReload"] = note }
        condition.unlock()
        if let manifest = state.manifest {
            body["previews"] = manifest.previews.map { preview -> [String: Any] in
                [
                    "id": preview.id, "title": preview.title, "kind": preview.kind, "family": preview.family,
                    "place": preview.fileID.map { file in preview.line.map { "\(file):\($0)" } ?? file } ?? "",
                    "snapshots": preview.snapshots.map { snapshot -> [String: Any] in
                        ["label": snapshot.label, "detail": snapshot.detail,
                         "images": snapshot.images.map { ["theme": $0.theme, "device": $0.device, "scale": $0.scale, "path": $0.path] }]
                    },
                ]
            }
        }
        do {
            return LoopbackHTTPServer.Response(contentType: "application/json",
                                               body: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
        } catch {
            return .text("cannot encode the state: \(error)\n", status: 500)
        }
    }

    /// `/image.png?run=N&path=P`: one image of the last good run, by the manifest's relative path.
    /// Paths that leave the run's folder (`..`, absolute) and older runs are refused.
    private func image(_ query: [String: String]) -> LoopbackHTTPServer.Response {
        let state = snapshot()
        guard let run = state.run, query["run"] == String(run) else { return .text("not the current run\n", status: 404) }
        guard let path = query["path"], !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains(".."),
              state.manifest?.previews.contains(where: { $0.snapshots.contains { $0.images.contains { $0.path == path } } }) == true else {
            return .text("not an image of this run\n", status: 404)
        }
        guard let data = try? Data(contentsOf: runsDirectory.appendingPathComponent("run-\(run)/\(path)")) else {
            return .text("cannot read \(path)\n", status: 404)
        }
        return LoopbackHTTPServer.Response(contentType: "image/png", body: data)
    }
}
