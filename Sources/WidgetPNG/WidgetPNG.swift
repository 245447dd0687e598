// WidgetPNG: PNG decode (libpng) and deterministic encode.
//
// Glossary
// - premultiplied / straight: a `Pixmap` stores color already multiplied by alpha; PNG stores it
//   straight. Converting rounds to nearest both ways, which makes decode(encode(p)) == p exactly
//   (proof in `Premultiplication`).
// - chunk: a PNG record (length, four-letter type, data, CRC-32). `PNGChunkSequence` walks and checks
//   them; `PNGChunkWriter` writes them.
// - scanline filter: the per-row byte predictor (None, Sub, Up, Average, Paeth) applied before deflate.
// - preset: a measured pair of filter strategy and deflate compressor (`PNGPreset`, `PNGEncoding`).
// - pixel-run deflate: our own zlib writer for `fast` (`RunLengthDeflater`): matches only at a
//   distance of one pixel, per-block dynamic Huffman codes (`HuffmanCode`, `DynamicHeader`).
