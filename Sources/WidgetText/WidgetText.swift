// WidgetText: fonts, shaping, line breaking and glyph access.
//
// Glossary
// - Face: one font file opened in FreeType and HarfBuzz (`FontFace`), identified by a fontID.
// - Catalog: the faces text may use and the fallback chain (`FontCatalog`); the bundled one holds
//   only the pinned fonts of Assets/Fonts (`BundledFonts`), never system fonts.
// - Cluster: a grapheme cluster (a Swift `Character`): the unit of font fallback, line breaking
//   and truncation; glyphs belong to the cluster HarfBuzz maps them to.
// - Em: the font size; outlines, color glyph rects and face metrics are in em, layouts in points.
// - Shaping: HarfBuzz turns clusters into glyphs and advances, in font units, unhinted.
// - Arrangement: the lines of a text at one scale (`minimumScaleFactor`) and whether they fit.
// - Line box: a line's ascent above and descent below its baseline (`LineBox`).
// - Leading: a font's line gap, put between lines and between stacked texts, never around a text;
//   a text style's font has the HIG line height minus its own (`TextFontMetrics`).
// - Stand-in: a bundled open face drawn where iOS draws SF (Inter, Quicksand, DejaVu Sans Mono);
//   its calibration (`StandInCalibration`) sets SF's line box and SF's width per character, size
//   and weight (`SFGlyphWidths`, `SFSizeWidths`).
// - Apple face: one of Apple's own font files (SF Pro, SF Mono, New York) from a folder the user
//   names (`AppleFonts`, `FontCatalog.bundled(appleFonts:)`): drawn in place of the stand-in of its
//   design, uncalibrated, tracked as the system font is (SF Pro by the HIG's table, the others by
//   their own `trak` tables: `TrackingTable`, `TrackingSource`).
// - Bidi: right-to-left runs are reordered per line (`Bidi`).
