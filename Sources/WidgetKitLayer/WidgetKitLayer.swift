// WidgetKitLayer: everything around a widget's views — the WidgetKit and AppIntents types a
// widget extension declares (Widget, WidgetBundle, configurations, timeline providers, app
// intents) — so that a real extension file compiles with `import WidgetRender`, and the package
// API a renderer uses to run it for one still image.
//
// Glossary
// - Widget / WidgetBundle: what `@main` names in an extension; a bundle lists widgets.
// - Configuration: the value a widget's `body` returns (StaticConfiguration, AppIntentConfiguration,
//   IntentConfiguration), possibly wrapped in configuration modifiers (display name, families …).
// - Traits (`WidgetTraits`, package): what the modifiers said — kind, names, families, flags.
// - Configured widget (`ConfiguredWidget`, package): traits + a type-erased provider + the content
//   closure; the one thing a renderer needs. `Widget.configured()` builds it.
// - Provider run (`ProviderRun`, package): one call of placeholder / snapshot / timeline under a
//   time budget, turning a throw, a hang or an empty timeline into a `WidgetProviderError` that
//   names the widget kind and the family.
// - Intent defaults: an AppIntentConfiguration's provider is called with `Intent()`, whose
//   `@Parameter`s hold their declared defaults (what a freshly added widget shows).
// - App frameworks (`AppFrameworks/`, one file per framework): the app-side API that extension
//   files call in code shared with their app — UIKit's `UIApplication`, UserNotifications,
//   HealthKit, StoreKit, Core Location, Contacts, a small Combine, SwiftData in memory. Only
//   `@Query` draws (the models in the environment's store); each file says what its API does on a
//   render machine (no app, no system service, no person) and why.

// WidgetKit, SwiftUI and AppIntents re-export Foundation: an extension file that imports only
// them uses `Date`, `Calendar`, `URL` … So does `import WidgetRender`, through this module.
@_exported import Foundation
#if canImport(FoundationNetworking)
// On iOS `URLSession`, `URLRequest` and `HTTPURLResponse` are Foundation's; on Linux they live in
// FoundationNetworking. A provider that fetches its data then compiles unchanged (a render that
// runs it depends on the network: docs/golden-testing.md, *What your own code reads*).
@_exported import FoundationNetworking
#endif
