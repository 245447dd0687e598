// Unpremultiply and Up filter in one pass, straight from the premultiplied pixmap: row y's filtered
// bytes are straight(y) − straight(y − 1), both computed here, so no straight copy of the image is
// kept. Unpremultiplying is the table lookup ScanlineSource uses (the same table, passed in), so
// decoded pixels are those of every other preset.
//
// The AVX2 path handles 8 pixels at a time when they and the 8 above are opaque (straight =
// premultiplied there, and subtraction is exact), and hands every other group to the same scalar
// code: the bytes are the same on every path by construction, and WidgetPNGTests checks it.
#include "CFastPNG.h"
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// Straight RGBA of one premultiplied pixel as a little-endian word. RGB output (channels 3) takes
/// the color bytes as they are, as ScanlineSource does: the caller has checked that all are opaque.
static inline uint32_t straight_pixel(const uint8_t *p, const uint8_t *table, size_t channels) {
    const uint32_t alpha = p[3];
    if (alpha == 255 || channels == 3) { uint32_t word; memcpy(&word, p, 4); return word; }
    const uint8_t *row = table + (alpha << 8);
    return (uint32_t)row[p[0]] | (uint32_t)row[p[1]] << 8 | (uint32_t)row[p[2]] << 16 | alpha << 24;
}

/// Byte-wise a − b (mod 256) of two words, without carries between bytes.
static inline uint32_t byte_difference(uint32_t a, uint32_t b) {
    return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

/// Pixels [x, width) of one row, one at a time (the whole row on the scalar path).
static void filter_pixels(const uint8_t *current, const uint8_t *above, size_t x, size_t width, size_t channels,
                          const uint8_t *table, uint8_t *out) {
    for (; x < width; x++) {
        const uint32_t here = straight_pixel(current + 4 * x, table, channels);
        const uint32_t up = above ? straight_pixel(above + 4 * x, table, channels) : 0;
        const uint32_t filtered = byte_difference(here, up);
        if (channels == 4) {
            memcpy(out + 4 * x, &filtered, 4);
        } else {
            out[3 * x] = (uint8_t)filtered;
            out[3 * x + 1] = (uint8_t)(filtered >> 8);
            out[3 * x + 2] = (uint8_t)(filtered >> 16);
        }
    }
}

#if defined(__x86_64__)
/// RGBA rows with a row above: 16 pixels per step when they and the 16 above are opaque (one test
/// for both halves), otherwise each half of 8 on its own. The loops are split by case so that
/// nothing but loads, one test, subtractions and stores stays inside.
__attribute__((target("avx2")))
static size_t filter_rgba_avx2(const uint8_t *current, const uint8_t *above, size_t width, const uint8_t *table,
                               uint8_t *out) {
    const __m256i alphas = _mm256_set1_epi32((int)0xFF000000u);
    size_t x = 0;
    for (; x + 16 <= width; x += 16) {
        const __m256i here0 = _mm256_loadu_si256((const __m256i *)(current + 4 * x));
        const __m256i here1 = _mm256_loadu_si256((const __m256i *)(current + 4 * x + 32));
        const __m256i up0 = _mm256_loadu_si256((const __m256i *)(above + 4 * x));
        const __m256i up1 = _mm256_loadu_si256((const __m256i *)(above + 4 * x + 32));
        const __m256i both0 = _mm256_and_si256(here0, up0), both1 = _mm256_and_si256(here1, up1);
        if (_mm256_testc_si256(_mm256_and_si256(both0, both1), alphas)) {
            _mm256_storeu_si256((__m256i *)(out + 4 * x), _mm256_sub_epi8(here0, up0));
            _mm256_storeu_si256((__m256i *)(out + 4 * x + 32), _mm256_sub_epi8(here1, up1));
            continue;
        }
        if (_mm256_testc_si256(both0, alphas)) _mm256_storeu_si256((__m256i *)(out + 4 * x), _mm256_sub_epi8(here0, up0));
        else filter_pixels(current, above, x, x + 8, 4, table, out);
        if (_mm256_testc_si256(both1, alphas)) _mm256_storeu_si256((__m256i *)(out + 4 * x + 32), _mm256_sub_epi8(here1, up1));
        else filter_pixels(current, above, x + 8, x + 16, 4, table, out);
    }
    return x;
}

__attribute__((target("avx2")))
static void filter_row_avx2(const uint8_t *current, const uint8_t *above, size_t width, size_t channels,
                            const uint8_t *table, uint8_t *out) {
    size_t x = 0;
    if (channels == 4 && above) {
        x = filter_rgba_avx2(current, above, width, table, out);
        filter_pixels(current, above, x, width, channels, table, out);
        return;
    }
    const __m256i alphas = _mm256_set1_epi32((int)0xFF000000u);
    // RGBA → RGB inside each 128-bit lane (4 pixels → 12 bytes), then the two lanes' 12 bytes side by side.
    const __m256i pack = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                          0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i join = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    // RGB stores write 32 bytes for 24: the 8 extra land on pixels written afterwards, so the
    // vector loop stops 3 pixels before the end of the row.
    const size_t end = channels == 4 ? width : (width >= 3 ? width - 3 : 0);
    for (; x + 8 <= end; x += 8) {
        const __m256i here = _mm256_loadu_si256((const __m256i *)(current + 4 * x));
        const __m256i up = above ? _mm256_loadu_si256((const __m256i *)(above + 4 * x)) : _mm256_setzero_si256();
        const __m256i both = above ? _mm256_and_si256(here, up) : here;
        if (channels == 4 && !_mm256_testc_si256(both, alphas)) {
            filter_pixels(current, above, x, x + 8, channels, table, out);
            continue;
        }
        __m256i filtered = _mm256_sub_epi8(here, up);
        if (channels == 4) {
            _mm256_storeu_si256((__m256i *)(out + 4 * x), filtered);
        } else {
            filtered = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(filtered, pack), join);
            _mm256_storeu_si256((__m256i *)(out + 3 * x), filtered);
        }
    }
    filter_pixels(current, above, x, width, channels, table, out);
}

