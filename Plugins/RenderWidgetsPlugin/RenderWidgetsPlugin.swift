import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-widgets --target MyWidgets [--out DIR]`
///
/// Renders every preview of a widget target: each preview's family × every built-in theme, each
/// entry, plus one contact sheet per preview (DIR, default `widget-previews/`).
///
/// How: a widget target's previews can only run in a process that links the target, and the one
/// SwiftPM already builds for it is its tests. So the plugin writes a request file
/// (`.build/widget-render/previews-request.json`, naming DIR), runs the tests of the test targets that
/// depend on the widget target (one of them calls `assertWidgetPreviewSnapshots(WidgetPreviews.all)`,
/// which writes the images when a request is present), removes the request, then builds
/// `widget-render` and runs `widget-render previews DIR` to draw the sheets.
@main
struct RenderWidgetsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outOption = extractor.extractOption(named: "out").last
        guard !targetNames.isEmpty else {
            throw RenderWidgetsError("name the widget target: swift package render-widgets --target <name> [--out <dir>]")
        }
        let package = context.package
        let widgetTargets = try package.targets(named: targetNames)
        let names = Set(widgetTargets.map(\.name))
        // A named test target is used as it is; otherwise every test target depending on a named target.
        let tests = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
            target.kind == .test && (names.contains(target.name) || target.dependencies.contains { dependency in
                if case .target(let other) = dependency { return names.contains(other.name) }
                return false
            })
        }
        guard !tests.isEmpty else {
            throw RenderWidgetsError("no test target depends on \(targetNames.joined(separator: ", ")): add one that calls "
                                     + "assertWidgetPreviewSnapshots(WidgetPreviews.all) (docs/previews.md)")
        }
        let root = package.directoryURL
        let out = outOption.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appending(path: $0) }
            ?? root.appending(path: "widget-previews")
        try? FileManager.default.removeItem(at: out.appending(path: "previews.json"))

        let requestURL = root.appending(path: ".build/widget-render/previews-request.json")
        try FileManager.default.createDirectory(at: requestURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: ["outputDirectory": out.path]).write(to: requestURL)
        defer { try? FileManager.default.removeItem(at: requestURL) }

        print("Running the previews of \(names.sorted().joined(separator: ", ")) through \(tests.map(\.name).joined(separator: ", "))…")
        let result = try packageManager.test(.filtered(tests.map { "^\($0.name)\\." }),
                                             parameters: PackageManager.TestParameters(enableCodeCoverage: false))
        if !result.succeeded {
            // Goldens that differ fail the tests but the images are still written: report, keep going.
            Diagnostics.warning("some tests failed (golden differences are reported by `swift test`); drawing what was rendered")
        }
        guard FileManager.default.fileExists(atPath: out.appending(path: "previews.json").path) else {
            throw RenderWidgetsError("the tests wrote no previews to \(out.path): does a test of \(tests.map(\.name).joined(separator: ", ")) "
                                     + "call assertWidgetPreviewSnapshots(WidgetPreviews.all)?")
        }

        let build = try packageManager.build(.product("widget-render"), parameters: PackageManager.BuildParameters())
        guard build.succeeded, let cli = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "widget-render" }) else {
            Diagnostics.warning("could not build widget-render; draw the sheets with `swift run widget-render previews \(out.path)`")
            return
        }
        let process = try Process.run(cli.url, arguments: ["previews", out.path])
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RenderWidgetsError("widget-render previews failed") }
    }
}

struct RenderWidgetsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
