import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetText

/// The contact sheet of one Live Activity: every presentation (rows) in light, dark and tinted
/// (columns), compared byte for byte with `Golden/LiveActivities/<name>.png`
/// (WIDGET_RENDER_RECORD=missing writes a missing golden, =failed rewrites a changed one).
final class ActivitySheetTests: XCTestCase {
    struct Attributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var emoji: String }
        var name: String
    }

    /// Xcode's Live Activity template (as Tests/WidgetRenderTests/TemplateLiveActivity.swift).
    struct TemplateActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attributes.self) { context in
                VStack { Text("Hello \(context.state.emoji)") }
                    .activityBackgroundTint(Color.cyan)
                    .activitySystemActionForegroundColor(Color.black)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("Leading") }
                    DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
                    DynamicIslandExpandedRegion(.bottom) { Text("Bottom \(context.state.emoji)") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T \(context.state.emoji)") } minimal: {
                    Text(context.state.emoji)
                }
                .widgetURL(URL(string: "http://www.apple.com"))
                .keylineTint(Color.red)
            }
        }
    }

    func testTemplateActivitySheet() throws {
        let renderer = try WidgetRenderer()
        let renders = try renderer.render(.activityPresentations(
            TemplateActivity(), attributes: Attributes(name: "World"),
            content: ActivityContent(state: .init(emoji: "😀"), staleDate: nil), device: try Device(named: "iphone-16-pro-max")))
        let section = SheetBuilder.activitySection(title: "Template Live Activity", subtitle: "every presentation · 😀",
                                                   renders: renders)
        XCTAssertEqual(section.rows.map(\.name), ["lockScreen", "standBy", "dynamicIslandCompact", "dynamicIslandMinimal",
                                                  "dynamicIslandExpanded", "carPlay", "watchSmartStack", "macMenuBar",
                                                  "dynamicIslandExpanded"])
        XCTAssertEqual(section.columns.map(\.name), ["ios.light", "ios.dark", "ios.tinted(blue)"])
        let png = try ContactSheet(sections: [section]).render(with: renderer).pngData(preset: .fast)
        try assertGolden(png, named: "template-live-activity")
    }

    /// Xcode's control template drawn off and on in every place (Tests/WidgetRenderTests/TemplateTimerControl.swift).
    struct TimerControl: ControlWidget {
        struct Value { var isRunning: Bool }
        struct Provider: ControlValueProvider {
            var previewValue: Value { Value(isRunning: false) }
            func currentValue() async throws -> Value { Value(isRunning: true) }
        }
        struct StartTimer: SetValueIntent {
            static let title: LocalizedStringResource = "Start a timer"
            @Parameter(title: "Timer is running")
            var value: Bool
            init() {}
            func perform() async throws -> some IntentResult { .result() }
        }
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.TimerControl", provider: Provider()) { value in
                ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimer()) { isRunning in
                    Label(isRunning ? "On" : "Off", systemImage: "clock")  // the template says "timer"; the bundled symbols have "clock"
                }
                .tint(.orange)
            }
            .displayName("Timer")
        }
    }

    func testTemplateControlSheet() throws {
        let renderer = try WidgetRenderer()
        let section = SheetBuilder.controlSection(title: "Template Control", subtitle: "off and on in every place",
                                                  renders: try renderer.render(.controlPresentations(TimerControl())))
        XCTAssertEqual(section.rows.count, 11)
        let png = try ContactSheet(sections: [section]).render(with: renderer).pngData(preset: .fast)
        try assertGolden(png, named: "template-control")
    }

    func assertGolden(_ png: Data, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Golden/LiveActivities/\(name).png")
        let mode = ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"]
        guard let golden = try? Data(contentsOf: url) else {
            guard mode == "missing" || mode == "failed" || mode == "all" else {
                return XCTFail("missing golden \(url.path); record with WIDGET_RENDER_RECORD=missing", file: file, line: line)
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try png.write(to: url)
        }
        // Decoded pixels, not file bytes: a new PNG encoder changes the bytes of equal pixels, and
        // re-recording an unchanged sheet must rewrite no file.
        if try Pixmap(pngData: golden) != Pixmap(pngData: png) {
            if mode == "failed" || mode == "all" { return try png.write(to: url) }
            XCTFail("\(url.path) differs; re-record with WIDGET_RENDER_RECORD=failed after looking at it", file: file, line: line)
        }
    }
}
