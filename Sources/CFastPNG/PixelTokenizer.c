// The matcher of the pixel-match encoder. Filtered widget pixels repeat in two ways
// (docs/performance.md, "Pixel-match encoder"): as runs of the previous pixel (flat fills and gradients filter to
// equal pixels), and as earlier copies of the same pixel (Up-filtered noise is the same small value
// on R, G and B, so a few dozen pixel values recur all over a photo). Runs are found by comparing
// with the bytes one pixel back, at any byte; copies by one table slot per hash of a pixel, probed
// where a pixel starts: one probe and no chain per pixel, for every pixel that does not continue a
// run (also inside copies, which keeps the table recent). A copy is cut to whole pixels, so the
// next pixel can start one too (measured smaller on photos); matches stay inside their row.
//
// One scalar code path: every decision depends on the order of table updates, and vector compares
// would only speed up run extension, which is not where the time goes (the per-pixel probe is).
#include "CFastPNG.h"
#include "DeflateTables.h"
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "CFastPNG reads words as little-endian"
#endif

enum { MIN_RUN = 4, MAX_MATCH = 258, WINDOW = 32768, HASH_SHIFT = 32 - CFP_HASH_BITS };

static inline uint32_t load32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }

/// How far data[pos…] repeats data[pos − distance…], given `known` equal bytes, up to `limit`.
static inline size_t extend(const uint8_t *data, size_t pos, size_t distance, size_t known, size_t limit) {
    size_t length = known;
    while (length + 8 <= limit) {
        uint64_t diff = load64(data + pos + length) ^ load64(data + pos + length - distance);
        if (diff) return length + ((size_t)__builtin_ctzll(diff) >> 3);
        length += 8;
    }
    while (length < limit && data[pos + length] == data[pos + length - distance]) length++;
    return length;
}

/// The tokenizer's output, copied out of `cfp_tokenizer` for the loop: stores through the token
/// and count pointers could alias the struct's fields, which would keep them in memory.
typedef struct {
    uint32_t *tokens, *counts;
    size_t token_count;
    uint32_t pending_literals;
} output;

/// Counter `symbol` (0…285 literal/length, 286…315 distance) of copy `copy` (0…3). Bytes of a pixel
/// and consecutive matches go to different copies: the same counter incremented back to back
/// waits for its previous store, and noisy pixels repeat one value on R, G and B.
#define COUNT(o, copy, symbol) ((o)->counts[(copy) * CFP_COUNTERS + (symbol)])

static inline void emit_match(output *o, size_t length, size_t distance) {
    const size_t copy = o->token_count & 3;
    o->tokens[o->token_count++] = o->pending_literals << 24 | (uint32_t)length << 15 | (uint32_t)(distance - 1);
    o->pending_literals = 0;
    COUNT(o, copy, 257 + cfp_length_code[length - 3])++;
    COUNT(o, copy, 286 + cfp_distance_symbol((uint32_t)distance))++;
}

/// Ends the pending literals' token when the next pixel's could overflow its 8-bit count.
static inline void limit_pending(output *o) {
    if (o->pending_literals > 251) {
        o->tokens[o->token_count++] = o->pending_literals << 24;
        o->pending_literals = 0;
    }
}

static inline void emit_literals(output *o, const uint8_t *bytes, size_t count) {
    for (size_t k = 0; k < count; k++) COUNT(o, k & 3, bytes[k])++;
    o->pending_literals += (uint32_t)count;
    limit_pending(o);
}

/// Index of the first k in 1…channels − 1 where bytes k…k+3 of `diff` are all zero (a run of the
/// previous pixel starts there), or `channels` when there is none.
static inline size_t first_run_in_pixel(uint64_t diff, size_t channels) {
    uint64_t any = diff | diff >> 8 | diff >> 16 | diff >> 24;
    // Bit 7 of each byte set iff the byte is non-zero (exact: no carry crosses bytes).
    uint64_t nonzero = (((any & 0x7F7F7F7F7F7F7F7FULL) + 0x7F7F7F7F7F7F7F7FULL) | any) & 0x8080808080808080ULL;
    uint64_t zero = ~nonzero & (channels == 4 ? 0x0000000080808000ULL : 0x0000000000808000ULL);
    return zero ? (size_t)__builtin_ctzll(zero) >> 3 : channels;
}

