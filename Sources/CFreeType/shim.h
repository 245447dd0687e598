// CFreeType: FreeType 2, the font file reader under WidgetText (pkg-config freetype2; Debian:
// libfreetype-dev). It opens the bundled fonts, hands their outlines to the rasterizer and their
// tables to HarfBuzz; it never hints or rasterizes a glyph (our raster does, the same on every host).
//
// Glossary
// - FT_Face: one opened font file (one `FontFace`); variable axes through the multiple-masters API.
// - Outline: a glyph's contours in font units, walked segment by segment (`FT_Outline_Decompose`).
// - SFNT table: an OpenType table read directly (OS/2, post) for metrics FreeType does not expose.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H
