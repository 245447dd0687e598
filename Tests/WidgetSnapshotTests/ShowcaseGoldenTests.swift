import Foundation
import XCTest
import WidgetRender
import WidgetShowcase
@testable import WidgetSnapshot

/// The showcase's golden suite: every bundled widget in every family it supports, on the default
/// iPhone, in the four standard themes, checked exactly against `Golden/Showcase`. `widget-render
/// check` runs the same suite through the same `checkGoldens`, so both give the same verdicts.
final class ShowcaseGoldenTests: XCTestCase {
    static var suite: GoldenSuite {
        GoldenSuite(name: "Showcase", widgets: Showcase.all.map {
            GoldenWidget(id: $0.id, families: $0.families, makeView: $0.makeView)
        })
    }

    func testShowcaseMatchesItsGoldens() throws {
        let run = try checkGoldens(Self.suite, goldenRoot: ExampleGoldens.root, renderer: try .standard())
        XCTAssertEqual(run.results.count, 40, "10 widget families × 4 themes")
        for result in run.results where result.needsAttention { XCTFail(result.message) }
    }
}
