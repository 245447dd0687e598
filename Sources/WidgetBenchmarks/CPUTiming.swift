import Foundation

/// Medians of repeated runs: thread CPU time (what the code costs, little affected by other
/// processes on a shared machine) and wall time beside it.
struct CPUTiming {
    let cpuMilliseconds: Double
    let wallMilliseconds: Double

    /// Runs `body` once untimed (warm caches, as in a batch), then `runs` times.
    init(runs: Int, _ body: () throws -> Void) rethrows {
        try body()
        var cpu: [Double] = [], wall: [Double] = []
        for _ in 0..<runs {
            let w0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUTime()
            try body()
            cpu.append(threadCPUTime() - c0)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e6)
        }
        cpuMilliseconds = cpu.sorted()[runs / 2]
        wallMilliseconds = wall.sorted()[runs / 2]
    }
}

/// CPU time of the calling thread in milliseconds.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}
