// WidgetSVG: our parser for the subset of SVG that icons and symbol templates use, lowered to
// vector paths and paints (no rasterizing here: the raster fills the paths like any shape).
//
// Glossary:
// - element: one XML start tag with its attributes (text content is ignored: icons have none that draws).
// - user units: the coordinates of the SVG's `viewBox`; layers are kept in them, with the viewBox
//   origin moved to 0,0.
// - layer: one drawable element (path, rect, circle …) after its group's transforms and opacity.
// - current color: `fill="currentColor"`, the color the icon is drawn in (a symbol's foreground).
