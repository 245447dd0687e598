// CFastPNG: the inner loops of the `fast` preset's encoder (`NibbleRunDeflater`: RunCoder.c,
// NibbleCode.c) and of the pixel-match encoder (`DeflateCompressor.pixelMatches`;
// docs/performance.md), in C so that vector instructions can be chosen at run time.
//
// Contract: every path (`CFP_PATH_SCALAR`, and whatever `cfp_best_path` returns) produces the same
// bytes for the same input. Vector filtering is exact byte subtraction; the run coder's decisions
// follow one position-by-position rule on every path, and its vector literal coding computes the
// same codes as the scalar tables. WidgetPNGTests checks the paths against each other.
//
// Glossary
// - Path: one implementation of the loops (`CFP_PATH_SCALAR`, `CFP_PATH_AVX2`, `CFP_PATH_AVX512`),
//   picked once per CPU; a path runs on every CPU that runs a higher one.
// - Up filter: PNG filter type 2, each byte minus the byte above it, written with its row's type byte.
// - Run / literal: a repeat of the pixel before (a match at a distance of one pixel) / a byte coded
//   on its own; the run coder turns rows into these tokens, the token writer into Huffman bits.
#ifndef CFASTPNG_H
#define CFASTPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Portable C, on every machine.
#define CFP_PATH_SCALAR 0
/// x86-64 with AVX2 (checked at run time by `cfp_best_path`).
#define CFP_PATH_AVX2 2
/// x86-64 with AVX-512 F, BW and VBMI as well: the run coder codes 64 literals at once; the other
/// loops take their AVX2 code.
#define CFP_PATH_AVX512 3

/// The fastest path this CPU supports.
int cfp_best_path(void);

/// Unpremultiplies rows [row_begin, row_end) of a premultiplied RGBA8 image `width` pixels wide and
/// writes them Up-filtered (PNG filter type 2) as RGB (channels 3: every alpha must be 255) or RGBA
/// (channels 4). `out` receives row_begin's filter type byte; rows follow each other with no gap,
/// (1 + width × channels) bytes each. `unpremultiply` is indexed alpha << 8 | component.
void cfp_filter_up(const uint8_t *premultiplied, size_t width, size_t row_begin, size_t row_end,
                   size_t channels, const uint8_t *unpremultiply, uint8_t *out, int path);

/// A token: `literals` literal bytes, then (if `length` > 0) a match of `length` 3…258 bytes at
/// `distance` 1…32768: bits 24–31 literals (0…255), 15–23 length, 0–14 distance − 1.
#define CFP_TOKEN_LITERALS(token) ((token) >> 24)
#define CFP_TOKEN_LENGTH(token) (((token) >> 15) & 0x1FF)
#define CFP_TOKEN_DISTANCE(token) (((token) & 0x7FFF) + 1)

/// The pixel hash table has 2^CFP_HASH_BITS entries (32 KiB: it stays in L1).
#define CFP_HASH_BITS 13
#define CFP_HASH_ENTRIES (1u << CFP_HASH_BITS)

#define CFP_COUNTERS 316
#define CFP_COUNT_COPIES 4

/// Splits filtered rows into literals, runs of the previous pixel and matches of whole earlier
/// pixels (found through a one-entry-per-hash table, no chains), and counts the deflate symbols.
/// Matches stay inside their row, so a row can be tokenized as soon as it and the rows before it
/// are filtered.
typedef struct cfp_tokenizer {
    const uint8_t *data;
    /// Bytes in the whole stream.
    size_t size;
    /// Rows of `stride` bytes (the last may be shorter), each `skip` bytes that are always literals
    /// (PNG's filter type byte: skip 1) then pixels of `channels` bytes.
    size_t stride, skip, channels;
    /// Start of the next row to tokenize.
    size_t position;
    uint32_t pending_literals;
    /// CFP_HASH_ENTRIES entries, zeroed by the caller: position + 32769 of the last pixel with that hash.
    uint32_t *table;
    /// Scratch for one entry per pixel of a row.
    uint32_t *copies;
    /// Room for size / 3 + 2 tokens.
    uint32_t *tokens;
    size_t token_count;
    /// CFP_COUNT_COPIES × CFP_COUNTERS counters, zeroed by the caller: per copy, 286 literal/length
    /// then 30 distance symbols. A symbol's count is the sum over the copies.
    uint32_t *counts;
} cfp_tokenizer;

