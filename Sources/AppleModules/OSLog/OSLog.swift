// `import OSLog` on Linux: Apple's OSLog re-exports `os`, where `Logger` lives (docs/widgetkit.md,
// *Apple's module names*).
@_exported import os
