import WidgetKit

// Census kind `initializer` (and the views they make).
extension Probes {
    static var initializers: [Probe] { [
        .view("Text(_:)") { Text("Hello") },
        .view("Spacer()") { HStack { Spacer(); Text("right") } },
    ] }
}
