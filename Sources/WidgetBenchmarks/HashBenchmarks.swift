// The manifest's SHA-256 (docs/performance.md, "Hashing"): the x86 SHA extensions against the Swift
// rounds on the same 20 MiB, interleaved run by run.
import Foundation
import WidgetSnapshot

/// BENCH_RUNS hashes of 20 MiB with each compression (default 11): median thread CPU time, MB/s.
func hashBenchmarks(runs: Int = ProcessInfo.processInfo.environment["BENCH_RUNS"].flatMap(Int.init) ?? 11) -> [String] {
    let bytes = (0..<(20 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    let candidates = [("SHA extensions", true), ("Swift rounds", false)]
    var times = [[Double]](repeating: [], count: candidates.count)
    var digests = [String](repeating: "", count: candidates.count)
    for _ in 0..<runs {
        for (index, candidate) in candidates.enumerated() {
            let start = threadCPUTime()
            var hasher = SHA256(usesExtensions: candidate.1)
            hasher.update(bytes)
            digests[index] = hasher.finalize()
            times[index].append(threadCPUTime() - start)
        }
    }
    guard Set(digests).count == 1 else { return ["hash: the compressions disagree"] }
    var lines = ["hash: SHA-256 of 20 MiB, \(runs) interleaved runs (thread CPU)", "",
                 "| compression | median ms | MB/s |", "|---|---:|---:|"]
    for (index, candidate) in candidates.enumerated() {
        let median = times[index].sorted()[runs / 2]
        lines.append(String(format: "| %@ | %.1f | %.0f |", candidate.0, median, Double(bytes.count) / 1e6 / (median / 1000)))
    }
    return lines
}
