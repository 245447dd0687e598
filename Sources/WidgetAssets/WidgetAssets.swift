// WidgetAssets: where `Image("name")`, `Color("name")`, custom symbols and `UIImage(data:)` find
// their pixels and colors: Xcode asset catalogs, plain folders of PNGs, and encoded bytes, each read
// under WidgetLimits' limits and read access (docs/assets.md, docs/security.md). It is an input of
// the pipeline, not a stage: the views ask an `ImageProviding` / `NamedColorProviding` (WidgetViews)
// and never know which of these answered.
//
// Glossary
// - Asset catalog (`AssetCatalog`): an `.xcassets` folder; groups are folders with a Contents.json,
//   a group that provides a namespace prefixes its names (`Icons/star`).
// - Set: an `.imageset`, `.colorset` or `.symbolset` folder; its Contents.json lists variants.
// - Variant: one file or color of a set for a scale (1x/2x/3x) and an appearance (any, dark,
//   tinted; a high-contrast one only when no standard one exists), chosen per `ImageAppearance`.
// - Catalog files (`CatalogFiles`): the one way a catalog's files are read: inside the catalog by
//   real path, regular files only, size checked before the first byte.
// - AssetImages: `Image("name")` from folders of `name@3x.png` / `@2x` / `.png` (Assets/Images by
//   default); CatalogFirstImages: a catalog first, then another provider for the names it lacks.
// - Encoded image: PNG or JPEG bytes widget code holds in memory (`UIImage(data:)`).
// - Generated asset symbols: the Swift Xcode 15 writes for a catalog's sets (`Color.brandPrimary`,
//   `Image(.logo)`), spelled by WidgetAssetSymbols.
