// CPNG: libpng's simplified API and zlib (pkg-config libpng; Debian: libpng-dev), under WidgetPNG.
// libpng decodes every PNG we read (our encoders write PNGs themselves; the benchmarks compare them
// with libpng's writer); zlib gives the chunks' CRC-32 and the deflate of the zlib-level presets.
//
// Glossary
// - png_image: libpng's one-struct reader: the header first (the size is checked against the limits
//   before any pixel is allocated), then the pixels in the format asked for.
// - zlib stream: deflate data with its header and Adler-32 trailer, as a PNG's IDAT chunks hold it.
#include <png.h>
#include <zlib.h>
