// Compares deflate back ends on PNG scanlines: ISA-L (igzip) levels 0-3 vs libdeflate levels 1-6,
// on the Sub- and Up-filtered rows of each PNG named on the command line (decoded with libpng,
// straight RGBA, filtered the way WidgetPNG filters). Prints total bytes and median CPU ms per
// back end. Not part of the package: an evaluation tool for docs/performance.md ("PNG").
//
//   apt-get install libisal-dev libdeflate-dev libpng-dev
//   cc -O2 -o /tmp/deflate-eval scripts/deflate-eval.c -lisal -ldeflate -lpng
//   /tmp/deflate-eval scene.png Golden/Showcase/*/*/*.png
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

// Filter type byte + filtered row, per row; bpp 4 (RGBA).
static unsigned char *filtered(const unsigned char *px, int w, int h, int type, size_t *size) {
    size_t row = (size_t)w * 4;
    unsigned char *out = malloc((row + 1) * h);
    for (int y = 0; y < h; y++) {
        const unsigned char *cur = px + y * row, *prev = y ? cur - row : NULL;
        unsigned char *o = out + y * (row + 1);
        o[0] = type;
        for (size_t i = 0; i < row; i++) {
            unsigned char left = i >= 4 ? cur[i - 4] : 0, up = prev ? prev[i] : 0;
            o[1 + i] = cur[i] - (type == 1 ? left : up);
        }
    }
    *size = (row + 1) * h;
    return out;
}

static size_t isal(const unsigned char *in, size_t n, unsigned char *out, size_t cap, int level, unsigned char *lvl_buf, size_t lvl_size) {
    struct isal_zstream s;
    isal_deflate_stateless_init(&s);
    s.level = level;
    s.level_buf = lvl_buf;
    s.level_buf_size = lvl_size;
    s.gzip_flag = IGZIP_ZLIB;
    s.next_in = (unsigned char *)in;
    s.avail_in = n;
    s.next_out = out;
    s.avail_out = cap;
    s.end_of_stream = 1;
    s.flush = NO_FLUSH;
    if (isal_deflate_stateless(&s) != COMP_OK) return 0;
    return s.total_out;
}

int main(int argc, char **argv) {
    enum { RUNS = 7, BACKENDS = 8 };
    const char *names[BACKENDS] = {"isa-l 0", "isa-l 1", "isa-l 2", "isa-l 3", "libdeflate 1", "libdeflate 2", "libdeflate 4", "libdeflate 6"};
    for (int type = 1; type <= 2; type++) {
        double total_ms[BACKENDS] = {0};
        size_t total_bytes[BACKENDS] = {0}, raw = 0;
        for (int f = 1; f < argc; f++) {
            png_image image;
            memset(&image, 0, sizeof image);
            image.version = PNG_IMAGE_VERSION;
            if (!png_image_begin_read_from_file(&image, argv[f])) continue;
            image.format = PNG_FORMAT_RGBA;
            unsigned char *px = malloc(PNG_IMAGE_SIZE(image));
            if (!png_image_finish_read(&image, NULL, px, 0, NULL)) { free(px); continue; }
            size_t n;
            unsigned char *in = filtered(px, image.width, image.height, type, &n);
            raw += n;
            size_t cap = n + n / 8 + 4096;
            unsigned char *out = malloc(cap);
            size_t lvl_size = ISAL_DEF_LVL3_LARGE;
            unsigned char *lvl_buf = malloc(lvl_size);
            for (int b = 0; b < BACKENDS; b++) {
                double times[RUNS];
                size_t bytes = 0;
                for (int r = 0; r < RUNS; r++) {
                    double t0 = cpu_ms();
                    if (b < 4) {
                        bytes = isal(in, n, out, cap, b, b ? lvl_buf : NULL, b ? lvl_size : 0);
                    } else {
                        int level = b == 4 ? 1 : b == 5 ? 2 : b == 6 ? 4 : 6;
                        struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
                        bytes = libdeflate_zlib_compress(c, in, n, out, cap);
                        libdeflate_free_compressor(c);
                    }
                    times[r] = cpu_ms() - t0;
                }
                qsort(times, RUNS, sizeof *times, compare);
                total_ms[b] += times[RUNS / 2];
                total_bytes[b] += bytes;
            }
            free(lvl_buf); free(out); free(in); free(px);
            png_image_free(&image);
        }
        printf("%s filter, %d files, %zu filtered bytes\n", type == 1 ? "Sub" : "Up", argc - 1, raw);
        for (int b = 0; b < BACKENDS; b++)
            printf("  %-13s %10zu bytes  %8.2f ms (sum of medians)\n", names[b], total_bytes[b], total_ms[b]);
    }
    return 0;
}
