import Foundation

/// The live preview's fast reload (docs/preview.md, *Fast reload*): after one good test run, a save
/// of the widget target's Swift files is drawn without SwiftPM and without the tests.
///
/// - The **render host** is an executable linked once from the objects of the package's test
///   product (SwiftPM's own debug build of WidgetRender, the package's other targets and their
///   dependencies), without the widget target, the test targets and the test runner, exporting its
///   symbols. It is linked again when SwiftPM has linked the test product since.
/// - A **reload** runs the target's preview discovery, compiles the target alone with SwiftPM's own
///   compiler arguments into a shared library, with an entry point that calls
///   `LivePreviewReload.run` (WidgetSnapshotTesting), and runs the host on it: the host loads the
///   library and the entry draws the previews as the last test run's call asked (its `call.json`),
///   into the run's folder.
/// - A compile error is the user's and shown as one; a host that cannot be linked or cannot load
///   the library turns the fast reload off (`Unavailable`) and the tests run instead.
struct FastReload {
    let packageDirectory: URL
    let target: String
    /// `.build/widget-render/live-preview/fast`: the host, the library, the entry source, the call.
    let folder: URL
    var plan: SwiftPMBuildPlan

    /// The fast reload cannot be used; the live preview runs the tests instead.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The entry points' C symbols, as `LivePreviewReload.entrySymbol` and `.listSymbol` name them.
    static let entrySymbol = "widget_render_live_preview_v1"
    static let listSymbol = "widget_render_live_preview_list_v1"
    /// The host's exit status when it could not load the library or find its entry point.
    static let hostCannotLoad: Int32 = 3

    init(packageDirectory: URL, target: String, folder: URL) throws {
        self.packageDirectory = packageDirectory
        self.target = target
        self.folder = folder
        do {
            plan = try SwiftPMBuildPlan(manifest: SwiftPMBuildPlan.manifestURL(packageDirectory: packageDirectory), target: target)
        } catch { throw Unavailable(description: "\(error)") }
    }

    var host: URL { folder.appendingPathComponent("render-host") }
    var library: URL { folder.appendingPathComponent("lib\(target)LivePreview.so") }
    var callFile: URL { folder.appendingPathComponent(Self.callFileName) }
    /// Where the preview test's call (`PreviewCall`) is written beside its images.
    static let callFileName = "call.json"
    /// How a reload's failure is named on the page.
    static let what = "the fast reload"

