import Foundation
import WidgetViews
import WidgetKitLayer
import WidgetPreviews
import WidgetAppearance

// The requests that draw a control (ControlRendering.swift): one presentation and state, or every
// presentation of a control or of a control preview.

extension RenderRequest where Output == Pixmap {
    /// The pixels of `control` in `presentation` on `device`, the toggle `isOn` (nil: the
    /// provider's preview value). `theme`: an accented (tinted) appearance of the device's platform
    /// gives an on control the theme's accent color in place of its own tint (docs/platform.md §8,
    /// Controls). Throws when the control's body is empty or the device does not show the presentation.
    public static func control<C: ControlWidget>(_ control: C, presentation: ControlPresentation, device: Device = .iPhone,
                                                 isOn: Bool? = nil, theme: Theme? = nil,
                                                 environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, theme: theme, environment: environment) { renderer in
            try renderer.renderControl(control, presentation: presentation, device: device, isOn: isOn, theme: theme,
                                       environment: environment)
        }
    }
}

extension RenderRequest where Output == [RenderedControlPresentation] {
    /// Every presentation of `control` on each device (iPhone, Mac, watch by default), off then on;
    /// then on again under each of `themes` of the device's platform (nil: the default appearance).
    /// Throws as `.control` does.
    public static func controlPresentations<C: ControlWidget>(
        _ control: C, devices: [Device] = [.iPhone, Device.default(for: .macos), Device.default(for: .watchos)],
        themes: [Theme?] = [nil], environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: nil, theme: nil, environment: environment) { renderer in
            try renderer.renderControlPresentations(control, devices: devices, themes: themes, environment: environment)
        }
    }

    /// A control preview (`WidgetPreview.gallery(of:)` for a `ControlWidget`) in every presentation,
    /// off and on, as `.controlPresentations(_:devices:themes:environment:)` draws a control. Throws a
    /// `WidgetPreviewError` for any other preview.
    public static func controlPresentations(of preview: WidgetPreview) -> Self {
        RenderRequest(device: nil, theme: nil, environment: EnvironmentValues()) { renderer in
            try renderer.controlPresentations(of: preview)
        }
    }
}
