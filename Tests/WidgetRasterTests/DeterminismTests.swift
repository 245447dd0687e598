import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// The same drawing calls give the same bytes every time, serially and on many threads at once.
final class DeterminismTests: XCTestCase {
    static func scene() -> [UInt8] {
        var canvas = makeCanvas(120, 90)
        let scale = Transform.scale(x: 1.5, y: 1.5)
        canvas.fill(.roundedRectangle(Rect(x: 2, y: 2, width: 76, height: 56), cornerWidth: 12, cornerHeight: 12, style: .continuous),
                    paint: .linearGradient(stops: [GradientStop(color: RGBA(r8: 30, g8: 90, b8: 200), location: 0),
                                                   GradientStop(color: RGBA(r8: 250, g8: 120, b8: 40), location: 1)],
                                           start: Point(x: 0, y: 0), end: Point(x: 0, y: 60)),
                    transform: scale)
        canvas.stroke(.arc(center: Point(x: 55, y: 30), radius: 12, startAngle: -.pi / 2, endAngle: 1.6),
                      style: StrokeStyleValue(width: 4, cap: .round), paint: .angularGradient(
                        stops: [GradientStop(color: .white, location: 0), GradientStop(color: RGBA(red: 0, green: 1, blue: 0.5), location: 1)],
                        center: Point(x: 55, y: 30), startAngle: 0, endAngle: 360), transform: scale)
        var layer = canvas.makeLayer()
        layer.fill(.ellipse(in: Rect(x: 8, y: 8, width: 30, height: 20)),
                   paint: .radialGradient(stops: [GradientStop(color: .white, location: 0), GradientStop(color: .clear, location: 1)],
                                          center: Point(x: 23, y: 18), startRadius: 0, endRadius: 15), transform: scale)
        let mask = try? Mask(path: .circle(in: Rect(x: 5, y: 5, width: 40, height: 40)), width: 120, height: 90, transform: scale)
        canvas.drawLayer(layer.pixmap, opacity: 0.8, mask: mask,
                         shadow: Shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 2, offset: Point(x: 1, y: 2)))
        canvas.stroke(.rectangle(Rect(x: 10, y: 40, width: 30, height: 12)),
                      style: StrokeStyleValue(width: 1.5, join: .round, dash: [3, 2]), paint: .color(.black), transform: scale)
        return canvas.pixmap.premultipliedBytes
    }

    func testSerialAndParallelRendersAreIdentical() {
        let reference = Self.scene()
        XCTAssertGreaterThan(reference.filter { $0 != 0 }.count, 1000)
        for _ in 0..<100 { XCTAssertEqual(Self.scene(), reference) }
        let results = ParallelResults(count: 100)
        DispatchQueue.concurrentPerform(iterations: 100) { results.set($0, Self.scene()) }
        XCTAssertTrue(results.all.allSatisfy { $0 == reference })
    }
}

/// Results written by concurrent iterations, each to its own slot under a lock.
final class ParallelResults: @unchecked Sendable {
    private var values: [[UInt8]]
    private let lock = NSLock()
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ index: Int, _ value: [UInt8]) { lock.lock(); values[index] = value; lock.unlock() }
    var all: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return values }
}
