import Foundation
import WidgetRender

// Xcode's control template ("Include Control"), as Tests/WidgetKitLayerTests/TemplateControl.swift
// (our own text), with the `.tint` and action hint a real control often adds.

struct TemplateTimerControl: ControlWidget {
    static let kind: String = "com.example.TimerControl"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
            ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimerIntent(value.name)) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "clock")  // the template says "timer"; the bundled symbols have "clock"
            }
            .tint(.orange)
            .controlWidgetActionHint("Start")
        }
        .displayName("Timer")
        .description("An example control that runs a timer.")
    }

    struct Value {
        var isRunning: Bool
        var name: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerConfiguration) -> Value { Value(isRunning: false, name: configuration.timerName) }
        func currentValue(configuration: TimerConfiguration) async throws -> Value {
            Value(isRunning: true, name: configuration.timerName)
        }
    }
}

struct TimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Name Configuration"
    @Parameter(title: "Timer Name", default: "Timer")
    var timerName: String
}

struct StartTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"
    @Parameter(title: "Timer Name")
    var name: String
    @Parameter(title: "Timer is running")
    var value: Bool

    init() {}
    init(_ name: String) { self.name = name }
    func perform() async throws -> some IntentResult { .result() }
}
