import Foundation
import WidgetGeometry
import WidgetViews
import WidgetKitLayer
import WidgetLayout
import WidgetAppearance

// Live Activity presentations: the activity's views (ActivityConfiguration) placed on the canvas
// of each presentation (ActivityPresentation.swift, docs/platform.md §8) as the system places
// them. Each presentation is built as DSL views with fixed frames and goes through the normal
// resolve → layout → (theme) → paint pipeline.

extension WidgetRenderer {
    /// The pixels of `widget` (a Live Activity) in `presentation` on `device`, for `attributes` and
    /// `content`; `content.staleDate` against the environment's render date sets `isStale`.
    /// `theme` gives the Lock Screen and StandBy views their appearance (light, dark, tinted); the
    /// island, CarPlay, watch and menu-bar presentations are always dark, as the system draws them.
    func renderActivity<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, content: ActivityContent<A.ContentState>, presentation: ActivityPresentation,
        device: Device = .iPhone, theme: Theme? = nil,
        environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        try renderActivity(try widget.configuredActivity(), attributes: attributes, content: content,
                           presentation: presentation, device: device, theme: theme, environment: environment)
    }

    /// `renderActivity` for an activity already reduced to its views (a Widget's, or a spec's
    /// `ActivityConfiguration`).
    package func renderActivity<A: ActivityAttributes>(
        _ activity: ConfiguredActivity, attributes: A, content: ActivityContent<A.ContentState>,
        presentation: ActivityPresentation, device: Device, theme: Theme?, environment: EnvironmentValues) throws -> Pixmap {
        // Bound while the views are made, for `String(localized:)` in the content closures.
        var bound = environment
        if bound.localizations == nil { bound.localizations = localizations }
        let made = bound.whileCurrent { activity.makeViews(attributes, content.state, content.isStale(at: environment.renderDate)) }
        guard let views = made else {
            throw RenderError.activityTypeMismatch(widget: activity.widgetType, given: pathName(of: A.self),
                                                   expected: activity.attributesTypeName)
        }
        return try renderPresentation(views, traits: activity.traits, presentation: presentation, device: device,
                                      theme: theme, environment: environment)
    }

    /// `renderActivity(_:attributes:content:…)` with a state that never goes stale.
    func renderActivity<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, state: A.ContentState, presentation: ActivityPresentation,
        device: Device = .iPhone, theme: Theme? = nil,
        environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        try renderActivity(widget, attributes: attributes, content: ActivityContent(state: state, staleDate: nil),
                           presentation: presentation, device: device, theme: theme, environment: environment)
    }

    /// The height a presentation's canvas gets: the content's ideal height plus margins, in the
    /// presentation's range.
    private func height(of view: AnyView, width: Double, geometry: ActivityGeometry, environment: EnvironmentValues) throws -> Double {
        let ideal = try idealHeight(view, width: width - geometry.margins.leading - geometry.margins.trailing,
                                    environment: environment)
        return clamp(ideal + geometry.margins.top + geometry.margins.bottom, geometry.heights)
    }

    private func idealHeight(_ view: AnyView, width: Double, environment: EnvironmentValues) throws -> Double {
        let resolved = try resolveWidgetAndCode(view, environment: environment, images: images)
        return try idealContentHeight(resolved.widget, width: max(0, width), scale: Double(environment.displayScale),
                                      text: textEngine, deferred: resolved.deferred)
    }

    package func renderPresentation(_ views: ActivityViews, traits: WidgetTraits, presentation: ActivityPresentation,
                                    device: Device, theme: Theme?, environment base: EnvironmentValues) throws -> Pixmap {
        var geometry = try presentation.geometry(on: device)
        let island = ActivityPresentation.island(of: device) ?? .large
        var environment = base
        environment.platform = device.widgetPlatform
        environment.displayScale = CGFloat(device.scale * geometry.magnification)
        environment.widgetFamily = presentation == .watchSmartStack ? .accessoryRectangular : .systemMedium
        environment.colorScheme = .dark  // every presentation but the Lock Screen's is dark (docs/platform.md §8)
        let small = traits.supplementalActivityFamilies.contains(.small)
        let view: AnyView
        var themed: Theme? = nil

        switch presentation {
        case .lockScreen, .standBy:
            themed = theme
            environment = theme?.environment(for: themeFamily(theme), base: environment) ?? { var e = environment; e.colorScheme = .light; return e }()
            environment.activityFamily = .medium
            environment.isActivityFullscreen = presentation == .standBy
            let height = try height(of: views.lockScreen, width: geometry.width, geometry: geometry, environment: environment)
            geometry.heights = height...height
            view = try withDefaultBackground(views.lockScreen, background: .lockScreen, environment: environment)
        case .dynamicIslandCompact:
            // Each slot takes the margins set for it (`.compactLeading` / `.compactTrailing`), and
            // those set for both with our `.compact`, in the order they were set.
            let lead = margins(geometry.margins, views.island, [.compact, .compactLeading])
            let trail = margins(geometry.margins, views.island, [.compact, .compactTrailing])
            let h = geometry.heights.lowerBound
            view = AnyView(HStack(spacing: 0) {
                views.island.compactLeading
                    .padding(EdgeInsets(top: lead.top, leading: lead.leading, bottom: lead.bottom, trailing: 4))
                    .frame(width: island.slotWidth, height: h, alignment: .leading)
                Color.clear.frame(width: island.sensorWidth, height: h)
                views.island.compactTrailing
                    .padding(EdgeInsets(top: trail.top, leading: 4, bottom: trail.bottom, trailing: trail.trailing))
                    .frame(width: island.slotWidth, height: h, alignment: .trailing)
            }.containerBackground(for: .widget) { islandBackground(views.island, capsule: true, theme: theme) })
            geometry.margins = Insets()
        case .dynamicIslandMinimal:
            let m = margins(geometry.margins, views.island, [.minimal])
            view = AnyView(views.island.minimal
                .padding(EdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing))
                .frame(width: geometry.width, height: geometry.heights.lowerBound)
                .containerBackground(for: .widget) { islandBackground(views.island, capsule: true, theme: theme) })
            geometry.margins = Insets()
        case .dynamicIslandExpanded:
            let m = margins(geometry.margins, views.island, [.expanded])
            let layout = try expandedLayout(views.island, width: geometry.width, margins: m, sensor: island.sensorWidth,
                                            range: geometry.heights, environment: environment)
            geometry.heights = layout.height...layout.height
            view = layout.view
            geometry.margins = Insets()
        case .carPlay, .watchSmartStack:
            if small {
                environment.activityFamily = .small
                view = try withDefaultBackground(views.lockScreen, background: geometry.background, environment: environment)
            } else {
                // The compact leading and trailing views side by side (HIG-Live-Activities › CarPlay, watchOS).
                view = AnyView(HStack(spacing: 0) {
                    views.island.compactLeading
                    Spacer(minLength: 8)
                    views.island.compactTrailing
                }.containerBackground(backgroundColor(geometry.background, scheme: .dark), for: .widget))
            }
        case .macMenuBar:
            let inner = geometry.heights.lowerBound - geometry.margins.top - geometry.margins.bottom
            view = AnyView(HStack(spacing: 6) {
                views.island.compactLeading.frame(width: island.slotWidth - 6, height: inner, alignment: .leading)
                views.island.compactTrailing.frame(width: island.slotWidth - 6, height: inner, alignment: .trailing)
            }.containerBackground(Color.black, for: .widget))
        }
        let scale = device.scale * geometry.magnification
        return try renderCanvas(view, size: Size(width: geometry.width, height: geometry.heights.lowerBound),
                                cornerRadius: geometry.cornerRadius, margins: geometry.margins, scale: scale,
                                environment: environment, theme: themed)
    }

    /// `view` with the presentation's default background when it sets none (`activityBackgroundTint`).
    private func withDefaultBackground(_ view: AnyView, background: ActivityBackground,
                                       environment: EnvironmentValues) throws -> AnyView {
        let resolved = try resolveWidget(view, environment: environment, images: images)
        guard resolved.containerBackground == nil else { return view }
        return AnyView(view.containerBackground(backgroundColor(background, scheme: environment.colorScheme), for: .widget))
    }

    /// The regions of the expanded island laid out as docs/platform.md §8 describes, and its height.
    private func expandedLayout(_ island: DynamicIsland, width: Double, margins m: Insets, sensor: Double,
                                range: ClosedRange<Double>, environment: EnvironmentValues) throws -> (view: AnyView, height: Double) {
        let inner = width - m.leading - m.trailing
        let leading = island.regions(at: .leading), trailing = island.regions(at: .trailing)
        let center = island.regions(at: .center), bottom = island.regions(at: .bottom)
        // Leading and trailing share the width beside the camera in proportion to 1 + priority,
        // each keeping at least a quarter of it (ours).
        let weight = { (regions: [ErasedExpandedRegion]) in 1 + max(0, regions.map(\.priority).max() ?? 0) }
        let share = min(0.75, max(0.25, weight(leading) / (weight(leading) + weight(trailing))))
        let side = max(0, inner - sensor)
        let leadingWidth = (side * share).rounded(), trailingWidth = side - (side * share).rounded()
        // The center starts below the camera: the compact island's height from the island's top.
        let centerTop = max(0, ActivityPresentation.compactHeight - m.top)
        func stack(_ regions: [ErasedExpandedRegion]) -> AnyView {
            AnyView(VStack(spacing: 0) { ForEach(0..<regions.count) { regions[$0].view } })
        }
        func ideal(_ regions: [ErasedExpandedRegion], _ width: Double) throws -> Double {
            regions.isEmpty ? 0 : try idealHeight(stack(regions), width: width, environment: environment)
        }
        let top = max(try ideal(leading, leadingWidth), try ideal(trailing, trailingWidth),
                      center.isEmpty ? 0 : centerTop + (try ideal(center, sensor)))
        let bottomHeight = try ideal(bottom, inner)
        let height = clamp(m.top + top + bottomHeight + m.bottom, range)
        let view = AnyView(VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                stack(leading).frame(width: leadingWidth, height: top, alignment: .topLeading)
                VStack(spacing: 0) {
                    Color.clear.frame(height: centerTop)
                    stack(center)
                }.frame(width: sensor, height: top, alignment: .top)
                stack(trailing).frame(width: trailingWidth, height: top, alignment: .topTrailing)
            }
            stack(bottom).frame(width: inner, height: bottomHeight)
        }
        .frame(width: inner, height: max(0, height - m.top - m.bottom), alignment: .top)
        .padding(EdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing))
        .containerBackground(for: .widget) { islandBackground(island, capsule: false, theme: nil) })
        return (view, height)
    }

    /// Draws `view` on a canvas of `size` (outline of `cornerRadius`), through `theme` when given.
    package func renderCanvas(_ view: AnyView, size: Size, cornerRadius: Double, margins: Insets, scale: Double,
                              environment base: EnvironmentValues, theme: Theme?) throws -> Pixmap {
        var environment = base
        environment.widgetContentMargins = EdgeInsets(top: margins.top, leading: margins.leading,
                                                      bottom: margins.bottom, trailing: margins.trailing)
        let resolved = try resolveWidgetAndCode(view, environment: environment, images: images)
        let laidOut = try layout(resolved, on: Canvas(size: size, cornerRadius: cornerRadius, margins: margins, scale: scale))
        guard let theme else { return try paint(laidOut.list, images: laidOut.images, scale: scale, what: "presentation") }
        let shown = try themed(laidOut, of: resolved.widget, theme: theme, family: themeFamily(theme))
        return try paint(shown.list, images: shown.images, scale: scale, what: "presentation")
    }
}

