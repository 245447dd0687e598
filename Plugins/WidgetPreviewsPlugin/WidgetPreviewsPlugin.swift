import Foundation
import PackagePlugin

/// The build-tool plugin a widget target adds (`plugins: [.plugin(name: "WidgetPreviewsPlugin",
/// package: "WidgetRender")]`): before the target compiles, `widget-render-discover` reads its Swift
/// files and writes `WidgetPreviews.generated.swift` (the `enum WidgetPreviews` registry of every
/// `#Preview`, `PreviewProvider` and `Widget`), which SwiftPM compiles into the same module. When the
/// target holds `.intentdefinition` files, it also writes `IntentDefinitions.generated.swift`: the
/// intent classes Xcode would generate from them (`ConfigurationIntent` …).
@main
struct WidgetPreviewsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let definitions = target.sourceFiles(withSuffix: "intentdefinition").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "WidgetPreviews.generated.swift")
        let intentsOutput = context.pluginWorkDirectoryURL.appending(path: "IntentDefinitions.generated.swift")
        let tool = try context.tool(named: "widget-render-discover")
        let intentArguments = definitions.isEmpty ? [] : ["--intents-output", intentsOutput.path]
        return [.buildCommand(
            displayName: "Listing the previews and widgets of \(target.moduleName)",
            executable: tool.url,
            arguments: ["--module", target.moduleName, "--output", output.path] + intentArguments
                + (sources + definitions).map(\.path),
            inputFiles: sources + definitions,
            outputFiles: definitions.isEmpty ? [output] : [output, intentsOutput])]
    }
}
