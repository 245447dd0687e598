// CDeflate: libdeflate (Debian: libdeflate-dev; no pkg-config file), under WidgetPNG: the
// whole-buffer deflate of the libdeflate presets (faster than zlib at the same level, no streaming;
// docs/performance.md), and the Adler-32 our own deflaters end their zlib streams with.
//
// Glossary
// - Compressor: one `libdeflate_compressor` at one compression level, made for one encode.
// - Compress bound: the most bytes a zlib stream of n input bytes can take, allocated up front.
#include <libdeflate.h>
