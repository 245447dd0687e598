import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

/// Shapes, paints and drawing-only modifiers.
final class DrawingTests: XCTestCase {
    /// Shapes take the whole proposal; unspecified, they are 10 × 10 (SwiftUI's default ideal size).
    func testShapeIdealSizeIsTen() throws {
        let list = try layOut(color().fixedSize(), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 45, y: 45, width: 10, height: 10)])
    }

    /// `strokeBorder(lineWidth: 4)` on a RoundedRectangle(cornerRadius: 10) in 100 × 50: the shape
    /// is inset by 2 on every side and its corners shrink by 2 (InsettableShape), so the stroke
    /// stays inside the frame.
    func testStrokeBorderInsetsTheShapeByHalfTheLineWidth() throws {
        let stroke = ResolvedStroke(paint: .color(.black), lineWidth: 4, insideBorder: true)
        let node = shape(.roundedRectangle(cornerWidth: 10, cornerHeight: 10, style: .continuous), fill: nil, stroke: stroke)
        let list = try layOut(node, width: 100, height: 50)
        guard case .shape(let op) = list.items.first, list.items.count == 1 else { return XCTFail("expected one shape") }
        XCTAssertEqual(op.frame, Rect(x: 2, y: 2, width: 96, height: 46))
        XCTAssertEqual(op.kind, .roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous))
        XCTAssertNil(op.fill)
    }

    /// Gradient unit points become absolute points in the view's frame: top (0.5, 0) to bottom
    /// (0.5, 1) of a color at (16, 16, 138, 138) runs from (85, 16) to (85, 154).
    func testGradientUnitPointsBecomeAbsolute() throws {
        let stops = [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)]
        let gradient = ResolvedPaint.linearGradient(stops: stops, start: ResolvedUnitPoint(x: 0.5, y: 0),
                                                    end: ResolvedUnitPoint(x: 0.5, y: 1))
        let list = try layOut(shape(.rectangle, fill: gradient).padding(Insets(all: 16)), width: 170, height: 170)
        guard case .shape(let op) = list.items.first else { return XCTFail("expected a shape") }
        XCTAssertEqual(op.fill, .linearGradient(stops: stops, start: Point(x: 85, y: 16), end: Point(x: 85, y: 154)))
    }

    /// offset moves the drawing, not the layout: the second view stays where the unmoved first
    /// one leaves it.
    func testOffsetMovesDrawingOnly() throws {
        let moved = fixed(10, 10).modified(.offset(x: 5, y: -3))
        let list = try layOut(hstack(.center, spacing: 0, moved, fixed(10, 10)), width: 20, height: 10)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 5, y: -3, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10)])
    }

    /// hidden takes its space and draws nothing.
    func testHiddenTakesSpaceButDrawsNothing() throws {
        let list = try layOut(hstack(.center, spacing: 0, fixed(10, 10).modified(.hidden), fixed(10, 10)), width: 20, height: 10)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 10, y: 0, width: 10, height: 10)])
    }

    /// rotation wraps the child's items in a layer whose transform turns about the anchor of the
    /// child's frame in absolute points: a quarter turn about the center (50, 50) of a 40 × 20
    /// view maps its top-left corner (30, 40) to (60, 30) (clockwise on screen).
    func testRotationIsALayerAboutTheAnchor() throws {
        let node = fixed(40, 20).modified(.rotation(degrees: 90, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)))
        let list = try layOut(node, width: 100, height: 100)
        guard case .layer(let layer) = list.items.first else { return XCTFail("expected a layer") }
        let corner = layer.transform.apply(Point(x: 30, y: 40))
        XCTAssertEqual(corner.x, 60, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 30, accuracy: 1e-9)
        XCTAssertEqual(drawnFrames(layer.items), [Rect(x: 30, y: 40, width: 40, height: 20)])
    }

    /// scale about the top-leading anchor keeps that corner fixed and doubles distances from it.
    func testScaleIsALayerAboutTheAnchor() throws {
        let node = fixed(40, 20).modified(.scale(x: 2, y: 2, anchor: ResolvedUnitPoint(x: 0, y: 0)))
        let list = try layOut(node, width: 100, height: 100)
        guard case .layer(let layer) = list.items.first else { return XCTFail("expected a layer") }
        XCTAssertEqual(layer.transform.apply(Point(x: 30, y: 40)), Point(x: 30, y: 40))
        XCTAssertEqual(layer.transform.apply(Point(x: 70, y: 60)), Point(x: 110, y: 80))
    }

    /// opacity, clip and shadow are layer properties; a clip is in the child's frame, and a
    /// Circle clip is the centered square of that frame.
    func testOpacityClipAndShadowLayers() throws {
        let node = fixed(40, 20).modified(.clip(.circle, evenOdd: false)).modified(.opacity(0.5))
            .modified(.shadow(color: .black, radius: 3, x: 0, y: 2))
        let list = try layOut(node, width: 40, height: 20)
        guard case .layer(let shadow) = list.items.first, case .layer(let fade) = shadow.items.first,
              case .layer(let clip) = fade.items.first else { return XCTFail("expected three nested layers") }
        XCTAssertEqual(shadow.shadow, ShadowOp(color: .black, sigma: 1.5, offset: Point(x: 0, y: 2)))
        XCTAssertEqual(fade.opacity, 0.5)
        XCTAssertEqual(clip.clip, ClipOp(frame: Rect(x: 10, y: 0, width: 20, height: 20), kind: .circle, evenOdd: false))
    }

    /// Every op keeps the group of its resolved leaf (here the accent group of a text).
    func testOpsKeepTheirLeafGroup() throws {
        let accented = ResolvedNode.text(ResolvedText(runs: [TextRun(string: "a", font: FontSpec(size: 17), paint: .color(.white))],
                                                      group: .accent))
        let list = try layOut(hstack(.center, accented, color()), width: 100, height: 20)
        guard case .text(let op) = list.items[0], case .shape(let fill) = list.items[1] else {
            return XCTFail("expected a text and a shape")
        }
        XCTAssertEqual(op.group, .accent)
        XCTAssertEqual(fill.group, .default)
        XCTAssertEqual(op.paints, [.color(.white)])
    }
}
