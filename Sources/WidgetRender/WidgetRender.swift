// WidgetRender: the umbrella module. It re-exports the SwiftUI-shaped DSL so that widget code
// compiles with `import WidgetRender` in place of `import SwiftUI` / `import WidgetKit`.
// It also re-exports the plain values a caller inspects: geometry (Size, Rect, Pixmap …) and
// the display list. None of their names clash with SwiftUI's.
@_exported import WidgetViews
@_exported import WidgetGeometry
@_exported import WidgetLayout
@_exported import WidgetKitLayer
@_exported import WidgetPreviews
