import Foundation
import WidgetRender

/// Fills contact sheets: families × themes per widget and device, and the image-treatment
/// comparison (docs/platform.md §2) per image a widget uses.
enum SheetBuilder {
    /// One section per (widget, device) in matrix order; cells come from `cell`, run on `jobs` threads.
    static func sections(for subjects: [RenderSubject], matrix: RenderMatrix, jobs: Int, themesAsRows: Bool = false,
                         cell: @escaping (RenderJob) throws -> Pixmap) throws -> [ContactSheet.Section] {
        var sections: [ContactSheet.Section] = []
        try forEachSection(for: subjects, matrix: matrix, jobs: jobs, themesAsRows: themesAsRows, cell: cell) { sections.append($0) }
        return sections
    }

    /// Hands each section to `body` as soon as its cells are rendered, so a caller that writes
    /// pages as they fill holds one widget's renders at a time.
    ///
    /// Every widget shown on a device gets the same rows and columns: the families and themes of
    /// all the widgets on that device. A cell a widget cannot have is a labelled gap (the widget
    /// has no such family, the device does not offer it, the theme does not show it), never an error.
    /// Each environment-axes setting (Dynamic Type, locale …) gets its own sections, labelled in the subtitle.
    static func forEachSection(for subjects: [RenderSubject], matrix: RenderMatrix, jobs: Int, themesAsRows: Bool = false,
                               cell: @escaping (RenderJob) throws -> Pixmap,
                               _ body: (ContactSheet.Section) throws -> Void) throws {
        // Fails only when no widget has anything to render.
        let all = try matrix.jobs(for: subjects)
        for (device, axes) in unique(all.map { DeviceAxes(device: $0.device, axes: $0.axes) }).map({ ($0.device, $0.axes) }) {
            let onDevice = all.filter { $0.device == device && $0.axes == axes }
            let families = unique(subjects.flatMap(\.families).filter { family in onDevice.contains { $0.family == family } })
            let themes = unique(onDevice.map(\.theme)).sorted { (Theme.order(of: $0), $0.name) < (Theme.order(of: $1), $1.name) }
            for subject in subjects {
                let group = onDevice.filter { $0.subject.name == subject.name && $0.subject.entry == subject.entry }
                // Not listed on a device it is not drawn on: its spec names other devices, or the
                // device offers none of its families (a watch widget beside iPhone widgets).
                if group.isEmpty, (matrix.device == nil && !subject.devices.isEmpty && !subject.devices.contains(device))
                    || !subject.families.contains(where: { device.sizes[$0] != nil }) { continue }
                let pixmaps = try renderCells(group, jobs: jobs, cell: cell)
                func cellFor(_ family: WidgetFamily, _ theme: Theme) -> ContactSheet.Cell? {
                    guard let index = group.firstIndex(where: { $0.family == family && $0.theme == theme }) else { return nil }
                    return ContactSheet.Cell(pixmap: pixmaps[index], scale: device.scale, wallpaper: theme.wallpaper)
                }
                func gapFor(_ family: WidgetFamily, _ theme: Theme) -> String? {
                    if !subject.families.contains(family) { return "no \(family.description) in this widget" }
                    if device.sizes[family] == nil { return "not on \(device.displayName)" }
                    return theme.families.contains(family) ? nil : "not shown"
                }
                let familyLabels = families.map { ContactSheet.Label(name: $0.description, detail: sizeLabel(device.sizes[$0] ?? .zero)) }
                let themeLabels = themes.map { ContactSheet.Label(name: $0.name, detail: themeSummary($0)) }
                var section = ContactSheet.Section(
                    title: title(subject),
                    subtitle: axes.isDefault ? subtitle(subject, device) : "\(axes.name) · " + subtitle(subject, device),
                    rows: themesAsRows ? themeLabels : familyLabels,
                    columns: themesAsRows ? familyLabels : themeLabels,
                    cells: themesAsRows ? themes.map { theme in families.map { cellFor($0, theme) } }
                        : families.map { family in themes.map { cellFor(family, $0) } })
                // Same tiles for every widget on the device, gaps included: sized by the families.
                let pad = 2 * ContactSheet.tilePadding
                let familySizes = families.map { device.sizes[$0] ?? .zero }
                let measured = ContactSheet(sections: [section])
                section.fixedTileWidth = max((familySizes.map(\.width).max() ?? 0) + pad, measured.tileWidth(section))
                section.fixedRowHeights = zip(themesAsRows ? themes.map { _ in (familySizes.map(\.height).max() ?? 0) + pad }
                    : familySizes.map { $0.height + pad }, measured.rowHeights(section)).map { max($0, $1) }
                section.gapNotes = themesAsRows ? themes.map { theme in families.map { gapFor($0, theme) } }
                    : families.map { family in themes.map { gapFor(family, $0) } }
                try body(section)
            }
        }
    }

