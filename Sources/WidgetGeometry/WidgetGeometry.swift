// WidgetGeometry: plain values shared by every stage of the pipeline.
//
// Glossary
// - Point, Size, Rect: in points (layout) or pixels (raster); the type does not say which,
//   the function that takes it does. Origin is top-left, y grows downward.
// - Insets: distances inward from each edge (top, leading, bottom, trailing). Leading is left:
//   we render left-to-right layouts only.
// - Transform: a 2D affine map, applied to column vectors (x' = a·x + c·y + tx).
// - VectorPath: move/line/quad/cubic/close segments; shapes are built as paths.
// - RGBA: a straight (unpremultiplied) sRGB-encoded color, components in 0…1.
// - Pixmap: premultiplied RGBA8 pixels in sRGB, row-major, no padding.
// - Paint, StrokeStyleValue: how a shape is filled (a color or a gradient in absolute coordinates)
//   and stroked; one vocabulary from the display list to the raster, so the painter only converts.
// - MeshGrid: a mesh gradient's vertices, colors and Bézier control points; MeshTessellation cuts
//   its Coons patches into bilinear quads to find a point's place in the grid.
// - Homography / ArcWarp: the maps a finished layer is resampled through (a plane rotated in 3-D;
//   a label bent along a watch bezel).
// - Oklab: the perceptual color space colors blend in when asked (`Color.mix`, mesh gradients).
// - Hashed: a cache key hashed once, before its cache's lock is taken.
