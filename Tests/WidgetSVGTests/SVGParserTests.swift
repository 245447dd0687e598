import XCTest
import WidgetGeometry
@testable import WidgetSVG

/// The SVG subset: expected geometry computed by hand from the SVG 1.1 rules cited per test.
final class SVGParserTests: XCTestCase {
    func testPathCommandsAbsoluteRelativeAndPackedNumbers() throws {
        // "M2 3h4v5H1z": absolute move, relative-free h/v/H (SVG 1.1 §8.3.3–8.3.5).
        var data = SVGPathData("M2 3h4v5H1z")
        let path = try data.parse()
        XCTAssertEqual(path.elements, [.move(Point(x: 2, y: 3)), .line(Point(x: 6, y: 3)), .line(Point(x: 6, y: 8)),
                                       .line(Point(x: 1, y: 8)), .close])
        // Packed numbers: "1.5.5" is 1.5 then .5; "3-2" is 3 then -2; implicit lineto after m.
        var packed = SVGPathData("m1.5.5 3-2 1 1")
        XCTAssertEqual(try packed.parse().elements,
                       [.move(Point(x: 1.5, y: 0.5)), .line(Point(x: 4.5, y: -1.5)), .line(Point(x: 5.5, y: -0.5))])
    }

    func testSmoothCurvesReflectTheLastControlPoint() throws {
        // S reflects the previous C's second control point about the current point (§8.3.6).
        var data = SVGPathData("M0 0C1 1 2 1 3 0S5 -1 6 0")
        let elements = try data.parse().elements
        XCTAssertEqual(elements[2], .cubic(Point(x: 4, y: -1), Point(x: 5, y: -1), Point(x: 6, y: 0)))
    }

    func testArcWithCompactFlagsEndsAtItsEndPoint() throws {
        // A half circle of radius 1 from (0,0) to (2,0): flags written "01" without separators.
        var data = SVGPathData("M0 0a1 1 0 012 0")
        let elements = try data.parse().elements
        XCTAssertEqual(elements.count, 3)  // move + two quarter-turn cubics
        guard case .cubic(_, _, let end) = elements.last! else { return XCTFail("expected a cubic") }
        XCTAssertEqual(end, Point(x: 2, y: 0))
        // sweep = 1 goes clockwise on screen (y down): the arc's middle lies above the chord (y = −1).
        guard case .cubic(_, _, let middle) = elements[1] else { return XCTFail("expected a cubic") }
        XCTAssertEqual(middle.x, 1, accuracy: 1e-9)
        XCTAssertEqual(middle.y, -1, accuracy: 1e-9)
    }

    /// Radii near 1e200 overflow their squares: the center was NaN and `Int(NaN)` trapped (issue 34).
    /// Such an arc is drawn straight, and every number it gives is finite.
    func testArcWithOverflowingRadiiIsAStraightLine() throws {
        var data = SVGPathData("M0 0A1e200 1e200 0 0 1 10 10")
        let elements = try data.parse().elements
        XCTAssertEqual(elements.last, .line(Point(x: 10, y: 10)))
        var large = SVGPathData("M0 0A1e80 1e80 0 1 0 10 10")
        XCTAssertEqual(try large.parse().elements.last, .line(Point(x: 10, y: 10)))
        // A radius of 1,000 over a chord of 14: still an arc, through quarter turns at most.
        var bowed = SVGPathData("M0 0A1000 1000 0 0 1 10 10")
        guard case .cubic(_, _, let end) = try bowed.parse().elements.last else { return XCTFail("expected a cubic") }
        XCTAssertEqual(end, Point(x: 10, y: 10))
    }

