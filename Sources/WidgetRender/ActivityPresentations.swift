import Foundation
import WidgetGeometry
import WidgetViews
import WidgetKitLayer
import WidgetAppearance

/// One presentation of a Live Activity as an `.activityPresentations` render request draws it.
public struct RenderedActivityPresentation: Sendable {
    public let presentation: ActivityPresentation
    public let device: Device
    public let theme: Theme
    public let pixmap: Pixmap
}

extension WidgetRenderer {
    /// Every presentation of a Live Activity in every theme: the ones `device` shows (an iPhone by
    /// default), then the watch Smart Stack on `watch` and the menu bar and expanded view on the
    /// Mac. Presentation order, then theme order (nil themes: ios.light, ios.dark, ios.tinted(blue)); what one contact sheet per activity shows.
    func renderActivityPresentations<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, content: ActivityContent<A.ContentState>, device: Device = .iPhone,
        watch: Device? = Device.default(for: .watchos), mac: Device? = Device.default(for: .macos),
        themes: [Theme]? = nil,
        environment: EnvironmentValues = EnvironmentValues()) throws -> [RenderedActivityPresentation] {
        try renderActivityPresentations(try widget.configuredActivity(), attributes: attributes, content: content,
                                        device: device, watch: watch, mac: mac, themes: themes, environment: environment)
    }

    /// `renderActivityPresentations` for an `ActivityConfiguration` that no `Widget` type holds (a
    /// spec's activity); `name` stands for the widget type in error messages.
    package func renderActivityPresentations<C: WidgetConfiguration, A: ActivityAttributes>(
        configuration: C, named name: String, attributes: A, content: ActivityContent<A.ContentState>,
        device: Device = .iPhone, watch: Device? = Device.default(for: .watchos), mac: Device? = Device.default(for: .macos),
        themes: [Theme]? = nil, environment: EnvironmentValues = EnvironmentValues()) throws -> [RenderedActivityPresentation] {
        guard let activity = configuredActivity(configuration, widgetType: name) else {
            throw WidgetRunError(kind: name, widgetType: name, family: nil, reason: .noConfiguration)
        }
        return try renderActivityPresentations(activity, attributes: attributes, content: content, device: device,
                                               watch: watch, mac: mac, themes: themes, environment: environment)
    }

    private func renderActivityPresentations<A: ActivityAttributes>(
        _ activity: ConfiguredActivity, attributes: A, content: ActivityContent<A.ContentState>, device: Device,
        watch: Device?, mac: Device?, themes: [Theme]?, environment: EnvironmentValues) throws -> [RenderedActivityPresentation] {
        // Default: light, dark and the tinted Home Screen (ios.tinted(blue)).
        let themes = try themes ?? [.iosLight, .iosDark, try Theme(named: "ios.tinted(blue)")]
        var places = ActivityPresentation.offered(on: device).map { ($0, device) }
        if let watch { places += ActivityPresentation.offered(on: watch).map { ($0, watch) } }
        if let mac { places += ActivityPresentation.offered(on: mac).map { ($0, mac) } }
        return try places.flatMap { presentation, place in
            try themes.map { theme in
                RenderedActivityPresentation(
                    presentation: presentation, device: place, theme: theme,
                    pixmap: try renderActivity(activity, attributes: attributes, content: content, presentation: presentation,
                                               device: place, theme: theme, environment: environment))
            }
        }
    }
}