    /// The last test run's call must be there and replayable (a call with its own themes, devices
    /// or renderer is not).
    func checkCall() throws {
        guard let data = try? Data(contentsOf: callFile),
              let call = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Unavailable(description: "the preview test wrote no \(Self.callFileName)")
        }
        if let reason = call["notReplayable"] as? String { throw Unavailable(description: reason) }
    }

    /// True when the watched files moved from `base` (the last good test run's) to `now` in a way a
    /// reload covers: the same Swift files (none added or removed) and the same `Package.swift`.
    /// Other files (asset catalogs, strings) are read by the reload itself.
    static func covers(from base: [String: String], to now: [String: String], manifest: String) -> Bool {
        func swiftFiles(_ files: [String: String]) -> Set<String> { Set(files.keys.filter { $0.hasSuffix(".swift") && $0 != manifest }) }
        return base[manifest] == now[manifest] && swiftFiles(base) == swiftFiles(now)
    }

    /// Links the render host unless it is newer than the test product SwiftPM linked last and was
    /// made from this version's `main`. Returns the seconds it took, or nil when the host was current.
    func linkHostIfNeeded() throws -> Double? {
        let product = Self.value(after: "-o", in: plan.testLink)
        let main = folder.appendingPathComponent("RenderHost.swift")
        if let product, let built = Self.modified(URL(fileURLWithPath: product)), let linked = Self.modified(host), linked >= built,
           (try? Data(contentsOf: main)) == Data(Self.hostSource.utf8) {
            return nil
        }
        let start = Date()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let objects = folder.appendingPathComponent("render-host.objects")
        try Data(Self.hostSource.utf8).write(to: main, options: .atomic)
        try Data(plan.hostObjects.map(Self.quoted).joined(separator: "\n").utf8).write(to: objects, options: .atomic)
        var arguments: [String] = []
        var index = 1
        let link = plan.testLink
        while index < link.count {
            let argument = link[index]
            switch argument {
            case "-o": arguments += ["-o", host.path + ".new"]; index += 1
            case "-module-name": arguments += ["-module-name", "WidgetRenderLiveHost"]; index += 1
            case "-g": break
            case "-Xlinker", "-Xcc", "-Xfrontend", "-Xswiftc", "-L", "-target", "-sdk":
                arguments.append(argument)
                if index + 1 < link.count { arguments.append(link[index + 1]) }
                index += 1
            default: arguments.append(argument.hasPrefix("@") ? "@" + objects.path : argument)
            }
            index += 1
        }
        arguments += [main.path, "-Xlinker", "--export-dynamic"]
        if let product { arguments += ["-Xlinker", "-rpath=" + URL(fileURLWithPath: product).deletingLastPathComponent().path] }
        let (status, output) = ChildProcess.run(link[0], arguments, directory: packageDirectory)
        guard status == 0 else {
            throw Unavailable(description: "cannot link the render host (status \(status)): " + output.split(separator: "\n").suffix(4).joined(separator: " "))
        }
        guard rename(host.path + ".new", host.path) == 0 else { throw Unavailable(description: "cannot rename the render host into \(host.path)") }
        return Date().timeIntervalSince(start)
    }

    /// Runs the preview discovery (it rewrites the registry only when its text changes), then
    /// compiles the target into `library`, incrementally. Returns swiftc's status and output (its
    /// diagnostics).
    ///
    /// The driver decides what to recompile by modification times at a coarser grain than saves
    /// come, so a file saved again within a second of the last compile could keep its old object:
    /// the objects of the sources that differ between `compiled` (the watched files at the last
    /// good compile; nil: all) and `now`, and of sources nobody watches (the generated registry),
    /// are removed first, and the driver rebuilds them and whatever depends on what they declare.
    func compile(compiled: [String: String]?, now: [String: String]) throws -> (status: Int32, output: String) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let discover = plan.discover {
            let (status, output) = ChildProcess.run(discover[0], Array(discover.dropFirst()), directory: packageDirectory)
            guard status == 0 else { return (status, output) }
        }
        let entry = folder.appendingPathComponent("LivePreviewEntry.swift")
        let entryChanged = (try? Data(contentsOf: entry)) != Data(Self.entrySource.utf8)
        if entryChanged { try Data(Self.entrySource.utf8).write(to: entry, options: .atomic) }
        let sources = plan.sources + [entry.path]
        let objects = try writeOutputFileMap(sources: sources)
        for source in sources {
            let stale = source == entry.path ? entryChanged : compiled == nil || now[source] == nil || compiled?[source] != now[source]
            if stale, let object = objects[source] { try? FileManager.default.removeItem(atPath: object) }
        }
        let arguments = Self.libraryArguments(compile: plan.compile, sources: sources, output: library.path,
                                              outputFileMap: folder.appendingPathComponent("output-file-map.json").path)
        return ChildProcess.run(plan.compile[0], arguments, directory: packageDirectory)
    }

    /// The driver's incremental build needs an object and a dependency file per source (named after
    /// the source's path, so a changed list of sources never reuses another file's object). Returns
    /// each source's object path.
    private func writeOutputFileMap(sources: [String]) throws -> [String: String] {
        let objects = folder.appendingPathComponent("objects", isDirectory: true)
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]]
        for source in sources {
            let name = String(source.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
            let base = objects.appendingPathComponent(name).path
            map[source] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
        }
        let url = folder.appendingPathComponent("output-file-map.json")
        let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
        if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
        return map.compactMapValues { $0["object"] }
    }

    /// Runs the host on the library: it draws into `environment`'s `WIDGET_RENDER_PREVIEWS_OUT`.
    func draw(environment: [String: String]) throws -> (status: Int32, output: String) {
        try runHost(["draw", packageDirectory.path, callFile.path], environment: environment)
    }

    /// Lists the previews the compiled target has and adds them to the call (`known`), so that later
    /// reloads draw a preview added since, but not one the test left out. Run right after the test
    /// run's compile, while the target is as the test saw it.
    func recordKnownPreviews() throws {
        let list = folder.appendingPathComponent("known-previews.json")
        let (status, output) = try runHost(["list", list.path], environment: nil)
        guard status == 0, let known = try? JSONSerialization.jsonObject(with: Data(contentsOf: list)) as? [String],
              var call = try? JSONSerialization.jsonObject(with: Data(contentsOf: callFile)) as? [String: Any] else {
            throw Unavailable(description: "cannot list the target's previews (status \(status)): \(output.suffix(300))")
        }
        call["known"] = known
        try JSONSerialization.data(withJSONObject: call, options: [.sortedKeys]).write(to: callFile, options: .atomic)
    }

    /// The host runs without the Swift backtracer unless the user asked for it: a preview that traps
    /// then reports its one line at once instead of after seconds of symbolication.
    private func runHost(_ arguments: [String], environment: [String: String]?) throws -> (status: Int32, output: String) {
        var environment = environment ?? ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let (status, output) = ChildProcess.run(host.path, [library.path] + arguments, environment: environment, directory: packageDirectory)
        if status == Self.hostCannotLoad { throw Unavailable(description: output.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (status, output)
    }

    /// SwiftPM's compile of the target, made to build a shared library of the sources given,
    /// incrementally with its own output file map: without SwiftPM's module, dependency, index and
    /// header outputs, testing and debug info (nothing of them is used, and they cost time).
    static func libraryArguments(compile: [String], sources: [String], output: String, outputFileMap: String) -> [String] {
        let dropped: Set<String> = ["-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
                                    "-serialize-diagnostics", "-enable-testing", "-parseable-output", "-emit-objc-header", "-g"]
        let droppedWithValue: Set<String> = ["-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-o"]
        var arguments: [String] = []
        var index = 1
        while index < compile.count {
            let argument = compile[index]
            if droppedWithValue.contains(argument) {
                index += 1
            } else if ["-Xcc", "-Xfrontend", "-Xlinker", "-Xllvm", "-Xclang-linker"].contains(argument) {
                arguments.append(argument)
                if index + 1 < compile.count { arguments.append(compile[index + 1]) }
                index += 1
            } else if !dropped.contains(argument) && !argument.hasPrefix("@") {
                arguments.append(argument)
            }
            index += 1
        }
        return arguments + ["-incremental", "-output-file-map", outputFileMap, "-emit-library", "-o", output] + sources
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    private static func modified(_ url: URL) -> Date? {
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
    }

    private static func quoted(_ path: String) -> String {
        guard path.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" }) else { return path }
        return "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The entry point compiled into the reloaded target: `WidgetPreviews` is the registry the
    /// discovery writes into the target.
    static let entrySource = """
        // Written by `widget-render preview --package`: the fast reload's entry point (docs/preview.md).
        @_spi(LivePreview) import WidgetSnapshotTesting

        @_cdecl("\(entrySymbol)") public func __widgetRenderLivePreview(_ packageRoot: UnsafePointer<CChar>, _ callFile: UnsafePointer<CChar>) -> Int32 {
            LivePreviewReload.run(WidgetPreviews.all, packageRoot: String(cString: packageRoot), callFile: String(cString: callFile))
        }

        @_cdecl("\(listSymbol)") public func __widgetRenderLivePreviewList(_ file: UnsafePointer<CChar>) -> Int32 {
            LivePreviewReload.list(WidgetPreviews.all, to: String(cString: file))
        }

        """

    /// The render host's `main`: `render-host LIBRARY draw PACKAGE CALL` or `render-host LIBRARY list
    /// FILE` loads the library and calls the entry point; exits with its status, or `hostCannotLoad`.
    static let hostSource = """
        // Written by `widget-render preview --package`: the fast reload's render host (docs/preview.md).
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Musl)
        import Musl
        #endif

        typealias Draw = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
        typealias List = @convention(c) (UnsafePointer<CChar>) -> Int32
        let arguments = CommandLine.arguments
        let draw = arguments.count == 5 && arguments[2] == "draw", list = arguments.count == 4 && arguments[2] == "list"
        guard draw || list else {
            fputs("usage: render-host LIBRARY draw PACKAGE CALL | render-host LIBRARY list FILE\\n", stderr)
            exit(2)
        }
        guard let library = dlopen(arguments[1], RTLD_NOW | RTLD_LOCAL) else {
            fputs("cannot load \\(arguments[1]): \\(dlerror().map { String(cString: $0) } ?? "?")\\n", stderr)
            exit(\(hostCannotLoad))
        }
        let name = draw ? "\(entrySymbol)" : "\(listSymbol)"
        guard let symbol = dlsym(library, name) else {
            fputs("\\(arguments[1]) has no \\(name)\\n", stderr)
            exit(\(hostCannotLoad))
        }
        exit(draw ? unsafeBitCast(symbol, to: Draw.self)(arguments[3], arguments[4])
                  : unsafeBitCast(symbol, to: List.self)(arguments[3]))

        """
}
