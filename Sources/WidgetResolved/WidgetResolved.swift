// WidgetResolved: the resolved view tree, the contract between resolve (WidgetViews, WidgetSpec via
// the DSL) and layout. Plain, Codable values; package API, never public.
//
// Glossary
// - ResolvedWidget: a whole widget: content, the removable container background, flags and pixels.
// - ResolvedNode: one view: empty, spacer, text, image, shape, stack, viewThatFits, or a modifier
//   wrapping a node (`ResolvedModifier`).
// - ResolvedText: the text engine's `TextContent` plus a paint per run, the draw group and redaction.
// - DrawGroup: container background, default or accent: the tag appearance recolors by.
// - ResolvedPaint: a color or gradient with geometry relative to its view's frame (unit points).
