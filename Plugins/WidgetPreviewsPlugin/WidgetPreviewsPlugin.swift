import Foundation
import PackagePlugin

/// The build-tool plugin a widget target adds (`plugins: [.plugin(name: "WidgetPreviewsPlugin",
/// package: "WidgetRender")]`): before the target compiles, `widget-render-discover` reads its Swift
/// files and writes `WidgetPreviews.generated.swift` (the `enum WidgetPreviews` registry of every
/// `#Preview`, `PreviewProvider` and `Widget`), which SwiftPM compiles into the same module.
@main
struct WidgetPreviewsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "WidgetPreviews.generated.swift")
        let tool = try context.tool(named: "widget-render-discover")
        return [.buildCommand(
            displayName: "Listing the previews and widgets of \(target.moduleName)",
            executable: tool.url,
            arguments: ["--module", target.moduleName, "--output", output.path] + sources.map(\.path),
            inputFiles: sources,
            outputFiles: [output])]
    }
}
