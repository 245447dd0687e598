// `import AppIntents` on Linux: the names a widget extension uses from Apple's AppIntents, provided by
// WidgetRender, so a widget file compiles with its imports unchanged and module-qualified names
// (`AppIntents.Xxx`) resolve too (docs/widgetkit.md, *Apple's module names*).
@_exported import WidgetRender
