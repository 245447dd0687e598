// WidgetRender: the umbrella module. It re-exports the SwiftUI-shaped DSL so that widget code
// compiles with `import WidgetRender` in place of `import SwiftUI` / `import WidgetKit`, and
// Foundation, as `import SwiftUI` does (Date, URL, CGFloat, CGSize …). It also re-exports the plain
// values a caller inspects: geometry (Size, Rect, Pixmap …), themes, and the display list's JSON.
// None of their names clash with SwiftUI's.
//
// Glossary
// - WidgetRenderer: the one-call pipeline (resolve → layout → appearance → paint), shareable
//   across threads; it owns the font catalog, the text engine's caches and the painter.
// - Device: a screen with its scale, platform and the size of every widget family on it
//   (docs/platform.md §4); the source of each size is in `Device.swift`.
// - ThemedList: a laid-out display list after `applyTheme`, with the backdrop pixmaps it draws.
// - AssetImages: where `Image("name")` finds pixels (Assets/Images by default).
// - RenderLimits: the one policy object bounding work and memory on hostile input (nodes,
//   expansion, pixels, decoded bytes); ReadAccess: the folders a render may read, checked on
//   real paths. docs/security.md has the rules and defaults.
// - View render: a view drawn on its own at a `ViewSize` (fixed or its ideal size), no widget
//   chrome (`ViewRendering.swift`); `ImageRenderer` and `UIGraphicsImageRenderer` go through it.
// - Standalone renderer: the renderer of work done outside a render (`ImageRenderer`,
//   `UIImage.pngData()`): bundled fonts and assets, standard limits.
@_exported import Foundation
@_exported import WidgetViews
@_exported import WidgetGeometry
@_exported import WidgetDisplayList
@_exported import WidgetAppearance
@_exported import WidgetText
@_exported import WidgetPNG
@_exported import WidgetKitLayer
@_exported import WidgetPreviews
