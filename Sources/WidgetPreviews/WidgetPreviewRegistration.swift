/// What a `#Preview` expands to: a uniquely named type whose `preview` is the preview written.
/// (On Apple platforms Xcode finds these types at run time; Linux cannot list them, so the
/// `WidgetPreviewsPlugin` lists the previews from source instead: `WidgetPreviews.all`.)
public protocol WidgetPreviewRegistration {
    static var preview: WidgetPreview { get }
}
