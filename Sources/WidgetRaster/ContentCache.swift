import Foundation
import WidgetGeometry

// Process-wide caches of values derived from image pixels (recolored images, mipmap levels, the
// bilinear sampler's lane-spread pixels). A batch draws the same few photos in hundreds of renders;
// deriving them once per process instead of once per render is the point.
//
// Glossary
// - Source: the pixmap a value is derived from. Entries are keyed by its size, a fingerprint of
//   sampled words, and a derivation name; a hit also checks that the stored source equals the
//   caller's (an identity check when both share storage, a memcmp otherwise), so a fingerprint
//   collision costs a recomputation, never a wrong pixel.
// - Derivation: what was done to the source ("mip1", "lanes", "colorize(…)"): equal derivations
//   of equal sources are equal values, so the cache never changes a pixel.
// - Cost: the bytes an entry holds, its source included; each cache is bounded by its byte limit (past it, the least
//   recently used half is dropped, as `GlyphTileCache` does).

/// Hit and miss counts and the time spent deriving values, for `--stats` and the benchmarks.
package struct ContentCacheStatistics: Sendable, CustomStringConvertible {
    package let name: String
    package let hits: Int
    package let misses: Int
    /// Wall time spent in `make` on misses, in seconds.
    package let makeSeconds: Double
    package let bytes: Int
    package let entries: Int

    package var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }

    /// `recolor: 97.5 % of 400 (10 made, 12.3 ms; 1.4 MB held)`
    package var description: String {
        let lookups = hits + misses
        return "\(name): " + String(format: "%.1f %% of %d", hitRate * 100, lookups)
            + " (\(misses) made, " + String(format: "%.1f ms; %.1f MB held)", makeSeconds * 1000, Double(bytes) / 1_000_000)
    }
}

/// Every cache created with `register: true`, in creation order (the process-wide ones).
package enum ContentCaches {
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var reporters: [() -> ContentCacheStatistics?] = []
    }
    private static let registry = Registry()

    static func register(_ report: @escaping () -> ContentCacheStatistics?) {
        registry.lock.lock(); defer { registry.lock.unlock() }
        registry.reporters.append(report)
    }

    /// The statistics of every process-wide cache.
    package static var statistics: [ContentCacheStatistics] {
        registry.lock.lock()
        let all = registry.reporters
        registry.lock.unlock()
        return all.compactMap { $0() }
    }
}

/// Values derived from pixmaps, shared by every thread. See the glossary above.
package final class ContentCache<Value>: @unchecked Sendable {
    private struct Key: Hashable {
        let width: Int
        let height: Int
        let fingerprint: UInt64
        let derivation: String
    }

    private struct Entry {
        let source: Pixmap
        let value: Value
        let cost: Int
        var lastUse: UInt64
    }

    package let name: String
    package let byteLimit: Int
    private let cost: (Value) -> Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var byteCount = 0
    private var clock: UInt64 = 0
    private var hits = 0
    private var misses = 0
    private var makeNanoseconds: UInt64 = 0

    /// - Parameters:
    ///   - cost: the bytes a value holds (the source's bytes are added to it).
    ///   - register: report in `ContentCaches.statistics` (process-wide caches do).
    package init(name: String, byteLimit: Int, register: Bool = true, cost: @escaping (Value) -> Int) {
        self.name = name
        self.byteLimit = byteLimit
        self.cost = cost
        if register { ContentCaches.register { [weak self] in self?.statistics } }
    }

    /// The value `derivation` of `source`: cached, or `make()`'s (run outside the lock; two threads
    /// may both make it, and the first stored wins, which is the same value).
    package func value(of source: Pixmap, derivation: String, make: () throws -> Value) rethrows -> Value {
        let key = Key(width: source.width, height: source.height, fingerprint: Self.fingerprint(source),
                      derivation: derivation)
        lock.lock()
        clock += 1
        if let entry = entries[key], entry.source == source {
            entries[key]?.lastUse = clock
            hits += 1
            lock.unlock()
            return entry.value
        }
        misses += 1
        lock.unlock()
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try make()
        let spent = DispatchTime.now().uptimeNanoseconds &- start
        // The entry keeps its source alive too, so it counts (twice for sources a provider also
        // holds: a conservative bound).
        let bytes = cost(value) + source.width * source.height * 4 + 128
        lock.lock()
        defer { lock.unlock() }
        makeNanoseconds &+= spent
        clock += 1
        guard bytes <= byteLimit / 2 else { return value }  // too large to keep: would evict everything
        if let old = entries[key] { byteCount -= old.cost }
        entries[key] = Entry(source: source, value: value, cost: bytes, lastUse: clock)
        byteCount += bytes
        if byteCount > byteLimit { evictLeastRecentlyUsed() }
        return value
    }

    package var statistics: ContentCacheStatistics {
        lock.lock(); defer { lock.unlock() }
        return ContentCacheStatistics(name: name, hits: hits, misses: misses,
                                      makeSeconds: Double(makeNanoseconds) / 1e9, bytes: byteCount, entries: entries.count)
    }

    /// Drops every entry (tests and benchmarks measuring cold behaviour); counters are kept.
    package func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        byteCount = 0
    }

    /// Drops the oldest entries until at most half the limit is used. Caller holds the lock.
    private func evictLeastRecentlyUsed() {
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard byteCount > byteLimit / 2 else { break }
            entries[key] = nil
            byteCount -= entry.cost
        }
    }

    /// FNV-1a over 64 words spread evenly through the pixels (and the last word): cheap for any
    /// size, and distinct images almost always differ in it. Only a key: hits are verified.
    static func fingerprint(_ pixmap: Pixmap) -> UInt64 {
        pixmap.withUnsafeBytes { raw -> UInt64 in
            let words = raw.count / 4
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            guard words > 0 else { return hash }
            let pixels = raw.bindMemory(to: UInt32.self)
            let step = max(1, words / 64)
            var i = 0
            while i < words {
                hash = (hash ^ UInt64(pixels[i])) &* 0x100_0000_01b3
                i += step
            }
            return (hash ^ UInt64(pixels[words - 1])) &* 0x100_0000_01b3
        }
    }
}
