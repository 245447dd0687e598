import Foundation

/// Reusable byte buffers for the encoder's large temporaries (filtered scanlines, deflate output).
///
/// Why: a widget's scanlines are megabytes, and glibc serves each fresh allocation that large with
/// new zeroed pages (mmap), whose page faults cost more than filtering and compressing them. Freed
/// buffers wait here for the next encode instead. Contents are never read before being written,
/// so which buffer an encode gets cannot change its bytes.
enum ByteScratchPool {
    private struct Buffer {
        let pointer: UnsafeMutablePointer<UInt8>
        let capacity: Int
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var free: [Buffer] = []
    /// Enough for the encodes two cores run at once, with room to spare.
    private static let keptBuffers = 4
    /// Buffers larger than this (a poster-sized image) are freed rather than kept.
    private static let largestKept = 64 << 20

    /// Runs `body` with a buffer of at least `capacity` uninitialized bytes.
    static func withBuffer<R>(capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) throws -> R) rethrows -> R {
        lock.lock()
        // The smallest buffer that fits: an encode holds up to three at once (rows, tokens, output),
        // and first fit could hand the largest to the smallest request, leaving the largest request
        // a fresh buffer whose page faults cost more than the encode (measured: 7.5 → 3 ms).
        let index = free.indices.filter { free[$0].capacity >= capacity }.min { free[$0].capacity < free[$1].capacity }
        let reused = index.map { free.remove(at: $0) }
        lock.unlock()
        let buffer = reused ?? Buffer(pointer: .allocate(capacity: max(capacity, 1)), capacity: max(capacity, 1))
        defer {
            lock.lock()
            if buffer.capacity <= largestKept && free.count < keptBuffers {
                free.append(buffer)
                lock.unlock()
            } else {
                lock.unlock()
                buffer.pointer.deallocate()
            }
        }
        return try body(buffer.pointer)
    }
}
