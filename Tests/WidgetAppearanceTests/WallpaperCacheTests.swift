import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetAppearance

/// The crop cache makes each crop once, even for callers that ask at the same time.
final class WallpaperCacheTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    private struct Failure: Error {}

    private func key(_ x: Double) -> WallpaperCache.Key {
        WallpaperCache.Key(wallpaper: .iosLight, crop: Rect(x: x, y: 0, width: 10, height: 10), pixelsPerPoint: 1, blurred: false)
    }

    /// Eight threads ask for one crop while the first is still making it (it takes 50 ms): one make,
    /// and all eight get its pixmap.
    func testSimultaneousCallersShareOneMake() throws {
        let made = try Pixmap(width: 3, height: 2)
        let cache = WallpaperCache(capacity: 4), makes = Counter()
        let results = UnsafeMutableBufferPointer<Pixmap?>.allocate(capacity: 8)
        defer { results.deallocate() }
        results.initialize(repeating: nil)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results[index] = cache.pixmap(for: key(0)) {
                makes.increment()
                Thread.sleep(forTimeInterval: 0.05)
                return made
            }
        }
        XCTAssertEqual(makes.value, 1)
        XCTAssertEqual(results.compactMap { $0 }.count, 8)
        XCTAssertTrue(results.allSatisfy { $0 == made })
    }

    /// Beyond its capacity the oldest crop is dropped and made again when asked for.
    func testTheOldestCropIsDroppedBeyondCapacity() throws {
        let pixel = try Pixmap(width: 1, height: 1)
        let cache = WallpaperCache(capacity: 2), makes = Counter()
        for x in [0.0, 1, 0, 2, 1, 0] {
            _ = cache.pixmap(for: key(x)) { makes.increment(); return pixel }
        }
        // 0, 1 made; 0 cached; 2 made (drops 0); 1 cached; 0 made again.
        XCTAssertEqual(makes.value, 4)
    }

    /// A failed make caches nothing: the next caller makes it.
    func testAFailureIsNotCached() throws {
        let square = try Pixmap(width: 2, height: 2)
        let cache = WallpaperCache(capacity: 2), makes = Counter()
        XCTAssertThrowsError(try cache.pixmap(for: key(0)) { makes.increment(); throw Failure() })
        let pixmap = try cache.pixmap(for: key(0)) { makes.increment(); return square }
        XCTAssertEqual(pixmap, square)
        XCTAssertEqual(makes.value, 2)
    }
}
