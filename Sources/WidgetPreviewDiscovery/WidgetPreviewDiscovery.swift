// WidgetPreviewDiscovery: finds a module's previews and widgets by reading its source, and writes
// the registry file that lists them (Linux cannot enumerate the types `#Preview` generated).
//
// Glossary
// - DiscoveredPreview: one `#Preview(…)` as written: file, line, name, arguments, the enclosing
//   `#if` conditions, and the `WidgetPreview(…)` call that restates it (`PreviewCallRewriter`, the
//   same code the macro uses, so the registry and the macro say the same thing).
// - DiscoveredType: a type whose inheritance clause names `Widget`, `WidgetBundle` or
//   `PreviewProvider` (qualified names included), with its nesting path.
// - Discovery: the scan of many files (`PreviewScanner` per file).
// - RegistryGenerator: writes `enum WidgetPreviews { static let all: [WidgetPreview]; static let
//   widgets: [any Widget] }`, compiled into the same module by the `WidgetPreviewsPlugin`.
// - DataModelDefinition / DataModelGenerator: a Core Data model's current version, read, and the
//   entity classes Xcode's Class Definition codegen makes from it, as plain stored properties.
