// `import AppIntents` on Linux: the names a widget extension uses from Apple's AppIntents, provided by
// WidgetRender, so a widget file compiles with its imports unchanged and module-qualified names
// (`AppIntents.Xxx`) resolve too (docs/widgetkit.md, *Apple's module names*).
//
// Glossary
// - Apple's module name, module-qualified name: as in WidgetKit.swift. The app intent types
//   themselves (`AppIntent`, `AppEntity`, `@Parameter` …) live in WidgetKitLayer.
@_exported import WidgetRender
