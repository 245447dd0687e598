import Foundation
import WidgetViews
import WidgetKitLayer
import WidgetAppearance

// The requests that run a whole widget: its provider (under the options' time budget), then its
// content for each selected entry with the entry's date as "now". Performed by
// WidgetRendering.swift, WidgetFilmstrip.swift and WidgetMatrix.swift.

extension RenderRequest where Output == Pixmap {
    /// The pixels of one entry of `widget` (by default the first timeline entry: what the widget
    /// shows when it is added) in `family` on `device`, as `theme` shows it (nil: plain full color).
    /// Throws a `WidgetRunError` when the widget does not support `family`, or its provider throws,
    /// hangs past the budget or returns no such entry.
    public static func widget<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                         theme: Theme? = nil, entry: WidgetEntrySelection = .timelineEntry(0),
                                         options: WidgetRenderOptions = WidgetRenderOptions()) -> Self {
        RenderRequest(device: device, family: family, theme: theme, environment: options.environment) { renderer in
            try renderer.render(widget, family: family, device: device, theme: theme, entry: entry, options: options)
        }
    }

    /// `widget`'s timeline (or the entries `entries` selects) as one image: the entries left to
    /// right at their true size, labelled with index, date and relevance, under a title line.
    /// Throws what `.timeline` throws, and past the canvas limit.
    public static func filmstrip<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                            theme: Theme? = nil, entries: WidgetEntrySelection = .timeline,
                                            options: WidgetRenderOptions = WidgetRenderOptions()) -> Self {
        RenderRequest(device: device, family: family, theme: theme, environment: options.environment) { renderer in
            try renderer.renderFilmstrip(widget, family: family, device: device, theme: theme, entries: entries, options: options)
        }
    }

    /// The filmstrip of an already rendered timeline (a `.timeline` request's output), at its
    /// device's scale. Throws past the canvas limit.
    public static func filmstrip(of result: WidgetRenderResult) -> Self {
        RenderRequest(device: result.device, family: result.family, theme: result.theme,
                      environment: EnvironmentValues()) { renderer in
            try renderer.filmstrip(of: result)
        }
    }
}

extension RenderRequest where Output == WidgetRenderResult {
    /// One pixmap per entry of `widget`'s timeline (`entries: .timeline`, the default) or of another
    /// selection, with the timeline's reload policy and the warnings collected. Throws a
    /// `WidgetRunError` as `.widget` does.
    public static func timeline<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                           theme: Theme? = nil, entries: WidgetEntrySelection = .timeline,
                                           options: WidgetRenderOptions = WidgetRenderOptions()) -> Self {
        RenderRequest(device: device, family: family, theme: theme, environment: options.environment) { renderer in
            try renderer.renderTimeline(widget, family: family, device: device, theme: theme, entries: entries, options: options)
        }
    }
}

extension RenderRequest where Output == [WidgetRenderResult] {
    /// `widget` in every family it supports × every theme in `themes` (each on `device`, or on the
    /// theme's `Device.default(for:)`), with the entries `entries` selects: one result per cell, in
    /// family order then theme order. A family a theme or its device does not show is left out of
    /// that theme's row; a widget none of whose families any theme shows is a `WidgetRunError`, as
    /// is a provider that fails. The provider runs once per family and device.
    public static func matrix<W: Widget>(_ widget: W, device: Device? = nil, themes: [Theme] = Theme.builtIn,
                                         entries: WidgetEntrySelection = .timeline,
                                         options: WidgetRenderOptions = WidgetRenderOptions()) -> Self {
        RenderRequest(device: device, theme: nil, environment: options.environment) { renderer in
            try renderer.renderMatrix(widget, device: device, themes: themes, entries: entries, options: options)
        }
    }

    /// The matrix of every widget of `bundle`, in the bundle's order (see `.matrix(_:device:themes:entries:options:)`).
    public static func matrix<B: WidgetBundle>(_ bundle: B, device: Device? = nil, themes: [Theme] = Theme.builtIn,
                                               entries: WidgetEntrySelection = .timeline,
                                               options: WidgetRenderOptions = WidgetRenderOptions()) -> Self {
        RenderRequest(device: device, theme: nil, environment: options.environment) { renderer in
            try renderer.renderMatrix(bundle, device: device, themes: themes, entries: entries, options: options)
        }
    }
}
