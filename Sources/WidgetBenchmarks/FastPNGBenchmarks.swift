// The `fast` preset's encode before and after issue 35 (docs/performance.md, "`fast` since issue
// 35"): the sampled pixel-run encoder and the nibble-coded one on the same pixels, interleaved
// run by run so that both see the same load.
import Foundation
import WidgetGeometry
@_spi(Benchmarks) import WidgetPNG

/// BENCH_RUNS encodes of each candidate (default 41), alternating; median thread CPU time and bytes.
/// BENCH_PIXELS=<path>: also writes the reference scene as a `small` PNG (for C harnesses).
/// BENCH_ONLY=<start of a candidate's name>: only that candidate (e.g. under callgrind, where each
/// candidate then encodes 1 + BENCH_RUNS times).
func fastPNGBenchmarks(runs: Int = ProcessInfo.processInfo.environment["BENCH_RUNS"].flatMap(Int.init) ?? 41) -> [String] {
    let pixmap: Pixmap
    do { pixmap = try ReferenceScene().render() } catch { return ["fastpng: cannot render the reference scene: \(error)"] }
    if let path = ProcessInfo.processInfo.environment["BENCH_PIXELS"] {
        try? pixmap.pngData(preset: .small).write(to: URL(fileURLWithPath: path))
    }
    let only = ProcessInfo.processInfo.environment["BENCH_ONLY"] ?? ""
    let candidates: [(String, PNGEncoding)] = [
        ("up + sampled pixel runs (issue 16 `fast`)", PNGEncoding(filter: .fixed(.up), compressor: .sampledRuns)),
        ("up + nibble-coded pixel runs (issue 35)", PNGEncoding(filter: .fixed(.up), compressor: .nibbleRuns)),
        ("preset .fast", PNGPreset.fast.encoding),
    ].filter { $0.0.hasPrefix(only) }
    var times = [[Double]](repeating: [], count: candidates.count)
    var sizes = [Int](repeating: 0, count: candidates.count)
    for (index, candidate) in candidates.enumerated() {
        // Warm-up, and a check that the file decodes to the pixels.
        let data = (try? pixmap.pngData(encoding: candidate.1)) ?? Data()
        sizes[index] = data.count
        if (try? Pixmap(pngData: data)) != pixmap { return ["fastpng: \(candidate.0) does not decode to the pixels"] }
    }
    for _ in 0..<runs {
        for (index, candidate) in candidates.enumerated() {
            let start = threadCPUTime()
            _ = try? pixmap.pngData(encoding: candidate.1)
            times[index].append(threadCPUTime() - start)
        }
    }
    var lines = ["fastpng: reference scene \(pixmap.width)×\(pixmap.height), \(runs) interleaved runs (thread CPU ms: median, min)", "",
                 "| encoder | median ms | min ms | bytes |", "|---|---:|---:|---:|"]
    for (index, candidate) in candidates.enumerated() {
        let sorted = times[index].sorted()
        lines.append(String(format: "| %@ | %.3f | %.3f | %d |", candidate.0, sorted[runs / 2], sorted[0], sizes[index]))
    }
    return lines
}
