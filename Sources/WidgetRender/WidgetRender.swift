// WidgetRender: the renderer facade and the umbrella module. It re-exports the SwiftUI-shaped DSL
// so that widget code compiles with `import WidgetRender` in place of `import SwiftUI` / `import
// WidgetKit`, and Foundation, as `import SwiftUI` does (Date, URL, CGFloat, CGSize …). It also
// re-exports the plain values a caller inspects: geometry (Size, Rect, Pixmap …), themes, the display
// list's JSON, and the render's inputs: limits and read access (WidgetLimits), asset catalogs and
// image folders (WidgetAssets), translations (WidgetLocalization) and devices (WidgetDevices).
// None of their names clash with SwiftUI's.
//
// Glossary
// - WidgetRenderer: the one-call pipeline (resolve → layout → appearance → paint), shareable
//   across threads; it owns the font catalog, the text engine's caches and the painter.
// - ThemedList: a laid-out display list after `applyTheme`, with the backdrop pixmaps it draws.
// - RenderWarnings: what a run drew in a degraded way, one line each and each once.
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
@_exported import WidgetLimits
@_exported import WidgetAssets
@_exported import WidgetLocalization
@_exported import WidgetDevices
