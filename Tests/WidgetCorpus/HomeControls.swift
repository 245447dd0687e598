// Originally: import WidgetKit, import SwiftUI, import AppIntents
import WidgetRender

// Controls (iOS 18) as a smart-home app writes them: a toggle with a `SetValueIntent` and a
// `ControlValueProvider`, a button that opens the app, and the reload calls an app makes after it
// changes state (`WidgetCenter`, `ControlCenter`).

struct LightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Porch Light"
    @Parameter(title: "On") var value: Bool
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"
    static let openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}

struct PorchLightControl: ControlWidget {
    static let kind = "com.example.porch"
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: Provider()) { isOn in
            ControlWidgetToggle("Porch Light", isOn: isOn, action: LightIntent()) { on in
                Label(on ? "On" : "Off", systemImage: on ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.yellow)
        }
        .displayName("Porch Light")
        .description("Turns the porch light on and off.")
    }
    struct Provider: ControlValueProvider {
        var previewValue: Bool { true }
        func currentValue() async throws -> Bool { false }
    }
}

struct OpenControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.open") {
            ControlWidgetButton(action: OpenAppIntent()) {
                Label("Open", systemImage: "arrow.up.forward.app")
            }
        }
    }
}

func reloadAfterSave() {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "note")
    ControlCenter.shared.reloadControls(ofKind: PorchLightControl.kind)
}
