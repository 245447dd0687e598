// CHarfBuzz: HarfBuzz, the text shaper under WidgetText (pkg-config harfbuzz; Debian:
// libharfbuzz-dev). It turns a run of characters in one face into glyphs and advances.
//
// Glossary
// - hb_face / hb_font: a font file's tables / that face at one scale (set to the face's units per
//   em, so positions come back unhinted in font units).
// - hb_buffer: the characters of one run in, glyph infos (glyph id, cluster) and positions out.
// - Cluster: the index of the character a glyph came from; WidgetText maps it back to a grapheme.
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
