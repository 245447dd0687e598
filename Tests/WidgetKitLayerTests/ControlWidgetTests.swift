import Foundation
import XCTest
@testable import WidgetKitLayer
import WidgetViews

final class ControlWidgetTests: XCTestCase {
    func testABundleKeepsControlsApartFromWidgets() throws {
        let bundle = ExtensionBundle()
        XCTAssertEqual(try bundle.widgets.map { try $0.configured().traits.kind }, ["StepsWidget", "EmojiWidget"])
        XCTAssertEqual(bundle.controls.compactMap { $0.configured()?.kind }, ["com.example.TimerControl", "Ping"])
    }

    func testTheControlTemplateIsBuiltWithThePreviewValue() throws {
        let control = try XCTUnwrap(TimerControl().configured())
        XCTAssertEqual(control.displayName, "Timer")
        XCTAssertEqual(control.description, "An example control that runs a timer.")
        let toggle = try XCTUnwrap(control.previewTemplate() as? ControlWidgetToggle)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual((toggle.action as? StartTimerIntent)?.name, "Timer")
        XCTAssertEqual((toggle.action as? StartTimerIntent)?.value, false)  // our rule for a Bool without default
        XCTAssertNotNil(toggle.valueLabel)
    }
}
