// The writing pass of the `fast` encoder: splits filtered bytes into literals and runs of a repeated
// pixel and writes their codes (NibbleCode.c) as it goes.
//
// The tokens follow one rule, position by position, on every path: at byte p (p ≥ distance, with
// p + 4 ≤ size), if the 4 bytes at p equal the 4 bytes one pixel back, a run starts there and takes
// every following byte that equals the byte one pixel back, up to 258 bytes or the end of the
// stream; otherwise p is a literal. The portable path decides 4 positions per 8-byte load; the
// AVX2 path decides 32 per pair of 32-byte loads and codes 32 literals at once with nibble
// lookups (`vpshufb`) and variable shifts. The same tokens and the same codes make the same bits,
// so both paths write the same bytes (WidgetPNGTests checks it).
#include "CFastPNG.h"
#include "DeflateTables.h"
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

static inline uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static inline uint32_t load32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }

/// The length of the run at `i` (its first 4 bytes are known to repeat), at most `limit`.
static inline size_t run_length(const uint8_t *data, size_t i, size_t d, size_t limit) {
    size_t length = 4;
    while (length + 8 <= limit) {
        const uint64_t different = load64(data + i + length) ^ load64(data + i + length - d);
        if (different) return length + ((size_t)__builtin_ctzll(different) >> 3);
        length += 8;
    }
    while (length < limit && data[i + length] == data[i + length - d]) length++;
    return length;
}

static inline size_t min_size(size_t a, size_t b) { return a < b ? a : b; }

typedef struct writer_state {
    uint8_t *cursor;
    uint64_t bits;
    uint32_t count;
} writer_state;

#define ADD(w, value, length) do { (w).bits |= (uint64_t)(value) << (w).count; (w).count += (uint32_t)(length); } while (0)
// count ≤ 63 before a flush (≤ 7 left by the last one, then ≤ 56 added), so the shift stays below 64.
#define FLUSH(w) do { memcpy((w).cursor, &(w).bits, 8); (w).cursor += (w).count >> 3; \
                      (w).bits >>= ((w).count & ~7u); (w).count &= 7; } while (0)

static inline void literal(writer_state *w, const cfp_nibble_code *code, uint8_t byte) {
    const uint32_t entry = code->literals[byte];
    ADD(*w, entry & 0xFFFF, entry >> 16);
}

static inline size_t run(writer_state *w, const cfp_nibble_code *code, const uint8_t *data, size_t i, size_t d,
                         size_t size) {
    const size_t length = run_length(data, i, d, min_size(258, size - i));
    const uint64_t entry = code->runs[length];
    ADD(*w, entry & 0xFFFFFFFFu, entry >> 32);
    FLUSH(*w);
    return length;
}

/// One token at `i` by the rule itself (near the start of the stream or the end of the data).
static inline size_t one_token(writer_state *w, const cfp_nibble_code *code, const uint8_t *data, size_t i,
                               size_t d, size_t size) {
    if (i >= d && i + 4 <= size && load32(data + i) == load32(data + i - d)) return run(w, code, data, i, d, size);
    literal(w, code, data[i]);
    FLUSH(*w);
    return 1;
}

static size_t code_runs_portable(const uint8_t *data, size_t size, size_t available, size_t i, size_t end, size_t d,
                                 const cfp_nibble_code *code, writer_state *state) {
    // A local copy whose address never escapes, so the compiler keeps it in registers (through
    // `state` every byte store could alias it and force reloads).
    writer_state local = *state, *w = &local;
    while (i < end) {
        if (i < d || i + 8 > available) { i += one_token(w, code, data, i, d, size); continue; }
        // Byte k of `any` is zero iff bytes k…k+3 repeat; the zero-byte test flags the lowest such k exactly.
        const uint64_t word = load64(data + i), different = word ^ load64(data + i - d);
        const uint64_t any = different | different >> 8 | different >> 16 | different >> 24;
        const uint64_t starts = (any - 0x0101010101010101ull) & ~any & 0x80808080ull;
        if (starts == 0) {
            literal(w, code, (uint8_t)word);
            literal(w, code, (uint8_t)(word >> 8));
            literal(w, code, (uint8_t)(word >> 16));
            literal(w, code, (uint8_t)(word >> 24));
            FLUSH(*w);
            i += 4;
            continue;
        }
        const unsigned literals = (unsigned)__builtin_ctzll(starts) >> 3;
        for (unsigned k = 0; k < literals; k++) literal(w, code, (uint8_t)(word >> (8 * k)));
        FLUSH(*w);
        i += literals;
        i += run(w, code, data, i, d, size);
    }
    *state = local;
    return i;
}

#if defined(__x86_64__)
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

