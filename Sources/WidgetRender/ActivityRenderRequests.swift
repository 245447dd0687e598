import Foundation
import WidgetViews
import WidgetKitLayer
import WidgetPreviews
import WidgetAppearance

// The requests that draw a Live Activity: one presentation (ActivityRendering.swift), every
// presentation (ActivityPresentations.swift), or a preview's content states
// (ActivityPreviewRendering.swift).

extension RenderRequest where Output == Pixmap {
    /// The pixels of `widget` (a Live Activity) in `presentation` on `device`, for `attributes` and
    /// `content`; `content.staleDate` against the environment's render date sets `isStale`.
    /// `theme` gives the Lock Screen and StandBy views their appearance (light, dark, tinted); the
    /// island, CarPlay, watch and menu-bar presentations are always dark, as the system draws them.
    /// Throws when `widget` has no activity configuration for `A` or the device does not show the
    /// presentation.
    public static func activity<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, content: ActivityContent<A.ContentState>, presentation: ActivityPresentation,
        device: Device = .iPhone, theme: Theme? = nil, environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, theme: theme, environment: environment) { renderer in
            try renderer.renderActivity(widget, attributes: attributes, content: content, presentation: presentation,
                                        device: device, theme: theme, environment: environment)
        }
    }

    /// `.activity(_:attributes:content:…)` with a state that never goes stale.
    public static func activity<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, state: A.ContentState, presentation: ActivityPresentation,
        device: Device = .iPhone, theme: Theme? = nil, environment: EnvironmentValues = EnvironmentValues()) -> Self {
        activity(widget, attributes: attributes, content: ActivityContent(state: state, staleDate: nil),
                 presentation: presentation, device: device, theme: theme, environment: environment)
    }

    /// Content state `index` (0-based) of a Live Activity preview (an `.activityStates(of:)`
    /// request's output) in its presentation on `device`, in `theme`. Throws a `WidgetPreviewError`
    /// when the preview has no such state.
    public static func activityState(_ states: ActivityPreviewStates, at index: Int, device: Device, theme: Theme?,
                                     environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, theme: theme, environment: environment) { renderer in
            try renderer.renderActivityState(states, at: index, device: device, theme: theme, environment: environment)
        }
    }
}

extension RenderRequest where Output == [RenderedActivityPresentation] {
    /// Every presentation of a Live Activity in every theme: the ones `device` shows (an iPhone by
    /// default), then the watch Smart Stack on `watch` and the menu bar and expanded view on the
    /// Mac (nil: not drawn). Presentation order, then theme order (nil themes: ios.light, ios.dark,
    /// ios.tinted(blue)); what one contact sheet per activity shows. Throws as `.activity` does.
    public static func activityPresentations<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, content: ActivityContent<A.ContentState>, device: Device = .iPhone,
        watch: Device? = Device.default(for: .watchos), mac: Device? = Device.default(for: .macos),
        themes: [Theme]? = nil, environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, theme: nil, environment: environment) { renderer in
            try renderer.renderActivityPresentations(widget, attributes: attributes, content: content, device: device,
                                                     watch: watch, mac: mac, themes: themes, environment: environment)
        }
    }
}

extension RenderRequest where Output == ActivityPreviewStates {
    /// A Live Activity preview's widget and content states, evaluated once (under the provider
    /// budget) for `.activityState` requests to draw. Throws a `WidgetPreviewError` for any other
    /// kind of preview, and a `RenderError` for attributes of another type than the activity's.
    public static func activityStates(of preview: WidgetPreview) -> Self {
        RenderRequest(device: nil, theme: nil, environment: EnvironmentValues()) { renderer in
            try renderer.activityStates(of: preview)
        }
    }
}
