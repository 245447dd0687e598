// libjpeg-turbo's TurboJPEG API (Debian: libturbojpeg0-dev). Chosen over the classic libjpeg API,
// whose default error handler calls exit() and whose recoverable form needs setjmp/longjmp, which
// would jump over Swift frames: TurboJPEG catches libjpeg's errors itself and returns -1 with a
// message (tjGetErrorStr2), so a corrupt file is an error value, never a crash.
#include <stddef.h>
#include <turbojpeg.h>
