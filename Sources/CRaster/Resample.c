// The two passes of axis-aligned bilinear sampling (WidgetRaster's `ImageShader`): blends across a
// source row at precomputed positions, then between two such rows. Both are the header's blend, so
// the scalar path packs each pixel's channels into the 16-bit lanes of one 64-bit word, and the AVX2
// path does the same with 16-bit vector lanes, eight pixels a step; neither rounds differently.
#include "CRaster.h"
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// r, g, b, a of a pixel in the 16-bit lanes of a word (order r, b, g, a from the low end).
static inline uint64_t spread(uint32_t p) {
    return (uint64_t)(p & 0x00FF00FFu) | (uint64_t)((p >> 8) & 0x00FF00FFu) << 32;
}

static inline uint32_t pack(uint64_t lanes) { return (uint32_t)lanes | (uint32_t)(lanes >> 32) << 8; }

/// The header's blend. No lane overflows: 255 · 256 + 128 < 2¹⁶.
static inline uint32_t blend(uint32_t p, uint32_t q, uint64_t w) {
    const uint64_t mask = 0x00FF00FF00FF00FFull, half = 0x0080008000800080ull;
    return pack(((spread(p) * (256 - w) + spread(q) * w + half) >> 8) & mask);
}

static void blend_columns_scalar(const uint32_t *row, size_t width, const int32_t *positions, size_t begin,
                                 size_t count, uint32_t *out) {
    for (size_t i = begin; i < count; i++) {
        const size_t x0 = (size_t)(positions[i] >> 8), x1 = x0 + 1 < width ? x0 + 1 : width - 1;
        out[i] = blend(row[x0], row[x1], (uint64_t)(positions[i] & 255));
    }
}

static void blend_rows_scalar(const uint32_t *top, const uint32_t *bottom, uint32_t weight, size_t begin,
                              size_t count, uint32_t *out) {
    for (size_t i = begin; i < count; i++) out[i] = blend(top[i], bottom[i], weight);
}

#if defined(__x86_64__)
int craster_best_path(void) {
    return __builtin_cpu_supports("avx2") ? CRASTER_PATH_AVX2 : CRASTER_PATH_SCALAR;
}

/// The blend of eight pixel pairs; `w16` holds each pair's weight in both 16-bit halves of its
/// 32-bit lane. The unpacks and the pack are in-lane and each other's inverse, so pixels come back
/// in their order.
__attribute__((target("avx2")))
static inline __m256i blend8(__m256i p, __m256i q, __m256i w16) {
    const __m256i zero = _mm256_setzero_si256(), full = _mm256_set1_epi16(256), half = _mm256_set1_epi16(128);
    // Pixels 0, 1 (and 4, 5 in the upper lane) take the low unpacks; each weight covers 4 channels.
    const __m256i w_low = _mm256_unpacklo_epi32(w16, w16), w_high = _mm256_unpackhi_epi32(w16, w16);
    const __m256i low = _mm256_add_epi16(_mm256_add_epi16(
        _mm256_mullo_epi16(_mm256_unpacklo_epi8(p, zero), _mm256_sub_epi16(full, w_low)),
        _mm256_mullo_epi16(_mm256_unpacklo_epi8(q, zero), w_low)), half);
    const __m256i high = _mm256_add_epi16(_mm256_add_epi16(
        _mm256_mullo_epi16(_mm256_unpackhi_epi8(p, zero), _mm256_sub_epi16(full, w_high)),
        _mm256_mullo_epi16(_mm256_unpackhi_epi8(q, zero), w_high)), half);
    return _mm256_packus_epi16(_mm256_srli_epi16(low, 8), _mm256_srli_epi16(high, 8));
}

__attribute__((target("avx2")))
static size_t blend_columns_avx2(const uint32_t *row, size_t width, const int32_t *positions, size_t count,
                                 uint32_t *out) {
    const __m256i one = _mm256_set1_epi32(1), last = _mm256_set1_epi32((int)(width - 1));
    const __m256i byte = _mm256_set1_epi32(255);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i position = _mm256_loadu_si256((const __m256i *)(positions + i));
        const __m256i x0 = _mm256_srai_epi32(position, 8);
        const __m256i x1 = _mm256_min_epi32(_mm256_add_epi32(x0, one), last);
        const __m256i w = _mm256_and_si256(position, byte);
        const __m256i p = _mm256_i32gather_epi32((const int *)row, x0, 4);
        const __m256i q = _mm256_i32gather_epi32((const int *)row, x1, 4);
        _mm256_storeu_si256((__m256i *)(out + i), blend8(p, q, _mm256_or_si256(w, _mm256_slli_epi32(w, 16))));
    }
    return i;
}

__attribute__((target("avx2")))
static size_t blend_rows_avx2(const uint32_t *top, const uint32_t *bottom, uint32_t weight, size_t count,
                              uint32_t *out) {
    const __m256i w16 = _mm256_set1_epi32((int)(weight | weight << 16));
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i p = _mm256_loadu_si256((const __m256i *)(top + i));
        const __m256i q = _mm256_loadu_si256((const __m256i *)(bottom + i));
        _mm256_storeu_si256((__m256i *)(out + i), blend8(p, q, w16));
    }
    return i;
}
#else
int craster_best_path(void) { return CRASTER_PATH_SCALAR; }
#endif

void craster_blend_columns(const uint32_t *row, size_t width, const int32_t *positions, size_t count,
                           uint32_t *out, int path) {
    size_t done = 0;
#if defined(__x86_64__)
    if (path == CRASTER_PATH_AVX2) done = blend_columns_avx2(row, width, positions, count, out);
#endif
    (void)path;
    blend_columns_scalar(row, width, positions, done, count, out);
}

void craster_blend_rows(const uint32_t *top, const uint32_t *bottom, uint32_t weight, size_t count, uint32_t *out,
                        int path) {
    // Weight 0 is `top` itself: (p · 256 + 128) >> 8 = p.
    if (weight == 0) { memcpy(out, top, count * sizeof *out); return; }
    size_t done = 0;
#if defined(__x86_64__)
    if (path == CRASTER_PATH_AVX2) done = blend_rows_avx2(top, bottom, weight, count, out);
#endif
    (void)path;
    blend_rows_scalar(top, bottom, weight, done, count, out);
}
