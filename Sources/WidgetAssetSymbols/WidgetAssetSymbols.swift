// WidgetAssetSymbols: the Swift Xcode 15 generates for an asset catalog's colors and images
// (GeneratedAssetSymbols.swift), from their names alone. Shared by `widget-render asset-symbols`
// (WidgetRender reads the catalog) and the WidgetPreviewsPlugin (widget-render-discover lists the
// catalog's sets from its files), so both write the same source.
//
// Glossary
// - set name: a color or image set's name as `Color("…")` / `Image("…")` take it, with its
//   namespace ("Icons/Glyph").
// - identifier: the Swift name Xcode derives from a set name (`brandPrimary`, `glyph`).
