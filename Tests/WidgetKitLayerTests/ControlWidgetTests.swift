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

    struct Flip: AppIntent {
        static let title: LocalizedStringResource = "Flip"
        func perform() async throws -> some IntentResult { .result() }
    }

    /// The words the view holds, read from its description (enough to tell which text went where).
    private func plain(_ view: AnyView?) throws -> [String] {
        guard let view else { return [] }
        let description = String(describing: view)
        return ["Timer", "Running", "Stopped", "Lights", "On", "Off"].filter { description.contains("\"\($0)\"") }
    }

    /// A control shows a title, a value and a symbol (docs/platform.md §8): a value label that is a
    /// `Label` under an action hint still gives its symbol and title; a label of two texts is
    /// title and subtitle; an `Image` value label is the symbol.
    func testControlLabelsAreTakenApart() throws {
        let hinted = ControlWidgetToggle("Timer", isOn: false, action: Flip()) { isOn in
            Label(isOn ? "Running" : "Stopped", systemImage: "hourglass").controlWidgetActionHint("Start")
        }
        let face = try XCTUnwrap(controlFace(hinted, isOn: false))
        XCTAssertEqual(try plain(face.title), ["Timer"])
        XCTAssertEqual(try plain(face.value), ["Stopped"])
        XCTAssertNotNil(face.symbol)

        let twoTexts = ControlWidgetToggle(isOn: true, action: Flip()) {
            Text("Lights")
            Text("On")
        } valueLabel: { isOn in
            Image(systemName: isOn ? "lightbulb.fill" : "lightbulb")
        }
        let lights = try XCTUnwrap(controlFace(twoTexts, isOn: true))
        XCTAssertEqual(try plain(lights.title), ["Lights"])
        XCTAssertEqual(try plain(lights.value), ["On"])
        XCTAssertNotNil(lights.symbol)

        let button = try XCTUnwrap(controlFace(ControlWidgetButton(action: Flip()) { Image(systemName: "bolt") }, isOn: nil))
        XCTAssertEqual(try plain(button.title), [])
        XCTAssertNotNil(button.symbol)

        // A button with an action label is drawn at rest, from its label.
        let acting = ControlWidgetButton(action: Flip()) {
            Label("Timer", systemImage: "timer")
        } actionLabel: { isActive in
            if isActive { Label("Running", systemImage: "hourglass") }
        }
        let atRest = try XCTUnwrap(controlFace(acting, isOn: nil))
        XCTAssertEqual(try plain(atRest.title), ["Timer"])
        XCTAssertNotNil(atRest.symbol)
    }
}
