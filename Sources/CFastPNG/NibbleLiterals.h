// The AVX2 literal coder of the run coder (RunCoder.c): 32 literals' codes from the nibble code's
// 16-entry tables (NibbleCode.c) with byte shuffles, bit-reversed and merged into 64-bit groups
// with variable shifts, then stored by the scalar writer (RunTokens.h). It computes exactly the
// codes of the scalar table `cfp_nibble_code.literals`, so both paths write the same bits.
#ifndef CFASTPNG_NIBBLE_LITERALS_H
#define CFASTPNG_NIBBLE_LITERALS_H
#if defined(__x86_64__)
#include "CFastPNG.h"
#include "RunTokens.h"
#include <immintrin.h>

/// The nibble tables, each broadcast to both 128-bit lanes: the singles' tables in halves (entries
/// 0…15 and 16…31), the middle groups' whole.
typedef struct vector_tables {
    __m256i low_lengths[2], high_lengths[2], low_code_lo[2], low_code_hi[2], high_code_lo[2], high_code_hi[2];
    __m256i middle_lengths, middle_start_lo, middle_start_hi;
} vector_tables;

__attribute__((target("avx2")))
static inline __m256i broadcast16(const uint8_t *table) {
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)table));
}

/// A single's entry of a 32-entry table pair: bit 4 of the literal picks the half, bit 7 the low
/// (0…31) or high (224…255) table; `half` has bit 4 moved to bit 7.
__attribute__((target("avx2")))
static inline __m256i single_lookup(const __m256i *low, const __m256i *high, __m256i nibble, __m256i half, __m256i b) {
    const __m256i from_low = _mm256_blendv_epi8(_mm256_shuffle_epi8(low[0], nibble), _mm256_shuffle_epi8(low[1], nibble), half);
    const __m256i from_high = _mm256_blendv_epi8(_mm256_shuffle_epi8(high[0], nibble), _mm256_shuffle_epi8(high[1], nibble), half);
    return _mm256_blendv_epi8(from_low, from_high, b);
}

/// 32 bytes of 0xFF then 32 of 0: the lane mask of the first n bytes starts at 32 − n.
static const uint8_t lane_mask[64] = {
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
};

/// Codes of 16 literals (16-bit lanes: code most significant bit first, and its length) as four
/// 64-bit groups of four codes each, least significant bit first, with their bit counts.
__attribute__((target("avx2")))
static inline void merge16(__m256i msb, __m256i lengths, __m256i *codes, __m256i *counts) {
    // Bit-reverse each 16-bit code: reverse the bits of each byte with two nibble lookups, swap the
    // bytes; the code then sits in the top `length` bits, so a right shift by 16 − length aligns it.
    const __m256i reverse_high = _mm256_setr_epi8(0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15,
                                                  0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15);
    const __m256i reverse_low = _mm256_slli_epi16(reverse_high, 4);
    const __m256i nibbles = _mm256_set1_epi8(0x0F);
    const __m256i swap = _mm256_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14,
                                          1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14);
    __m256i reversed = _mm256_or_si256(_mm256_shuffle_epi8(reverse_low, _mm256_and_si256(msb, nibbles)),
                                       _mm256_shuffle_epi8(reverse_high, _mm256_and_si256(_mm256_srli_epi16(msb, 4), nibbles)));
    reversed = _mm256_shuffle_epi8(reversed, swap);
    // Pairs: 16 → 32 bits.
    const __m256i low16 = _mm256_set1_epi32(0xFFFF), sixteen = _mm256_set1_epi32(16);
    const __m256i length_a = _mm256_and_si256(lengths, low16), length_b = _mm256_srli_epi32(lengths, 16);
    const __m256i code_a = _mm256_srlv_epi32(_mm256_and_si256(reversed, low16), _mm256_sub_epi32(sixteen, length_a));
    const __m256i code_b = _mm256_srlv_epi32(_mm256_srli_epi32(reversed, 16), _mm256_sub_epi32(sixteen, length_b));
    const __m256i pair = _mm256_or_si256(code_a, _mm256_sllv_epi32(code_b, length_a));
    const __m256i pair_length = _mm256_add_epi32(length_a, length_b);
    // Quads: 32 → 64 bits (≤ 4 × 14 = 56).
    const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFF);
    const __m256i quad_a = _mm256_and_si256(pair_length, low32);
    *codes = _mm256_or_si256(_mm256_and_si256(pair, low32), _mm256_sllv_epi64(_mm256_srli_epi64(pair, 32), quad_a));
    *counts = _mm256_add_epi64(quad_a, _mm256_srli_epi64(pair_length, 32));
}

