import WidgetKitLayer
import WidgetViews

// The `#Preview` family, with the argument labels of Apple's SwiftUI and WidgetKit macros. Each
// expands to a type conforming to `WidgetPreviewRegistration` that calls the `WidgetPreview`
// initializer of the same shape (see `WidgetPreview.swift` and `WidgetPreview+Widget.swift`), and an
// internal `__widgetPreview(at_<file>_<line>:)` accessor the generated registry uses for a preview
// that refers to a fileprivate declaration (which another file cannot restate).
//
// Not declared: the `using:` form of SiriKit `IntentTimelineProvider`s, and the relevance forms.

/// `#Preview { SomeView() }`, `#Preview("Name") { SomeView() }`: a plain view preview.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping () -> Content) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`: a widget stepping through entries.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`: a widget with a provider's timeline.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                     widget: @escaping () -> W, timelineProvider: @escaping () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, widget: { MyWidget() }, timelineProvider: Provider())`: the provider as a value (ours).
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                     widget: @escaping () -> W,
                                                     timelineProvider: @autoclosure @escaping () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, using: intent) { MyWidget() } timelineProvider: { Provider() }`: an App-Intent provider.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                              using intent: P.Intent, widget: @escaping () -> W,
                                                              timelineProvider: @escaping () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview("Notification", as: .content, using: MyAttributes.preview) { MyLiveActivity() } contentStates: { … }`:
/// a Live Activity's presentation (`.content`, `.dynamicIsland(.compact)`, …) for each content state.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
