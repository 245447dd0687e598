// The literal/length code of the run coder (RunCoder.c), shaped so that a vector unit can find any
// literal's code from 16-entry tables indexed by a nibble (the idea of fpnge, github
// veluca93/fpnge; our own code): literals 0…31 and 224…255, the small Up residuals that dominate
// widget pixels, each get their own length, but the 16 literals of every middle group
// 16h…16h+15 (h = 2…13) share one. A canonical code gives consecutive symbols of one length
// consecutive codes, so a middle literal's code is its group's first code plus its low nibble,
// and tables indexed by the low nibble (four of 16 entries for the 64 singles, chosen by bits 4
// and 7) or the high nibble (middle groups) cover all 256 literals.
//
// The lengths are optimal under that shape: each middle group is one symbol of the collapsed
// alphabet (weight: its 16 literals' counts; length: its members' length − 4), and package-merge
// gives the best complete code of the 106 collapsed symbols with groups ≤ 10 bits and the rest
// ≤ 14, so no literal code is longer than 14 bits and four fit between two stores of a 64-bit
// writer. Singles 0…31 rather
// than fpnge's 0…15: on a photo-like widget (Up-filtered noise of ±16) the wider range is 0.6 %
// smaller for about 12 more vector operations per 32 literals.
#include "CFastPNG.h"
#include "DeflateTables.h"
#include <string.h>

/// 32 low singles, 12 middle groups, 32 high singles, end of block and the 29 length symbols.
#define SINGLES 32
#define FIRST_GROUP 2
#define LAST_GROUP 13
#define GROUPS (LAST_GROUP - FIRST_GROUP + 1)
#define HIGH (SINGLES + GROUPS)
#define TAIL (HIGH + SINGLES)
#define COLLAPSED (TAIL + 30)

/// The low `length` bits of `code` in reverse order (deflate sends Huffman codes from their top bit).
static uint32_t reverse_bits(uint32_t code, uint32_t length) {
    static const uint8_t nibble[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
    const uint32_t reversed16 = (uint32_t)nibble[code & 15] << 12 | (uint32_t)nibble[(code >> 4) & 15] << 8 |
                                (uint32_t)nibble[(code >> 8) & 15] << 4 | nibble[(code >> 12) & 15];
    return reversed16 >> (16 - length);
}

/// Extra-bit counts of the 29 length symbols 257…285 and their first lengths (RFC 1951 3.2.5).
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};

int cfp_nibble_code_build(const uint32_t *counts, uint32_t distance_code, uint32_t distance_length,
                          cfp_nibble_code *code) {
    // Each symbol weighs 2 × its count + 1: every symbol stays codable whatever the sample saw, and
    // seen symbols stay clearly ahead of unseen ones.
    uint64_t weights[COLLAPSED];
    for (int k = 0; k < SINGLES; k++) {
        weights[k] = 2 * (uint64_t)counts[k] + 1;
        weights[HIGH + k] = 2 * (uint64_t)counts[256 - SINGLES + k] + 1;
    }
    for (int h = FIRST_GROUP; h <= LAST_GROUP; h++) {
        uint64_t sum = 0;
        for (int k = 0; k < 16; k++) sum += 2 * (uint64_t)counts[16 * h + k] + 1;
        weights[SINGLES + h - FIRST_GROUP] = sum;
    }
    for (int k = 0; k < 30; k++) weights[TAIL + k] = 2 * (uint64_t)counts[256 + k] + 1;
    // Middle groups ≤ 10 bits, so that their literals stay ≤ 14; everything else ≤ 14.
    uint8_t limits[COLLAPSED], collapsed[COLLAPSED];
    memset(limits, 14, sizeof limits);
    memset(limits + SINGLES, 10, GROUPS);
    if (!cfp_limited_lengths(weights, limits, COLLAPSED, collapsed)) return 0;

    uint8_t *lengths = code->lengths;
    for (int k = 0; k < SINGLES; k++) {
        lengths[k] = collapsed[k];
        lengths[256 - SINGLES + k] = collapsed[HIGH + k];
    }
    for (int h = FIRST_GROUP; h <= LAST_GROUP; h++) memset(lengths + 16 * h, collapsed[SINGLES + h - FIRST_GROUP] + 4, 16);
    for (int k = 0; k < 30; k++) lengths[256 + k] = collapsed[TAIL + k];

    // Canonical codes, most significant bit first (RFC 1951 3.2.2).
    uint32_t length_counts[16] = {0}, next[16] = {0}, msb[286];
    for (int s = 0; s < 286; s++) length_counts[lengths[s]]++;
    for (int l = 1; l < 16; l++) next[l] = (next[l - 1] + length_counts[l - 1]) << 1;
    for (int s = 0; s < 286; s++) msb[s] = next[lengths[s]]++;

    for (int k = 0; k < SINGLES; k++) {
        code->low_lengths[k] = lengths[k];
        code->high_lengths[k] = lengths[256 - SINGLES + k];
        code->low_code_lo[k] = (uint8_t)msb[k];
        code->low_code_hi[k] = (uint8_t)(msb[k] >> 8);
        code->high_code_lo[k] = (uint8_t)msb[256 - SINGLES + k];
        code->high_code_hi[k] = (uint8_t)(msb[256 - SINGLES + k] >> 8);
    }
    for (int h = 0; h < 16; h++) {
        // Entries outside the middle groups are never selected.
        const int group = h < FIRST_GROUP ? FIRST_GROUP : h > LAST_GROUP ? LAST_GROUP : h;
        code->middle_lengths[h] = lengths[16 * group];
        code->middle_start_lo[h] = (uint8_t)msb[16 * group];
        code->middle_start_hi[h] = (uint8_t)(msb[16 * group] >> 8);
    }
    for (int b = 0; b < 256; b++) code->literals[b] = reverse_bits(msb[b], lengths[b]) | (uint32_t)lengths[b] << 16;
    code->end_of_block = reverse_bits(msb[256], lengths[256]) | (uint32_t)lengths[256] << 16;
    // A run of `length` bytes: length code, its extra bits, then the distance code.
    code->runs[0] = code->runs[1] = code->runs[2] = 0;
    for (int length = 3; length <= 258; length++) {
        const int index = cfp_length_code[length - 3];
        const uint32_t symbol_length = lengths[257 + index], extra = length_extra[index];
        uint64_t bits = reverse_bits(msb[257 + index], symbol_length);
        bits |= (uint64_t)(length - length_base[index]) << symbol_length;
        bits |= (uint64_t)distance_code << (symbol_length + extra);
        code->runs[length] = bits | (uint64_t)(symbol_length + extra + distance_length) << 32;
    }
    return 1;
}
