// WidgetViews: the SwiftUI-shaped DSL and `resolveWidget`, which lowers it to the resolved tree.
//
// Glossary
// - View: a value with a `body`; composite views (user types) are evaluated, primitive views
//   (Body == Never) lower themselves through `PrimitiveView`.
// - ViewBuilder: the result builder behind `body` and every `{ … }` content closure.
// - EnvironmentValues: what a view can read with `@Environment`; resolve injects it before `body`
//   runs (see `EnvironmentValues.current`) and `.environment(\.key, value)` overrides it per subtree.
// - Environment-only modifiers (font, foregroundStyle, widgetAccentable, redacted …) only change the
//   environment; leaves (text, image, shape) read it when they resolve, so their values end up in
//   the leaves and never as wrapper nodes.
// - ResolveContext: environment + view path (for errors) + the widget-wide collector of images and
//   container background, threaded through one resolve call.
// - ViewPath: the views enclosing the one being resolved, kept as values and named only when a
//   message needs them.
// - Resolved*: the closed, Codable output (ResolvedNode, ResolvedWidget); no closures, no lookups.
// - Isolation: `View`, `ViewModifier` and the style protocols are `@MainActor @preconcurrency`, as
//   Apple declares them; our own view types and modifiers are `nonisolated`; the renderer enters
//   user code through `callingViewCode` (docs/widgetkit.md, *Actor isolation*).
// - Bounded format: every printf-style format is formatted through `boundedFormat` (widths and
//   precisions at most 1,000).
