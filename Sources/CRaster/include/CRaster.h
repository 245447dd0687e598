// CRaster: inner loops of WidgetRaster in C, so that vector instructions can be chosen at run time.
//
// Contract: every path (`CRASTER_PATH_SCALAR`, and whatever `craster_best_path` returns) writes the
// same bytes for the same input: the loops are exact integer arithmetic, and WidgetRasterTests
// checks the paths against each other and against the Swift blend of rotated draws.
//
// Glossary
// - Path: one implementation of the loops (`CRASTER_PATH_SCALAR`, `CRASTER_PATH_AVX2`), picked once
//   per CPU.
// - Pixel: four 8-bit premultiplied channels in one 32-bit word, in memory order (r, g, b, a).
// - Position: a sample's horizontal place in a source row, in 8-bit fixed point: x0 · 256 + w, the
//   left pixel x0 and the weight 0…255 of the pixel right of it (the last pixel repeats).
// - Blend: per channel (p · (256 − w) + q · w + 128) >> 8, the weighted mean rounded to nearest;
//   it never exceeds 255, so it fits the channel again.
#ifndef CRASTER_H
#define CRASTER_H
#include <stddef.h>
#include <stdint.h>

/// Portable C, on every machine.
#define CRASTER_PATH_SCALAR 0
/// x86-64 with AVX2 (checked at run time by `craster_best_path`).
#define CRASTER_PATH_AVX2 2

/// The fastest path this CPU supports.
int craster_best_path(void);

/// The horizontal pass of bilinear sampling: `out[i]` is the blend of `row[x0]` and
/// `row[min(x0 + 1, width − 1)]` at `positions[i]` = x0 · 256 + w, for i < count. Every x0 must be
/// below `width`.
void craster_blend_columns(const uint32_t *row, size_t width, const int32_t *positions, size_t count,
                           uint32_t *out, int path);

/// The vertical pass: `out[i]` is the blend of `top[i]` and `bottom[i]` at weight `weight` (0…255)
/// for i < count.
void craster_blend_rows(const uint32_t *top, const uint32_t *bottom, uint32_t weight, size_t count,
                        uint32_t *out, int path);
#endif
