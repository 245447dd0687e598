import Foundation
import WidgetRender
import WidgetText

let suites: [(name: String, run: () throws -> [String])] = [
    ("pipeline", { pipelineBenchmarks() }),
    ("raster", { rasterBenchmarks() }),
    ("png", { pngBenchmarks() }),
    ("fastpng", { fastPNGBenchmarks() }),
    ("text", { textBenchmarks() }),
    ("layout", { layoutBenchmarks(text: TextEngine(catalog: try FontCatalog.bundled())) }),
    ("snapshot", { try snapshotBenchmarks() }),
    ("hash", { hashBenchmarks() }),
    ("wallpaper", { wallpaperBenchmarks() }),
    ("cli", { cliBenchmarks() }),
    ("symbols", { try symbolBenchmarks() }),
    ("catalog", { try catalogBenchmarks() }),
    ("peers", { peerBenchmarks() }),
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(suites.map(\.name))
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("unknown benchmark \(unknown.sorted().joined(separator: ", ")); choose from \(suites.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    print("== \(suite.name)")
    do {
        for line in try suite.run() { print(line) }
    } catch {
        print("failed: \(error)")
    }
}