/// Writes the codes of the first `n` (1…32) of the 32 bytes in `bytes`.
__attribute__((target("avx2")))
static inline void literals_avx2(__m256i bytes, unsigned n, const vector_tables *t, writer_state *w) {
    // Quarters 0, 2, 1, 3, so that the in-lane unpacks below give bytes 0…15 and 16…31 in order.
    const __m256i b = _mm256_permute4x64_epi64(bytes, 0xD8);
    const __m256i valid = _mm256_permute4x64_epi64(_mm256_loadu_si256((const __m256i *)(lane_mask + 32 - n)), 0xD8);
    const __m256i nibbles = _mm256_set1_epi8(0x0F);
    const __m256i low = _mm256_and_si256(b, nibbles), high = _mm256_and_si256(_mm256_srli_epi16(b, 4), nibbles);
    // −32 ≤ b ≤ 31 as a signed byte (literals 0…31 and 224…255) ⇔ b + 96 > 63 (signed).
    const __m256i single = _mm256_cmpgt_epi8(_mm256_add_epi8(b, _mm256_set1_epi8(96)), _mm256_set1_epi8(63));
    const __m256i half = _mm256_slli_epi16(b, 3);
    const __m256i single_length = single_lookup(t->low_lengths, t->high_lengths, low, half, b);
    const __m256i single_lo = single_lookup(t->low_code_lo, t->high_code_lo, low, half, b);
    const __m256i single_hi = single_lookup(t->low_code_hi, t->high_code_hi, low, half, b);
    // Middle literals: the group's first code (by the high nibble) plus the low nibble.
    const __m256i length8 = _mm256_and_si256(valid, _mm256_blendv_epi8(_mm256_shuffle_epi8(t->middle_lengths, high),
                                                                       single_length, single));
    const __m256i code_lo = _mm256_blendv_epi8(_mm256_shuffle_epi8(t->middle_start_lo, high), single_lo, single);
    const __m256i code_hi = _mm256_blendv_epi8(_mm256_shuffle_epi8(t->middle_start_hi, high), single_hi, single);
    const __m256i offset = _mm256_andnot_si256(single, low);
    const __m256i zero = _mm256_setzero_si256();
    __m256i codes[2], counts[2];
    merge16(_mm256_add_epi16(_mm256_unpacklo_epi8(code_lo, code_hi), _mm256_unpacklo_epi8(offset, zero)),
            _mm256_unpacklo_epi8(length8, zero), &codes[0], &counts[0]);
    merge16(_mm256_add_epi16(_mm256_unpackhi_epi8(code_lo, code_hi), _mm256_unpackhi_epi8(offset, zero)),
            _mm256_unpackhi_epi8(length8, zero), &codes[1], &counts[1]);
    // Each store of the writer is a link in one dependency chain, so fewer is faster: when every
    // pair of neighbouring groups fits in 56 bits, the pairs are joined and written with 4 stores.
    const __m256i pair_count[2] = {_mm256_add_epi64(counts[0], _mm256_srli_si256(counts[0], 8)),
                                   _mm256_add_epi64(counts[1], _mm256_srli_si256(counts[1], 8))};
    const __m256i limit = _mm256_set1_epi64x(56);
    const int too_long = _mm256_movemask_pd(_mm256_castsi256_pd(_mm256_or_si256(_mm256_cmpgt_epi64(pair_count[0], limit),
                                                                               _mm256_cmpgt_epi64(pair_count[1], limit))));
    uint64_t code_words[8], count_words[8];
    if ((too_long & 5) == 0) {
        for (int h = 0; h < 2; h++) {
            const __m256i joined = _mm256_or_si256(codes[h], _mm256_sllv_epi64(_mm256_srli_si256(codes[h], 8), counts[h]));
            _mm256_storeu_si256((__m256i *)(code_words + 4 * h), joined);
            _mm256_storeu_si256((__m256i *)(count_words + 4 * h), pair_count[h]);
        }
        // Joined groups sit in words 0, 2, 4 and 6.
        const unsigned pairs = (n + 7) / 8;
        for (unsigned k = 0; k < pairs; k++) {
            ADD(*w, code_words[2 * k], count_words[2 * k]);
            FLUSH(*w);
        }
        return;
    }
    _mm256_storeu_si256((__m256i *)code_words, codes[0]);
    _mm256_storeu_si256((__m256i *)(code_words + 4), codes[1]);
    _mm256_storeu_si256((__m256i *)count_words, counts[0]);
    _mm256_storeu_si256((__m256i *)(count_words + 4), counts[1]);
    const unsigned groups = (n + 3) / 4;
    for (unsigned k = 0; k < groups; k++) {
        ADD(*w, code_words[k], count_words[k]);
        FLUSH(*w);
    }
}

/// The code's tables in vector registers.
__attribute__((target("avx2")))
static inline vector_tables load_vector_tables(const cfp_nibble_code *code) {
    vector_tables t;
    for (int k = 0; k < 2; k++) {
        t.low_lengths[k] = broadcast16(code->low_lengths + 16 * k);
        t.high_lengths[k] = broadcast16(code->high_lengths + 16 * k);
        t.low_code_lo[k] = broadcast16(code->low_code_lo + 16 * k);
        t.low_code_hi[k] = broadcast16(code->low_code_hi + 16 * k);
        t.high_code_lo[k] = broadcast16(code->high_code_lo + 16 * k);
        t.high_code_hi[k] = broadcast16(code->high_code_hi + 16 * k);
    }
    t.middle_lengths = broadcast16(code->middle_lengths);
    t.middle_start_lo = broadcast16(code->middle_start_lo);
    t.middle_start_hi = broadcast16(code->middle_start_hi);
    return t;
}
#endif
#endif
