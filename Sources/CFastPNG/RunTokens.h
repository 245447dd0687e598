// Shared by the run coder's paths (RunCoder.c): byte loads, the run length rule and the 64-bit
// bit writer, as static inline code so that each path keeps the writer in registers.
#ifndef CFASTPNG_RUN_TOKENS_H
#define CFASTPNG_RUN_TOKENS_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

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

#endif