/// Tokenizes the rows that start before `limit`; those rows must be complete (final) in `data`.
void cfp_tokenize(cfp_tokenizer *t, size_t limit);

/// Emits the literals still pending; call once, after tokenizing up to `size`.
void cfp_tokenizer_finish(cfp_tokenizer *t);

/// A deflate bit writer: `bits` holds `count` < 8 bits not yet stored at `cursor`. The output needs
/// 8 bytes of slack after the last byte written.
typedef struct cfp_bit_writer {
    uint8_t *cursor;
    uint64_t bits;
    uint32_t count;
} cfp_bit_writer;

/// Huffman codes of one block, bit-reversed for the writer.
typedef struct cfp_codes {
    /// Per byte: code | length << 16 (length ≤ 14).
    const uint32_t *literals;
    /// Per match length 0…258 (3…258 used): length code and extra bits | bit count << 32.
    const uint64_t *lengths;
    /// Per distance symbol 0…29: code | length << 16.
    const uint32_t *distances;
} cfp_codes;

/// Writes the codes of `count` tokens; `data` is the tokenized stream (literals are read from it).
void cfp_write_tokens(const uint32_t *tokens, size_t count, const uint8_t *data, const cfp_codes *codes,
                      cfp_bit_writer *writer);

/// Optimal code lengths for `n` (2…112) symbols of positive weight, symbol s at most `limits[s]`
/// (1…15) bits, forming a complete prefix code (package-merge). Returns 0 when impossible.
int cfp_limited_lengths(const uint64_t *weights, const uint8_t *limits, int n, uint8_t *lengths);

/// The literal/length code of the `fast` encoder (NibbleCode.c): literals 16h…16h+15 (h = 2…13)
/// share one length, so any literal's code comes from 16-entry tables indexed by a nibble.
typedef struct cfp_nibble_code {
    /// Code lengths of symbols 0…285 (for the block header).
    uint8_t lengths[286];
    /// Lengths and codes (most significant bit first, low and high byte) of literals 0…31 and
    /// 224…255, indexed by the literal's low 5 bits.
    uint8_t low_lengths[32], high_lengths[32];
    uint8_t low_code_lo[32], low_code_hi[32], high_code_lo[32], high_code_hi[32];
    /// Length and first code of each middle group, indexed by the high nibble (2…13 used).
    uint8_t middle_lengths[16], middle_start_lo[16], middle_start_hi[16];
    /// Per literal: bit-reversed code | length << 16.
    uint32_t literals[256];
    /// End of block: bit-reversed code | length << 16.
    uint32_t end_of_block;
    /// Per run length 3…258: length code, extra bits and distance code | total bit count << 32.
    uint64_t runs[259];
} cfp_nibble_code;

/// Builds the code from symbol counts (286; every symbol gets a code, seen or not) and the one
/// distance code runs use (bit-reversed, and its length). Returns 0
/// only if no code exists (never for 286 symbols).
int cfp_nibble_code_build(const uint32_t *counts, uint32_t distance_code, uint32_t distance_length,
                          cfp_nibble_code *code);

/// Adds the symbol counts of `size` bytes tokenized by the run rule (RunCoder.c) to `counts` (286);
/// every path counts the same.
void cfp_count_runs(const uint8_t *data, size_t size, size_t distance, uint32_t *counts, int path);

/// How far past `end` the run coder may read: a position before `end` is decided from the 128 bytes
/// from it (AVX-512), so a run may start 62 bytes past `end`, and its length is checked 256 bytes
/// at a time from its fifth byte: 62 + 260 ≤ 384.
#define CFP_RUN_LOOKAHEAD 384

/// Writes the codes of the tokens that start in [begin, end) of the stream `data` (`size` bytes,
/// runs of the previous pixel at `distance` 3 or 4 bytes, see RunCoder.c) and returns where the
/// next token starts (≥ end: a run may reach past end). Bytes [0, available) must be final, with
/// available = size or ≥ end + CFP_RUN_LOOKAHEAD; nothing at or after `available` is read. The
/// writer needs 8 bytes of slack after the last byte written. Every path writes the same bits.
size_t cfp_code_runs(const uint8_t *data, size_t size, size_t available, size_t begin, size_t end, size_t distance,
                     const cfp_nibble_code *code, cfp_bit_writer *writer, int path);

#ifdef __cplusplus
}
#endif

#endif
