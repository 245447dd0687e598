import WidgetKit

// Census kind `type`: types named in declarations (`some View`, `Color`, `Context` …).
extension Probes {
    static var types: [Probe] { [
        .view("some View") { ProbeSample() },
        .compiles("Color") { let _: Color = .red },
    ] }
}