/// The probe pass of one row: for every pixel that does not start a run of the previous pixel,
/// the table slot of its hash is read and replaced, and `copies` receives the distance of the
/// earlier copy (0 if none) and how many bytes it repeats (8 meaning "8 or more, or unknown").
/// No step depends on the previous pixel's outcome, so the table and window loads of many pixels
/// are in flight at once (measured: a probe inside the decision loop waited on both, serially).
static inline __attribute__((always_inline)) void probe_row(const uint8_t *data, size_t first, size_t pixels,
                                                            size_t end, uint32_t *table, uint32_t *copies,
                                                            const size_t channels) {
    const uint32_t mask = channels == 4 ? 0xFFFFFFFFu : 0x00FFFFFFu;
    for (size_t x = 0; x < pixels; x++) {
        const size_t pos = first + x * channels, left = end - pos;
        if (left >= MIN_RUN && pos >= channels && load32(data + pos) == load32(data + pos - channels)) {
            // Every pixel whose 4 bytes lie inside this run passes the same test: skip to the first
            // that may not (loop's x++ included), 8 bytes per compare instead of one test a pixel.
            const size_t run = extend(data, pos, channels, MIN_RUN, left);
            x = (pos + run - 3 - first + channels - 1) / channels - 1;
            continue;
        }
        const uint32_t key = (left >= 4 ? load32(data + pos) : (uint32_t)data[pos] | (uint32_t)data[pos + 1] << 8
                              | (uint32_t)data[pos + 2] << 16) & mask;
        const uint32_t slot = (key * 2654435761u) >> HASH_SHIFT;
        const size_t distance = pos + WINDOW + 1 - table[slot];
        table[slot] = (uint32_t)(pos + WINDOW + 1);
        const size_t valid = distance <= WINDOW;
        const size_t source = valid ? pos - distance : pos;
        const size_t hit = valid & ((load32(data + source) & mask) == key);
        size_t equal = 8;
        if (left >= 8) {
            const uint64_t diff = load64(data + pos) ^ load64(data + source);
            equal = diff ? (size_t)__builtin_ctzll(diff) >> 3 : 8;
        }
        copies[x] = hit ? (uint32_t)(distance << 4 | equal) : 0;
    }
}

/// One row: bytes [start, end) of the stream, pixels from start + skip. `copies` is scratch for
/// one entry per pixel.
static inline __attribute__((always_inline)) void tokenize_row(output *o, const uint8_t *data, size_t start,
                                                               size_t end, size_t skip, uint32_t *table,
                                                               uint32_t *copies, const size_t channels) {
    if (skip > end - start) skip = end - start;
    emit_literals(o, data + start, skip);
    const size_t first = start + skip, pixels = (end - first) / channels;
    probe_row(data, first, pixels, end, table, copies, channels);
    size_t pos = first;
    // pos − first mod channels: 0 where a pixel starts.
    size_t phase = 0;
    while (pos < end) {
        const size_t left = end - pos;
        const size_t limit = left < MAX_MATCH ? left : MAX_MATCH;
        if (limit >= MIN_RUN && pos >= channels && load32(data + pos) == load32(data + pos - channels)) {
            const size_t length = extend(data, pos, channels, MIN_RUN, limit);
            emit_match(o, length, channels);
            pos += length;
            phase = (phase + length) % channels;
            continue;
        }
        if (phase != 0 || limit < channels) {
            emit_literals(o, data + pos, 1);
            pos++;
            phase = phase + 1 == channels ? 0 : phase + 1;
            continue;
        }
        // A pixel starts here and is not a run (the probe pass saw the same): its earlier copy, if any.
        const uint32_t copy = copies[(pos - first) / channels];
        if (copy != 0) {
            const size_t distance = copy >> 4, equal = copy & 15;
            const size_t length = (equal < 8 ? equal : extend(data, pos, distance, channels, limit)) / channels * channels;
            emit_match(o, length, distance);
            pos += length;
            continue;
        }
        // A literal pixel, unless a run starts inside it.
        size_t literals = channels;
        if (limit >= 8 && pos >= channels) {
            literals = first_run_in_pixel(load64(data + pos) ^ load64(data + pos - channels), channels);
        }
        emit_literals(o, data + pos, literals);
        pos += literals;
        phase = literals == channels ? 0 : literals;
    }
}

static inline __attribute__((always_inline)) void tokenize(cfp_tokenizer *t, size_t limit, const size_t channels) {
    output o = {t->tokens, t->counts, t->token_count, t->pending_literals};
    size_t row = t->position;
    while (row < limit) {
        const size_t end = t->size - row < t->stride ? t->size : row + t->stride;
        tokenize_row(&o, t->data, row, end, t->skip, t->table, t->copies, channels);
        row = end;
    }
    t->position = row;
    t->token_count = o.token_count;
    t->pending_literals = o.pending_literals;
}

void cfp_tokenize(cfp_tokenizer *t, size_t limit) {
    if (limit > t->size) limit = t->size;
    if (t->channels == 4) tokenize(t, limit, 4);
    else tokenize(t, limit, 3);
}

void cfp_tokenizer_finish(cfp_tokenizer *t) {
    if (t->pending_literals > 0) {
        t->tokens[t->token_count++] = t->pending_literals << 24;
        t->pending_literals = 0;
    }
}