/// `run_length` 32 bytes at a time (the same length); bytes up to `available` may be read.
__attribute__((target("avx2")))
static inline size_t run_length_avx2(const uint8_t *data, size_t i, size_t d, size_t limit, size_t available) {
    size_t length = 4;
    // 64 bytes a step: flat areas are runs of 258 bytes, one after another.
    while (i + length + 64 <= available) {
        const uint8_t *p = data + i + length;
        const uint64_t equal =
            (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)p),
                                                             _mm256_loadu_si256((const __m256i *)(p - d)))) |
            (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + 32)),
                                                                       _mm256_loadu_si256((const __m256i *)(p + 32 - d)))) << 32;
        const size_t same = equal == ~0ull ? 64 : (size_t)__builtin_ctzll(~equal);
        length += same;
        if (length >= limit) return limit;
        if (same < 64) return length;
    }
    return length + run_length(data, i + length - 4, d, limit - length + 4) - 4;
}

/// Fewer literals before a run (at most 7: two stores, 4 and 3 codes of ≤ 14 bits) are coded from
/// the scalar table: the vector coder's fixed cost (≈ 100 instructions) pays for longer stretches
/// only (callgrind on a widget golden and a photo-like scene: 8 against 5 or 12, 8–16 % fewer
/// instructions in this pass).
static const unsigned short_literals = 8;

__attribute__((target("avx2")))
static size_t code_runs_avx2(const uint8_t *data, size_t size, size_t available, size_t i, size_t end, size_t d,
                             const cfp_nibble_code *code, writer_state *state) {
    writer_state local = *state, *w = &local;  // in registers, as in code_runs_portable
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
    while (i < end) {
        if (i < d || i + 64 > available) { i += one_token(w, code, data, i, d, size); continue; }
        const __m256i here = _mm256_loadu_si256((const __m256i *)(data + i));
        const __m256i next = _mm256_loadu_si256((const __m256i *)(data + i + 32));
        const uint64_t equal =
            (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(here, _mm256_loadu_si256((const __m256i *)(data + i - d)))) |
            (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(next, _mm256_loadu_si256((const __m256i *)(data + i + 32 - d)))) << 32;
        // Bit k: bytes k…k+3 repeat, i.e. a run starts at k (k < 32: decided by bits up to 34).
        const uint64_t starts = equal & equal >> 1 & equal >> 2 & equal >> 3 & 0xFFFFFFFFull;
        if (starts == 0) {
            literals_avx2(here, 32, &t, w);
            i += 32;
            continue;
        }
        const unsigned literals = (unsigned)__builtin_ctzll(starts);
        if (literals >= short_literals) {
            literals_avx2(here, literals, &t, w);
        } else if (literals > 0) {
            unsigned k = 0;
            if (literals >= 4) {
                for (; k < 4; k++) literal(w, code, data[i + k]);
                FLUSH(*w);
            }
            for (; k < literals; k++) literal(w, code, data[i + k]);
            FLUSH(*w);
        }
        i += literals;
        const size_t length = run_length_avx2(data, i, d, min_size(258, size - i), available);
        const uint64_t entry = code->runs[length];
        ADD(*w, entry & 0xFFFFFFFFu, entry >> 32);
        FLUSH(*w);
        i += length;
    }
    *state = local;
    return i;
}
#endif

size_t cfp_code_runs(const uint8_t *data, size_t size, size_t available, size_t begin, size_t end, size_t distance,
                     const cfp_nibble_code *code, cfp_bit_writer *writer, int path) {
    writer_state w = {writer->cursor, writer->bits, writer->count};
    size_t position;
#if defined(__x86_64__)
    if (path == CFP_PATH_AVX2) position = code_runs_avx2(data, size, available, begin, end, distance, code, &w);
    else
#endif
    position = code_runs_portable(data, size, available, begin, end, distance, code, &w);
    (void)path;
    writer->cursor = w.cursor;
    writer->bits = w.bits;
    writer->count = w.count;
    return position;
}

void cfp_count_runs(const uint8_t *data, size_t size, size_t distance, uint32_t *counts) {
    const size_t d = distance;
    size_t i = 0;
    while (i < size) {
        if (i >= d && i + 8 <= size) {
            // As in code_runs_portable: up to 4 positions per 8-byte load.
            const uint64_t word = load64(data + i), different = word ^ load64(data + i - d);
            const uint64_t any = different | different >> 8 | different >> 16 | different >> 24;
            const uint64_t starts = (any - 0x0101010101010101ull) & ~any & 0x80808080ull;
            const unsigned literals = starts == 0 ? 4 : (unsigned)__builtin_ctzll(starts) >> 3;
            for (unsigned k = 0; k < literals; k++) counts[(uint8_t)(word >> (8 * k))]++;
            i += literals;
            if (starts == 0) continue;
        } else if (!(i >= d && i + 4 <= size && load32(data + i) == load32(data + i - d))) {
            counts[data[i]]++;
            i++;
            continue;
        }
        const size_t length = run_length(data, i, d, min_size(258, size - i));
        counts[cfp_length_symbol(length)]++;
        i += length;
    }
}
