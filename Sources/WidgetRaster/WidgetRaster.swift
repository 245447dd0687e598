// WidgetRaster: our anti-aliased scanline rasterizer, paints, masks, layers and blur.
//
// Public API (small on purpose):
// - `Canvas`: `fill(_:paint:rule:transform:opacity:mask:)`, `fill(_:image:rect:quality:…)`,
//   `stroke(_:style:paint:transform:opacity:mask:)`, `drawImage(_:in:quality:opacity:transform:mask:)`, `makeLayer()`, `drawLayer(_:opacity:mask:shadow:)`,
//   `clear(_:)`, and the resulting `pixmap`.
// - `ImageQuality`, `FillRule`, `Mask(path:width:height:rule:transform:)` + `intersected(with:)`, `Shadow`,
//   `Pixmap.blurred(radius:)`, `Pixmap.shadow(color:radius:offset:)`, `PremultipliedColor`.
// Shapes come from WidgetGeometry (`VectorPath.roundedRectangle(…)`, `.arc(…)`, `trimmed(from:to:)`).
// Paints and strokes are WidgetGeometry's `Paint` and `StrokeStyleValue`, the display list's own
// values: nothing converts them between the list and the pixels.
//
// Glossary
// - Device space: pixels of the target pixmap; pixel (x, y) covers [x, x+1)×[y, y+1), its center at
//   (x + 0.5, y + 0.5). User space: whatever the caller's path is in; `Transform` maps it to device space.
// - Coverage: the exact fraction of a pixel's area inside the shape (0…1), found by signed-area
//   accumulation (each edge adds its signed area and cover to the cells it crosses; a prefix sum along
//   the row gives the winding-weighted area), then stored as a byte rounded to nearest (A8).
// - Fill rule: non-zero (area clamped to 1) or even-odd (area folded modulo 2).
// - Premultiplied RGBA8: the pixmap's form; `PremultipliedColor` is one such pixel. Paints produce it;
//   `RGBA` (straight) is only the input form of colors.
// - Source-over: dst = src + dst × (1 − src.a), per channel on sRGB-encoded bytes, each product
//   rounded to nearest (`mul255`).
// - Paint (`Paint`, WidgetGeometry): solid color, linear / radial / angular / elliptical / mesh gradient;
//   an image fills through `fill(_:image:…)`. Shaded per pixel center in device space. Shader: a paint prepared for one draw.
// - Mask: an A8 coverage plane the size of the canvas; multiplies the coverage of everything drawn.
// - Layer: a transparent pixmap drawn into separately, then composited with opacity (group opacity).
// - Glyph tile: one glyph's A8 coverage at one pixel size and quarter-pixel offset, rasterized once
//   and cached per painter (`GlyphTileCache`); text is drawn by compositing tiles with its paint.
// - Column and row passes: axis-aligned bilinear sampling in two steps, across each source row at
//   the span's positions, then between two such rows (`ColumnCache`); in C (`CRaster`), with AVX2
//   where the CPU has it and the same integer arithmetic elsewhere.
//
// Determinism: scalar Float/Double arithmetic in a fixed order (Swift does not fuse multiply-adds
// unless asked), integer blending, no threads; shaders compute each pixel from its own center, so a
// pixel's color never depends on which span it was drawn in. The same calls give the same bytes on
// every machine, serially or in parallel.
// Packed pixels assume a little-endian CPU (every platform Swift supports on Linux and Apple).
