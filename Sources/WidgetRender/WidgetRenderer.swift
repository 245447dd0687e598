import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetResolved
import WidgetDisplayList
import WidgetLayout
import WidgetAppearance
import WidgetPaint
import WidgetRaster

/// The one-call renderer: view → resolved tree → display list (→ pixmap).
///
/// A renderer is immutable and safe to share across threads; its font catalog and text engine
/// (with their caches) are shared by every call.
public struct WidgetRenderer: Sendable {
    public let fonts: FontCatalog
    public let images: any ImageProviding
    /// The work and memory bounds of every render (docs/security.md): nodes per widget and
    /// canvas pixels here; the images' own limits live with their provider.
    public let limits: RenderLimits
    /// `Color("name")` colors every render sees unless the caller's environment sets its own.
    public private(set) var namedColors: (any NamedColorProviding)?
    /// Custom symbols every render sees (`EnvironmentValues.customSymbols`, merged under the caller's).
    public let symbols: CustomSymbols
    /// Unknown symbol names fail the render instead of drawing a crossed box and warning.
    public let strictSymbols: Bool
    /// The warnings of every render this renderer made, each once (docs/symbols.md).
    public let warnings: RenderWarnings
    /// Translations every render sees unless the caller's environment sets its own
    /// (`EnvironmentValues.localizations`; docs/localization.md).
    public private(set) var localizations: Localizations?
    let textEngine: TextEngine
    let painter: DisplayListPainter

    /// - Parameters:
    ///   - fonts: the catalog to draw text with; the pinned fonts in `Assets/Fonts` by default.
    ///   - images: where `Image("name")` looks; the bundled `Assets/Images` by default.
    ///   - limits: bounds on work and memory; the defaults suit any real widget.
    ///   - symbols: custom symbols `Image(systemName:)` and `Image(_:)` find before the bundled set.
    ///   - strictSymbols: an unknown symbol name is an error (`--strict`) rather than a warning.
    ///   - warnings: where warnings go; a new log by default.
    public init(fonts: FontCatalog? = nil, images: (any ImageProviding)? = nil, limits: RenderLimits = .standard,
                symbols: CustomSymbols = CustomSymbols(), strictSymbols: Bool = false,
                warnings: RenderWarnings = RenderWarnings()) throws {
        self.fonts = try fonts ?? FontCatalog.bundled()
        self.images = try images ?? AssetImages.bundled(limits: limits)
        self.limits = limits
        self.symbols = symbols
        self.namedColors = nil
        self.strictSymbols = strictSymbols
        self.warnings = warnings
        let engines = BundledFontEngines.engines(for: self.fonts)
        self.textEngine = engines.0
        self.painter = engines.1
    }

    /// A renderer for a widget extension's asset catalog (`--assets`): `Image("name")` looks in the
    /// catalog, then in `Assets/Images`; `Color("name")` reads its color sets; its symbol sets are
    /// custom symbols (with `symbols` added over them).
    public init(assets catalog: AssetCatalog, fonts: FontCatalog? = nil, limits: RenderLimits = .standard,
                symbols: CustomSymbols = CustomSymbols(), strictSymbols: Bool = false,
                warnings: RenderWarnings = RenderWarnings()) throws {
        try self.init(fonts: fonts, images: CatalogFirstImages(catalog: catalog, fallback: try AssetImages.bundled(limits: limits)),
                      limits: limits, symbols: catalog.symbols.merging(symbols), strictSymbols: strictSymbols,
                      warnings: warnings)
        self.namedColors = catalog
    }

    /// A renderer whose renders translate `Text("key")` with the tables under `url` (a folder of
    /// `xx.lproj` and/or `.xcstrings` files, as `--localizations`), with the bundled assets.
    public init(localizations url: URL, fonts: FontCatalog? = nil, limits: RenderLimits = .standard,
                strictSymbols: Bool = false, warnings: RenderWarnings = RenderWarnings()) throws {
        try self.init(fonts: fonts, limits: limits, strictSymbols: strictSymbols, warnings: warnings)
        localizations = try Localizations(contentsOf: url, limits: limits)
    }

