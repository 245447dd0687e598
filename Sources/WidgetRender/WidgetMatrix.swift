import Foundation
import WidgetViews
import WidgetKitLayer
import WidgetAppearance

extension WidgetRenderer {
    /// `widget` in every family it supports × every theme in `themes` (each on `device`, or on the
    /// theme's `Device.default(for:)`), with the entries `entries` selects: one result per cell, in
    /// family order then theme order. A family a theme or its device does not show is left out of
    /// that theme's row (a Lock Screen theme has no systemLarge); a widget none of whose families any
    /// theme shows is an error. The provider runs once per family and device.
    func renderMatrix<W: Widget>(_ widget: W, device: Device? = nil, themes: [Theme] = Theme.builtIn,
                                 entries: WidgetEntrySelection = .timeline,
                                 options: WidgetRenderOptions = WidgetRenderOptions()) throws -> [WidgetRenderResult] {
        let configured = try widget.configured()
        let cells = try matrixCells(configured, device: device, themes: themes)
        var results: [WidgetRenderResult] = []
        for group in cells {
            let run = try timelineViews(configured, family: group.family, device: group.device, themes: group.themes,
                                        selection: entries, options: options)
            for theme in group.themes {
                // Each entry resolved once per theme, the theme's environment being part of what it resolves in.
                results.append(try renderEntries(run, of: configured, family: group.family, device: group.device,
                                                 theme: theme, selection: entries, options: options))
            }
        }
        return results
    }

    /// `renderMatrix` of every widget of `bundle`, in the bundle's order.
    func renderMatrix<B: WidgetBundle>(_ bundle: B, device: Device? = nil, themes: [Theme] = Theme.builtIn,
                                       entries: WidgetEntrySelection = .timeline,
                                       options: WidgetRenderOptions = WidgetRenderOptions()) throws -> [WidgetRenderResult] {
        try bundle.widgets.flatMap { widget in
            try renderMatrix(widget, device: device, themes: themes, entries: entries, options: options)
        }
    }

    /// The (family, device) groups of a matrix with the themes that show each; throws when empty.
    package func matrixCells(_ configured: ConfiguredWidget, device: Device?, themes: [Theme]) throws
        -> [(family: WidgetFamily, device: Device, themes: [Theme])] {
        var groups: [(family: WidgetFamily, device: Device, themes: [Theme])] = []
        var allFamilies: [WidgetFamily] = []
        for theme in themes {
            for family in configured.supportedFamilies(on: device?.widgetPlatform ?? theme.platform) where !allFamilies.contains(family) {
                allFamilies.append(family)
            }
        }
        for family in WidgetFamily.allCases where allFamilies.contains(family) {
            for theme in themes where theme.families.contains(family) {
                // Each family on a device that offers it (an iPad for systemExtraLarge), as golden suites pick.
                for themeDevice in Device.devices(drawing: family, for: theme, among: device.map { [$0] })
                where configured.supportedFamilies(on: themeDevice.widgetPlatform).contains(family) {
                    if let index = groups.firstIndex(where: { $0.family == family && $0.device == themeDevice }) {
                        groups[index].themes.append(theme)
                    } else {
                        groups.append((family, themeDevice, [theme]))
                    }
                }
            }
        }
        guard !groups.isEmpty else {
            throw WidgetRunError(kind: configured.traits.kind, widgetType: configured.widgetType, family: nil,
                                 reason: .noThemeShowsFamilies(families: allFamilies, themes: themes.map(\.name)))
        }
        return groups
    }
}
