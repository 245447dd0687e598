// widget-render-discover: the tool the WidgetPreviewsPlugin runs at build time.
//
//   widget-render-discover --module MyWidgets --output <dir>/WidgetPreviews.generated.swift FILE.swift…
//
// Scans the files with WidgetPreviewDiscovery and writes the registry (`enum WidgetPreviews`).
// The output is written only when its bytes change, so an unchanged registry does not rebuild the module.
import Foundation
import WidgetPreviewDiscovery

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widget-render-discover: \(message)\n".utf8))
    exit(1)
}

var module: String?
var output: String?
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--module": module = arguments.next()
    case "--output": output = arguments.next()
    case "--help", "-h":
        print("usage: widget-render-discover --module NAME --output FILE.swift SOURCE.swift…")
        exit(0)
    default: files.append(argument)
    }
}
guard let module, let output else { fail("--module and --output are required (see --help)") }

do {
    // Sorted by file name: the registry lists previews in file and line order whatever order the build gives.
    let urls = files.filter { $0.hasSuffix(".swift") }.map { URL(fileURLWithPath: $0) }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let result = try Discovery.scan(files: urls, module: module)
    let text = RegistryGenerator.source(for: result, module: module)
    let url = URL(fileURLWithPath: output)
    if (try? String(contentsOf: url, encoding: .utf8)) != text {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
} catch {
    fail("\(error)")
}
