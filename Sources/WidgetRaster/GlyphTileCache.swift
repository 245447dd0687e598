import Foundation
import WidgetGeometry

/// Glyph tiles shared by every render of one painter, across threads.
///
/// Keyed by (face, glyph, pixels per em, subpixel x and y step). Bounded by `byteLimit` of coverage:
/// past it, the least recently used half is dropped. A tile depends only on its key, so which tiles
/// happen to be cached (or made twice by racing threads) never changes a pixel.
package final class GlyphTileCache: @unchecked Sendable {
    package struct Key: Hashable {
        package let fontID: String
        package let glyph: UInt32
        /// The bit pattern of the pixel size, so that equal sizes are equal keys exactly.
        package let pixelsPerEm: UInt64
        package let subpixelX: UInt8
        package let subpixelY: UInt8
        package init(fontID: String, glyph: UInt32, pixelsPerEm: UInt64, subpixelX: UInt8, subpixelY: UInt8) {
            self.fontID = fontID; self.glyph = glyph; self.pixelsPerEm = pixelsPerEm
            self.subpixelX = subpixelX; self.subpixelY = subpixelY
        }
    }

    private struct Entry {
        let tile: GlyphTile
        var lastUse: UInt64
    }

    package let byteLimit: Int
    private let lock = NSLock()
    /// Hashed before the lock is taken (`Hashed`): both workers of a batch look tiles up glyph by glyph.
    private var entries: [Hashed<Key>: Entry] = [:]
    private var byteCount = 0
    private var clock: UInt64 = 0

    /// 8 MiB holds every glyph of a few dozen faces and sizes at 3× (a 17 pt glyph tile is ≈ 1 KB).
    package init(byteLimit: Int = 8 << 20) { self.byteLimit = byteLimit }

    /// The cached tile, or `make()`'s, which is then cached. `make` runs outside the lock.
    package func tile(for key: Key, make: () throws -> GlyphTile) rethrows -> GlyphTile {
        let key = Hashed(key)
        lock.lock()
        clock += 1
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            let tile = entries.values[index].tile
            lock.unlock()
            return tile
        }
        lock.unlock()
        let tile = try make()
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if entries[key] == nil {
            entries[key] = Entry(tile: tile, lastUse: clock)
            byteCount += Self.cost(tile)
            if byteCount > byteLimit { evictLeastRecentlyUsed() }
        }
        return tile
    }

    /// Number of tiles held (for tests).
    package var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }

    private static func cost(_ tile: GlyphTile) -> Int { tile.coverage.count + 64 }

    /// Drops the oldest entries until at most half the limit is used. Caller holds the lock.
    private func evictLeastRecentlyUsed() {
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard byteCount > byteLimit / 2 else { break }
            entries[key] = nil
            byteCount -= Self.cost(entry.tile)
        }
    }
}
