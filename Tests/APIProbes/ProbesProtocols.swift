import WidgetKit

// Census kinds `protocol`: conformances written in real code; `wrapper`: property wrappers;
// `macro`: macros.
extension Probes {
    static var protocols: [Probe] { [
        .view("View") { ProbeSample() },
    ] }

    static var wrappers: [Probe] { [
        .view("@Environment(_:)") { ColorSchemeName() },
    ] }

    static var macros: [Probe] { [
    ] }
}

private struct ColorSchemeName: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}
