import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

/// Effect modifiers in layout: none changes a size; each wraps the child's items in one layer.
final class EffectLayoutTests: XCTestCase {
    /// zIndex is a trait read by the enclosing stack through the modifiers around it (SwiftUI's
    /// `zIndex(_:)`: "controls the display order of overlapping views"): the raised child is drawn
    /// last, the others keep their order.
    func testZIndexReordersStackDrawingOnly() throws {
        let raised = fixed(10, 10).modified(.effect(.zIndex(1))).padding(Insets(all: 1))
        let list = try layOut(hstack(spacing: 0, fixed(10, 10), raised, fixed(10, 10)), width: 100, height: 100)
        // Layout order: 34…44, 44…56 (padded), 56…66; drawing order: first, third, then the raised one.
        XCTAssertEqual(drawnFrames(list).map(\.minX), [34, 56, 45])
    }

    /// The mask view is laid out in the child's frame like an overlay and is not drawn by itself.
    func testMaskIsCarriedByTheLayerAndNotDrawn() throws {
        let node = fixed(40, 20).modified(.mask(fixed(10, 10), alignment: .center))
        let list = try layOut(node, width: 100, height: 100)
        guard case .layer(let layer) = list.items.first, list.items.count == 1 else { return XCTFail("one layer expected") }
        XCTAssertEqual(drawnFrames(layer.items), [Rect(x: 30, y: 40, width: 40, height: 20)])
        XCTAssertEqual(drawnFrames(layer.effects?.mask ?? []), [Rect(x: 45, y: 45, width: 10, height: 10)])
    }

    /// Blur radius r becomes σ = r / 2 (the shadow rule, docs/platform.md §6); an opaque blur is
    /// clipped to the view's frame.
    func testBlurSigmaAndOpaqueClip() throws {
        let list = try layOut(fixed(40, 20).modified(.effect(.blur(radius: 6, opaque: true))), width: 100, height: 100)
        guard case .layer(let layer) = list.items.first else { return XCTFail("layer expected") }
        XCTAssertEqual(layer.effects?.blurSigma, 3)
        XCTAssertEqual(layer.effects?.blurIsOpaque, true)
        XCTAssertEqual(layer.clip, ClipOp(frame: Rect(x: 30, y: 40, width: 40, height: 20), kind: .rectangle, evenOdd: false))
    }

    /// rotation3DEffect's projection is applied about the anchor: a horizontal squeeze of 0.5 about
    /// the center of a 40-wide frame at x 30 maps x 30 to 40 and x 70 to 60.
    func testProjectionIsAboutTheAnchor() throws {
        let effect = ResolvedEffect.projection(a: 0.5, b: 0, c: 0, d: 1, shiftX: 0, shiftY: 0,
                                               anchor: ResolvedUnitPoint(x: 0.5, y: 0.5))
        let list = try layOut(fixed(40, 20).modified(.effect(effect)), width: 100, height: 100)
        guard case .layer(let layer) = list.items.first else { return XCTFail("layer expected") }
        XCTAssertEqual(layer.transform.apply(Point(x: 30, y: 40)), Point(x: 40, y: 40))
        XCTAssertEqual(layer.transform.apply(Point(x: 70, y: 60)), Point(x: 60, y: 60))
    }

    func testBlendModeAndFilterLayersKeepTheSize() throws {
        let node = hstack(spacing: 0, fixed(10, 10).modified(.effect(.blendMode(.multiply))),
                          fixed(10, 10).modified(.effect(.colorFilter(.colorInvert))))
        let list = try layOut(node, width: 100, height: 100)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [40, 50])
        let effects = list.items.compactMap { item -> LayerEffects? in
            if case .layer(let layer) = item { return layer.effects }
            return nil
        }
        XCTAssertEqual(effects, [LayerEffects(blendMode: .multiply), LayerEffects(colorFilters: [.colorInvert])])
    }
}
