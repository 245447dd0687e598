// WidgetAppearance: themes, rendering modes, image treatments and backdrops (the accented pipeline).
//
// Public API:
// - `Theme` (data: mode, platform, group colors, backdrop, wallpaper, families …), its memberwise
//   init, `Theme(named:)`, `Theme.builtIn`, `environment(for:base:)`, `checkSupports(_:)`.
// - `applyTheme(_:to:family:backgroundRemovable:) -> ThemedList`: a pure function on the display list
//   (WidgetRender's `.layout(…theme:)` and `.view(…theme:)` render requests call it).
// - `Backdrop`, `Wallpaper`, `ThemeColor`, `AppearanceColorMath` (every color rule), `AppearanceError`.
// docs/appearance.md has the rules, and which of them are ours.
//
// Glossary
// - Rendering mode: fullColor (as authored), accented (every pixel takes its group's color and keeps
//   its opacity), vibrant (gray driving a material over the blurred wallpaper). docs/platform.md §1.
// - Group: the default group, the accent group (`.widgetAccentable()` subtrees), and apart from both
//   the container background (`DrawGroup`).
// - Treatment: an image's `widgetAccentedRenderingMode`; picks its group and whether its luminance
//   becomes its alpha (docs/platform.md §2). Applied by the painter through `ImageOp.filter`.
// - Backdrop: what a theme draws beneath the widget where the container background is removed.
// - Wallpaper: a procedural picture on a virtual 430 × 932 pt screen; a widget sees its own region.
// - Luminance L: 0.2125 R + 0.7154 G + 0.0721 B of straight sRGB-encoded values.
// - Content scale: StandBy and CarPlay show the small widget scaled up.
//
// Pixel forms: themes and paints hold straight `RGBA`; pixmaps made here (wallpapers) are opaque,
// so their premultiplied and straight bytes are equal.
