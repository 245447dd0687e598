import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender
@testable import WidgetPreviewFixtures

/// `activities:` and `controls:` lower to WidgetKit's own configurations, so a spec activity or
/// control must draw exactly the pixels of the same thing written in Swift (docs/spec.md).
final class SpecActivityTests: XCTestCase {
    // Xcode's Live Activity template in Swift is WidgetPreviewFixtures' `TemplateWidgetLiveActivity`;
    // here it is as a spec.
    static let templateSpec = """
        activities:
          - name: template
            title: Template Live Activity
            attributes: {name: World}
            states:
              - {name: smiling, values: {emoji: "😀"}}
              - {name: late, values: {emoji: "⏰"}, date: "+2h"}
            lockScreen:
              VStack:
                - Text: "Hello {{emoji}}"
            backgroundTint: cyan
            systemActionForegroundColor: black
            dynamicIsland:
              expanded:
                leading: {Text: Leading}
                trailing: {Text: Trailing}
                bottom: {Text: "Bottom {{emoji}}"}
              compactLeading: {Text: L}
              compactTrailing: {Text: "T {{emoji}}"}
              minimal: {Text: "{{emoji}}"}
              keylineTint: red
        """

    func testTemplateActivitySpecDrawsTheSwiftTemplatesPixels() throws {
        let spec = try parseSpec(Self.templateSpec)
        let activity = try XCTUnwrap(spec.activities.first)
        XCTAssertEqual(activity.states.map { activity.outputName(for: $0) }, ["template.smiling", "template.late"])
        let renderer = try WidgetRenderer()
        let fromSpec = try activity.render(activity.states[0], with: renderer)
        var environment = EnvironmentValues()
        environment.renderDate = spec.renderDate
        let fromSwift = try renderer.render(.activityPresentations(
            TemplateWidgetLiveActivity(), attributes: TemplateWidgetAttributes(name: "World"),
            content: ActivityContent(state: .init(emoji: "😀"), staleDate: nil), environment: environment))
        XCTAssertEqual(fromSpec.count, fromSwift.count)
        XCTAssertGreaterThan(fromSpec.count, 20)  // 9 presentations × 3 themes on iPhone, watch and Mac
        for (a, b) in zip(fromSpec, fromSwift) {
            XCTAssertEqual(a.presentation, b.presentation)
            XCTAssertEqual(a.theme, b.theme)
            XCTAssertTrue(a.pixmap == b.pixmap, "\(a.presentation.rawValue) in \(a.theme.name) differs from the Swift template")
        }
    }

    func testStatesRenderAtTheirDates() throws {
        let spec = try parseSpec(Self.templateSpec)
        let activity = try XCTUnwrap(spec.activities.first)
        XCTAssertEqual(activity.states.map { $0.date.timeIntervalSince(spec.renderDate) }, [0, 7200])
        XCTAssertEqual(activity.states[1].values, ["emoji": "⏰"])
    }

    func testSmallViewIsDeclaredAndDrawnInCarPlay() throws {
        let spec = try parseSpec("""
            activities:
              - name: small
                lockScreen: {Text: Medium}
                small: {Color: red}
                dynamicIsland: {compactLeading: {Text: L}, compactTrailing: {Text: T}, minimal: {Text: M}}
            """)
        let renders = try XCTUnwrap(spec.activities.first).render(
            XCTUnwrap(spec.activities.first?.states.first), with: try WidgetRenderer(), themes: [.iosDark])
        let carPlay = try XCTUnwrap(renders.first { $0.presentation == .carPlay })
        // The `.small` view fills CarPlay's canvas with red (inside its content margins): its center is
        // systemRed in the dark appearance CarPlay draws, #FF453A (HIG › Color › Specifications).
        let center = carPlay.pixmap.pixel(x: carPlay.pixmap.width / 2, y: carPlay.pixmap.height / 2)
        XCTAssertEqual([center.r, center.g, center.b, center.a], [255, 66, 69, 255])
        // Without `small`, CarPlay draws the compact views instead: no red at the center.
        let medium = try parseSpec("""
            activities:
              - name: medium
                lockScreen: {Color: red}
                dynamicIsland: {compactLeading: {Text: L}, compactTrailing: {Text: T}, minimal: {Text: M}}
            """).activities[0]
        let compact = try XCTUnwrap(try medium.render(medium.states[0], with: try WidgetRenderer(), themes: [.iosDark])
            .first { $0.presentation == .carPlay })
        let pixel = compact.pixmap.pixel(x: compact.pixmap.width / 2, y: compact.pixmap.height / 2)
        XCTAssertNotEqual([pixel.r, pixel.g, pixel.b], [255, 69, 58])
    }

