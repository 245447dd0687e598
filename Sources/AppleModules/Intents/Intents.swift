// `import Intents` on Linux: SiriKit's `INIntent` and `INObject`, the base classes of the classes
// Xcode generates from `.intentdefinition` files (the WidgetPreviewsPlugin generates them here),
// provided by WidgetRender, so a widget file configured by a SiriKit intent keeps its imports
// (docs/widgetkit.md, *Apple's module names* and *SiriKit intent definitions*).
//
// Glossary
// - Apple's module name, module-qualified name: as in WidgetKit.swift.
// - `.intentdefinition`: Xcode's file of SiriKit intents; the classes it generates subclass
//   `INIntent` and `INObject` (declared in WidgetKitLayer).
@_exported import WidgetRender
