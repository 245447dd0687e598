// WidgetDisplayList: the contract between layout, appearance and paint. Every op has an absolute
// frame in points (the widget's top-left is the origin), its draw group, and for images the accented
// treatment. Nested layers carry opacity, transform, clip and shadow for their items.
//
// Glossary
// - DisplayList: the widget's size and corner radius, and its items (public: its JSON).
// - Op: one drawing (`ShapeOp`, `TextOp`, `ImageOp`) or a group (`LayerOp`) of items.
// - Paint, StrokeStyleValue (WidgetGeometry): shared with the raster, which draws them as they are.
// - DisplayShape: the concrete outline of a shape or clip op (no container-relative shapes).
// - ImageFilter / LayerBlend: recoloring and blending the appearance stage asks for; the painter
//   only applies them.
