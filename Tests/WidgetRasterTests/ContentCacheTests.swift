import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetRaster

final class ContentCacheTests: XCTestCase {
    private func pixmap(_ width: Int, _ height: Int, fill: (Int) -> UInt8) throws -> Pixmap {
        // Opaque gray levels keep r, g, b ≤ a.
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) { let v = fill(i); bytes[4 * i] = v; bytes[4 * i + 1] = v; bytes[4 * i + 2] = v }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    func testSecondLookupOfEqualContentIsAHit() throws {
        let cache = ContentCache<Int>(name: "test", byteLimit: 1 << 20, register: false) { _ in 8 }
        let source = try pixmap(8, 8) { UInt8($0) }
        let copy = try Pixmap(width: 8, height: 8, premultipliedBytes: source.premultipliedBytes)  // other storage
        var made = 0
        XCTAssertEqual(cache.value(of: source, derivation: "d") { made += 1; return 1 }, 1)
        XCTAssertEqual(cache.value(of: source, derivation: "d") { made += 1; return 2 }, 1)
        XCTAssertEqual(cache.value(of: copy, derivation: "d") { made += 1; return 3 }, 1)
        XCTAssertEqual(made, 1)
        XCTAssertEqual(cache.value(of: source, derivation: "other") { made += 1; return 4 }, 4)
        let stats = cache.statistics
        XCTAssertEqual([stats.hits, stats.misses, stats.entries], [2, 2, 2])
    }

    /// Two images equal in every sampled word (same fingerprint) but different elsewhere: the hit
    /// check compares the sources, so the second gets its own value, never the first one's.
    func testFingerprintCollisionIsRecomputedNotReturned() throws {
        // 100×100 = 10,000 words, sampled every 156th; word 1 is never sampled.
        let a = try pixmap(100, 100) { _ in 10 }
        let b = try pixmap(100, 100) { $0 == 1 ? 200 : 10 }
        XCTAssertEqual(ContentCache<Int>.fingerprint(a), ContentCache<Int>.fingerprint(b))
        XCTAssertNotEqual(a, b)
        let cache = ContentCache<Int>(name: "test", byteLimit: 1 << 20, register: false) { _ in 8 }
        XCTAssertEqual(cache.value(of: a, derivation: "d") { 1 }, 1)
        XCTAssertEqual(cache.value(of: b, derivation: "d") { 2 }, 2)
        XCTAssertEqual(cache.value(of: b, derivation: "d") { 3 }, 2)
        XCTAssertEqual(cache.value(of: a, derivation: "d") { 4 }, 4)  // b replaced a's entry
    }

    /// Past the byte limit the least recently used entries go until half the limit is used.
    func testBoundedByBytes() throws {
        let cache = ContentCache<[UInt8]>(name: "test", byteLimit: 10_000, register: false) { $0.count }
        for i in 0..<50 {
            let source = try pixmap(4, 4) { _ in UInt8(i) }
            _ = cache.value(of: source, derivation: "d") { [UInt8](repeating: 0, count: 808) }  // + 64 source + 128 = 1,000 bytes each
        }
        let stats = cache.statistics
        XCTAssertLessThanOrEqual(stats.bytes, 10_000)
        XCTAssertGreaterThanOrEqual(stats.entries, 5)
        // The most recent one is still there.
        let last = try pixmap(4, 4) { _ in 49 }
        var made = false
        _ = cache.value(of: last, derivation: "d") { made = true; return [] }
        XCTAssertFalse(made)
        // A value larger than half the limit is returned but not kept.
        let big = try pixmap(2, 2) { _ in 1 }
        XCTAssertEqual(cache.value(of: big, derivation: "d") { [UInt8](repeating: 7, count: 6_000) }.count, 6_000)
        XCTAssertEqual(cache.value(of: big, derivation: "d") { [] }.count, 0)
    }

    func testConcurrentLookupsAgree() throws {
        let cache = ContentCache<Int>(name: "test", byteLimit: 1 << 20, register: false) { _ in 8 }
        let sources = try (0..<16).map { n in try pixmap(16, 16) { UInt8(($0 + n * 7) & 0xFF) } }
        let results = ConcurrentResults(count: 8 * 200)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for k in 0..<200 {
                let n = (k * 5 + thread) % 16
                results.set(thread * 200 + k, cache.value(of: sources[n], derivation: "d") { n * 1000 } == n * 1000)
            }
        }
        XCTAssertTrue(results.all)
        XCTAssertEqual(cache.statistics.hits + cache.statistics.misses, 1_600)
    }

    /// A shrunk image drawn twice (the second time from the mipmap and lane caches) gives the
    /// same pixels as the first.
    func testCachedMipmapsDrawTheSamePixels() throws {
        let photo = try pixmap(97, 61) { UInt8(($0 * 37) & 0xFF) }
        func draw() throws -> [UInt8] {
            var canvas = try Canvas(width: 20, height: 12)
            canvas.drawImage(photo, in: Rect(x: 0.5, y: 0.25, width: 19, height: 11))
            return canvas.pixmap.premultipliedBytes
        }
        ImageShader.mipLevels.removeAll()
        ImageShader.laneCache.removeAll()
        let cold = try draw()
        let hitsBefore = ImageShader.mipLevels.statistics.hits
        let warm = try draw()
        XCTAssertEqual(cold, warm)
        XCTAssertGreaterThan(ImageShader.mipLevels.statistics.hits, hitsBefore)
    }

    /// An enlarged image drawn twice: the second draw copies the resampled pixels kept by the
    /// first and gives the same bytes. A fill larger than the image rect (a clip wider than the
    /// photo) shades the pixels outside the cached box as before: the edge pixels repeat, so the
    /// column left of the rect equals the rect's first column.
    func testResampledImagesAreReusedExactly() throws {
        let photo = try pixmap(17, 13) { UInt8(($0 * 53) & 0xFF) }
        let imageRect = Rect(x: 4.5, y: 2.25, width: 40, height: 30)
        func draw() throws -> Pixmap {
            var canvas = try Canvas(width: 48, height: 36)
            canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 48, height: 36)), image: photo, rect: imageRect, quality: .bilinear)
            return canvas.pixmap
        }
        ImageShader.resampledCache.removeAll()
        let cold = try draw()
        let hitsBefore = ImageShader.resampledCache.statistics.hits
        let warm = try draw()
        XCTAssertEqual(cold.premultipliedBytes, warm.premultipliedBytes)
        XCTAssertEqual(ImageShader.resampledCache.statistics.hits, hitsBefore + 1)
        for y in 3..<32 {
            let outside = warm.pixel(x: 1, y: y), edge = warm.pixel(x: 4, y: y)
            XCTAssertEqual([outside.r, outside.g, outside.b, outside.a], [edge.r, edge.g, edge.b, edge.a], "row \(y)")
        }
    }
}

private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool]
    init(count: Int) { values = Array(repeating: false, count: count) }
    func set(_ index: Int, _ value: Bool) { lock.lock(); values[index] = value; lock.unlock() }
    var all: Bool { lock.lock(); defer { lock.unlock() }; return values.allSatisfy { $0 } }
}
