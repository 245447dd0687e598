import Foundation

/// Allocator settings for batch runs. glibc serves requests of 128 KiB and more with fresh `mmap`
/// pages and returns them with `munmap` on free; a render allocates several megabyte buffers
/// (canvas, layers, PNG output), so every render paid page faults for memory it had just
/// returned, and each `munmap` takes the process-wide memory-map lock that the other worker's
/// page faults also need: the main serial part left when two jobs render at once
/// (docs/performance.md, "Command line"). Raising both thresholds keeps freed buffers in the
/// heap for the next render. Peak memory grows by about one render's buffers per worker, and
/// stays flat over a batch.
enum BatchAllocator {
    /// Sets the thresholds once per process (idempotent); a no-op where glibc's `mallopt` is absent.
    static func configure() {
        #if canImport(Glibc)
        _ = configured
        #endif
    }

    /// After a batch, before work of another shape (the demo's sheets): gives the freed heap back
    /// (`malloc_trim(0)`), so that memory the renders kept does not add to the next phase's peak.
    /// The thresholds stay raised: the sheets' bands and decoded renders then reuse heap memory
    /// too (the demo's system time 0.28 → 0.16 s, its peak unchanged at 169–183 MB;
    /// docs/performance.md, *Issue 35: image sampling in C …*).
    static func endBatch() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let trim = dlsym(process, "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: MallocTrim.self)(0)
        #endif
    }

    #if canImport(Glibc)
    private static let configured: Bool = {
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not import: look it up.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let threshold: Int32 = 256 << 20
        // M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3), glibc's mallopt parameters.
        return mallopt(-3, threshold) == 1 && mallopt(-1, threshold) == 1
    }()
    #endif
}
