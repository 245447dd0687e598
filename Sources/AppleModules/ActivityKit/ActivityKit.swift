// `import ActivityKit` on Linux: the names a widget extension uses from Apple's ActivityKit, provided by
// WidgetRender, so a widget file compiles with its imports unchanged and module-qualified names
// (`ActivityKit.Xxx`) resolve too (docs/widgetkit.md, *Apple's module names*).
//
// Glossary
// - Apple's module name, module-qualified name: as in WidgetKit.swift. The Live Activity types
//   (`ActivityAttributes`, `ActivityContent` …) live in WidgetKitLayer.
@_exported import WidgetRender
