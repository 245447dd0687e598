import XCTest
import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

/// `ConcentricRectangle` in a 100 × 60 container with 20-pt corners: each concentric corner has 20
/// less the larger of its two distances to the container's corner (docs/views.md; the distance
/// rule is ours), never below its minimum; a uniform group takes its largest radius.
final class ConcentricRectangleTests: XCTestCase {
    private typealias Corners = ConcentricCorners

    /// The shape padded 4 on top and leading, 10 at the bottom, 30 trailing: its frame is 4…70 ×
    /// 4…50, so the corners are 4/4, 30/4, 4/10 and 30/10 from the container's.
    private func radii(_ corners: Corners) throws -> CornerRadiiValue {
        let content = ResolvedNode.shape(ResolvedShape(kind: .concentric(corners), fill: .color(.black)))
            .padding(Insets(top: 4, leading: 4, bottom: 10, trailing: 30))
            .modified(.containerShape(.roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: .continuous)))
        let list = try layOut(content, width: 100, height: 60)
        guard case .shape(let op) = list.items.first, case .unevenRoundedRectangle(let r, _) = op.kind else {
            XCTFail("expected an uneven rounded rectangle, got \(list.items)"); return CornerRadiiValue(
                topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
        }
        XCTAssertEqual(op.frame, Rect(x: 4, y: 4, width: 66, height: 46))
        return r
    }

    private func all(_ style: Corners.Style, _ uniform: [Corners.Group] = []) -> Corners {
        Corners(topLeading: style, topTrailing: style, bottomLeading: style, bottomTrailing: style, uniform: uniform)
    }

    func testConcentricCornersFollowTheContainer() throws {
        // 20 − 4, 20 − 30 → square, 20 − 10, 20 − 30 → square.
        XCTAssertEqual(try radii(all(.concentric(minimum: 0))),
                       CornerRadiiValue(topLeading: 16, bottomLeading: 10, bottomTrailing: 0, topTrailing: 0))
        // A minimum of 6 keeps the far corners round.
        XCTAssertEqual(try radii(all(.concentric(minimum: 6))),
                       CornerRadiiValue(topLeading: 16, bottomLeading: 10, bottomTrailing: 6, topTrailing: 6))
    }

    func testFixedCornersAndUniformGroups() throws {
        let mixed = Corners(topLeading: .fixed(3), topTrailing: .concentric(minimum: 0), bottomLeading: .concentric(minimum: 0),
                            bottomTrailing: .fixed(5), uniform: [])
        XCTAssertEqual(try radii(mixed), CornerRadiiValue(topLeading: 3, bottomLeading: 10, bottomTrailing: 5, topTrailing: 0))
        XCTAssertEqual(try radii(all(.concentric(minimum: 0), [.all])),
                       CornerRadiiValue(topLeading: 16, bottomLeading: 16, bottomTrailing: 16, topTrailing: 16))
        XCTAssertEqual(try radii(all(.concentric(minimum: 0), [.top, .bottom])),
                       CornerRadiiValue(topLeading: 16, bottomLeading: 10, bottomTrailing: 10, topTrailing: 16))
        XCTAssertEqual(try radii(all(.concentric(minimum: 0), [.trailing])),
                       CornerRadiiValue(topLeading: 16, bottomLeading: 10, bottomTrailing: 0, topTrailing: 0))
        XCTAssertEqual(try radii(all(.concentric(minimum: 0), [.leading])),
                       CornerRadiiValue(topLeading: 16, bottomLeading: 16, bottomTrailing: 0, topTrailing: 0))
    }
}
