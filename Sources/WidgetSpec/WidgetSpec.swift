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
    /// Environment axes to render in (`axes:`); empty means the defaults only (the caller decides).
    package let axes: [EnvironmentAxes]
    package let widgets: [SpecWidget]
    /// Live Activities (`activities:`), rendered by presentation, not by family (SpecActivity.swift).
    package let activities: [SpecActivity]
    /// Controls (`controls:`), rendered off and on in every place (SpecControl.swift).
    package let controls: [SpecControl]
    /// Where `Image: name` looks: the spec's `assets` folder (relative to the file), then the bundled images.
    package let images: AssetImages
    /// Problems that do not stop the render (a family or theme listed twice), one line each.
    package let warnings: [SpecError]
    /// `assetCatalog: path/Assets.xcassets` (relative to the file): images, colors and symbols of the
    /// widget extension's catalog; checked to exist here, read by the renderer.
    package let assetCatalog: AssetCatalog?
    /// `symbols: {name: file.svg}`: custom symbols the spec's widgets draw with `Image: {systemName: name}`.
    package let symbols: CustomSymbols
    /// `localizations: folder` (relative to the file; xx.lproj and/or .xcstrings), or `--localizations`:
    /// the translations `Text: "key"` is looked up in for the axes' locales (docs/localization.md).
    package let localizations: Localizations?

    /// Reads and validates a spec file (`.yaml`, `.yml` or `.json`).
    /// - Parameters:
    ///   - limits: bounds on the file's size and the work it may cause (docs/security.md).
    ///   - readRoots: folders the spec may read besides its own (`--allow-read`).
    ///   - assetCatalog: a catalog that replaces the file's `assetCatalog` (`--assets`).
    ///   - localizations: translations that replace the file's `localizations` (`--localizations`).
    package init(contentsOf url: URL, displayName: String? = nil, limits: RenderLimits = .standard,
                 readRoots: [URL] = [], assetCatalog: URL? = nil, localizations: URL? = nil) throws {
        let name = displayName ?? url.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SpecError(file: name, line: 0, column: 0, message: "is a folder, not a spec file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= limits.specFileBytes else {
            throw SpecError(file: name, line: 0, column: 0, message: "the file has \(size) bytes, more than the limit "
                            + "specFileBytes = \(limits.specFileBytes) (see docs/security.md)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SpecError(file: name, line: 0, column: 0, message: "cannot read the spec file (\(ioReason(error)))")
        }
        let source = try SpecSource.text(data, file: name, limits: limits)
        try self.init(source: source, file: name, directory: url.deletingLastPathComponent(), limits: limits,
                      readRoots: readRoots, assetCatalog: assetCatalog, localizations: localizations)
    }

    /// Parses `source`; `directory` is where relative paths start, and what the spec may read
    /// besides `readRoots` and the bundled assets.
    /// Content states of all a spec's activities together (ours: a real activity has a handful).
    static let maximumActivityStates = 256

    package init(source: String, file: String, directory: URL, limits: RenderLimits = .standard,
                 readRoots: [URL] = [], assetCatalog override: URL? = nil, localizations localizationsOverride: URL? = nil) throws {
        try SpecSource.checkAliasKeys(source, file: file)
        let root = try SpecDocument.compose(source, file: file)
        // `$schema` points editors at docs/spec.schema.json; the parser needs nothing from it.
        let fields = try root.fields(for: "spec", allowed: ["$schema", "renderDate", "assets", "assetCatalog", "localizations", "symbols", "devices",
                                                            "themes", "axes", "components", "widgets", "activities", "controls"])
        self.file = file
        let files = SpecFiles(folder: directory, access: ReadAccess(roots: [directory, ReadAccess.bundledAssets] + readRoots))
        renderDate = try fields["renderDate"].map { value -> Date in
            let text = try value.string(for: "renderDate")
            guard let date = SpecDate.isoDate(text) else {
                throw value.error("'renderDate': \"\(RenderLimits.excerpt(text))\" is not a valid ISO 8601 date like 2025-06-09T17:41:00Z")
            }
            return date
        } ?? EnvironmentValues.defaultRenderDate
        var images = try AssetImages.bundled(limits: limits)
        if let assets = fields["assets"] {
            let folder = try files.readable(try assets.string(for: "assets"), what: "assets folder", at: assets)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw assets.error("assets folder '\(RenderLimits.excerpt(folder.path))' does not exist")
            }
            images = images.adding(directories: [folder], access: files.access)
        } else {
            images = images.adding(directories: [directory], access: files.access)
        }
        self.images = images
        var symbols = CustomSymbols()
        if let table = fields["symbols"] {
            guard table.isMapping else { throw table.typeError("a mapping of symbol names to SVG files", for: "symbols") }
            for (key, _, value) in try table.entries(for: "symbols") {
                let url = try files.readable(try value.string(for: "symbols.\(key)"), what: "symbol file", at: value)
                do { try symbols.register(key, contentsOf: url) } catch let error as CustomSymbolError {
                    throw value.error("symbol '\(key)': \(error.message)")
                }
            }
        }
        var parsingImages: any ImageProviding = images
        if let override {
            do { assetCatalog = try AssetCatalog(contentsOf: override, limits: limits) } catch {
                throw SpecError(file: file, line: 0, column: 0, message: "--assets: \(error)")
            }
        } else if let value = fields["assetCatalog"] {
            let url = try files.readable(try value.string(for: "assetCatalog"), what: "asset catalog", at: value)
            do { assetCatalog = try AssetCatalog(contentsOf: url, limits: limits) } catch { throw value.error("\(error)") }
        } else {
            assetCatalog = nil
        }
        if let assetCatalog {
            // The catalog's images are names the spec may use; its symbol sets are custom symbols.
            parsingImages = CatalogFirstImages(catalog: assetCatalog, fallback: images)
        }
        self.symbols = assetCatalog.map { $0.symbols.merging(symbols) } ?? symbols
        if let localizationsOverride {
            do { localizations = try Localizations(contentsOf: localizationsOverride, limits: limits) } catch {
                throw SpecError(file: file, line: 0, column: 0, message: "--localizations: \(error)")
            }
        } else if let value = fields["localizations"] {
            let url = try files.readable(try value.string(for: "localizations"), what: "localizations folder", at: value)
            do { localizations = try Localizations(contentsOf: url, limits: limits, access: files.access) } catch {
                throw value.error("\(error)")
            }
        } else {
            localizations = nil
        }
        var warnings: [SpecError] = []
        // Lists outside the widgets count against the budget too (an alias can repeat a long list).
        let budget = SpecBudget(limits: limits)
        for field in ["devices", "themes", "axes"] { if let list = fields[field] { try budget.count(list.items().count, at: list) } }
        devices = try fields["devices"].map { list in
            try SpecDocument.deduplicated(list.items(), field: "devices", warnings: &warnings, key: \.id) { item in
                let id = try item.string(for: "devices")
                guard let device = Device.all.first(where: { $0.id == id }) else {
                    throw item.error("unknown device '\(RenderLimits.excerpt(id))'" + Suggestion.hint(for: id, in: Device.all.map(\.id)))
                }
                return device
            }
        } ?? []
        themes = try fields["themes"].map { list in
            try SpecDocument.deduplicated(list.items(), field: "themes", warnings: &warnings, key: \.name, SpecDocument.theme)
        } ?? []
        axes = try fields["axes"].map { try SpecAxes.parse($0, warnings: &warnings) } ?? []
        let components = try fields["components"].map(SpecDocument.components) ?? [:]
        guard fields["widgets"] != nil || fields["activities"] != nil || fields["controls"] != nil else {
            throw root.error("a spec needs 'widgets' (a list of widgets), 'activities' or 'controls'")
        }
        for field in ["widgets", "activities", "controls"] {
            if let list = fields[field], !list.isSequence { throw list.typeError("a list of \(field)", for: field) }
        }
        var widgets: [SpecWidget] = []
        var widgetNames = Set<String>()
        for item in fields["widgets"]?.items() ?? [] {
            budget.startWidget()
            let widget = try SpecWidget(item, file: file, defaultDate: renderDate, images: parsingImages, files: files,
                                        budget: budget, components: components)
            guard widgetNames.insert(widget.name).inserted else {
                throw item.error("two widgets are named '\(widget.name)'")
            }
            widgets.append(widget)
        }
        self.widgets = widgets
        var activities: [SpecActivity] = []
        for item in fields["activities"]?.items() ?? [] {
            budget.startWidget()
            let activity = try SpecActivity(item, file: file, defaultDate: renderDate, images: parsingImages, files: files,
                                            budget: budget, components: components)
            guard widgetNames.insert(activity.name).inserted else {
                throw item.error("two widgets, activities or controls are named '\(activity.name)'")
            }
            activities.append(activity)
            // Each state is drawn in every presentation × theme (about 27 images): 10,000 states
            // once meant 270,000 renders from a small file (issue 34).
            let states = activities.reduce(0) { $0 + $1.states.count }
            guard states <= Self.maximumActivityStates else {
                throw item.error("the spec's activities have \(states) states; at most \(Self.maximumActivityStates) "
                                 + "(each is drawn in every presentation and theme)")
            }
        }
        self.activities = activities
        var controls: [SpecControl] = []
        for item in fields["controls"]?.items() ?? [] {
            try budget.count(1 + item.mappingCount, at: item)
            let control = try SpecControl(item)
            guard widgetNames.insert(control.name).inserted else {
                throw item.error("two widgets, activities or controls are named '\(control.name)'")
            }
            controls.append(control)
        }
        self.controls = controls
        self.warnings = warnings + widgets.flatMap(\.warnings)
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
    let warnings: [SpecError]
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
