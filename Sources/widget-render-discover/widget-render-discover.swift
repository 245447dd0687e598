// widget-render-discover: the tool the WidgetPreviewsPlugin runs at build time.
//
//   widget-render-discover --module MyWidgets --output <dir>/WidgetPreviews.generated.swift
//       [--intents-output <dir>/IntentDefinitions.generated.swift] [--assets-output <dir>/GeneratedAssetSymbols.swift]
//       [--datamodel-output <dir>/CoreDataModels.generated.swift]
//       FILE.swift… FILE.intentdefinition… X.xcassets/…/Contents.json… MODEL.xcdatamodeld…
//
// Scans the Swift files with WidgetPreviewDiscovery and writes the registry (`enum WidgetPreviews`);
// with `--intents-output`, also the classes Xcode generates from the `.intentdefinition` files;
// with `--assets-output`, the asset symbols Xcode generates for the catalogs' color and image sets;
// with `--datamodel-output`, the classes Xcode generates from the Core Data models' current versions.
// Each output is written only when its bytes change, so an unchanged one does not rebuild the module.
//
// Glossary
// - Registry: the generated `enum WidgetPreviews` listing the module's previews and widgets, which
//   Linux cannot enumerate at run time.
// - Output: one generated file; each is named by its flag and written only when its bytes change.
