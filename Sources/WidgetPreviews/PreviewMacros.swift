import WidgetKitLayer
import WidgetViews

// The `#Preview` family, with the argument labels of Apple's SwiftUI and WidgetKit macros. Each
// expands to a type conforming to `WidgetPreviewRegistration` that calls the `WidgetPreview`
// initializer of the same shape (see `WidgetPreview.swift` and `WidgetPreview+Widget.swift`), and an
// internal `__widgetPreview(at_<file>_<line>:)` accessor the generated registry uses for a preview
// that refers to a fileprivate declaration (which another file cannot restate).
//
// The closures that build views and widgets are `@MainActor`, as they are in Xcode's expansion
// (Apple's initializers are `@MainActor`, so a widget or view with a main-actor initializer compiles);
// the `timeline:` and `contentStates:` closures run on a thread of their own (WidgetPreview+Widget.swift).
//
// Not declared: the `using:` form of SiriKit `IntentTimelineProvider`s, and the relevance forms.

/// `#Preview { SomeView() }`, `#Preview("Name") { SomeView() }`: a plain view preview. The body is
/// main-actor code, as Apple declares it (`@escaping @MainActor () -> any View`), so a view whose
/// initializer is main-actor isolated (one with an initialized `@State`) compiles in Swift 6 mode.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview("Name", traits: .sizeThatFitsLayout) { SomeView() }`: a view preview with canvas traits
/// (Apple's `Preview(_:traits:_:body:)`). Traits choose Xcode's canvas layout and orientation; a
/// view preview here is drawn in `WidgetPreview.defaultViewFamily`, so they do not change it.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                                    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                                    @ViewBuilder body: @escaping @MainActor () -> Content) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`: a widget stepping through entries.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`: a widget with a provider's timeline.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                     widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, widget: { MyWidget() }, timelineProvider: Provider())`: the provider as a value (ours).
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                     widget: @escaping @MainActor () -> W,
                                                     timelineProvider: @autoclosure @escaping () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, using: intent) { MyWidget() } timelineProvider: { Provider() }`: an App-Intent provider.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                              using intent: P.Intent, widget: @escaping @MainActor () -> W,
                                                              timelineProvider: @escaping () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// `#Preview("Notification", as: .content, using: MyAttributes.preview) { MyLiveActivity() } contentStates: { … }`:
/// a Live Activity's presentation (`.content`, `.dynamicIsland(.compact)`, …) for each content state.
@freestanding(declaration, names: named(__widgetPreview))
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping @MainActor () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
