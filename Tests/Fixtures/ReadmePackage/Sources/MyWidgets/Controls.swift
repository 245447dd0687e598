// Two controls beside the widgets, as an iOS 18 extension has them: a toggle with a value
// provider and a button that opens the app.
import WidgetRender

struct CaffeineTrackingControl: ControlWidget {
    static let kind = "com.example.caffeine.tracking"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: Provider()) { isTracking in
            ControlWidgetToggle("Tracking", isOn: isTracking, action: SetTrackingIntent()) { isOn in
                Label(isOn ? "Tracking" : "Paused", systemImage: "cup.and.saucer.fill")
            }
            .tint(.brown)
        }
        .displayName("Caffeine tracking")
    }

    struct Provider: ControlValueProvider {
        var previewValue: Bool { true }
        func currentValue() async throws -> Bool { true }
    }
}

struct SetTrackingIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Track caffeine"
    @Parameter(title: "Tracking")
    var value: Bool
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct LogCoffeeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.caffeine.log") {
            ControlWidgetButton(action: LogCoffeeIntent()) {
                Label("Log coffee", systemImage: "plus.circle")
            }
        }
        .displayName("Log coffee")
    }
}

struct LogCoffeeIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a coffee"
    static var openAppWhenRun: Bool { true }
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}
