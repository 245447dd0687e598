import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// What the new shapes, shape modifiers, paths and Canvas resolve to (pixels: ShapeRenderingTests).
final class ShapeResolveTests: XCTestCase {
    func shape(_ node: ResolvedNode) -> ResolvedShape? {
        if case .shape(let shape) = node { return shape }
        return nil
    }

    func testUnevenRoundedRectangleKeepsEachRadius() throws {
        let node = try resolved(UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3,
                                                       topTrailingRadius: 4, style: .circular)).content
        XCTAssertEqual(shape(node)?.kind, .unevenRoundedRectangle(
            CornerRadiiValue(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4), style: .circular))
        XCTAssertEqual(resolveError(UnevenRoundedRectangle(topLeadingRadius: -1)),
                       "UnevenRoundedRectangle › UnevenRoundedRectangle: topLeading corner radius -1 is negative")
    }

    /// `ConcentricRectangle`'s initializers (SwiftUI, iOS 26): the styles per corner and the groups
    /// that share their largest radius; literals are fixed radii; a concentric minimum means none.
    func testConcentricRectangleKeepsEachCornerAndItsGroups() throws {
        func corners(_ shape: ConcentricRectangle) throws -> ConcentricCorners? {
            guard case .concentric(let corners)? = self.shape(try resolved(shape).content)?.kind else { return nil }
            return corners
        }
        let concentric = ConcentricCorners.Style.concentric(minimum: 0)
        XCTAssertEqual(try corners(ConcentricRectangle()), ConcentricCorners(
            topLeading: concentric, topTrailing: concentric, bottomLeading: concentric, bottomTrailing: concentric, uniform: []))
        XCTAssertEqual(try corners(ConcentricRectangle(corners: .concentric(minimum: .fixed(6)), isUniform: true))?.uniform, [.all])
        XCTAssertEqual(try corners(ConcentricRectangle(corners: .concentric(minimum: 6)))?.topLeading, .concentric(minimum: 6))
        XCTAssertEqual(try corners(ConcentricRectangle(corners: .concentric(minimum: .concentric)))?.topLeading, concentric)
        XCTAssertEqual(try corners(ConcentricRectangle(uniformTopCorners: 12, bottomLeadingCorner: .fixed(0))), ConcentricCorners(
            topLeading: .fixed(12), topTrailing: .fixed(12), bottomLeading: .fixed(0), bottomTrailing: concentric, uniform: [.top]))
        XCTAssertEqual(try corners(ConcentricRectangle(uniformLeadingCorners: 4.5, uniformTrailingCorners: .concentric)),
                       ConcentricCorners(topLeading: .fixed(4.5), topTrailing: concentric, bottomLeading: .fixed(4.5),
                                         bottomTrailing: concentric, uniform: [.leading, .trailing]))
        XCTAssertEqual(try corners(.rect(corners: .fixed(3)))?.bottomTrailing, .fixed(3))
        XCTAssertEqual(resolveError(ConcentricRectangle(corners: .fixed(-2))),
                       "ConcentricRectangle › ConcentricRectangle: ConcentricRectangle corner radius -2 is negative")
    }

    func testShapeModifiersNest() throws {
        let node = try resolved(Circle().inset(by: 2).offset(x: 3, y: 4).rotation(.radians(.pi / 2), anchor: .top)
            .scale(2).trim(from: 0, to: 0.5).stroke(lineWidth: 1)).content
        let expected = ShapeKind.adjusted(.adjusted(.adjusted(.adjusted(.circle, .inset(2)), .offset(x: 3, y: 4)),
                                                    .rotation(degrees: 90, anchor: ResolvedUnitPoint(x: 0.5, y: 0))),
                                          .scale(x: 2, y: 2, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)))
        XCTAssertEqual(shape(node)?.kind, expected)
        XCTAssertEqual(shape(node)?.trimTo, 0.5)
        XCTAssertTrue(resolveError(Rectangle().offset(x: .nan)).hasSuffix("offset x is NaN"))
    }

    func testPathViewKeepsItsPointsAndChecksThem() throws {
        let path = Path { p in p.move(to: CGPoint(x: 1, y: 2)); p.addLine(to: CGPoint(x: 30, y: 40)) }
        XCTAssertEqual(shape(try resolved(path).content)?.kind, .framePath(path.storage))
        let bad = Path { p in p.move(to: CGPoint(x: 1, y: CGFloat.infinity)) }
        XCTAssertTrue(resolveError(bad.stroke()).hasSuffix("path y inf is not finite"))
    }

    func testDashPhaseReachesTheStroke() throws {
        let node = try resolved(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 3))).content
        XCTAssertEqual(shape(node)?.stroke?.dashPhase, 3)
        XCTAssertEqual(shape(try resolved(Rectangle().stroke(lineWidth: 2)).content)?.stroke?.dashPhase, nil)
    }

    /// Tangent arc from (0, 0) via the corner (10, 0) towards (10, 10), radius 5: a line to (5, 0),
    /// then a quarter arc around (5, 5) ending at (10, 5) (Core Graphics' `addArc(tangent1End:…)`).
    func testTangentArcEndsOnTheSecondLine() throws {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        guard case .line(let start) = path.storage.elements[1] else { return XCTFail("expected a line first") }
        XCTAssertEqual(start.x, 5, accuracy: 1e-9)
        XCTAssertEqual(start.y, 0, accuracy: 1e-9)
        let end = try XCTUnwrap(path.currentPoint)
        XCTAssertEqual(end.x, 10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 5, accuracy: 1e-9)
    }

    /// A canvas records at the size hint: `frame(width: 80, height: 60)` less `padding(10)` = 60 × 40.
    func testCanvasRunsOnceAtTheEstimatedSize() throws {
        var sizes: [CGSize] = []
        let canvas = Canvas { context, size in
            sizes.append(size)
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
            context.draw(Text("A"), at: CGPoint(x: 5, y: 5), anchor: .topLeading)
        }
        let node = try resolved(canvas.padding(10).frame(width: 80, height: 60)).content
        XCTAssertEqual(sizes, [CGSize(width: 60, height: 40)])
        XCTAssertEqual(strings(in: node), ["A"])
        let text = String(describing: node)
        XCTAssertTrue(text.contains("framePath"))
        XCTAssertTrue(text.contains("offset(x: 5.0, y: 5.0)"))
        XCTAssertTrue(text.contains("clip(WidgetResolved.ShapeKind.rectangle"))
    }

    /// Transforms map points and widths; gradient points become unit points of the canvas.
    func testCanvasTransformsAndGradients() throws {
        let canvas = Canvas { context, size in
            var c = context
            c.translateBy(x: 10, y: 0)
            c.scaleBy(x: 2, y: 2)
            c.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .linearGradient(
                Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 5, y: 0)), lineWidth: 1)
        }.frame(width: 100, height: 50)
        let text = String(describing: try resolved(canvas).content)
        XCTAssertTrue(text.contains("lineWidth: 2.0"))
        // (0, 0) → (10, 0) → unit (0.1, 0); (5, 0) → (20, 0) → unit (0.2, 0).
        XCTAssertTrue(text.contains("start: WidgetResolved.ResolvedUnitPoint(x: 0.1, y: 0.0)"))
        XCTAssertTrue(text.contains("end: WidgetResolved.ResolvedUnitPoint(x: 0.2, y: 0.0)"))
    }
}
