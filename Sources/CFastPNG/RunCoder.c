// The writing pass of the `fast` encoder: splits filtered bytes into literals and runs of a repeated
// pixel and writes their codes (NibbleCode.c) as it goes.
//
// The tokens follow one rule, position by position, on every path: at byte p (p ≥ distance, with
// p + 4 ≤ size), if the 4 bytes at p equal the 4 bytes one pixel back, a run starts there and takes
// every following byte that equals the byte one pixel back, up to 258 bytes or the end of the
// stream; otherwise p is a literal. The portable path decides 4 positions per 8-byte load; the
// AVX2 path decides 32 per pair of 32-byte loads and codes 32 literals at once with nibble
// lookups (`vpshufb`) and variable shifts; the AVX-512 path decides 64 per pair of 64-byte loads
// and codes 64 literals at once with 256-entry lookups (WideLiterals.h). The same tokens and the
// same codes make the same bits, so every path writes the same bytes (WidgetPNGTests checks it).
#include "CFastPNG.h"
#include "DeflateTables.h"
#include "NibbleLiterals.h"
#include "RunTokens.h"
#include "WideLiterals.h"

static inline void literal(writer_state *w, const cfp_nibble_code *code, uint8_t byte) {
    const uint32_t entry = code->literals[byte];
    ADD(*w, entry & 0xFFFF, entry >> 16);
}

/// The codes of a run of `length` bytes (length code, extra bits, distance code).
static inline void run_code(writer_state *w, const cfp_nibble_code *code, size_t length) {
    const uint64_t entry = code->runs[length];
    ADD(*w, entry & 0xFFFFFFFFu, entry >> 32);
    FLUSH(*w);
}

static inline size_t run(writer_state *w, const cfp_nibble_code *code, const uint8_t *data, size_t i, size_t d,
                         size_t size) {
    const size_t length = run_length(data, i, d, min_size(258, size - i));
    run_code(w, code, length);
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
/// `run_length` 32 bytes at a time (the same length); bytes up to `available` may be read.
__attribute__((target("avx2")))
static inline size_t run_length_avx2(const uint8_t *data, size_t i, size_t d, size_t limit, size_t available) {
    // The longest run at once, as in run_length_avx512: eight independent compares.
    if (limit == 258 && i + 260 <= available) {
        const uint8_t *p = data + i + 4;
        for (size_t k = 0; k < 256; k += 64) {
            const uint64_t equal =
                (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + k)),
                                                                 _mm256_loadu_si256((const __m256i *)(p + k - d)))) |
                (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + k + 32)),
                                                                           _mm256_loadu_si256((const __m256i *)(p + k + 32 - d)))) << 32;
            if (equal != ~0ull) return min_size(4 + k + (size_t)__builtin_ctzll(~equal), 258);
        }
        return 258;
    }
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

/// Fewer than `short_literals` literals from the scalar table, in at most two stores.
static inline void few_literals(writer_state *w, const cfp_nibble_code *code, const uint8_t *bytes, unsigned count) {
    if (count == 0) return;
    unsigned k = 0;
    if (count >= 4) {
        for (; k < 4; k++) literal(w, code, bytes[k]);
        FLUSH(*w);
    }
    for (; k < count; k++) literal(w, code, bytes[k]);
    FLUSH(*w);
}


__attribute__((target("avx2")))
static size_t code_runs_avx2(const uint8_t *data, size_t size, size_t available, size_t i, size_t end, size_t d,
                             const cfp_nibble_code *code, writer_state *state) {
    writer_state local = *state, *w = &local;  // in registers, as in code_runs_portable
    const vector_tables t = load_vector_tables(code);
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
        if (literals >= short_literals) literals_avx2(here, literals, &t, w);
        else few_literals(w, code, data + i, literals);
        i += literals;
        const size_t length = run_length_avx2(data, i, d, min_size(258, size - i), available);
        run_code(w, code, length);
        i += length;
    }
    *state = local;
    return i;
}

/// `run_length` 64 bytes a compare (the same length); bytes up to `available` may be read.
WIDE_INLINE
static inline size_t run_length_avx512(const uint8_t *data, size_t i, size_t d, size_t limit, size_t available) {
    // The longest run at once: its four compares do not wait for each other (a loop's next load
    // would wait for the last compare), and flat areas are runs of 258 bytes, one after another.
    if (limit == 258 && i + 260 <= available) {
        const uint8_t *p = data + i + 4;
        const uint64_t different[4] = {
            _mm512_cmpneq_epi8_mask(_mm512_loadu_si512(p), _mm512_loadu_si512(p - d)),
            _mm512_cmpneq_epi8_mask(_mm512_loadu_si512(p + 64), _mm512_loadu_si512(p + 64 - d)),
            _mm512_cmpneq_epi8_mask(_mm512_loadu_si512(p + 128), _mm512_loadu_si512(p + 128 - d)),
            _mm512_cmpneq_epi8_mask(_mm512_loadu_si512(p + 192), _mm512_loadu_si512(p + 192 - d))};
        for (int k = 0; k < 4; k++) {
            if (different[k]) return min_size(4 + 64 * (size_t)k + (size_t)__builtin_ctzll(different[k]), 258);
        }
        return 258;
    }
    return run_length_avx2(data, i, d, limit, available);  // near the end of the data
}

