import WidgetGeometry
import WidgetViews

/// Where a widget is shown and how the system draws it: pure data that `applyTheme` and
/// `environment(for:base:)` read. The built-in themes (`Theme(named:)`, `Theme.builtIn`) are values
/// of this type; users define their own with the memberwise initializer.
///
/// Invariant (checked by `validate()`, which `applyTheme` calls): `contentScale` is finite and
/// positive, `families` is not empty, and every color component is in 0…1.
public struct Theme: Hashable, Sendable, CustomStringConvertible {
    /// For built-in themes a name that `Theme(named:)` parses back to this theme.
    public var name: String
    public var renderingMode: WidgetRenderingMode
    public var platform: WidgetPlatform
    /// Accented rendering: the color of the default group and of the accent group (docs/platform.md §1).
    public var defaultGroupColor: RGBA
    public var accentGroupColor: RGBA
    /// Vibrant rendering: W, the color opaque white content turns into (white, or a tint).
    public var vibrantHighlight: RGBA
    /// What is drawn beneath the widget where its container background is removed (and beneath
    /// a kept one).
    public var backdrop: Backdrop
    public var wallpaper: Wallpaper
    /// `.fullColor` images keep their colors in accented rendering (false on watchOS: ignored, §2).
    public var honorsFullColorImages: Bool
    /// The families in which the widget's container background is shown; elsewhere it is removed
    /// and `showsWidgetContainerBackground` is false (docs/platform.md §3).
    public var containerBackgroundFamilies: Set<WidgetFamily>
    /// Drawn beneath a shown container background, so a widget without one still sits on a
    /// platter (watch Smart Stack: a dark material, docs/platform.md §3). Nil: nothing.
    public var backgroundPlatter: RGBA?
    public var colorScheme: ColorScheme
    /// Always-on display: the view sees `isLuminanceReduced` and the content is dimmed.
    public var isLuminanceReduced: Bool
    /// StandBy and CarPlay show the widget scaled up; 1 elsewhere.
    public var contentScale: Double
    /// The families this theme shows, in `WidgetFamily` order.
    public var families: [WidgetFamily]
    /// visionOS textures: the coating drawn over the kept container background (Coating.swift);
    /// nil on every other theme.
    public var coating: Coating? = nil

    public init(name: String, renderingMode: WidgetRenderingMode, platform: WidgetPlatform,
                defaultGroupColor: RGBA = .white, accentGroupColor: RGBA = .white, vibrantHighlight: RGBA = .white,
                backdrop: Backdrop, wallpaper: Wallpaper, honorsFullColorImages: Bool = true,
                containerBackgroundFamilies: Set<WidgetFamily>, backgroundPlatter: RGBA? = nil, colorScheme: ColorScheme = .light,
                isLuminanceReduced: Bool = false, contentScale: Double = 1, families: [WidgetFamily]) {
        self.name = name; self.renderingMode = renderingMode; self.platform = platform
        self.defaultGroupColor = defaultGroupColor; self.accentGroupColor = accentGroupColor
        self.vibrantHighlight = vibrantHighlight; self.backdrop = backdrop; self.wallpaper = wallpaper
        self.honorsFullColorImages = honorsFullColorImages; self.containerBackgroundFamilies = containerBackgroundFamilies
        self.backgroundPlatter = backgroundPlatter
        self.colorScheme = colorScheme; self.isLuminanceReduced = isLuminanceReduced
        self.contentScale = contentScale; self.families = families
    }

    public var description: String { name }

    /// Whether the widget's container background is drawn in `family` (what
    /// `showsWidgetContainerBackground` tells the view).
    public func showsContainerBackground(in family: WidgetFamily) -> Bool {
        containerBackgroundFamilies.contains(family)
    }

    /// Throws unless the theme shows `family`; the error names the supported families.
    public func checkSupports(_ family: WidgetFamily) throws {
        guard families.contains(family) else {
            throw AppearanceError.familyNotSupported(theme: name, family: family, supported: families)
        }
    }

    /// Throws when a value breaks the type's invariant (a user-defined theme with bad numbers).
    public func validate() throws {
        guard contentScale.isFinite, contentScale > 0 else {
            throw AppearanceError.invalidTheme(theme: name, reason: "contentScale \(contentScale) must be finite and positive")
        }
        guard !families.isEmpty else { throw AppearanceError.invalidTheme(theme: name, reason: "it supports no family") }
        for (label, color) in [("defaultGroupColor", defaultGroupColor), ("accentGroupColor", accentGroupColor),
                               ("vibrantHighlight", vibrantHighlight)] + backdrop.colors
                + (backgroundPlatter.map { [("backgroundPlatter", $0)] } ?? []) {
            let parts = [color.red, color.green, color.blue, color.alpha]
            guard parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
                throw AppearanceError.invalidTheme(theme: name, reason: "\(label) components must be in 0…1")
            }
        }
    }

    /// The environment a view sees in this theme: `base` with the rendering mode,
    /// `showsWidgetContainerBackground` for `family`, the color scheme and `isLuminanceReduced`.
    public func environment(for family: WidgetFamily, base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var environment = base
        environment.widgetRenderingMode = renderingMode
        environment.showsWidgetContainerBackground = showsContainerBackground(in: family)
        environment.colorScheme = colorScheme
        environment.isLuminanceReduced = isLuminanceReduced || base.isLuminanceReduced
        return environment
    }
}

/// What a theme draws beneath the widget.
public enum Backdrop: Hashable, Sendable {
    /// The theme's wallpaper as it is.
    case wallpaper
    /// The theme's wallpaper blurred (the Lock Screen, under the vibrant material).
    case blurredWallpaper
    /// One opaque color.
    case solid(RGBA)
    /// The blurred wallpaper under a veil of the color (**ours**: drawn at 75 % over the blur), the
    /// tinted Home Screen.
    case tint(RGBA)
    /// Liquid-Glass-style: the blurred wallpaper, a light `tint` fill and a 1 pt `rim` highlight
    /// along the widget's edge, brightest at the top-left (**ours**).
    case glass(tint: RGBA, rim: RGBA)
    /// StandBy, CarPlay and watch faces.
    case black
    /// Nothing: transparent PNG output.
    case transparent

    /// The colors it holds, labelled, for validation.
    var colors: [(String, RGBA)] {
        switch self {
        case .wallpaper, .blurredWallpaper, .black, .transparent: return []
        case .solid(let c): return [("backdrop color", c)]
        case .tint(let c): return [("backdrop tint", c)]
        case .glass(let tint, let rim): return [("glass tint", tint), ("glass rim", rim)]
        }
    }

    /// Opacity of the tint veil over the blurred wallpaper (ours).
    static let tintOpacity = 0.75
}
