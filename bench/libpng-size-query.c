/* Shows why the former libpng baseline counted two encodes: png_image_write_to_memory called with
 * a NULL buffer (to ask for the size) runs the whole encode, exactly as long as the real call.
 *   cc -O2 bench/libpng-size-query.c -lpng -o /tmp/size-query && /tmp/size-query
 * Pixels: a deterministic 1014 × 474 RGBA ramp with noise (the reference scene's size). */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(void) {
    enum { W = 1014, H = 474, RUNS = 5 };
    unsigned char *pixels = malloc(W * H * 4);
    unsigned seed = 12345;
    for (int i = 0; i < W * H * 4; i++) {
        seed = seed * 1664525u + 1013904223u;
        pixels[i] = (unsigned char)((i / 4 % W) / 4 + (seed >> 29));
    }
    png_image image = {0};
    image.version = PNG_IMAGE_VERSION;
    image.width = W;
    image.height = H;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    double t0 = cpu_ms();
    for (int k = 0; k < RUNS; k++) { size = 0; png_image_write_to_memory(&image, NULL, &size, 0, pixels, 0, NULL); }
    double t1 = cpu_ms();
    png_alloc_size_t capacity = size + 4096, written = 0;
    unsigned char *out = malloc(capacity);
    double t2 = cpu_ms();
    for (int k = 0; k < RUNS; k++) { written = capacity; png_image_write_to_memory(&image, out, &written, 0, pixels, 0, NULL); }
    double t3 = cpu_ms();
    printf("size query (NULL buffer): %.1f ms a call; encode into a buffer: %.1f ms a call; %lu bytes\n",
           (t1 - t0) / RUNS, (t3 - t2) / RUNS, (unsigned long)written);
    free(out);
    free(pixels);
    return 0;
}
