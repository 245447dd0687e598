// The writing pass of the pixel-match encoder: tokens to Huffman codes, through a 64-bit bit buffer
// stored 8 bytes at a time. Literal codes are at most 14 bits, so four literals (56 bits) fit
// between two stores, which leave at most 7 bits; a match (length code and extra bits ≤ 19,
// distance code and extra bits ≤ 28) fits in one.
#include "CFastPNG.h"
#include "DeflateTables.h"
#include <string.h>

#define ADD(value, length) do { bits |= (uint64_t)(value) << count; count += (uint32_t)(length); } while (0)
// count ≤ 63 before a flush (see above), so the shift stays below 64.
#define FLUSH() do { memcpy(cursor, &bits, 8); cursor += count >> 3; bits >>= (count & ~7u); count &= 7; } while (0)

void cfp_write_tokens(const uint32_t *tokens, size_t token_count, const uint8_t *data, const cfp_codes *codes,
                      cfp_bit_writer *writer) {
    uint8_t *cursor = writer->cursor;
    uint64_t bits = writer->bits;
    uint32_t count = writer->count;
    const uint32_t *literal = codes->literals;
    const uint64_t *lengths = codes->lengths;
    const uint32_t *distances = codes->distances;
    for (size_t i = 0; i < token_count; i++) {
        const uint32_t token = tokens[i];
        uint32_t literals = CFP_TOKEN_LITERALS(token);
        for (; literals >= 4; literals -= 4, data += 4) {
            const uint32_t a = literal[data[0]], b = literal[data[1]], c = literal[data[2]], d = literal[data[3]];
            ADD(a & 0xFFFF, a >> 16);
            ADD(b & 0xFFFF, b >> 16);
            ADD(c & 0xFFFF, c >> 16);
            ADD(d & 0xFFFF, d >> 16);
            FLUSH();
        }
        if (literals > 0) {
            for (; literals > 0; literals--, data++) {
                const uint32_t a = literal[data[0]];
                ADD(a & 0xFFFF, a >> 16);
            }
            FLUSH();
        }
        const uint32_t length = CFP_TOKEN_LENGTH(token);
        if (length == 0) continue;
        const uint32_t distance = CFP_TOKEN_DISTANCE(token);
        const int symbol = cfp_distance_symbol(distance);
        const uint32_t code = distances[symbol], code_length = code >> 16;
        const uint64_t length_code = lengths[length];
        ADD(length_code & 0xFFFFFFFFu, length_code >> 32);
        ADD((code & 0xFFFF) | (uint64_t)(distance - cfp_distance_base[symbol]) << code_length,
            code_length + cfp_distance_extra[symbol]);
        FLUSH();
        data += length;
    }
    writer->cursor = cursor;
    writer->bits = bits;
    writer->count = count;
}