    /// The five `widgetAccentedRenderingMode` values side by side for every asset image the widget
    /// shows (in any family, full color or accented): rows are a full-color reference and the
    /// accented themes of the device's platform, each cell the image alone, fitted in the family.
    static func treatmentSections(for subject: RenderSubject, device chosen: Device?) throws -> [ContactSheet.Section] {
        let device = chosen ?? subject.devices.first ?? Device.iPhone
        let platformThemes = Theme.defaults(for: device)
        let themes = platformThemes.filter { $0.renderingMode == .fullColor }.prefix(1)
            + platformThemes.filter { $0.renderingMode == .accented }
        var names = Set<String>()
        for family in subject.families where device.sizes[family] != nil {
            for mode in [WidgetRenderingMode.fullColor, .accented] {
                var environment = subject.environment()
                environment.widgetRenderingMode = mode
                let widget = try subject.renderer.resolve(subject.makeView(family), family: family, device: device,
                                                          environment: environment)
                names.formUnion(widget.images.keys.filter { $0.hasPrefix("asset:") }.map { String($0.dropFirst(6)) })
            }
        }
        let treatments: [(name: String, detail: String, mode: WidgetAccentedRenderingMode?)] = [
            ("none", "silhouette, default group", nil), ("accented", "silhouette, accent group", .accented),
            ("desaturated", "luminance, default group", .desaturated),
            ("accentedDesaturated", "luminance, accent group", .accentedDesaturated),
            ("fullColor", "as authored", .fullColor),
        ]
        return try names.sorted().map { name in
            let rows = try themes.map { theme -> [ContactSheet.Cell?] in
                guard let family = theme.families.first(where: { device.sizes[$0] != nil }) else {
                    return treatments.map { _ in nil }
                }
                return try treatments.map { treatment in
                    let view = Image(name).resizable().widgetAccentedRenderingMode(treatment.mode)
                        .aspectRatio(contentMode: .fit)
                        .containerBackground(for: .widget) { Color.clear }
                    let pixmap = try subject.renderer.render(.view(view, family: family, device: device, theme: theme,
                                                             environment: subject.environment()))
                    return ContactSheet.Cell(pixmap: pixmap, scale: device.scale, wallpaper: theme.wallpaper)
                }
            }
            return ContactSheet.Section(
                title: "\(subject.title) · image “\(name)”", subtitle: "the five image treatments · " + subtitle(subject, device),
                rows: themes.map { ContactSheet.Label(name: $0.name, detail: themeSummary($0)) },
                columns: treatments.map { ContactSheet.Label(name: $0.name, detail: $0.detail) },
                cells: rows)
        }
    }

    private static func renderCells(_ jobs: [RenderJob], jobs workers: Int,
                                    cell: @escaping (RenderJob) throws -> Pixmap) throws -> [Pixmap] {
        try ResultSlots<Pixmap>.run(count: jobs.count, workers: workers) { try cell(jobs[$0]) }
            .collect { index, error in CLIError("\(jobs[index].relativePath): \(error)") }
    }

    private struct DeviceAxes: Equatable { let device: Device; let axes: EnvironmentAxes }

    private static func unique<T: Equatable>(_ items: [T]) -> [T] {
        items.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    private static func title(_ subject: RenderSubject) -> String {
        subject.entry == "default" ? subject.title : "\(subject.title) · \(subject.entry)"
    }

    private static func subtitle(_ subject: RenderSubject, _ device: Device) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return "\(subject.name) · \(device.displayName) @\(format(device.scale))x · "
            + "rendered \(formatter.string(from: subject.renderDate)) · \(subject.source)"
    }

    private static func themeSummary(_ theme: Theme) -> String {
        "\(theme.renderingMode.rawValue) · \(theme.platform.rawValue) · \(theme.colorScheme.rawValue)"
    }

    private static func sizeLabel(_ size: Size) -> String { "\(format(size.width)) × \(format(size.height)) pt" }

    private static func format(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }
}
