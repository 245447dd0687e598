// WidgetRender: the umbrella module. It re-exports the SwiftUI-shaped DSL so that widget code
// compiles with `import WidgetRender` in place of `import SwiftUI` / `import WidgetKit`.
@_exported import WidgetViews

/// The renderer's version, written into every PNG it encodes.
public let widgetRenderVersion = "0.1.0"