    /// This renderer with the translations read from `url` (a folder of `xx.lproj` and/or
    /// `.xcstrings` files; `--localizations`): `Text("key")` is translated for `\.locale`.
    public func localized(_ url: URL) throws -> WidgetRenderer {
        localized(by: try Localizations(contentsOf: url, limits: limits))
    }

    /// This renderer with `tables` as its translations (nil: none).
    public func localized(by tables: Localizations?) -> WidgetRenderer {
        var copy = self
        copy.localizations = tables
        return copy
    }

    /// `WidgetRenderer(assets:)` reading the catalog at `url`.
    public init(assets url: URL, fonts: FontCatalog? = nil, symbols: CustomSymbols = CustomSymbols(),
                strictSymbols: Bool = false, warnings: RenderWarnings = RenderWarnings()) throws {
        try self.init(assets: try AssetCatalog(contentsOf: url), fonts: fonts, symbols: symbols,
                      strictSymbols: strictSymbols, warnings: warnings)
    }

    /// The environment a view sees on `device` in `family`: the caller's values, with the family,
    /// scale, platform and content margins the device dictates.
    public func environment(for family: WidgetFamily, device: Device,
                            base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var environment = base
        environment.widgetFamily = family
        environment.displayScale = CGFloat(device.scale)
        environment.platform = device.widgetPlatform
        environment.deviceScreen = device.deviceScreen
        let margins = device.margins(of: family)
        environment.widgetContentMargins = EdgeInsets(top: margins.top, leading: margins.leading,
                                                      bottom: margins.bottom, trailing: margins.trailing)
        // What the accessory gauges scale from (docs/platform.md §6, AccessoryGauge.swift).
        environment.accessoryCircularSide = (try? device.canvasSize(of: .accessoryCircular)).map { Double($0.width) }
        // What a Canvas filling the widget's content area is drawn at (docs/views.md, Canvas).
        if let size = try? device.canvasSize(of: family) {
            let contentArea = CGSize(width: max(0, size.width - margins.leading - margins.trailing),
                                     height: max(0, size.height - margins.top - margins.bottom))
            environment.canvasSizeHint = contentArea
            // What containerRelativeFrame divides (docs/platform.md §6, our rule).
            environment.containerRelativeSize = contentArea
        }
        return environment
    }

