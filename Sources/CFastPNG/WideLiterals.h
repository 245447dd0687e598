// The AVX-512 literal coder of the run coder (RunCoder.c): the codes of 64 literals at once, looked
// up in 256-entry byte tables with two-table byte permutes (VBMI `vpermi2b`, 128 entries each, bit
// 7 choosing between them), merged into 64-bit groups of four codes with variable shifts, then
// stored with stores that do not wait for each other (`write_groups`). The tables are filled from
// the scalar table `cfp_nibble_code.literals`, bit-reversed already, so this path writes the same
// bits as the others.
#ifndef CFASTPNG_WIDE_LITERALS_H
#define CFASTPNG_WIDE_LITERALS_H
#if defined(__x86_64__)
#include "CFastPNG.h"
#include "RunTokens.h"
#include <immintrin.h>

#define WIDE_TARGET __attribute__((target("avx512f,avx512bw,avx512vbmi")))
/// The helpers are inlined into their caller, so that the writer and the tables stay in registers.
#define WIDE_INLINE __attribute__((target("avx512f,avx512bw,avx512vbmi"), always_inline))

/// Low byte, high byte and length of every literal's code, 256 bytes (four registers) each.
typedef struct wide_tables {
    __m512i code_lo[4], code_hi[4], length[4];
} wide_tables;

WIDE_INLINE
static inline wide_tables load_wide_tables(const cfp_nibble_code *code) {
    uint8_t lo[256], hi[256], length[256];
    for (int b = 0; b < 256; b++) {
        lo[b] = (uint8_t)code->literals[b];
        hi[b] = (uint8_t)(code->literals[b] >> 8);
        length[b] = (uint8_t)(code->literals[b] >> 16);
    }
    wide_tables t;
    for (int k = 0; k < 4; k++) {
        t.code_lo[k] = _mm512_loadu_si512(lo + 64 * k);
        t.code_hi[k] = _mm512_loadu_si512(hi + 64 * k);
        t.length[k] = _mm512_loadu_si512(length + 64 * k);
    }
    return t;
}

/// Entry b of a 256-entry table for each byte b; `high` has bit 7 of each byte.
WIDE_INLINE
static inline __m512i wide_lookup(const __m512i table[4], __m512i bytes, __mmask64 high) {
    return _mm512_mask_blend_epi8(high, _mm512_permutex2var_epi8(table[0], bytes, table[1]),
                                  _mm512_permutex2var_epi8(table[2], bytes, table[3]));
}

/// 32 codes (16-bit lanes, least significant bit first) and their lengths as eight 64-bit groups of
/// four codes each (≤ 56 bits), with their bit counts.
WIDE_INLINE
static inline void wide_merge(__m512i codes, __m512i lengths, __m512i *groups, __m512i *counts) {
    const __m512i low16 = _mm512_set1_epi32(0xFFFF), low32 = _mm512_set1_epi64(0xFFFFFFFF);
    const __m512i length_a = _mm512_and_si512(lengths, low16);
    const __m512i pair = _mm512_or_si512(_mm512_and_si512(codes, low16),
                                         _mm512_sllv_epi32(_mm512_srli_epi32(codes, 16), length_a));
    const __m512i pair_length = _mm512_add_epi32(length_a, _mm512_srli_epi32(lengths, 16));
    const __m512i quad_a = _mm512_and_si512(pair_length, low32);
    *groups = _mm512_or_si512(_mm512_and_si512(pair, low32), _mm512_sllv_epi64(_mm512_srli_epi64(pair, 32), quad_a));
    *counts = _mm512_add_epi64(quad_a, _mm512_srli_epi64(pair_length, 32));
}