/// The family whose treatment a theme gives a Live Activity's Lock Screen view: medium on Home
/// Screen themes (a full-width card with its background), else the theme's first family.
private func themeFamily(_ theme: Theme?) -> WidgetFamily {
    guard let theme else { return .systemMedium }
    return theme.families.contains(.systemMedium) ? .systemMedium : theme.families.first ?? .systemMedium
}

/// The island's black shape with its key line: the tint when set, else (ours) white at 15 % in a
/// dark appearance; a light appearance draws no key line (HIG: it separates the island from a dark background).
private func islandBackground(_ island: DynamicIsland, capsule: Bool, theme: Theme?) -> AnyView {
    let dark = theme?.colorScheme != .light
    let keyline = island.keyline ?? (dark ? Color(white: 1, opacity: 0.15) : nil)
    guard let keyline else { return AnyView(Color.black) }
    if capsule { return AnyView(ZStack { Color.black; Capsule().strokeBorder(keyline, lineWidth: 1) }) }
    return AnyView(ZStack { Color.black; RoundedRectangle(cornerRadius: 44).strokeBorder(keyline, lineWidth: 1) })
}

/// The system backgrounds of docs/platform.md §8 (ours where Apple names none): Lock Screen light
/// #F2F2F7, dark #1C1C1E; CarPlay #1C1C1E; the watch platter #242426; the island black.
private func backgroundColor(_ background: ActivityBackground, scheme: ColorScheme) -> Color {
    switch background {
    case .black: return .black
    case .smartStackPlatter: return Color(red: 0x24 / 255, green: 0x24 / 255, blue: 0x26 / 255)
    case .carPlay: return Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255)
    case .lockScreen:
        return scheme == .light ? Color(red: 0xF2 / 255, green: 0xF2 / 255, blue: 0xF7 / 255)
            : Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255)
    }
}

/// `defaults` with the edges `contentMargins(_:_:for:)` set for `mode` replaced (nil length: default).
private func margins(_ defaults: Insets, _ island: DynamicIsland, _ modes: Set<DynamicIslandMode>) -> Insets {
    var insets = defaults
    for change in island.margins where modes.contains(change.mode) {
        if change.edges.contains(.top) { insets.top = change.length.map(Double.init) ?? defaults.top }
        if change.edges.contains(.leading) { insets.leading = change.length.map(Double.init) ?? defaults.leading }
        if change.edges.contains(.bottom) { insets.bottom = change.length.map(Double.init) ?? defaults.bottom }
        if change.edges.contains(.trailing) { insets.trailing = change.length.map(Double.init) ?? defaults.trailing }
    }
    return insets
}

private func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    min(range.upperBound, max(range.lowerBound, value.isFinite ? value : range.lowerBound))
}
