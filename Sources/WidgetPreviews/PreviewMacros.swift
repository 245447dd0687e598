import WidgetViews

// The `#Preview` family, with the argument labels of Apple's SwiftUI and WidgetKit macros. Each
// expands to a type conforming to `WidgetPreviewRegistration` that calls the `WidgetPreview`
// initializer of the same shape (see `WidgetPreview.swift` and `WidgetPreview+Widget.swift`).
//
// Not declared: the Live Activity form `#Preview(as: .content, using: attributes) { … } contentStates: { … }`
// (ActivityKit's types do not exist here yet) and the `using: intent` form of App Intent providers.

/// `#Preview { SomeView() }`, `#Preview("Name") { SomeView() }`: a plain view preview.
@freestanding(declaration)
public macro Preview<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping () -> Content) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
