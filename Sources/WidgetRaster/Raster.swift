// WidgetRaster: our anti-aliased scanline rasterizer, paints, masks, layers and blur.
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
// - Paint (`RasterPaint`): solid color, linear / radial / angular gradient, or an image; shaded per
//   pixel center in device space.
// - Mask: an A8 coverage plane the size of the canvas; multiplies the coverage of everything drawn.
// - Layer: a transparent pixmap drawn into separately, then composited with opacity (group opacity).
//
// Determinism: scalar Float/Double arithmetic in a fixed order (Swift does not fuse multiply-adds
// unless asked), integer blending, no threads. The same calls give the same bytes on every machine.
// Packed pixels assume a little-endian CPU (every platform Swift supports on Linux and Apple).
