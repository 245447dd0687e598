import Foundation
import WidgetRender
import Yams

// WidgetSpec: the YAML / JSON widget spec format, lowered to DSL views.
//
// Glossary
// - Spec file: YAML or JSON (one parser: JSON is YAML's flow syntax) holding widgets, their
//   families, timeline entries, reusable components, devices, themes and the render date.
// - SpecValue: a YAML node with its file and mark; every accessor throws a `SpecError` that
//   names file:line:column.
// - ViewCatalog / ModifierCatalog: the one list of view and modifier names the parser accepts;
//   the JSON Schema (`SpecSchema`) and the docs are generated or checked from it.
// - Lowering: a parsed view becomes a closure from (environment, entry values) to DSL views
//   (`AnyView` trees of the public WidgetViews API), so a spec renders exactly like Swift code.
// - Entry: one data state of a widget (WidgetKit's timeline entry): a date and template values
//   substituted into `{{variable}}` placeholders.

/// A parsed and validated spec file.
///
/// `@unchecked Sendable`: all stored values are immutable after parsing; the widgets' lowering
/// closures capture only parsed values and create fresh views on every call.
package struct WidgetSpec: @unchecked Sendable {
    /// The file as named by the caller (used in every error message).
    package let file: String
    /// The default render date of every entry that sets none (2025-06-09 17:41 UTC unless given).
    package let renderDate: Date
    /// Devices the file names; empty means each theme on its platform's default device (`Device.default(for:)`).
    package let devices: [Device]
    /// Themes to render in; empty means the built-in themes of each device's platform (the caller decides).
    package let themes: [Theme]
    package let widgets: [SpecWidget]
    /// Where `Image: name` looks: the spec's `assets` folder (relative to the file), then the bundled images.
    package let images: AssetImages
    /// `assetCatalog: path/Assets.xcassets` (relative to the file): images, colors and symbols of the
    /// widget extension's catalog; checked to exist here, read by the renderer.
    package let assetCatalog: AssetCatalog?
    /// `symbols: {name: file.svg}`: custom symbols the spec's widgets draw with `Image: {systemName: name}`.
    package let symbols: CustomSymbols

    /// Reads and validates a spec file (`.yaml`, `.yml` or `.json`).
    /// - Parameter assetCatalog: a catalog that replaces the file's `assetCatalog` (`--assets`).
    package init(contentsOf url: URL, displayName: String? = nil, assetCatalog: URL? = nil) throws {
        let name = displayName ?? url.path
        let source: String
        do {
            source = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SpecError(file: name, line: 0, column: 0, message: "cannot read the spec file (\(error.localizedDescription))")
        }
        try self.init(source: source, file: name, directory: url.deletingLastPathComponent(), assetCatalog: assetCatalog)
    }

    /// Parses `source`; `directory` is where relative asset paths start.
    package init(source: String, file: String, directory: URL, assetCatalog override: URL? = nil) throws {
        let root = try SpecDocument.compose(source, file: file)
        // `$schema` points editors at docs/spec.schema.json; the parser needs nothing from it.
        let fields = try root.fields(for: "spec", allowed: ["$schema", "renderDate", "assets", "assetCatalog", "symbols", "devices",
                                                            "themes", "components", "widgets"])
        self.file = file
        renderDate = try fields["renderDate"].map { value -> Date in
            let text = try value.string(for: "renderDate")
            guard let date = SpecDate.isoDate(text) else {
                throw value.error("'renderDate': \"\(text)\" is not an ISO 8601 date like 2025-06-09T17:41:00Z")
            }
            return date
        } ?? EnvironmentValues.defaultRenderDate
        var images = try AssetImages.bundled()
        if let assets = fields["assets"] {
            let folder = directory.appendingPathComponent(try assets.string(for: "assets"))
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw assets.error("assets folder '\(folder.path)' does not exist")
            }
            images = images.adding(directories: [folder])
        } else {
            images = images.adding(directories: [directory])
        }
        self.images = images
        var symbols = CustomSymbols()
        if let table = fields["symbols"] {
            guard table.isMapping else { throw table.typeError("a mapping of symbol names to SVG files", for: "symbols") }
            for (key, _, value) in try table.entries(for: "symbols") {
                let path = try value.string(for: "symbols.\(key)")
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
                do { try symbols.register(key, contentsOf: url) } catch let error as CustomSymbolError {
                    throw value.error("symbol '\(key)': \(error.message)")
                }
            }
        }
        var parsingImages: any ImageProviding = images
        if let override {
            do { assetCatalog = try AssetCatalog(contentsOf: override) } catch {
                throw SpecError(file: file, line: 0, column: 0, message: "--assets: \(error)")
            }
        } else if let value = fields["assetCatalog"] {
            let path = try value.string(for: "assetCatalog")
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            do { assetCatalog = try AssetCatalog(contentsOf: url) } catch { throw value.error("\(error)") }
        } else {
            assetCatalog = nil
        }
        if let assetCatalog {
            // The catalog's images are names the spec may use; its symbol sets are custom symbols.
            parsingImages = CatalogFirstImages(catalog: assetCatalog, fallback: images)
        }
        self.symbols = assetCatalog.map { $0.symbols.merging(symbols) } ?? symbols
        devices = try fields["devices"].map { list in
            try list.items().map { item in
                let id = try item.string(for: "devices")
                guard let device = Device.all.first(where: { $0.id == id }) else {
                    throw item.error("unknown device '\(id)'" + Suggestion.hint(for: id, in: Device.all.map(\.id)))
                }
                return device
            }
        } ?? []
        themes = try fields["themes"].map { list in try list.items().map(SpecDocument.theme) } ?? []
        let components = try fields["components"].map(SpecDocument.components) ?? [:]
        guard let widgetList = fields["widgets"] else { throw root.error("a spec needs 'widgets' (a list of widgets)") }
        guard widgetList.isSequence else { throw widgetList.typeError("a list of widgets", for: "widgets") }
        var widgets: [SpecWidget] = []
        for item in widgetList.items() {
            let widget = try SpecWidget(item, file: file, defaultDate: renderDate, images: parsingImages, components: components)
            if widgets.contains(where: { $0.name == widget.name }) {
                throw item.error("two widgets are named '\(widget.name)'")
            }
            widgets.append(widget)
        }
        self.widgets = widgets
    }

    /// The widget called `name`; the error lists the file's widgets.
    package func widget(named name: String) throws -> SpecWidget {
        guard let widget = widgets.first(where: { $0.name == name }) else {
            throw SpecError(file: file, line: 1, column: 1, message: "no widget named '\(name)'"
                            + Suggestion.hint(for: name, in: widgets.map(\.name)) + " (widgets: \(widgets.map(\.name).joined(separator: ", ")))")
        }
        return widget
    }
}

/// One data state of a widget, as a WidgetKit timeline entry: its date (the render date) and the
/// values its `{{variables}}` take.
package struct SpecEntry: Hashable, Sendable {
    package let name: String
    package let date: Date
    package let values: [String: String]
}

/// A widget of a spec file: its families, entries and body.
package struct SpecWidget: @unchecked Sendable {
    package let name: String
    package let title: String
    package let families: [WidgetFamily]
    /// At least one; a widget without `entries` has one named "default" at the spec's render date.
    package let entries: [SpecEntry]
    let body: ViewLowering

    /// The widget's view for `entry`: render it with `environment(for:)` so dates match the entry.
    package func view(for entry: SpecEntry) -> AnyView {
        AnyView(SpecWidgetView(lowering: body, values: entry.values))
    }

    /// `base` with the entry's date as the render date.
    package func environment(for entry: SpecEntry, base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var environment = base
        environment.renderDate = entry.date
        return environment
    }

    /// The name a render of `entry` goes by: the widget's name, plus the entry's when there are several.
    package func outputName(for entry: SpecEntry) -> String {
        entries.count == 1 ? name : "\(name).\(entry.name)"
    }
}
