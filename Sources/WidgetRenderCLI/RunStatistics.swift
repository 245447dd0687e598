import Foundation
import WidgetRender

/// `render --stats`: throughput and the process's peak resident memory, one line that
/// `cliBenchmarks()` parses.
struct RunStatistics {
    let renders: Int
    let seconds: Double

    /// Peak resident set size in kB: the kernel's high-water mark (`VmHWM` in /proc/self/status),
    /// nil where there is no procfs.
    static func peakMemoryKB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first
    }

    var line: String {
        let rate = Double(renders) / max(seconds, 0.001)
        let memory = Self.peakMemoryKB().map { String(format: "%.1f MB", Double($0) / 1024) } ?? "unknown"
        return String(format: "stats: %d renders in %.2f s = %.1f renders/s; peak memory (VmHWM) %@", renders, seconds, rate, memory)
    }

    /// One `cache:` line per process-wide content cache: hit rate, misses, time spent making values.
    static var cacheLines: [String] { WidgetRenderer.cacheStatistics.map { "cache: " + $0 } }
}
