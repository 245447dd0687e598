// The SHA extensions (SHA256RNDS2 does two rounds, SHA256MSG1/MSG2 extend the message schedule)
// keep the state as two registers, ABEF and CDGH, so the state is rearranged on the way in and out.
// Each of the 16 steps below extends the schedule by four words (steps 4…15) and does four rounds.
#include "CSHA256.h"

const uint32_t csha256_round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#if defined(__x86_64__)
#include <immintrin.h>

int csha256_has_extensions(void) {
    static int cached = -1;
    int known = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (known >= 0) return known;
    unsigned eax, ebx, ecx, edx;
    int found = 0;
    __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(0), "c"(0));
    if (eax >= 7) {
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(1), "c"(0));
        const int sse41 = (ecx >> 19) & 1, ssse3 = (ecx >> 9) & 1;
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(7), "c"(0));
        found = sse41 && ssse3 && ((ebx >> 29) & 1);  // leaf 7, EBX bit 29: SHA
    }
    __atomic_store_n(&cached, found, __ATOMIC_RELAXED);
    return found;
}


__attribute__((target("sha,sse4.1,ssse3")))
void csha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // Message words are big-endian: byte-swap each 32-bit lane.
    const __m128i swap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    // SHA256RNDS2 takes the state as ABEF (A, B, E, F from the highest lane down) and CDGH.
    const __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0xB1);        // C D A B
    const __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(state + 4)), 0x1B);  // E F G H
    __m128i abef = _mm_alignr_epi8(abcd, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, abcd, 0xF0);
    for (size_t block = 0; block < blocks; block++, data += 64) {
        const __m128i saved_abef = abef, saved_cdgh = cdgh;
        // schedule[s % 4] holds words 4s…4s+3 while the next three steps need them.
        __m128i schedule[4];
        for (int step = 0; step < 16; step++) {
            __m128i words;
            if (step < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * step)), swap);
            } else {
                // W[t] = σ1(W[t−2]) + W[t−7] + σ0(W[t−15]) + W[t−16] for t = 4·step … 4·step + 3.
                const __m128i oldest = schedule[step % 4], older = schedule[(step + 1) % 4];
                const __m128i previous2 = schedule[(step + 2) % 4], previous = schedule[(step + 3) % 4];
                __m128i sum = _mm_sha256msg1_epu32(oldest, older);
                sum = _mm_add_epi32(sum, _mm_alignr_epi8(previous, previous2, 4));
                words = _mm_sha256msg2_epu32(sum, previous);
            }
            schedule[step % 4] = words;
            const __m128i scheduled = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)(csha256_round_constants + 4 * step)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, scheduled);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(scheduled, 0x0E));
        }
        abef = _mm_add_epi32(abef, saved_abef);
        cdgh = _mm_add_epi32(cdgh, saved_cdgh);
    }
    // Back to H0…H7 in memory order.
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);                     // F E B A
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);                     // D C H G
    _mm_storeu_si128((__m128i *)state, _mm_blend_epi16(feba, dchg, 0xF0));  // D C B A
    _mm_storeu_si128((__m128i *)(state + 4), _mm_alignr_epi8(dchg, feba, 8));  // H G F E
}
#else
int csha256_has_extensions(void) { return 0; }
void csha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks) { (void)state; (void)data; (void)blocks; }
#endif
