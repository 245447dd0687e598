// The `fast` preset's encode before and after issue 35 (docs/performance.md, "`fast` since issue
// 35"): the sampled pixel-run encoder and the nibble-coded one on the same pixels, interleaved
// run by run so that both see the same load; the nibble coder alone through each of its paths;
// then decoding with `DirectPNGDecoder` and with libpng.
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
    let decoding = decodeBenchmarks(pixmap, runs: runs)
    let paths = pathBenchmarks(pixmap, runs: runs)
    var lines = ["fastpng: reference scene \(pixmap.width)×\(pixmap.height), \(runs) interleaved runs (thread CPU ms: median, min)", "",
                 "| encoder | median ms | min ms | bytes |", "|---|---:|---:|---:|"]
    for (index, candidate) in candidates.enumerated() {
        let sorted = times[index].sorted()
        lines.append(String(format: "| %@ | %.3f | %.3f | %d |", candidate.0, sorted[runs / 2], sorted[0], sizes[index]))
    }
    return lines + [""] + paths + [""] + decoding
}

/// The `fast` coder alone (no filtering) on the reference scene's Up-filtered rows, through each
/// of its paths this CPU runs, interleaved run by run; every path must write the same bytes.
private func pathBenchmarks(_ pixmap: Pixmap, runs: Int) -> [String] {
    guard let rows = try? pixmap.pngFilteredScanlines(.fixed(.up)) else { return ["fastpng: cannot filter the scene"] }
    let rowLength = 1 + pixmap.width * 4
    let paths = DeflateCompressor.nibbleRunPaths
    let streams = paths.map { path in rows.withUnsafeBytes { DeflateCompressor.nibbleRuns($0, bytesPerPixel: 4, rowLength: rowLength, path: path.path) } }
    guard Set(streams).count == 1 else { return ["fastpng: the coder's paths write different bytes"] }
    var times = [[Double]](repeating: [], count: paths.count)
    for _ in 0..<runs {
        for (index, path) in paths.enumerated() {
            let start = threadCPUTime()
            _ = rows.withUnsafeBytes { DeflateCompressor.nibbleRuns($0, bytesPerPixel: 4, rowLength: rowLength, path: path.path) }
            times[index].append(threadCPUTime() - start)
        }
    }
    var lines = ["| `fast` coder alone, Up-filtered rows (\(rows.count) B → \(streams[0].count) B) | median ms | min ms |", "|---|---:|---:|"]
    for (index, path) in paths.enumerated() {
        let sorted = times[index].sorted()
        lines.append(String(format: "| %@ path | %.3f | %.3f |", path.name, sorted[runs / 2], sorted[0]))
    }
    return lines
}

/// Decoding the reference scene's `fast` file and the file libpng's defaults would write (adaptive
/// filters, zlib 6): `DirectPNGDecoder` against libpng, interleaved run by run.
private func decodeBenchmarks(_ pixmap: Pixmap, runs: Int) -> [String] {
    let files: [(String, Data?)] = [
        ("`fast` file", try? pixmap.pngData(preset: .fast)),
        ("adaptive filters + zlib 6", try? pixmap.pngData(encoding: PNGEncoding(filter: .adaptive, compressor: .zlib(level: 6, strategy: .filtered)))),
    ]
    var lines = ["| decode (thread CPU ms: median, min) | direct | libpng |", "|---|---:|---:|"]
    for (name, file) in files {
        guard let file, (try? Pixmap(pngData: file)) == pixmap, (try? Pixmap(pngDataThroughLibpng: file)) == pixmap else {
            return ["fastpng: the \(name) does not decode to the pixels"]
        }
        var direct: [Double] = [], libpng: [Double] = []
        for _ in 0..<runs {
            var start = threadCPUTime()
            _ = try? Pixmap(pngData: file)
            direct.append(threadCPUTime() - start)
            start = threadCPUTime()
            _ = try? Pixmap(pngDataThroughLibpng: file)
            libpng.append(threadCPUTime() - start)
        }
        direct.sort(); libpng.sort()
        lines.append(String(format: "| %@ (%d B) | %.3f, %.3f | %.3f, %.3f |", name, file.count,
                            direct[runs / 2], direct[0], libpng[runs / 2], libpng[0]))
    }
    return lines
}