/// Writes groups 0…n−1 (n ≥ 1; words of `groups` and `counts`, 8 per register) with stores that do
/// not wait for each other, instead of a chain through the writer: a prefix sum of the counts gives
/// each group its byte and shift, and each store carries the previous group's bits in its first
/// byte. That holds only if no byte has bits of three groups, so every group but the last must have
/// at least 8 bits; returns 0, having written nothing, when one has fewer.
WIDE_INLINE
static inline int write_groups(const __m512i groups[2], const __m512i counts[2], unsigned n, writer_state *w) {
    const __m512i zero = _mm512_setzero_si512(), eight = _mm512_set1_epi64(8), seven = _mm512_set1_epi64(7);
    const unsigned short_groups = _mm512_cmplt_epu64_mask(counts[0], eight) | (unsigned)_mm512_cmplt_epu64_mask(counts[1], eight) << 8;
    if (short_groups & ((1u << (n - 1)) - 1)) return 0;
    // Inclusive prefix sums of the counts: lanes shifted up by 1, 2 and 4 (`valignq` against zero).
    __m512i sum[2];
    for (int h = 0; h < 2; h++) {
        sum[h] = _mm512_add_epi64(counts[h], _mm512_alignr_epi64(counts[h], zero, 7));
        sum[h] = _mm512_add_epi64(sum[h], _mm512_alignr_epi64(sum[h], zero, 6));
        sum[h] = _mm512_add_epi64(sum[h], _mm512_alignr_epi64(sum[h], zero, 4));
    }
    sum[1] = _mm512_add_epi64(sum[1], _mm512_permutexvar_epi64(seven, sum[0]));
    // Where each group starts, in bits from the writer's cursor (which holds `count` pending bits).
    const __m512i base = _mm512_set1_epi64((long long)w->count);
    __m512i byte[2], shifted[2];
    for (int h = 0; h < 2; h++) {
        const __m512i start = _mm512_add_epi64(_mm512_sub_epi64(sum[h], counts[h]), base);
        byte[h] = _mm512_srli_epi64(start, 3);
        shifted[h] = _mm512_sllv_epi64(groups[h], _mm512_and_si512(start, seven));
    }
    // Each store also carries the previous group's bits that reach its first byte; before group 0
    // come the writer's pending bits, at byte 0.
    const __m512i previous[2] = {_mm512_alignr_epi64(shifted[0], _mm512_set1_epi64((long long)w->bits), 7),
                                 _mm512_alignr_epi64(shifted[1], shifted[0], 7)};
    const __m512i previous_byte[2] = {_mm512_alignr_epi64(byte[0], zero, 7), _mm512_alignr_epi64(byte[1], byte[0], 7)};
    uint64_t words[16], bytes[16], ends[16];
    for (int h = 0; h < 2; h++) {
        const __m512i carried = _mm512_srlv_epi64(previous[h], _mm512_slli_epi64(_mm512_sub_epi64(byte[h], previous_byte[h]), 3));
        _mm512_storeu_si512(words + 8 * h, _mm512_or_si512(shifted[h], carried));
        _mm512_storeu_si512(bytes + 8 * h, byte[h]);
        _mm512_storeu_si512(ends + 8 * h, _mm512_add_epi64(sum[h], base));
    }
    uint8_t *const cursor = w->cursor;  // a local: the stores could otherwise alias *w and force reloads
    for (unsigned k = 0; k < n; k++) memcpy(cursor + bytes[k], &words[k], 8);
    // The last group's word holds the bits of the last, partial byte.
    const uint64_t end = ends[n - 1];
    w->bits = (words[n - 1] >> (8 * ((end >> 3) - bytes[n - 1]))) & ((1ull << (end & 7)) - 1);
    w->count = (uint32_t)(end & 7);
    w->cursor = cursor + (end >> 3);
    return 1;
}

/// Writes the codes of the first `n` (1…64) of the 64 bytes in `bytes`.
WIDE_INLINE
static inline void literals_avx512(__m512i bytes, unsigned n, const wide_tables *t, writer_state *w) {
    // Lanes past n get code 0 and length 0, so they add nothing.
    const __mmask64 valid = n >= 64 ? ~0ull : (1ull << n) - 1;
    const __mmask64 high = _mm512_movepi8_mask(bytes);
    const __m512i lo = _mm512_maskz_mov_epi8(valid, wide_lookup(t->code_lo, bytes, high));
    const __m512i hi = _mm512_maskz_mov_epi8(valid, wide_lookup(t->code_hi, bytes, high));
    const __m512i length = _mm512_maskz_mov_epi8(valid, wide_lookup(t->length, bytes, high));
    __m512i groups[2], counts[2];
    for (int h = 0; h < 2; h++) {
        // Literals 32h…32h+31 widened to 16-bit lanes, in order.
        const __m512i code16 = _mm512_or_si512(
            _mm512_cvtepu8_epi16(h ? _mm512_extracti64x4_epi64(lo, 1) : _mm512_castsi512_si256(lo)),
            _mm512_slli_epi16(_mm512_cvtepu8_epi16(h ? _mm512_extracti64x4_epi64(hi, 1) : _mm512_castsi512_si256(hi)), 8));
        const __m512i length16 = _mm512_cvtepu8_epi16(h ? _mm512_extracti64x4_epi64(length, 1) : _mm512_castsi512_si256(length));
        wide_merge(code16, length16, &groups[h], &counts[h]);
    }
    const unsigned quads = (n + 3) / 4;
    if (write_groups(groups, counts, quads, w)) return;
    // A group under 8 bits (codes of 1 bit): the writer's chain, one group at a time.
    uint64_t group_words[16], count_words[16];
    _mm512_storeu_si512(group_words, groups[0]);
    _mm512_storeu_si512(group_words + 8, groups[1]);
    _mm512_storeu_si512(count_words, counts[0]);
    _mm512_storeu_si512(count_words + 8, counts[1]);
    for (unsigned k = 0; k < quads; k++) {
        ADD(*w, group_words[k], count_words[k]);
        FLUSH(*w);
    }
}
#endif
#endif
