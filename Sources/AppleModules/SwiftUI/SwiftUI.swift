// `import SwiftUI` on Linux: the names a widget extension uses from Apple's SwiftUI, provided by
// WidgetRender, so a widget file compiles with its imports unchanged and module-qualified names
// (`SwiftUI.Xxx`) resolve too (docs/widgetkit.md, *Apple's module names*).
@_exported import WidgetRender
