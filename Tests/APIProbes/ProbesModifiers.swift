import WidgetKit

// Census kind `modifier`: `.name(labels:)` calls on a view or a value.
extension Probes {
    static var modifiers: [Probe] { [
        .modifier("font(_:)") { $0.font(.title) },
        .modifier("padding(_:_:)") { $0.padding(.horizontal, 30) },
        .noOp("navigationTitle(_:)", because: "a widget has no navigation bar") { $0.navigationTitle("Title") },
    ] }
}
