import Foundation
import WidgetRender
import WidgetShowcase
import WidgetSpec

/// One widget in one data state, ready to render: a spec widget's entry, or a showcase widget.
/// Both front ends meet here, so batch rendering, sheets and checks treat them alike.
///
/// `@unchecked Sendable`: every field is immutable, and `makeView` builds a fresh view on each
/// call from immutable captures (a parsed spec, or a showcase closure), so workers share it safely.
struct RenderSubject: @unchecked Sendable {
    /// The output name: the first level of `OUT/<widget>/<device>/<family>/<theme>.png`.
    let name: String
    let title: String
    /// The spec file it came from, or "showcase".
    let source: String
    let entry: String
    let families: [WidgetFamily]
    let devices: [Device]
    /// The themes the spec asks for (empty: the built-in themes of each device's platform).
    let themes: [Theme]
    /// The environment axes the spec asks for (empty: the defaults only); `--dynamic-type` … override them.
    var axes: [EnvironmentAxes] = []

    /// The axes to render: the command line's when it gives any, else the spec's, else the defaults.
    func axes(overriddenBy commandLine: [EnvironmentAxes]?) -> [EnvironmentAxes] {
        commandLine ?? (axes.isEmpty ? [.default] : axes)
    }
    let renderDate: Date
    let renderer: WidgetRenderer
    let makeView: (WidgetFamily) -> AnyView

    func environment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.renderDate = renderDate
        return environment
    }

    /// Renders the widget in `family` on `device` as `theme` shows it, in `axes`.
    func render(family: WidgetFamily, device: Device, theme: Theme, axes: EnvironmentAxes = .default) throws -> Pixmap {
        try renderer.render(.view(view(family, axes), family: family, device: device, theme: theme, environment: environment()))
    }

    /// The widget's view for `family` in `axes` (as given for the default axes).
    func view(_ family: WidgetFamily, _ axes: EnvironmentAxes) -> AnyView {
        axes.isDefault ? makeView(family) : axes.applied(to: makeView(family))
    }

    /// Every widget × entry of the spec files, in file order; names must be unique across files.
    /// `limits` and `readRoots` (`--allow-read`) bound what each spec may cost and read; `run`
    /// carries `--assets` and `--strict`. The spec's warnings (a family listed twice …) go to stderr.
    ///
    /// The files are parsed `jobs` at a time: parsing (YAML, then the view tree) is most of a
    /// batch's start-up, which every worker waits for. Warnings, errors and subjects still come in
    /// file order, so the output does not depend on `jobs`; `LoadPlan` decides who parses what when.
    static func load(specPaths: [String], limits: RenderLimits = .standard, readRoots: [URL] = [],
                     run: RunOptions = RunOptions(), jobs: Int = 1) throws -> [RenderSubject] {
        // A spec, and then its renderer: the spec's warnings are printed before a renderer error.
        typealias Parsed = Result<(spec: WidgetSpec, renderer: Result<WidgetRenderer, Error>), Error>
        let plan = LoadPlan(specPaths: specPaths, workers: jobs)
        // Each file's slot holds its own outcome, so every file is parsed and errors come in file order below.
        let outcomes = try ResultSlots<Parsed?>.run(count: plan.tasks.count, workers: jobs) { index in
            guard case .file(let file) = plan.tasks[index] else {
                _ = try? WidgetRenderer(fonts: try run.fonts())  // a font error is reported with the first file
                return nil
            }
            let path = specPaths[file]
            return Result {
                let spec = try WidgetSpec(contentsOf: URL(fileURLWithPath: path), displayName: path, limits: limits,
                                          readRoots: readRoots, assetCatalog: run.assets, localizations: run.localizations)
                return (spec, Result { try makeRenderer(for: spec, limits: limits, run: run) })
            }
        }.collect { _, error in error }
        let parsed = plan.inFileOrder(outcomes).compactMap { $0 }
        var subjects: [RenderSubject] = []
        var sources: [String: String] = [:]  // name → spec file, so clashes cost linear time
        for (path, result) in zip(specPaths, parsed) {
            let (spec, made) = try result.get()
            for warning in spec.warnings { warn(warning.description) }
            let renderer = try made.get()
            for widget in spec.widgets {
                for entry in widget.entries {
                    let name = widget.outputName(for: entry)
                    if let clash = sources[name] {
                        throw CLIError("\(path): widget '\(name)' is also defined in \(clash)")
                    }
                    sources[name] = path
                    let view = widget.view(for: entry)
                    subjects.append(RenderSubject(
                        name: name, title: widget.title, source: path, entry: entry.name, families: widget.families,
                        devices: spec.devices, themes: spec.themes, axes: spec.axes, renderDate: entry.date, renderer: renderer,
                        makeView: { _ in view }))
                }
            }
        }
        return subjects
    }

    /// A renderer that finds what `spec` names: its asset catalog or image folder, and its symbols.
    static func makeRenderer(for spec: WidgetSpec, limits: RenderLimits, run: RunOptions) throws -> WidgetRenderer {
        let renderer: WidgetRenderer
        let symbols = try run.symbols(under: spec.symbols)
        if let catalog = spec.assetCatalog {
            renderer = try WidgetRenderer(assets: catalog, fonts: try run.fonts(), limits: limits, symbols: symbols,
                                          strictSymbols: run.strict, warnings: run.warnings)
        } else {
            renderer = try WidgetRenderer(fonts: try run.fonts(), images: spec.images, limits: limits, symbols: symbols,
                                          strictSymbols: run.strict, warnings: run.warnings)
        }
        return renderer.localized(by: spec.localizations)
    }

    /// The devices the demo shows the showcase on: one per platform, so every built-in theme appears.
    static let showcaseDevices: [Device] = [Device.iPhone] + ["mac", "watch-45mm", "vision-pro"].compactMap { id in
        Device.all.first { $0.id == id }
    }

    /// The bundled showcase (`Showcase.all`) on `devices`, drawn with `run`'s fonts.
    static func showcase(devices: [Device] = [Device.iPhone], run: RunOptions = RunOptions()) throws -> [RenderSubject] {
        let renderer = try WidgetRenderer(fonts: try run.fonts())
        return Showcase.all.map { widget in
            RenderSubject(name: widget.id, title: widget.title, source: "showcase", entry: "default",
                          families: widget.families, devices: devices, themes: [],
                          renderDate: Showcase.renderDate, renderer: renderer, makeView: widget.makeView)
        }
    }
}