    func testShapesTransformsGroupsAndOpacity() throws {
        let icon = try SVGIcon(parsing: """
        <?xml version="1.0"?>
        <!-- a comment -->
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="10 20 40 30" fill="currentColor">
          <g transform="translate(10 20) scale(2)" opacity="0.5">
            <rect x="1" y="2" width="3" height="4" fill="#ff0000" opacity=".5"/>
            <circle cx="5" cy="5" r="1" stroke="black" stroke-width="2" fill="none"/>
          </g>
          <line x1="10" y1="20" x2="20" y2="20" stroke="currentColor"/>
          <polygon points="10,20 20,20 20,30" class="hierarchical-1:secondary"/>
        </svg>
        """)
        XCTAssertEqual(icon.size, Size(width: 40, height: 30))
        XCTAssertEqual(icon.layers.count, 4)
        // The rect: scaled by 2, translated by (10, 20), then the viewBox origin (10, 20) moved to 0,0:
        // (1, 2) → (2, 4) → (12, 24) → (2, 4).
        XCTAssertEqual(icon.layers[0].path.elements.first, .move(Point(x: 2, y: 4)))
        XCTAssertEqual(icon.layers[0].fill, .color(RGBA(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(icon.layers[0].opacity, 0.25)  // group 0.5 × element 0.5
        XCTAssertNil(icon.layers[1].fill)
        XCTAssertEqual(icon.layers[1].strokeWidth, 4)  // 2 user units × scale 2
        XCTAssertEqual(icon.layers[1].stroke, .color(.black))
        XCTAssertNil(icon.layers[2].fill)  // a line is never filled
        XCTAssertEqual(icon.layers[2].stroke, .current)
        XCTAssertEqual(icon.layers[3].fill, .current)  // inherited from <svg fill="currentColor">
        XCTAssertEqual(icon.layers[3].level, 1)
    }

    func testRotateAboutACenterAndMatrix() throws {
        let transform = try SVGTransformList.parse("rotate(90 1 1)") { SVGError(message: $0, line: nil) }
        let p = transform.apply(Point(x: 2, y: 1))  // 90° clockwise on screen about (1,1): (2,1) → (1,2)
        XCTAssertEqual(p.x, 1, accuracy: 1e-12)
        XCTAssertEqual(p.y, 2, accuracy: 1e-12)
        let matrix = try SVGTransformList.parse("matrix(1 0 0 1 5 6)") { SVGError(message: $0, line: nil) }
        XCTAssertEqual(matrix.apply(Point(x: 1, y: 1)), Point(x: 6, y: 7))
    }

    func testBadInputIsOneLineWithTheLine() {
        let cases: [(String, String)] = [
            ("<svg viewBox=\"0 0 10 10\">\n<path d=\"M0 0 X\"/>\n</svg>", "line 2: <path>: unknown path command"),
            ("<svg viewBox=\"0 0 10 10\">\n<g>\n</svg>", "does not match"),
            ("<svg>\n</svg>", "has neither a viewBox"),
            ("<html></html>", "root element is <html>, not <svg>"),
            ("<svg viewBox=\"0 0 10 10\"><rect width=\"1\" height=\"1\" fill=\"url(#g)\"/></svg>", "gradients and patterns"),
            ("<svg viewBox=\"0 0 10 10\"><path d=\"M0 0 L1\"/></svg>", "path data ends where a number is expected"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try SVGIcon(parsing: text), expected) { error in
                let line = String(describing: error)
                XCTAssertTrue(line.contains(expected), "\(line) should contain \(expected)")
                XCTAssertFalse(line.contains("\n"))
            }
        }
    }

    func testNestingAndSizeLimits() {
        let deep = "<svg viewBox=\"0 0 1 1\">" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>"
        XCTAssertThrowsError(try SVGIcon(parsing: deep)) { XCTAssertTrue("\($0)".contains("nest deeper than 64")) }
        let huge = "<svg viewBox=\"0 0 1 1\"><path d=\"" + String(repeating: "M0 0", count: 600_000) + "\"/></svg>"
        XCTAssertThrowsError(try SVGIcon(parsing: huge)) { XCTAssertTrue("\($0)".contains("larger than 2 MB")) }
    }

    func testDisplayNoneAndEditorElementsDrawNothing() throws {
        let icon = try SVGIcon(parsing: """
        <svg viewBox="0 0 10 10"><g id="Notes" display="none"><rect width="10" height="10"/></g>
        <sodipodi:namedview/><title>t</title><rect width="2" height="2"/></svg>
        """)
        XCTAssertEqual(icon.layers.count, 1)
    }
}
