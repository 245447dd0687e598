import WidgetRender
import Foundation
for line in rasterBenchmarks(runs: Int(ProcessInfo.processInfo.environment["RUNS"] ?? "100") ?? 100) { print(line) }
if CommandLine.arguments.count > 1, let scene = try? RasterReferenceScene(), let p = try? scene.render() {
    let data = Data(p.data)
    try? data.write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
}
