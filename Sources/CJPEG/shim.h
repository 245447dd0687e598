// CJPEG: libjpeg-turbo's TurboJPEG API (Debian: libturbojpeg0-dev), under WidgetJPEG. Chosen over the classic libjpeg API,
// whose default error handler calls exit() and whose recoverable form needs setjmp/longjmp, which
// would jump over Swift frames: TurboJPEG catches libjpeg's errors itself and returns -1 with a
// message (tjGetErrorStr2), so a corrupt file is an error value, never a crash.
//
// Glossary
// - tjhandle: one decompressor (or compressor, for `UIImage.jpegData`) instance.
// - Header: width, height, subsampling and colorspace, read before any pixel (the limits' check).
// - Pixel format: the layout decoded pixels are written in: RGBA, or CMYK for a CMYK/YCCK file,
//   converted by WidgetJPEG.
#include <stddef.h>
#include <turbojpeg.h>