    // Xcode's control template (Tests/WidgetRenderTests/TemplateTimerControl.swift), in Swift and as a spec.
    struct StartTimer: AppIntent {
        static let title: LocalizedStringResource = "Start a timer"
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    struct TimerControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "timer") {
                ControlWidgetToggle(isOn: false, action: StartTimer()) { Text(verbatim: "Start Timer") } valueLabel: { isOn in
                    Label(isOn ? "On" : "Off", systemImage: "clock")
                }
                .tint(.orange)
            }
            .displayName("Timer")
        }
    }

    func testTemplateControlSpecDrawsTheSwiftTemplatesPixels() throws {
        let spec = try parseSpec("""
            controls:
              - name: timer
                kind: toggle
                title: Start Timer
                symbol: clock
                value: {off: "Off", on: "On"}
                tint: orange
                displayName: Timer
            """)
        let renderer = try WidgetRenderer()
        let fromSpec = try XCTUnwrap(spec.controls.first).render(with: renderer)
        let fromSwift = try renderer.render(.controlPresentations(TimerControl()))
        XCTAssertEqual(fromSpec.count, 22)  // 11 places (the Action button among them), off and on
        XCTAssertEqual(fromSpec.count, fromSwift.count)
        for (a, b) in zip(fromSpec, fromSwift) {
            XCTAssertTrue(a.pixmap == b.pixmap, "\(a.presentation.rawValue) \(a.isOn ? "on" : "off") differs from the Swift template")
        }
        // On and off differ (the symbol takes the tint when on).
        XCTAssertFalse(fromSpec[0].pixmap == fromSpec[1].pixmap)
    }

    func testMistakesNameTheirPlace() throws {
        XCTAssertEqual(specError("""
            activities:
              - name: a
                lockScreen: {Text: Hi}
            """)?.description, "test.yaml:2:5: activity 'a' needs 'dynamicIsland' (compactLeading, compactTrailing, minimal, expanded)")
        XCTAssertEqual(specError("""
            activities:
              - name: a
                lockScreen: {Text: Hi}
                dynamicIsland: {compactLeading: {Text: L}, minimal: {Text: M}}
            """)?.description, "test.yaml:4:20: 'dynamicIsland' needs 'compactTrailing' (a view)")
        XCTAssertEqual(specError("""
            controls:
              - {name: c, title: C, symbol: clock, onSymbol: bolt}
            """)?.description,
            "test.yaml:2:50: 'onSymbol' is the symbol of a toggle's 'on' value label; give 'value: {off:, on:}' too")
        XCTAssertEqual(specError("""
            activities:
              - name: a
                attributes: {x: "1"}
                states: [{name: s, values: {x: "2"}}]
                lockScreen: {Text: Hi}
                dynamicIsland: {compactLeading: {Text: L}, compactTrailing: {Text: T}, minimal: {Text: M}}
            """)?.description, "test.yaml:4:33: 'x' is already an attribute; a state's values must have other names")
        XCTAssertEqual(specError("""
            controls:
              - {name: a, title: A, symbol: clock}
            widgets:
              - {name: a, families: [systemSmall], body: {Text: Hi}}
            """)?.description, "test.yaml:2:5: two widgets, activities or controls are named 'a'")
        XCTAssertEqual(specError("renderDate: 2025-06-09T17:41:00Z\n")?.description,
                       "test.yaml:1:1: a spec needs 'widgets' (a list of widgets), 'activities' or 'controls'")
    }
}
