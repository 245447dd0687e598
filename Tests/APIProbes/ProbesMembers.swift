import WidgetKit

// Census kind `member`: properties and static members (`Color.clear`, `WidgetCenter.shared` …).
extension Probes {
    static var members: [Probe] { [
        .compiles("WidgetCenter.shared") { WidgetCenter.shared.reloadAllTimelines() },
    ] }
}
