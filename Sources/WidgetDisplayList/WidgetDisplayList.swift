// WidgetDisplayList: the contract between layout, appearance and paint. Every op has an absolute
// frame in points (the widget's top-left is the origin), its draw group, and for images the accented
// treatment. Nested layers carry opacity, transform, clip and shadow for their items.
//
// Glossary
// - DisplayList: the widget's size and corner radius, and its items (public: its JSON).
// - Op: one drawing (`ShapeOp`, `TextOp`, `ImageOp`) or a group (`LayerOp`) of items.
// - Paint: a color or gradient in absolute coordinates (points).
// - ImageFilter / LayerBlend: recoloring and blending the appearance stage asks for; the painter
//   only applies them.
