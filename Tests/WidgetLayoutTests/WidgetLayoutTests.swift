import XCTest
import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

/// The widget as a whole: container background, content margins, container-relative shapes,
/// pixel rounding, determinism and errors.
final class WidgetLayoutTests: XCTestCase {
    private func context(size: Size = Size(width: 170, height: 170), margins: Insets = Insets(all: 16),
                         scale: Double = 3, text: any TextMeasuring = FakeTextMeasurer()) -> LayoutContext {
        LayoutContext(size: size, cornerRadius: 22, contentMargins: margins, scale: scale, text: text)
    }

    /// WidgetKit: content is laid out inside the content margins (16 pt on most widgets, HIG);
    /// `contentMarginsDisabled()` gives it the whole widget. The container background always
    /// fills the whole widget and draws first.
    func testContentMarginsAndContainerBackground() throws {
        let widget = ResolvedWidget(content: color(.white), containerBackground: color(.black))
        let list = try layoutWidget(widget, context: context()).list
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 170, height: 170), Rect(x: 16, y: 16, width: 138, height: 138)])
        XCTAssertEqual(list.size, Size(width: 170, height: 170))
        XCTAssertEqual(list.cornerRadius, 22)

        var disabled = widget
        disabled.contentMarginsDisabled = true
        XCTAssertEqual(drawnFrames(try layoutWidget(disabled, context: context()).list)[1], Rect(x: 0, y: 0, width: 170, height: 170))
    }

    /// Uneven margins: the content rect is 170 − 20 − 40 = 110 wide and 170 − 10 − 30 = 130 tall;
    /// a smaller view is centered in that rect, not in the widget.
    func testContentIsCenteredInTheMarginRect() throws {
        let margins = Insets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let flexible = try layoutWidget(ResolvedWidget(content: color()), context: context(margins: margins)).list
        XCTAssertEqual(drawnFrames(flexible), [Rect(x: 20, y: 10, width: 110, height: 130)])
        let small = try layoutWidget(ResolvedWidget(content: fixed(10, 10)), context: context(margins: margins)).list
        XCTAssertEqual(drawnFrames(small), [Rect(x: 70, y: 70, width: 10, height: 10)])
    }

    /// ContainerRelativeShape (ours): radius = max(0, 22 − distance to the nearest widget edge).
    /// The background touches the edges (22), content inside 16-pt margins gets 6, a shape 30 pt
    /// further in gets 0.
    func testContainerRelativeShapeIsConcentricWithTheWidgetCorner() throws {
        let widget = ResolvedWidget(
            content: zstack(.center, shape(.containerRelative), shape(.containerRelative).padding(Insets(all: 30))),
            containerBackground: shape(.containerRelative))
        let list = try layoutWidget(widget, context: context()).list
        let kinds = list.items.compactMap { item -> DisplayShape? in
            if case .shape(let op) = item { return op.kind }
            return nil
        }
        XCTAssertEqual(kinds, [.roundedRectangle(cornerWidth: 22, cornerHeight: 22, style: .continuous),
                               .roundedRectangle(cornerWidth: 6, cornerHeight: 6, style: .continuous),
                               .roundedRectangle(cornerWidth: 0, cornerHeight: 0, style: .continuous)])
    }

    /// Inside `containerShape(RoundedRectangle(cornerRadius: 20, style: .circular))` the container is
    /// that view: a shape filling it gets 20, one 8 pt in gets 12 (ours, concentric), in the
    /// container's corner style; inside a capsule container 40 pt tall, 10 pt in: 20 − 10 = 10.
    func testContainerShapeSetsWhatContainerRelativeShapesFollow() throws {
        func kinds(_ container: ShapeKind) throws -> [DisplayShape] {
            let content = zstack(.center, shape(.containerRelative), shape(.containerRelative).padding(Insets(all: 8)))
            let widget = ResolvedWidget(content: .modified(.containerShape(container), content))
            return try layoutWidget(widget, context: context()).list.items.compactMap { item -> DisplayShape? in
                if case .shape(let op) = item { return op.kind }
                return nil
            }
        }
        XCTAssertEqual(try kinds(.roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: .circular)),
                       [.roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: .circular),
                        .roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .circular)])
        XCTAssertEqual(try kinds(.rectangle), [.roundedRectangle(cornerWidth: 0, cornerHeight: 0, style: .circular),
                                              .roundedRectangle(cornerWidth: 0, cornerHeight: 0, style: .circular)])
        let capsule = ResolvedWidget(content: .modified(.containerShape(.capsule(style: .continuous)),
                                                        shape(.containerRelative).padding(Insets(all: 10)).frame(width: 100, height: 40)))
        let capsuleKinds = try layoutWidget(capsule, context: context()).list.items.compactMap { item -> DisplayShape? in
            if case .shape(let op) = item { return op.kind }
            return nil
        }
        XCTAssertEqual(capsuleKinds, [.roundedRectangle(cornerWidth: 10, cornerHeight: 10, style: .continuous)])
    }

    /// Pixel rounding at 3×: four equal colors in 10 pt have edges at 0, 2.5, 5, 7.5, 10; in
    /// pixels 0, 7.5, 15, 22.5, 30, rounded (ties up) to 0, 8, 15, 23, 30 px. Origins and max
    /// edges are rounded separately, so neighbours stay flush.
    func testPixelRoundingAtThreeTimes() throws {
        let list = try layOut(hstack(.center, spacing: 0, color(), color(), color(), color()), width: 10, height: 1, scale: 3)
        let frames = drawnFrames(list)
        XCTAssertEqual(frames.map { ($0.minX * 3).rounded() }, [0, 8, 15, 23])
        XCTAssertEqual(frames.map { ($0.maxX * 3).rounded() }, [8, 15, 23, 30])
        for frame in frames {
            XCTAssertEqual(frame.minX * 3, (frame.minX * 3).rounded(), accuracy: 1e-9)
            XCTAssertEqual(frame.maxX * 3, (frame.maxX * 3).rounded(), accuracy: 1e-9)
        }
    }

    /// Baselines snap too: with 0.5 pt line spacing the second baseline is 16 + 20.5 = 36.5 pt
    /// = 109.5 px, snapped to 110 px = 36.667 pt; the first (48 px) is already on the grid.
    func testTextBaselinesSnapToThePixelGrid() throws {
        let list = try layOut(text("ab cd", lineSpacing: 0.5).frame(width: 20, height: 40.5, alignment: .topLeading),
                              width: 20, height: 40.5, scale: 3)
        guard case .text(let op) = list.items.first else { return XCTFail("expected a text") }
        XCTAssertEqual(op.layout.lines.count, 2)
        XCTAssertEqual(op.layout.lines[0].origin.y * 3, 48, accuracy: 1e-9)
        XCTAssertEqual((op.frame.minY + op.layout.lines[1].origin.y) * 3, 110, accuracy: 1e-9)
    }

    /// Determinism: the same widget laid out twice, and on other threads, gives byte-identical JSON.
    func testSameInputGivesByteIdenticalJSON() throws {
        let widget = SampleWidget.weather
        let first = try layoutWidget(widget, context: context()).list.jsonData()
        let second = try layoutWidget(widget, context: context()).list.jsonData()
        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(first.count, 1000)

        let results = ParallelResults(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            results.set(index, try? layoutWidget(widget, context: self.context()).list.jsonData())
        }
        XCTAssertEqual(results.values, Array(repeating: first, count: 4))
    }

    /// The JSON reads as `{"shape": {…}}` (no synthesized `_0` keys) and decodes back to the same list.
    func testJSONRoundTripsAndHasNoPositionalKeys() throws {
        let list = try layoutWidget(SampleWidget.weather, context: context()).list
        let json = try list.jsonData()
        XCTAssertFalse(String(decoding: json, as: UTF8.self).contains("\"_0\""))
        XCTAssertEqual(try JSONDecoder().decode(DisplayList.self, from: json), list)
    }

    /// A text engine that answers with NaN is refused with a one-line error naming the text.
    func testNonFiniteTextSizeIsAnError() throws {
        XCTAssertThrowsError(try layOut(text("hello"), width: 100, height: 100, text: BrokenTextMeasurer())) { error in
            guard case .invalidTextSize(let text, let size) = error as? LayoutError else {
                return XCTFail("expected invalidTextSize, got \(error)")
            }
            XCTAssertEqual(text, "hello")
            XCTAssertTrue(size.width.isNaN)
            XCTAssertFalse("\(error)".contains("\n"))
            XCTAssertTrue("\(error)".hasPrefix("layout: text \"hello\""))
        }
    }

    /// A widget context that cannot be drawn is refused.
    func testInvalidContextIsAnError() {
        XCTAssertThrowsError(try layoutWidget(ResolvedWidget(content: color()), context: context(scale: 0)))
        XCTAssertThrowsError(try layoutWidget(ResolvedWidget(content: color()), context: context(size: Size(width: .infinity, height: 1))))
    }
}

/// Thread-safe slots for results computed in parallel.
private final class ParallelResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Data?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Data?) { lock.lock(); slots[index] = value; lock.unlock() }
    var values: [Data?] { lock.lock(); defer { lock.unlock() }; return slots }
}
