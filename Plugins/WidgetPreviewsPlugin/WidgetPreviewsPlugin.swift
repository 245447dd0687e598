import Foundation
import PackagePlugin

/// The build-tool plugin a widget target adds (`plugins: [.plugin(name: "WidgetPreviewsPlugin",
/// package: "WidgetRender")]`): before the target compiles, `widget-render-discover` reads its Swift
/// files and writes `WidgetPreviews.generated.swift` (the `enum WidgetPreviews` registry of every
/// `#Preview`, `PreviewProvider` and `Widget`), which SwiftPM compiles into the same module. When the
/// target holds `.intentdefinition` files, it also writes `IntentDefinitions.generated.swift`: the
/// intent classes Xcode would generate from them (`ConfigurationIntent` …). When it holds asset
/// catalogs (and no GeneratedAssetSymbols.swift of its own), it writes the asset symbols Xcode 15
/// generates (`Color(.brand)`, `Image(.logo)`, docs/assets.md). When it holds Core Data models
/// (`.xcdatamodeld`), it writes `CoreDataModels.generated.swift`: the classes of the entities whose
/// Codegen is Class Definition.
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
        let models = Self.modelFolders(in: target.sourceFiles.map(\.url))
        let modelFiles = models.flatMap(Self.files(in:))
        let modelsOutput = context.pluginWorkDirectoryURL.appending(path: "CoreDataModels.generated.swift")
        let ownSymbols = sources.contains { $0.lastPathComponent == "GeneratedAssetSymbols.swift" }
        let assetsOutput = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.generated.swift")
        let generatesAssets = !catalogFiles.isEmpty && !ownSymbols
        let output = context.pluginWorkDirectoryURL.appending(path: "WidgetPreviews.generated.swift")
        let intentsOutput = context.pluginWorkDirectoryURL.appending(path: "IntentDefinitions.generated.swift")
        let tool = try context.tool(named: "widget-render-discover")
        let generatorArguments = (definitions.isEmpty ? [] : ["--intents-output", intentsOutput.path])
            + (generatesAssets ? ["--assets-output", assetsOutput.path] : [])
            + (models.isEmpty ? [] : ["--datamodel-output", modelsOutput.path])
        return [.buildCommand(
            displayName: "Listing the previews and widgets of \(target.moduleName)",
            executable: tool.url,
            arguments: ["--module", target.moduleName, "--output", output.path] + generatorArguments
                + (sources + definitions + (generatesAssets ? catalogFiles : []) + models).map(\.path),
            inputFiles: sources + definitions + catalogFiles + modelFiles,
            outputFiles: [output] + (definitions.isEmpty ? [] : [intentsOutput]) + (generatesAssets ? [assetsOutput] : [])
                + (models.isEmpty ? [] : [modelsOutput]))]
    }

    /// Every Contents.json in a catalog folder, in a stable order.
    static func contentsFiles(in catalog: URL) -> [URL] {
        files(in: catalog).filter { $0.lastPathComponent == "Contents.json" }
    }

    /// Every file below `folder`, in a stable order.
    static func files(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true }
            .sorted { $0.path < $1.path }
    }

    /// The `.xcdatamodeld` folders among the target's files, which SwiftPM lists as one item or as
    /// the files inside.
    static func modelFolders(in urls: [URL]) -> [URL] {
        let folders = urls.compactMap { url -> URL? in
            guard let range = url.path.range(of: ".xcdatamodeld") else { return nil }
            return URL(fileURLWithPath: String(url.path[..<range.upperBound]))
        }
        return Array(Set(folders)).sorted { $0.path < $1.path }
    }
}
