import Foundation
import PackagePlugin

/// The build-tool plugin a widget target adds (`plugins: [.plugin(name: "WidgetPreviewsPlugin",
/// package: "WidgetRender")]`): before the target compiles, `widget-render-discover` reads its Swift
/// files and writes `WidgetPreviews.generated.swift` (the `enum WidgetPreviews` registry of every
/// `#Preview`, `PreviewProvider` and `Widget`), which SwiftPM compiles into the same module. When the
/// target holds `.intentdefinition` files, it also writes `IntentDefinitions.generated.swift`: the
/// intent classes Xcode would generate from them (`ConfigurationIntent` …). When it holds asset
/// catalogs (and no GeneratedAssetSymbols.swift of its own), it writes the asset symbols Xcode 15
/// generates (`Color(.brand)`, `Image(.logo)`, docs/assets.md).
@main
struct WidgetPreviewsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let definitions = target.sourceFiles(withSuffix: "intentdefinition").map(\.url)
        // SwiftPM lists a catalog as one unhandled item (on Linux) or as its files: either way, its
        // Contents.json files are the inputs.
        let catalogFiles = target.sourceFiles.map(\.url).flatMap { url -> [URL] in
            if url.pathExtension == "xcassets" { return Self.contentsFiles(in: url) }
            return url.path.contains(".xcassets/") && url.lastPathComponent == "Contents.json" ? [url] : []
        }
        let ownSymbols = sources.contains { $0.lastPathComponent == "GeneratedAssetSymbols.swift" }
        let assetsOutput = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.generated.swift")
        let generatesAssets = !catalogFiles.isEmpty && !ownSymbols
        let output = context.pluginWorkDirectoryURL.appending(path: "WidgetPreviews.generated.swift")
        let intentsOutput = context.pluginWorkDirectoryURL.appending(path: "IntentDefinitions.generated.swift")
        let tool = try context.tool(named: "widget-render-discover")
        let generatorArguments = (definitions.isEmpty ? [] : ["--intents-output", intentsOutput.path])
            + (generatesAssets ? ["--assets-output", assetsOutput.path] : [])
        return [.buildCommand(
            displayName: "Listing the previews and widgets of \(target.moduleName)",
            executable: tool.url,
            arguments: ["--module", target.moduleName, "--output", output.path] + generatorArguments
                + (sources + definitions + (generatesAssets ? catalogFiles : [])).map(\.path),
            inputFiles: sources + definitions + catalogFiles,
            outputFiles: [output] + (definitions.isEmpty ? [] : [intentsOutput]) + (generatesAssets ? [assetsOutput] : []))]
    }

    /// Every Contents.json in a catalog folder, in a stable order.
    static func contentsFiles(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
            .sorted { $0.path < $1.path }
    }
}
