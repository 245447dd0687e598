import WidgetKit

// Census kind `modifier`, the less used half (see ProbesModifiers.swift for the rest).
extension Probes {
    static var modifiers2: [Probe] { [
    ] }
}
