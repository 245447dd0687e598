import WidgetKit

// Census kind `environment`: environment key paths.
extension Probes {
    static var environment: [Probe] { [
        .view("\\.widgetFamily") { FamilyName() },
    ] }
}

private struct FamilyName: View {
    @Environment(\.widgetFamily) private var family
    var body: some View { Text(family == .systemSmall ? "small" : "other") }
}
