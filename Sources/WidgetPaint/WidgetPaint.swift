// WidgetPaint: the display-list painter. It walks plain ops and drives the raster; every value is
// mapped in one adapter (`DisplayListAdapters.swift`) and no rule is decided here.
//
// Glossary
// - PaintWalk: one painting pass over a list: the canvas and the caches that live as long as it.
// - Glyph tiles: cached coverage per (face, glyph, size, quarter-pixel offset), shared across renders.
// - Layer: items drawn into their own pixmap, then clipped, shadowed, faded and composited.