    /// Lowers `view` to the resolved tree it has in that family and environment.
    package func resolve<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                 environment: EnvironmentValues = EnvironmentValues()) throws -> ResolvedWidget {
        try resolution(view, family: family, device: device, environment: environment).widget
    }

    /// Lowers `view` to its resolved tree in `environment`, with this renderer's symbols, colors,
    /// translations, images and limits.
    package func resolve<V: View>(_ view: V, environment: EnvironmentValues) throws -> ResolvedWidget {
        try resolution(view, environment: environment).widget
    }

    /// `resolve(_:family:device:environment:)` with the code of the tree's deferred views, for layout.
    package func resolution<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                    environment: EnvironmentValues = EnvironmentValues()) throws -> Resolution {
        _ = try device.canvasSize(of: family)
        return try resolution(view, environment: self.environment(for: family, device: device, base: environment))
    }

    /// `resolve(_:environment:)` with the code of the tree's deferred views, for layout.
    package func resolution<V: View>(_ view: V, environment: EnvironmentValues) throws -> Resolution {
        var environment = environment
        if !symbols.names.isEmpty { environment.customSymbols = symbols.merging(environment.customSymbols) }
        if let namedColors, environment.namedColors is NoNamedColors { environment.namedColors = namedColors }
        if environment.localizations == nil { environment.localizations = localizations }
        let resolved = try resolveWidgetAndCode(view, environment: environment, images: images,
                                                options: ResolveOptions(strictSymbols: strictSymbols,
                                                                         maximumNodes: limits.nodesPerWidget))
        warnings.add(resolved.widget.warnings)
        return resolved
    }

    /// The laid-out display list of `view`: absolute frames in points, each op tagged with its group.
    func layout<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                         environment: EnvironmentValues = EnvironmentValues()) throws -> DisplayList {
        try layout(try resolution(view, family: family, device: device, environment: environment),
                   family: family, device: device).list
    }

    /// Lays out an already resolved widget.
    package func layout(_ resolved: Resolution, family: WidgetFamily, device: Device) throws -> LaidOutWidget {
        try layout(resolved, on: Canvas(size: try device.canvasSize(of: family), cornerRadius: device.cornerRadius(of: family),
                                        margins: device.margins(of: family), scale: device.scale))
    }

    /// The pixels of `view` at the device's scale: premultiplied RGBA8, clipped to the widget's
    /// continuous-corner outline.
    func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                         environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        let laidOut = try layout(try resolution(view, family: family, device: device, environment: environment),
                                 family: family, device: device)
        return try paint(laidOut.list, images: laidOut.images, scale: device.scale, what: "widget")
    }

    /// The display list of `view` as `theme` shows it, with the extra pixmaps (wallpaper crops) it
    /// references: the view sees the theme's environment (`Theme.environment(for:base:)`), and the
    /// laid-out list goes through `applyTheme`. Throws when the theme does not show `family`.
    func layout<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                         theme: Theme, environment: EnvironmentValues = EnvironmentValues()) throws -> ThemedList {
        let shown = try theme.shown(in: family, environment: environment)
        return try themedList(try resolution(view, family: family, device: device, theme: shown, environment: environment),
                              family: family, device: device, theme: shown)
    }

    /// `resolution(_:family:device:environment:)` in the environment `theme` gives the view (the
    /// caller's `environment` when there is no theme).
    func resolution<V: View>(_ view: V, family: WidgetFamily, device: Device, theme: Theme?,
                             environment: EnvironmentValues) throws -> Resolution {
        try resolution(view, family: family, device: device,
                       environment: theme.map { $0.environment(for: family, base: environment) } ?? environment)
    }

    /// A resolved view laid out and drawn as `theme` shows it; nil draws it in plain full color.
    func themedList(_ tree: Resolution, family: WidgetFamily, device: Device, theme: Theme?) throws -> ThemedList {
        let laidOut = try layout(tree, family: family, device: device)
        guard let theme else { return ThemedList(list: laidOut.list, images: laidOut.images) }
        return try themed(laidOut, of: tree.widget, theme: theme, family: family)
    }

    /// The pixels of `view` as `theme` shows it (see `layout(_:family:device:theme:environment:)`).
    func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                         theme: Theme, environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        try render(try layout(view, family: family, device: device, theme: theme, environment: environment), device: device)
    }

    /// The pixels of an already themed display list (from `layout(_:family:device:theme:environment:)`)
    /// at the device's scale.
    func render(_ themed: ThemedList, device: Device) throws -> Pixmap {
        try paint(themed.list, images: themed.images, scale: device.scale, what: "widget")
    }
}

extension WidgetRenderer {
    /// One line per process-wide content cache (resampled images, blurred layers …): hit rate,
    /// misses, time spent making values; `render --stats` prints them.
    package static var cacheStatistics: [String] { ContentCaches.statistics.map { "\($0)" } }
}

extension Theme {
    /// The theme as it draws a view in `family` over the caller's `environment`: throws unless it
    /// shows the family, and dims for always-on when either it or the environment says so.
    func shown(in family: WidgetFamily, environment: EnvironmentValues) throws -> Theme {
        try checkSupports(family)
        var theme = self
        theme.isLuminanceReduced = isLuminanceReduced || environment.isLuminanceReduced
        return theme
    }
}
