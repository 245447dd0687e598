import Foundation
import WidgetRender

/// One contact-sheet section per control: rows are its presentations per device (with the canvas
/// size), columns the off and on states per appearance, on the dark wallpaper (Control Center draws
/// over a dark blur) or the appearance's own.
extension SheetBuilder {
    static func controlSection(title: String, subtitle: String, renders: [RenderedControlPresentation]) -> ContactSheet.Section {
        var rows: [(ControlPresentation, Device)] = []
        for render in renders where !rows.contains(where: { $0.0 == render.presentation && $0.1 == render.device }) {
            rows.append((render.presentation, render.device))
        }
        // Columns: off and on, per appearance in the order rendered (the default one first).
        var columns: [(theme: Theme?, isOn: Bool)] = []
        for render in renders where !columns.contains(where: { $0.theme == render.theme && $0.isOn == render.isOn }) {
            columns.append((render.theme, render.isOn))
        }
        let cells = rows.map { presentation, device in
            columns.map { column -> ContactSheet.Cell? in
                guard let render = renders.first(where: { $0.presentation == presentation && $0.device == device
                                                          && $0.isOn == column.isOn && $0.theme == column.theme })
                else { return nil }
                return ContactSheet.Cell(pixmap: render.pixmap, scale: device.scale, wallpaper: column.theme?.wallpaper ?? .iosDark)
            }
        }
        let labels = rows.enumerated().map { index, row -> ContactSheet.Label in
            let size = cells[index].compactMap { $0 }.first.map { "\(format($0.pointSize.width)) × \(format($0.pointSize.height)) pt" }
            return ContactSheet.Label(name: row.0.rawValue, detail: "\(row.1.id) · \(size ?? "")")
        }
        return ContactSheet.Section(title: title, subtitle: subtitle, rows: labels,
                                    columns: columns.map { .init(name: $0.isOn ? "on" : "off",
                                                                 detail: $0.theme?.name ?? "isOn \($0.isOn)") },
                                    cells: cells)
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
