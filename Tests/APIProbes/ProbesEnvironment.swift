import WidgetKit

// Census kind `environment`: environment key paths.
extension Probes {
    static var environment: [Probe] { [
        .view("\\.widgetFamily") { FamilyName() },
        .view("\\.colorScheme") { ColorSchemeName() },
        .view("\\.widgetRenderingMode") { RenderingModeName() },
        .view("\\.redactionReasons") { RedactionName().redacted(reason: .placeholder) },
        .view("\\.showsWidgetContainerBackground") { ContainerBackgroundShown() },
        .view("\\.activityFamily") { ActivityFamilyName() },
        .view("\\.widgetContentMargins") { ContentMarginsText() },
        .view("\\.sizeCategory") { SizeCategoryName() },
        .view("\\.isLuminanceReduced") { LuminanceReducedName() },
        .view("\\.dynamicTypeSize") { DynamicTypeSizeName() },
        .view("\\.locale") { LocaleName() },
        .view("\\.timeZone") { TimeZoneName() },
        .view("\\.horizontalSizeClass") { HorizontalSizeClassName() },
        .compiles("\\.openURL") { let _: KeyPath<EnvironmentValues, OpenURLAction> = \.openURL },
        .view("\\.verticalSizeClass") { VerticalSizeClassName() },
        .view("\\.pixelLength") { PixelLengthText() },
        .modifier("\\.font") { $0.environment(\.font, .largeTitle) },
        .view("\\.isEnabled") { EnabledName().disabled(true) },
        .view("\\.layoutDirection") { LayoutDirectionName() },
        .view("\\.showsWidgetLabel") { ShowsWidgetLabelName() },
        .compiles("\\.dismiss") { let _: KeyPath<EnvironmentValues, DismissAction> = \.dismiss },
        .compiles("\\.presentationMode") { let _: KeyPath<EnvironmentValues, Binding<PresentationMode>> = \.presentationMode },
        .view("\\.scenePhase") { ScenePhaseName() },
    ] }
}

#if API_GAPS
extension Probes {
    static var environmentGaps: [Probe] { [
        .compiles("\\.requestReview") { let _: KeyPath<EnvironmentValues, RequestReviewAction> = \.requestReview },
        .compiles("\\.editMode") { let _: KeyPath<EnvironmentValues, Binding<EditMode>?> = \.editMode },
    ] }
}
#endif

private struct FamilyName: View {
    @Environment(\.widgetFamily) private var family
    var body: some View { Text(family == .systemSmall ? "small" : "other") }
}

private struct ColorSchemeName: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

private struct RenderingModeName: View {
    @Environment(\.widgetRenderingMode) private var mode
    var body: some View { Text(mode == .fullColor ? "full color" : mode == .accented ? "accented" : "vibrant") }
}

private struct RedactionName: View {
    @Environment(\.redactionReasons) private var reasons
    var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "data") }
}

private struct ContainerBackgroundShown: View {
    @Environment(\.showsWidgetContainerBackground) private var shows
    var body: some View { Text(shows ? "background" : "no background") }
}

private struct ActivityFamilyName: View {
    @Environment(\.activityFamily) private var family
    var body: some View { Text(family == .small ? "small" : "medium") }
}

private struct ContentMarginsText: View {
    @Environment(\.widgetContentMargins) private var margins
    var body: some View { Text("leading \(Int(margins.leading))") }
}

private struct SizeCategoryName: View {
    @Environment(\.sizeCategory) private var category
    var body: some View { Text(category == .large ? "large" : "other") }
}

private struct LuminanceReducedName: View {
    @Environment(\.isLuminanceReduced) private var reduced
    var body: some View { Text(reduced ? "dimmed" : "bright") }
}

private struct DynamicTypeSizeName: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text(size.isAccessibilitySize ? "accessibility" : "standard") }
}

private struct LocaleName: View {
    @Environment(\.locale) private var locale
    var body: some View { Text(locale.identifier.isEmpty ? "none" : "locale") }
}

private struct TimeZoneName: View {
    @Environment(\.timeZone) private var timeZone
    var body: some View { Text(timeZone.identifier.isEmpty ? "none" : "time zone") }
}

private struct HorizontalSizeClassName: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
}

private struct VerticalSizeClassName: View {
    @Environment(\.verticalSizeClass) private var sizeClass
    var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
}

private struct PixelLengthText: View {
    @Environment(\.pixelLength) private var pixelLength
    var body: some View { Rectangle().frame(width: 60, height: pixelLength * 4) }
}

private struct EnabledName: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct LayoutDirectionName: View {
    @Environment(\.layoutDirection) private var direction
    var body: some View { Text(direction == .leftToRight ? "left to right" : "right to left") }
}

private struct ShowsWidgetLabelName: View {
    @Environment(\.showsWidgetLabel) private var showsLabel
    var body: some View { Text(showsLabel ? "label" : "no label") }
}

private struct ScenePhaseName: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Text(phase == .active ? "active" : "not active") }
}
