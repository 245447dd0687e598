// WidgetLimits: the bounds every reader of outside input keeps (docs/security.md). A spec from a
// pull request, an asset catalog, a translation folder and `Image("name")` all pass through the
// same two rules, so that a hostile file is refused the same way wherever it enters; the readers
// live in WidgetAssets, WidgetLocalization, WidgetSpec and WidgetRender, the rules here, below them.
//
// Glossary
// - RenderLimits: how much work and memory one render job may take (nodes, spec expansion, text
//   and file bytes, image and canvas pixels, decoded bytes per run). Hitting one is `LimitExceeded`,
//   an error naming the limit and how to raise it, never a truncated result.
// - ReadAccess: the folders a render may read. Root: a granted folder or file, kept as its real
//   path. Real path: the path with every symlink and `..` resolved; a file is readable when its real
//   path lies inside a root (`ReadAccessError` otherwise).
// - RenderError: input that names something the render cannot find or use: an unknown device, a
//   family or presentation the device does not offer, a missing or unreadable image.
// - Excerpt: user input as an error message may echo it (cut, control characters escaped).
