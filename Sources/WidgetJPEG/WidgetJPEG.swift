// WidgetJPEG: JPEG decoding for image sets and image files (docs/assets.md).
//
// Glossary:
// - TurboJPEG: libjpeg-turbo's high-level API (CJPEG); it reports libjpeg's errors as return values.
// - header: the frame size and color space TurboJPEG reads before any pixel is decoded (bomb check).
// - EXIF orientation: tag 0x0112 in an APP1 "Exif" segment; 1…8, how the stored pixels must be
//   turned to stand upright (docs/platform.md §9).
// - Adobe marker: an APP14 "Adobe" segment; in a CMYK file it means the samples are stored inverted.
