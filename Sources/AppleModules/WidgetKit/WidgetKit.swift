// `import WidgetKit` on Linux: the names a widget extension uses from Apple's WidgetKit, provided by
// WidgetRender, so a widget file compiles with its imports unchanged and module-qualified names
// (`WidgetKit.Xxx`) resolve too (docs/widgetkit.md, *Apple's module names*).
//
// Glossary
// - Apple's module name: a module named as Apple's framework that declares nothing itself; every
//   name comes from WidgetRender through the re-export (the same holds for AppIntents, ActivityKit,
//   Intents; Charts is the one that declares its own).
// - Module-qualified name: `WidgetKit.Widget`, which Swift finds through the re-export.
@_exported import WidgetRender
