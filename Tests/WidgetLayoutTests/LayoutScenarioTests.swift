import XCTest
import WidgetGeometry
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

/// Layout scenarios whose expected frames come from iOS measurements or documented sources, each
/// named in a comment; boxes must agree within 1 pt. Texts are set by the real engine with the
/// bundled stand-ins (SF line metrics, docs/text.md) unless the scenario says FakeTextMeasurer.
final class LayoutScenarioTests: XCTestCase {
    private let engine = { () -> TextEngine in TextEngine(catalog: try! FontCatalog.bundled()) }()

    private func styled(_ string: String, size: Double, weight: Int = 400, lineLimit: Int? = nil) -> ResolvedNode {
        .text(ResolvedText(runs: [TextRun(string: string, font: FontSpec(size: size, weight: weight), paint: .color(.black))],
                           lineLimit: lineLimit))
    }

    private func textFrames(_ list: DisplayList) -> [Rect] {
        list.items.compactMap { item -> Rect? in
            if case .text(let op) = item { return op.frame }
            return nil
        }
    }

    /// iOS measurement (issue #14): a `caption` (12 pt) text is 14.32 pt tall on iOS, SF Pro's
    /// 1.1934 em line (docs/platform.md §5). Before SF metrics we drew 16 pt (the HIG leading).
    func testCaptionTextIsAsTallAsOnIOS() throws {
        let list = try layOut(styled("Updated 9:41", size: 12), width: 200, height: 100, scale: 3, text: engine)
        let frame = try XCTUnwrap(textFrames(list).first)
        XCTAssertEqual(frame.height, 14.32, accuracy: 1)
        XCTAssertEqual(frame.height, 14.32, accuracy: 0.34)   // one device pixel at 3×
    }

    /// Two caption lines in a VStack with no spacing: 2 × 14.32 = 28.64 pt (iOS measurement and
    /// SF metrics as above).
    func testTwoCaptionLinesStackToTwiceTheLineHeight() throws {
        let column = vstack(.leading, spacing: 0, styled("High 21°", size: 12), styled("Low 12°", size: 12))
        let list = try layOut(column, width: 200, height: 100, scale: 3, text: engine)
        let frames = textFrames(list)
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[1].maxY - frames[0].minY, 28.64, accuracy: 1)
    }

    /// The equal-height row (objc.io, "Thinking in SwiftUI", fixedSize; docs/platform.md §6, "Stacks
    /// place with the final size"): a capsule beside two caption lines in a fixed-size HStack is
    /// drawn as tall as the row, 28.64 pt, not its 10-pt ideal. iOS draws such bars at the row's
    /// height (issue #14: 28.7 pt there, 10 pt here before this fix).
    func testCapsuleInFixedSizeRowIsAsTallAsTheRow() throws {
        let column = vstack(.leading, spacing: 0, styled("High 21°", size: 12), styled("Low 12°", size: 12))
        let bar = ResolvedNode.shape(ResolvedShape(kind: .capsule(style: .continuous), fill: .color(.black)))
            .frame(width: 6)
        let row = hstack(.center, spacing: 4, bar, column).fixedSize()
        let list = try layOut(row, width: 200, height: 100, scale: 3, text: engine)
        let barFrame = try XCTUnwrap(drawnFrames(list).first)
        XCTAssertEqual(barFrame.height, 28.64, accuracy: 1)
        XCTAssertEqual(barFrame.width, 6)
    }

    /// Apple's `fixedSize()` documentation: `Text("A single line of text, too long to fit in a box.")
    /// .fixedSize().frame(width: 200, height: 200)` keeps its ideal size, one line wider than the
    /// frame, and overflows it evenly on both sides [SUI-fixedSize].
    func testFixedSizeTextOverflowsItsFrameEvenly() throws {
        let content = styled("A single line of text, too long to fit in a box.", size: 17)
            .fixedSize().frame(width: 200, height: 200)
        let list = try layOut(content, width: 200, height: 200, scale: 3, text: engine)
        guard case .text(let op) = list.items.first else { return XCTFail("expected a text") }
        XCTAssertEqual(op.layout.lines.count, 1)
        XCTAssertGreaterThan(op.frame.width, 200)
        XCTAssertEqual(op.frame.midX, 100, accuracy: 1)
        XCTAssertEqual(op.frame.midY, 100, accuracy: 1)
    }

    /// Apple's `layoutPriority(_:)` documentation: in `HStack { Text("This is a moderately long
    /// string."); Spacer(); Text("This is a higher priority string.").layoutPriority(1) }` the
    /// priority text gets all the width it needs, on one line, and the other text what is left
    /// [SUI-layoutPriority]. 17-pt text in a 360-pt row.
    func testHigherPriorityTextGetsItsWholeWidth() throws {
        let high = styled("This is a higher priority string.", size: 17)
        let row = hstack(.center, styled("This is a moderately long string.", size: 17), .spacer(minLength: nil),
                         high.layoutPriority(1))
        let list = try layOut(row, width: 360, height: 200, scale: 3, text: engine)
        let ideal = try engine.layout(TextContent(runs: [TextSpan(string: "This is a higher priority string.",
                                                                  font: FontSpec(size: 17))]),
                                      width: nil, height: nil).size.width
        guard list.items.count == 2, case .text(let low) = list.items[0], case .text(let priority) = list.items[1] else {
            return XCTFail("expected two texts")
        }
        XCTAssertEqual(priority.layout.lines.count, 1)
        XCTAssertEqual(priority.frame.width, ideal, accuracy: 1)
        XCTAssertEqual(priority.frame.maxX, 360, accuracy: 1)
        XCTAssertGreaterThan(low.layout.lines.count, 1)
        // Only the spacer's 8-pt minimum between them: a spacer takes no spacing (docs/platform.md §6).
        XCTAssertLessThanOrEqual(low.frame.maxX, priority.frame.minX - 8 + 1)
    }
}
