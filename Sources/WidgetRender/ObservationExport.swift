// SwiftUI re-exports the Observation module on Apple platforms, so a widget file that imports only
// SwiftUI writes `@Observable`, `@ObservationIgnored` and `withObservationTracking`. WidgetRender,
// which stands for `import SwiftUI`, does the same (the module ships with the Swift toolchain on
// Linux: `@Observable` expands and tracks as on Apple platforms).
@_exported import Observation
