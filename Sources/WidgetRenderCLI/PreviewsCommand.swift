import ArgumentParser
import Foundation
import WidgetRender
import WidgetSnapshot

/// `widget-render previews DIR`: one contact sheet per preview from the images a preview run wrote
/// (`swift package render-widgets`, or a test calling `assertWidgetPreviewSnapshots` with
/// `WIDGET_RENDER_PREVIEWS_OUT=DIR`). The CLI cannot run a widget target's code itself: previews are
/// rendered by the target's tests, in the target's own process, and drawn into sheets here.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Draw one contact sheet per #Preview from the images of a preview run (see docs/previews.md).",
        discussion: "Reads DIR/previews.json; writes DIR/<preview>.sheet.png: entries as rows, themes as columns."
    )

    @Argument(help: "The folder holding previews.json and the preview images.")
    var directory: String

    func run() throws {
        try CLIError.reporting {
            let folder = URL(fileURLWithPath: directory, isDirectory: true)
            let manifestURL = folder.appendingPathComponent(PreviewImageManifest.fileName)
            guard let data = try? Data(contentsOf: manifestURL) else {
                throw CLIError("no \(PreviewImageManifest.fileName) in \(folder.path): run `swift package render-widgets --target <widget target>` first")
            }
            let manifest = try JSONDecoder().decode(PreviewImageManifest.self, from: data)
            let renderer = try WidgetRenderer()
            for preview in manifest.previews {
                let url = folder.appendingPathComponent("\(preview.id).sheet.png")
                try PreviewSheet.sheet(for: preview, in: folder).writePNG(to: url, renderer: renderer)
                print("wrote \(url.path)")
            }
        }
    }
}

/// One preview's contact sheet: a row per snapshot (timeline entry), a column per theme.
enum PreviewSheet {
    static func sheet(for preview: PreviewImageManifest.Preview, in folder: URL) throws -> ContactSheet {
        var themes: [(name: String, device: String)] = []
        for image in preview.snapshots.flatMap(\.images) where !themes.contains(where: { $0 == (image.theme, image.device) }) {
            themes.append((image.theme, image.device))
        }
        let cells = try preview.snapshots.map { snapshot in
            try themes.map { theme -> ContactSheet.Cell? in
                guard let image = snapshot.images.first(where: { $0.theme == theme.name && $0.device == theme.device }) else { return nil }
                let pixmap = try Pixmap(pngData: try Data(contentsOf: folder.appendingPathComponent(image.path)))
                // A control's "default" appearance is Control Center's, drawn over a dark blur.
                let wallpaper = image.theme == "default" ? Wallpaper.iosDark : try Theme(named: image.theme).wallpaper
                return ContactSheet.Cell(pixmap: pixmap, scale: image.scale, wallpaper: wallpaper)
            }
        }
        let place = preview.fileID.map { file in preview.line.map { "\(file):\($0)" } ?? file } ?? "unknown place"
        return ContactSheet(sections: [ContactSheet.Section(
            title: preview.title,
            subtitle: "\(preview.kind) preview · \(preview.family) · \(place)",
            rows: preview.snapshots.map { ContactSheet.Label(name: $0.label, detail: $0.detail) },
            columns: themes.map { ContactSheet.Label(name: $0.name, detail: $0.device) },
            cells: cells)])
    }
}
