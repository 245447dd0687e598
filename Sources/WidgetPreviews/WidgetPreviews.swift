// WidgetPreviews: Xcode's preview declarations, as values a renderer and a golden test can use.
//
// Glossary
// - #Preview: the macro family with Apple's argument labels (`PreviewMacros.swift`). Each use
//   expands to a type conforming to `WidgetPreviewRegistration` whose `preview` builds a
//   `WidgetPreview` with the same arguments.
// - WidgetPreview: one preview: display name, where it is written (file ID and line), the widget
//   family (nil for a plain view preview, drawn as `WidgetPreview.defaultViewFamily`), and its
//   source: the views (view previews), or the widget and the entries it shows (widget previews).
// - PreviewSnapshot: one picture of a preview: a label ("entry 1 of 3"), a detail (the entry's date)
//   and the view to draw. `WidgetRenderer.render(.snapshots(of:device:themes:))` (WidgetRender) makes them,
//   widget previews through the whole-widget renderer.
// - PreviewContext: the family and the device's size of it, as a timeline provider is told.
// - PreviewTimelineBuilder: the result builder of the `timeline:` closure (entries one per line).
// - PreviewProvider, WidgetPreviewContext, previewContext/previewDisplayName/previewLayout: the
//   older preview API; `WidgetPreview.previews(of:)` splits a provider's `previews` into previews.
// - Registry: Linux cannot enumerate the types `#Preview` generated, so the build-tool plugin
//   (`WidgetPreviewsPlugin`) reads the target's source and writes `enum WidgetPreviews { static let
//   all: [WidgetPreview] }` into the same module, restating every `#Preview` call.
