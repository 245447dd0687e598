import ArgumentParser
import Foundation
import WidgetPNG
import WidgetRender

/// `widget-render preview SPEC`: a live preview while editing a spec. Serves a page on 127.0.0.1
/// with the widget in every family the chosen device and theme show, and controls for theme, tint,
/// wallpaper, device, dark/light and zoom. The spec file is polled every 50 ms; when
/// its bytes change it is parsed again and the page, which long-polls `/state`, reloads its images,
/// so a save shows within a few hundred milliseconds. A spec that no longer parses keeps the last good widget
/// on the page under the error line.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a spec on http://127.0.0.1:PORT/ that re-renders when the file is saved."
    )

    @Argument(help: "The spec file (.yaml, .yml or .json); or --package and --target.")
    var spec: String?

    @Option(help: "A Swift package folder: preview the #Previews of its --target, rebuilt on every save (docs/preview.md).")
    var package: String?

    @Option(help: "With --package: the widget target (sources in Sources/<target>).")
    var target: String?

    @Option(help: "With --package: the test target that calls assertWidgetPreviewSnapshots (default: <target>Tests).")
    var testTarget: String?

    @Option(help: "With --package: the shell command that builds and writes the previews to $WIDGET_RENDER_PREVIEWS_OUT (default: swift test --filter '^<test target>\\.'; also $WIDGET_RENDER_PREVIEW_BUILD).")
    var buildCommand: String?

    @Flag(help: "With --package: always run the tests, never the fast reload that recompiles the widget target alone (docs/preview.md, Fast reload).")
    var noFastReload = false

    @Option(help: "The port on 127.0.0.1 (0: any free port; the URL is printed).")
    var port: Int = 8123

    @Option(name: .customLong("apple-fonts"), help: RunOptions.appleFontsHelp)
    var appleFonts: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535") }
        try PackagePreviewOptions.validate(spec: spec, package: package, target: target, testTarget: testTarget)
    }

    func run() throws {
        try CLIError.reporting {
            if let package {
                return try PackagePreviewOptions.serve(package: package, target: target ?? "", testTarget: testTarget,
                                                       buildCommand: buildCommand, fastReload: !noFastReload, port: port)
            }
            guard let spec else { return }
            guard FileManager.default.fileExists(atPath: spec) else { throw CLIError("\(spec): no such file") }
            let run = RunOptions(appleFonts: appleFonts.map { URL(fileURLWithPath: $0) })
            _ = try run.fonts()  // a bad --apple-fonts folder is the one-line error, before serving
            let state = PreviewState(specPath: spec, run: run)
            state.reloadIfChanged()
            let server = try LoopbackHTTPServer(port: port) { state.respond(to: $0) }
            print("preview: http://127.0.0.1:\(server.port)/ (watching \(spec); Ctrl-C stops)")
            fflush(stdout)
            Thread.detachNewThread {
                while true {
                    Thread.sleep(forTimeInterval: 0.05)
                    state.reloadIfChanged()
                }
            }
            server.serve()
        }
    }
}

/// The spec as last read, its version (bumped on every change of the file's bytes) and the error
/// of the last read, if any. Thread-safe: the watcher writes, request threads read.
final class PreviewState: @unchecked Sendable {
    let specPath: String
    private let lock = NSLock()
    private var bytes: Data?
    private var subjects: [RenderSubject] = []
    private var error: String?
    private var version = 0

    /// What every reload renders with (`--apple-fonts`).
    let run: RunOptions
    init(specPath: String, run: RunOptions = RunOptions()) { self.specPath = specPath; self.run = run }

    func reloadIfChanged() {
        let data = FileManager.default.contents(atPath: specPath)
        lock.lock()
        let unchanged = data == bytes
        lock.unlock()
        if unchanged { return }
        var loaded: [RenderSubject]? = nil
        var problem: String? = nil
        if data == nil {
            problem = "\(specPath): cannot read the file"
        } else {
            do { loaded = try RenderSubject.load(specPaths: [specPath], run: run) } catch { problem = String(describing: error) }
        }
        lock.lock()
        bytes = data
        if let loaded { subjects = loaded }
        error = problem
        version += 1
        lock.unlock()
        FileHandle.standardError.write(Data("preview: \(problem.map { "error: \($0)" } ?? "reloaded \(specPath)") (version \(version))\n".utf8))
    }

    private func snapshot() -> (subjects: [RenderSubject], error: String?, version: Int) {
        lock.lock(); defer { lock.unlock() }
        return (subjects, error, version)
    }

