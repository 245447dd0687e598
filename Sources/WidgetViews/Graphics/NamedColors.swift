import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

/// Where `Color("name")` gets its values: an app's asset catalog colors, by name and appearance.
/// The caller supplies one through `EnvironmentValues.namedColors` (as `Image("name")` gets pixels
/// from an `ImageProviding`). Implementations must be deterministic and thread-safe.
public protocol NamedColorProviding: Sendable {
    /// The straight sRGB color named `name` in `colorScheme`, or nil when there is none.
    func color(named name: String, colorScheme: ColorScheme) -> RGBA?
    /// Names the provider knows, for error messages; empty when it cannot list them.
    var availableColorNames: [String] { get }
    /// Where the provider looks (catalog paths), for the missing-asset warning.
    var searchedLocations: [String] { get }
    /// The color for accented rendering too (`isTinted`: iOS 18's tinted Home Screen, where asset
    /// catalogs' "tinted" variants apply); by default the one `color(named:colorScheme:)` gives.
    func color(named name: String, colorScheme: ColorScheme, isTinted: Bool) -> RGBA?
}

extension NamedColorProviding {
    public var availableColorNames: [String] { [] }
    public var searchedLocations: [String] { [] }
    public func color(named name: String, colorScheme: ColorScheme, isTinted: Bool) -> RGBA? {
        color(named: name, colorScheme: colorScheme)
    }
}

/// No asset colors: every `Color("name")` is reported as missing.
public struct NoNamedColors: NamedColorProviding {
    public init() {}
    public func color(named name: String, colorScheme: ColorScheme) -> RGBA? { nil }
}

/// Colors kept in memory: one value for both appearances, or a light and a dark one.
public struct NamedColorTable: NamedColorProviding {
    var colors: [String: (light: RGBA, dark: RGBA)]

    public init(_ colors: [String: RGBA] = [:]) { self.colors = colors.mapValues { ($0, $0) } }
    public init(light: [String: RGBA], dark: [String: RGBA]) {
        var colors: [String: (light: RGBA, dark: RGBA)] = [:]
        for (name, value) in light { colors[name] = (value, dark[name] ?? value) }
        for (name, value) in dark where colors[name] == nil { colors[name] = (value, value) }
        self.colors = colors
    }

    public func color(named name: String, colorScheme: ColorScheme) -> RGBA? {
        colors[name].map { colorScheme == .light ? $0.light : $0.dark }
    }
    public var availableColorNames: [String] { colors.keys.sorted() }
}

private struct NamedColorsKey: EnvironmentKey { static let defaultValue: any NamedColorProviding = NoNamedColors() }

extension EnvironmentValues {
    /// The asset colors `Color("name")` resolves against; none unless the caller sets a provider.
    public var namedColors: any NamedColorProviding {
        get { self[NamedColorsKey.self] } set { self[NamedColorsKey.self] = newValue }
    }
}

extension Color {
    /// A color from the app's asset catalog, resolved through `EnvironmentValues.namedColors` when
    /// the view resolves; a missing name is drawn in magenta with a warning (`MissingAsset`).
    /// `bundle` is accepted.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .named(name))
    }

    /// The asset catalog's "AccentColor" when the provider has one (as an app's accent color is),
    /// else system blue.
    static func accentColor(in environment: EnvironmentValues) -> RGBA {
        environment.namedColors.color(named: "AccentColor", colorScheme: environment.colorScheme,
                                      isTinted: environment.widgetRenderingMode == .accented)
            ?? SystemColor.accentColor.rgba(for: environment.colorScheme, release: environment.osRelease)
    }

    static func namedColor(_ name: String, in environment: EnvironmentValues) throws -> RGBA {
        let provider = environment.namedColors
        if let color = provider.color(named: name, colorScheme: environment.colorScheme,
                                      isTinted: environment.widgetRenderingMode == .accented) { return color }
        let missing = MissingAsset(kind: .color, name: name, known: provider.availableColorNames.sorted(),
                                   searched: provider.searchedLocations)
        // Within a resolve: the placeholder and one warning, an error only when strict
        // (MissingAsset). Elsewhere there is no one to warn, so it is an error.
        guard let collector = ResolveCollector.current else { throw CheckFailure(missing.message(path: [], strict: true)) }
        try missing.warnOrThrow(in: collector, path: [])
        return MissingAsset.placeholderColor
    }
}
