import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Shape paths, length and trim (WidgetGeometry), checked against closed-form geometry.
final class ShapePathTests: XCTestCase {
    func testCircleLengthIsTwoPiR() {
        // Four-cubic circles deviate from the true circle by ≤ 0.027 % of r.
        let circle = VectorPath.circle(in: Rect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(circle.length, 2 * .pi * 30, accuracy: 2 * .pi * 30 * 3e-4)
        XCTAssertEqual(VectorPath.rectangle(Rect(x: 0, y: 0, width: 3, height: 4)).length, 14, accuracy: 1e-9)
    }

    func testTrimStartsAtAngleZeroAndRunsClockwise() throws {
        // SwiftUI's Circle starts at its rightmost point and runs clockwise on screen, so a quarter
        // trim ends at the bottom.
        let circle = VectorPath.circle(in: Rect(x: 0, y: 0, width: 20, height: 20))
        let quarter = circle.trimmed(from: 0, to: 0.25)
        guard case .move(let start) = try XCTUnwrap(quarter.elements.first),
              case .cubic(_, _, let end) = try XCTUnwrap(quarter.elements.last) else { return XCTFail("shape") }
        XCTAssertEqual(start.x, 20, accuracy: 1e-9); XCTAssertEqual(start.y, 10, accuracy: 1e-9)
        XCTAssertEqual(end.x, 10, accuracy: 1e-6); XCTAssertEqual(end.y, 20, accuracy: 1e-6)
        XCTAssertEqual(quarter.length, circle.length / 4, accuracy: 1e-6)
        // A trim inside one segment splits it exactly: half of a straight side.
        let square = VectorPath.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        let piece = square.trimmed(from: 0.05, to: 0.2)
        XCTAssertEqual(piece.length, 6, accuracy: 1e-9)
        XCTAssertTrue(square.trimmed(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(square.trimmed(from: .nan, to: 1).isEmpty)
        XCTAssertEqual(square.trimmed(from: -1, to: 2), square)
    }

    func testContinuousCornerLeavesEachEdgeAt1_528665Radii() throws {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let path = VectorPath.roundedRectangle(rect, cornerWidth: 20, cornerHeight: 20, style: .continuous)
        guard case .move(let start) = try XCTUnwrap(path.elements.first) else { return XCTFail("no move") }
        XCTAssertEqual(start, Point(x: 200, y: 20 * 1.528665))
        // Every corner: a straight edge, then three cubics whose first control point continues the edge
        // (tangent continuity).
        var previous = start
        var cubics = 0
        for element in path.elements {
            switch element {
            case .line(let p): previous = p
            case .cubic(let c1, _, let p):
                if cubics % 3 == 0 {
                    let onEdge = abs(c1.x - previous.x) < 1e-9 || abs(c1.y - previous.y) < 1e-9
                    XCTAssertTrue(onEdge, "first control point leaves along the edge")
                }
                cubics += 1; previous = p
            default: break
            }
        }
        XCTAssertEqual(cubics, 12)
    }

    func testSmallContinuousRectStaysInsideItsFrame() throws {
        // A capsule-sized radius on a 40 × 10 rect: the continuous corners have no room to reach
        // 1.528665 r along the short sides, so they become quarter circles (ours: iOS draws capsules
        // with half-circle ends): the frame holds it exactly and it covers the circular capsule.
        let rect = Rect(x: 0, y: 0, width: 40, height: 10)
        let path = VectorPath.capsule(in: rect, style: .continuous)
        let bounds = try XCTUnwrap(path.controlBounds)
        for (a, b) in [(bounds.minX, 0.0), (bounds.minY, 0), (bounds.maxX, 40), (bounds.maxY, 10)] {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
        func area(_ p: VectorPath) -> Double {
            var canvas = makeCanvas(40, 10)
            canvas.fill(p, paint: .color(.black))
            return canvas.alphas.reduce(0.0) { $0 + Double($1) / 255 }
        }
        let circular = area(.capsule(in: rect, style: .circular))
        XCTAssertEqual(circular, 400 - (100 - 25 * .pi), accuracy: 0.5)   // rect minus the four corners
        XCTAssertEqual(area(path), circular, accuracy: 0.5)
        // Halfway (the short side's half is 1.26 r): the corner is between the two, reaching
        // exactly to the middle of the short side.
        let between = VectorPath.roundedRectangle(rect, cornerWidth: 5 / 1.264, cornerHeight: 5 / 1.264, style: .continuous)
        XCTAssertEqual(try XCTUnwrap(between.controlBounds).maxY, 10, accuracy: 1e-9)
        guard case .move(let start) = between.elements.first else { return XCTFail("expected a move") }
        XCTAssertEqual(start.y, 5, accuracy: 1e-9)
    }

    func testEllipseAndRoundedRectAreas() {
        func area(_ p: VectorPath, _ w: Int, _ h: Int) -> Double {
            var canvas = makeCanvas(w, h)
            canvas.fill(p, paint: .color(.black))
            return canvas.alphas.reduce(0.0) { $0 + Double($1) / 255 }
        }
        XCTAssertEqual(area(.ellipse(in: Rect(x: 1, y: 1, width: 40, height: 20)), 42, 22), .pi * 200, accuracy: 1)
        let rounded = VectorPath.roundedRectangle(Rect(x: 0, y: 0, width: 30, height: 20), cornerWidth: 5,
                                                  cornerHeight: 5, style: .circular)
        XCTAssertEqual(area(rounded, 30, 20), 600 - (100 - 25 * .pi), accuracy: 0.5)
        // Radii over half a side clamp: a 10-radius corner on a 10-high rect is a capsule.
        let clamped = VectorPath.roundedRectangle(Rect(x: 0, y: 0, width: 30, height: 10), cornerWidth: 50,
                                                  cornerHeight: 50, style: .circular)
        XCTAssertEqual(area(clamped, 30, 10), 300 - (100 - 25 * .pi), accuracy: 0.5)
    }

    func testArcSweepsClockwise() throws {
        let arc = VectorPath.arc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2)
        guard case .cubic(_, _, let end) = try XCTUnwrap(arc.elements.last) else { return XCTFail("no cubic") }
        XCTAssertEqual(end.x, 0, accuracy: 1e-9); XCTAssertEqual(end.y, 10, accuracy: 1e-9)
        XCTAssertEqual(arc.length, 5 * .pi, accuracy: 5 * .pi * 3e-4)
        let ring = VectorPath.arc(center: .zero, radius: 10, startAngle: -.pi / 2, endAngle: -.pi / 2 + 250 * .pi / 180)
        XCTAssertEqual(ring.length, 10 * 250 * .pi / 180, accuracy: 0.01)
        XCTAssertTrue(VectorPath.arc(center: .zero, radius: -1, startAngle: 0, endAngle: 1).isEmpty)
    }
}
