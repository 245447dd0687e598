import Foundation
import WidgetPreviewDiscovery

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widget-render-discover: \(message)\n".utf8))
    exit(1)
}

var module: String?
var output: String?
var intentsOutput: String?
var assetsOutput: String?
var dataModelOutput: String?
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--module": module = arguments.next()
    case "--output": output = arguments.next()
    case "--intents-output": intentsOutput = arguments.next()
    case "--assets-output": assetsOutput = arguments.next()
    case "--datamodel-output": dataModelOutput = arguments.next()
    case "--help", "-h":
        print("usage: widget-render-discover --module NAME --output FILE.swift [--intents-output FILE.swift] "
              + "[--assets-output FILE.swift] [--datamodel-output FILE.swift] SOURCE.swift… DEFINITION.intentdefinition… "
              + "CATALOG.xcassets/… MODEL.xcdatamodeld…")
        exit(0)
    default: files.append(argument)
    }
}
guard let module, let output else { fail("--module and --output are required (see --help)") }

func writeIfChanged(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
}

do {
    // Sorted by file name: the registry lists previews in file and line order whatever order the build gives.
    let urls = files.filter { $0.hasSuffix(".swift") }.map { URL(fileURLWithPath: $0) }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let result = try Discovery.scan(files: urls, module: module)
    // Warnings build on; the build shows each at its place.
    if !result.warnings.isEmpty { FileHandle.standardError.write(Data((result.warnings.joined(separator: "\n") + "\n").utf8)) }
    if !result.problems.isEmpty {
        // Compiler-style lines (`path:line:col: error: …`): the build shows each at its place.
        FileHandle.standardError.write(Data((result.problems.joined(separator: "\n") + "\n").utf8))
        exit(1)
    }
    try writeIfChanged(RegistryGenerator.source(for: result, module: module), to: output)
    if let intentsOutput {
        let definitions = try files.filter { $0.hasSuffix(".intentdefinition") }.sorted().map {
            (file: $0, definition: try IntentDefinition.read(URL(fileURLWithPath: $0)))
        }
        try writeIfChanged(IntentDefinitionGenerator.source(for: definitions, imports: result.imports), to: intentsOutput)
    }
    if let assetsOutput {
        let listing = AssetCatalogListing.list(files: files.filter { $0.contains(".xcassets/") })
        try writeIfChanged(listing.swiftSource(imports: result.imports), to: assetsOutput)
    }
    if let dataModelOutput {
        let models = try files.filter { $0.hasSuffix(".xcdatamodeld") }.sorted().map {
            (file: $0, model: try DataModelDefinition.read(modelFolder: URL(fileURLWithPath: $0)))
        }
        try writeIfChanged(try DataModelGenerator.source(for: models, imports: result.imports), to: dataModelOutput)
    }
} catch {
    fail("\(error)")
}
