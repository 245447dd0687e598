import Foundation
import WidgetRender

/// One contact-sheet section per Live Activity: rows are its presentations (with the device and
/// the canvas size in points), columns the appearances (light, dark, tinted by default).
extension SheetBuilder {
    static func activitySection(title: String, subtitle: String, renders: [RenderedActivityPresentation]) -> ContactSheet.Section {
        var rows: [(ActivityPresentation, Device)] = []
        for render in renders where !rows.contains(where: { $0.0 == render.presentation && $0.1 == render.device }) {
            rows.append((render.presentation, render.device))
        }
        var themes: [Theme] = []
        for render in renders where !themes.contains(render.theme) { themes.append(render.theme) }
        let cells = rows.map { presentation, device in
            themes.map { theme -> ContactSheet.Cell? in
                guard let render = renders.first(where: { $0.presentation == presentation && $0.device == device && $0.theme == theme })
                else { return nil }
                return ContactSheet.Cell(pixmap: render.pixmap, scale: device.scale, wallpaper: theme.wallpaper)
            }
        }
        let rowLabels = rows.enumerated().map { index, row in
            let pixmap = cells[index].compactMap { $0 }.first
            let size = pixmap.map { "\(points($0.pointSize.width)) × \(points($0.pointSize.height)) pt" } ?? ""
            return ContactSheet.Label(name: row.0.rawValue, detail: "\(row.1.id) · \(size)")
        }
        return ContactSheet.Section(title: title, subtitle: subtitle, rows: rowLabels,
                                    columns: themes.map { ContactSheet.Label(name: $0.name, detail: $0.colorScheme.rawValue) },
                                    cells: cells)
    }

    private static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
