// WidgetPreviewSyntax: the compiler plug-in behind `#Preview` and SwiftData's `@Model`, written on
// the macro's source text, with no swift-syntax, so that a package depending on WidgetRender does
// not build swift-syntax for a macro (docs/performance.md, *The macro's build cost*). Preview
// discovery (WidgetPreviewDiscovery) restates each `#Preview` with the same rewriter.
//
// Glossary
// - macro source: a macro use as the compiler sends it, from `#` (or `@`) to its last token.
// - PreviewCallRewriter: `#Preview(…)` → `WidgetPreview(…)`, arguments and closures as written.
// - PreviewMacroExpansion: one `#Preview` → a uniquely named `WidgetPreviewRegistration` type and an
//   accessor named by the preview's place (`PreviewSite`).
// - ModelMacroExpansion: `@Model` → an identity member and the missing conformances.
// - DeclarationHeader: the few facts of a declaration's first tokens `@Model` needs (kind, name,
//   access), read past attributes and comments.
// - PluginMessages / MacroPluginHandler: the compiler's plug-in protocol (JSON messages, each after
//   its 8-byte little-endian length), answered one message at a time.
