import Foundation
import WidgetGeometry

/// Wallpaper crops already computed. A crop depends only on (wallpaper, region, resolution, blur),
/// and a batch draws the same few backdrops behind every widget, so generating and blurring them
/// once per process turns a themed render from ~10 ms into about the cost of painting it.
/// Thread-safe; bounded (oldest entries dropped first); a cached crop is the very pixmap the
/// generator returns, so output bytes do not depend on the cache.
///
/// Each crop is made once even when workers ask for it at the same time: the first makes it under
/// its slot's lock, the others wait for that pixmap. Two workers starting a batch often need the
/// same backdrop; before, both made it (up to 4 ms of blur and generation in a `--jobs 2` run,
/// docs/performance.md, *Issue 35: the load before the batch*), and the later one waited longer
/// than the rest of the first one's work.
final class WallpaperCache: @unchecked Sendable {
    static let shared = WallpaperCache(capacity: 64)

    struct Key: Hashable {
        let wallpaper: Wallpaper
        let crop: Rect
        let pixelsPerPoint: Double
        let blurred: Bool
    }

    /// One crop: empty until made; its lock is held while it is made.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var pixmap: Pixmap?
    }

    private let capacity: Int
    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]
    private var order: [Key] = []

    init(capacity: Int) { self.capacity = capacity }

    func pixmap(_ wallpaper: Wallpaper, crop: Rect, pixelsPerPoint: Double, blurred: Bool) throws -> Pixmap {
        try pixmap(for: Key(wallpaper: wallpaper, crop: crop, pixelsPerPoint: pixelsPerPoint, blurred: blurred)) {
            blurred ? try wallpaper.blurredPixmap(crop: crop, pixelsPerPoint: pixelsPerPoint)
                : try wallpaper.pixmap(crop: crop, pixelsPerPoint: pixelsPerPoint)
        }
    }

    /// `key`'s crop: cached, being made by another thread (then its pixmap), or `make()`'s. A
    /// failure leaves the slot empty: the next caller tries again and meets the same error.
    func pixmap(for key: Key, make: () throws -> Pixmap) rethrows -> Pixmap {
        let slot = self.slot(for: key)
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let pixmap = slot.pixmap { return pixmap }
        let pixmap = try make()
        slot.pixmap = pixmap
        return pixmap
    }

    /// The key's slot, made (and the oldest dropped beyond `capacity`) on first use. A dropped
    /// slot lives on for whoever holds it.
    private func slot(for key: Key) -> Slot {
        lock.lock()
        defer { lock.unlock() }
        if let slot = slots[key] { return slot }
        if order.count == capacity { slots[order.removeFirst()] = nil }
        let slot = Slot()
        order.append(key)
        slots[key] = slot
        return slot
    }
}