/// As code_runs_avx2, deciding 64 positions a step (from 128 bytes) and coding up to 64 literals
/// at once.
WIDE_TARGET
static size_t code_runs_avx512(const uint8_t *data, size_t size, size_t available, size_t i, size_t end, size_t d,
                               const cfp_nibble_code *code, writer_state *state) {
    writer_state local = *state, *w = &local;  // in registers, as in code_runs_portable
    const wide_tables t = load_wide_tables(code);
    while (i < end) {
        if (i < d || i + 128 > available) { i += one_token(w, code, data, i, d, size); continue; }
        const __m512i here = _mm512_loadu_si512(data + i);
        const uint64_t equal = _mm512_cmpeq_epi8_mask(here, _mm512_loadu_si512(data + i - d));
        const uint64_t next = _mm512_cmpeq_epi8_mask(_mm512_loadu_si512(data + i + 64), _mm512_loadu_si512(data + i + 64 - d));
        // Bit k: bytes k…k+3 repeat, i.e. a run starts at k (k < 64: bits up to 66 decide).
        const uint64_t starts = equal & (equal >> 1 | next << 63) & (equal >> 2 | next << 62) & (equal >> 3 | next << 61);
        if (starts == 0) {
            literals_avx512(here, 64, &t, w);
            i += 64;
            continue;
        }
        const unsigned literals = (unsigned)__builtin_ctzll(starts);
        if (literals >= short_literals) literals_avx512(here, literals, &t, w);
        else few_literals(w, code, data + i, literals);
        i += literals;
        const size_t length = run_length_avx512(data, i, d, min_size(258, size - i), available);
        run_code(w, code, length);
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
    if (path == CFP_PATH_AVX512) position = code_runs_avx512(data, size, available, begin, end, distance, code, &w);
    else if (path == CFP_PATH_AVX2) position = code_runs_avx2(data, size, available, begin, end, distance, code, &w);
    else
#endif
    position = code_runs_portable(data, size, available, begin, end, distance, code, &w);
    (void)path;
    writer->cursor = w.cursor;
    writer->bits = w.bits;
    writer->count = w.count;
    return position;
}

/// One token of the count at `i` by the rule itself; returns its length.
static inline size_t count_one_token(const uint8_t *data, size_t size, size_t i, size_t d, uint32_t *counts) {
    if (i >= d && i + 4 <= size && load32(data + i) == load32(data + i - d)) {
        const size_t length = run_length(data, i, d, min_size(258, size - i));
        counts[cfp_length_symbol(length)]++;
        return length;
    }
    counts[data[i]]++;
    return 1;
}

static void count_runs_portable(const uint8_t *data, size_t size, size_t d, uint32_t *counts) {
    size_t i = 0;
    while (i < size) {
        if (i < d || i + 8 > size) { i += count_one_token(data, size, i, d, counts); continue; }
        // As in code_runs_portable: up to 4 positions per 8-byte load.
        const uint64_t word = load64(data + i), different = word ^ load64(data + i - d);
        const uint64_t any = different | different >> 8 | different >> 16 | different >> 24;
        const uint64_t starts = (any - 0x0101010101010101ull) & ~any & 0x80808080ull;
        const unsigned literals = starts == 0 ? 4 : (unsigned)__builtin_ctzll(starts) >> 3;
        for (unsigned k = 0; k < literals; k++) counts[(uint8_t)(word >> (8 * k))]++;
        i += literals;
        if (starts == 0) continue;
        const size_t length = run_length(data, i, d, min_size(258, size - i));
        counts[cfp_length_symbol(length)]++;
        i += length;
    }
}

#if defined(__x86_64__)
/// As code_runs_avx2, counting: 32 positions decided per step.
__attribute__((target("avx2")))
static void count_runs_avx2(const uint8_t *data, size_t size, size_t d, uint32_t *counts) {
    size_t i = 0;
    while (i < size) {
        if (i < d || i + 64 > size) { i += count_one_token(data, size, i, d, counts); continue; }
        const uint64_t equal =
            (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(data + i)),
                                                             _mm256_loadu_si256((const __m256i *)(data + i - d)))) |
            (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(data + i + 32)),
                                                                       _mm256_loadu_si256((const __m256i *)(data + i + 32 - d)))) << 32;
        const uint64_t starts = equal & equal >> 1 & equal >> 2 & equal >> 3 & 0xFFFFFFFFull;
        const unsigned literals = starts == 0 ? 32 : (unsigned)__builtin_ctzll(starts);
        for (unsigned k = 0; k < literals; k++) counts[data[i + k]]++;
        i += literals;
        if (starts == 0) continue;
        const size_t length = run_length_avx2(data, i, d, min_size(258, size - i), size);
        counts[cfp_length_symbol(length)]++;
        i += length;
    }
}
#endif

void cfp_count_runs(const uint8_t *data, size_t size, size_t distance, uint32_t *counts, int path) {
#if defined(__x86_64__)
    // The AVX-512 path counts with the AVX2 loop.
    if (path >= CFP_PATH_AVX2) { count_runs_avx2(data, size, distance, counts); return; }
#endif
    (void)path;
    count_runs_portable(data, size, distance, counts);
}
