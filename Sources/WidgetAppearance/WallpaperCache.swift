import Foundation
import WidgetGeometry

/// Wallpaper crops already computed. A crop depends only on (wallpaper, region, resolution, blur),
/// and a batch draws the same few backdrops behind every widget, so generating and blurring them
/// once per process turns a themed render from ~10 ms into about the cost of painting it.
/// Thread-safe; bounded (oldest entries dropped first); a cached crop is the very pixmap the
/// generator returns, so output bytes do not depend on the cache.
final class WallpaperCache: @unchecked Sendable {
    static let shared = WallpaperCache(capacity: 64)

    private struct Key: Hashable {
        let wallpaper: Wallpaper
        let crop: Rect
        let pixelsPerPoint: Double
        let blurred: Bool
    }

    private let capacity: Int
    private let lock = NSLock()
    private var entries: [Key: Pixmap] = [:]
    private var order: [Key] = []

    init(capacity: Int) { self.capacity = capacity }

    func pixmap(_ wallpaper: Wallpaper, crop: Rect, pixelsPerPoint: Double, blurred: Bool) throws -> Pixmap {
        let key = Key(wallpaper: wallpaper, crop: crop, pixelsPerPoint: pixelsPerPoint, blurred: blurred)
        lock.lock()
        if let cached = entries[key] { lock.unlock(); return cached }
        lock.unlock()
        let pixmap = blurred
            ? try wallpaper.blurredPixmap(crop: crop, pixelsPerPoint: pixelsPerPoint)
            : try wallpaper.pixmap(crop: crop, pixelsPerPoint: pixelsPerPoint)
        lock.lock()
        defer { lock.unlock() }
        if entries[key] == nil {
            if order.count == capacity { entries[order.removeFirst()] = nil }
            order.append(key)
            entries[key] = pixmap
        }
        return pixmap
    }
}
