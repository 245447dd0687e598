import Foundation
import WidgetViews
import WidgetDisplayList
import WidgetAppearance

// The requests that draw a view: in a widget family on a device (the widget's outline, margins
// and background), on its own at a size, or only laid out. Performed by WidgetRenderer.swift and
// ViewRendering.swift.

extension RenderRequest where Output == Pixmap {
    /// The pixels of `view` as a widget of `family` on `device`, at the device's scale: premultiplied
    /// RGBA8, clipped to the widget's continuous-corner outline. With a `theme` the view sees the
    /// theme's environment (`Theme.environment(for:base:)`) and the theme redraws it (docs/appearance.md);
    /// nil draws it in plain full color. A caller with a theme's name passes `try Theme(named:)`.
    /// Throws when the device has no such family or the theme does not show it, and `LimitExceeded`
    /// past the renderer's node or canvas limits.
    public static func view<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                     theme: Theme? = nil, environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, family: family, theme: theme, environment: environment) { renderer in
            guard let theme else { return try renderer.render(view, family: family, device: device, environment: environment) }
            return try renderer.render(view, family: family, device: device, theme: theme, environment: environment)
        }
    }

    /// The pixels of `view` on its own: no widget, device, margins, corner clip or background, so
    /// what the view leaves empty stays transparent. It sees `environment` (its color scheme,
    /// Dynamic Type size, locale …) with `displayScale` set to `scale`. A canvas is whole pixels:
    /// a size that is not is rounded up and the view centered in it, as the widget content is.
    /// Throws a `ViewSizeError` for a size or scale that gives no canvas.
    public static func view<V: View>(_ view: V, size: ViewSize, scale: CGFloat = 3,
                                     environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: nil, theme: nil, environment: environment) { renderer in
            try renderer.render(view, size: size, scale: scale, environment: environment)
        }
    }

    /// The pixels of a themed display list (a `.layout(_:family:device:theme:environment:)` request's
    /// output) at `device`'s scale: what `.view(_:family:device:theme:environment:)` draws, in two
    /// steps so a caller can read or hash the list between them. Throws past the canvas limit.
    public static func painting(_ themed: ThemedList, device: Device) -> Self {
        RenderRequest(device: device, theme: nil, environment: EnvironmentValues()) { renderer in
            try renderer.render(themed, device: device)
        }
    }
}

extension RenderRequest where Output == DisplayList {
    /// The laid-out display list of `view` as a widget of `family` on `device`: absolute frames in
    /// points, each op tagged with its group. Throws when the device has no such family.
    public static func layout<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                       environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, family: family, theme: nil, environment: environment) { renderer in
            try renderer.layout(view, family: family, device: device, environment: environment)
        }
    }
}

extension RenderRequest where Output == ThemedList {
    /// The display list of `view` as `theme` shows it, with the extra pixmaps (wallpaper crops) it
    /// references: the view sees the theme's environment, and the laid-out list is redrawn by the
    /// theme. Throws when the theme does not show `family`.
    public static func layout<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                       theme: Theme, environment: EnvironmentValues = EnvironmentValues()) -> Self {
        RenderRequest(device: device, family: family, theme: theme, environment: environment) { renderer in
            try renderer.layout(view, family: family, device: device, theme: theme, environment: environment)
        }
    }
}