int cfp_best_path(void) {
    static int cached = -1;
    int path = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (path >= 0) return path;
    path = CFP_PATH_SCALAR;
    unsigned eax, ebx, ecx, edx;
    __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(0), "c"(0));
    if (eax >= 7) {
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(1), "c"(0));
        const int osxsave = (ecx >> 27) & 1, avx = (ecx >> 28) & 1;
        if (osxsave && avx) {
            unsigned xcr0, xcr0_high;
            __asm__("xgetbv" : "=a"(xcr0), "=d"(xcr0_high) : "c"(0));
            __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(7), "c"(0));
            // The OS saves YMM state (XCR0 bits 1 and 2) and the CPU has AVX2 (leaf 7, EBX bit 5).
            if ((xcr0 & 6) == 6 && ((ebx >> 5) & 1)) path = CFP_PATH_AVX2;
            // The OS also saves ZMM state (XCR0 bits 5–7) and the CPU has AVX-512 F, BW (EBX bits
            // 16, 30) and VBMI (ECX bit 1).
            if (path == CFP_PATH_AVX2 && (xcr0 & 0xE0) == 0xE0 && ((ebx >> 16) & 1) && ((ebx >> 30) & 1) && ((ecx >> 1) & 1))
                path = CFP_PATH_AVX512;
        }
    }
    __atomic_store_n(&cached, path, __ATOMIC_RELAXED);
    return path;
}
#else
int cfp_best_path(void) { return CFP_PATH_SCALAR; }
#endif

void cfp_filter_up(const uint8_t *premultiplied, size_t width, size_t row_begin, size_t row_end,
                   size_t channels, const uint8_t *unpremultiply, uint8_t *out, int path) {
    const size_t row_bytes = width * channels;
    for (size_t y = row_begin; y < row_end; y++, out += 1 + row_bytes) {
        const uint8_t *current = premultiplied + 4 * width * y;
        const uint8_t *above = y > 0 ? current - 4 * width : NULL;
        out[0] = 2;  // filter type Up
#if defined(__x86_64__)
        if (path >= CFP_PATH_AVX2) {  // the AVX-512 path filters with the AVX2 loop
            filter_row_avx2(current, above, width, channels, unpremultiply, out + 1);
            continue;
        }
#endif
        (void)path;
        filter_pixels(current, above, 0, width, channels, unpremultiply, out + 1);
    }
}