    func respond(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
        switch request.path {
        case "/": return LoopbackHTTPServer.Response(contentType: "text/html; charset=utf-8", body: Data(PreviewPage.html.utf8))
        case "/state":
            // Long poll: `/state?after=N` answers when the version passes N, or after 2 s with the
            // same one, so a save reaches the page as soon as it is parsed.
            if let after = request.query["after"].flatMap(Int.init) {
                let deadline = Date().addingTimeInterval(2)
                while snapshot().version <= after && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            }
            return stateResponse()
        case "/render.png": return render(request.query)
        default: return .text("not found\n", status: 404)
        }
    }

    /// What the page needs to build its controls and grid, and the version it watches.
    private func stateResponse() -> LoopbackHTTPServer.Response {
        let (subjects, error, version) = snapshot()
        var state: [String: Any] = [
            "version": version, "spec": specPath, "defaultDevice": Device.iPhone.id,
            "widgets": subjects.map { ["name": $0.name, "title": $0.title, "families": $0.families.map(\.description),
                                       "devices": $0.devices.map(\.id)] },
            "devices": Device.all.map { ["id": $0.id, "name": $0.displayName, "platform": "\($0.widgetPlatform)",
                                         "families": $0.families.map(\.description)] },
            "themes": Theme.builtIn.map { theme -> [String: Any] in
                ["name": theme.name, "base": theme.name.split(separator: "(").first.map(String.init) ?? theme.name,
                 "tinted": theme.name.contains("("), "platform": "\(theme.platform)", "families": theme.families.map(\.description)]
            },
            "wallpapers": Wallpaper.allCases.map(\.rawValue),
        ]
        if let error { state["error"] = error }
        do {
            let data = try JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])
            return LoopbackHTTPServer.Response(contentType: "application/json", body: data)
        } catch {
            return .text("cannot encode the state: \(error)\n", status: 500)
        }
    }

    /// The environment axes of `dynamicType=`, `locale=`, `rtl=1` and `os=` (empty: the defaults).
    static func axes(_ query: [String: String]) throws -> EnvironmentAxes {
        var axes = EnvironmentAxes()
        if let name = query["dynamicType"], !name.isEmpty {
            guard let size = DynamicTypeSize(name: name) else { throw CLIError("unknown Dynamic Type size '\(name)'") }
            axes.dynamicTypeSize = size
        }
        if let identifier = query["locale"], !identifier.isEmpty {
            guard identifier.count <= 40, identifier.first?.isLetter == true,
                  identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
                throw CLIError("'\(identifier)' is not a locale identifier")
            }
            axes.locale = Locale(identifier: identifier)
        }
        if query["rtl"] == "1" { axes.layoutDirection = .rightToLeft }
        if let name = query["os"], !name.isEmpty {
            guard let release = OSRelease(name: name) else {
                throw CLIError("unknown OS release '\(RenderLimits.excerpt(name))' (17, 18 or 26)")
            }
            axes.osRelease = release
        }
        return axes
    }

    /// `/render.png?widget=&family=&device=&theme=&tint=&wallpaper=&dynamicType=&locale=&rtl=&os=`: one PNG, or a
    /// 422 with the reason (unknown name, a family the device or theme does not show).
    private func render(_ query: [String: String]) -> LoopbackHTTPServer.Response {
        let subjects = snapshot().subjects
        do {
            guard let subject = subjects.first(where: { $0.name == query["widget"] }) ?? subjects.first else {
                throw CLIError("the spec has no widget")
            }
            let family = try WidgetFamily.parse(query["family"] ?? subject.families.first?.description ?? "")
            let device = try Device(named: query["device"] ?? Device.iPhone.id)
            var themeName = query["theme"] ?? "ios.light"
            if let tint = query["tint"], !tint.isEmpty, !themeName.contains("(") {
                themeName += "(\(tint))"
            }
            var theme = try Theme(named: themeName)
            if let name = query["wallpaper"], !name.isEmpty {
                guard let wallpaper = Wallpaper(rawValue: name) else { throw CLIError("unknown wallpaper '\(name)'") }
                theme.wallpaper = wallpaper
            }
            let axes = try Self.axes(query)
            let environment = subject.environment()
            guard device.sizes[family] != nil else { throw CLIError("\(device.id) has no \(family.description)") }
            guard theme.families.contains(family) else { throw CLIError("\(theme.name) does not show \(family.description)") }
            let pixmap = try subject.renderer.render(.view(subject.view(family, axes), family: family, device: device, theme: theme,
                                                     environment: environment))
            return LoopbackHTTPServer.Response(contentType: "image/png", body: try pixmap.pngData())
        } catch {
            return .text("\(error)\n", status: 422)
        }
    }
}
