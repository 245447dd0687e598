import Foundation
import WidgetGeometry

// UIKit's and AppKit's color types, as widget code reaches SwiftUI colors through them:
// `Color(uiColor: .secondarySystemBackground)`, `Color(.systemGray5)`, `Color(UIColor.label)`,
// `Color(nsColor: .windowBackgroundColor)`. A widget never draws with them directly, so each is a
// value that carries one SwiftUI `Color`; the system colors are dynamic (a light and a dark value,
// picked by the environment's color scheme when the view resolves).
//
// Glossary
// - Dynamic color: a `Color` with a light and a dark variant (`Color.Storage.dynamic`).
// - Values: docs/platform.md §10a (UIKit's "UI element colors" and "Standard colors", AppKit's
//   system colors), light and dark.

/// UIKit's color, as a carrier of a SwiftUI `Color`. A class, as UIKit's, so that the everyday
/// `extension UIColor { convenience init(hex:) { self.init(red:…) } }` compiles; immutable, so
/// sharing one is safe. `Color(uiColor:)` and `Color(_:)` take it.
public final class UIColor: Hashable, Sendable {
    /// The SwiftUI color this one draws as.
    public let swiftUIColor: Color

    /// The SwiftUI color as a UIKit one (`UIColor(Color.orange)`); the designated initializer.
    public init(_ color: Color) { swiftUIColor = color }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.swiftUIColor == rhs.swiftUIColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(swiftUIColor) }

    convenience init(light: RGBA, dark: RGBA) {
        self.init(light == dark ? Color(storage: .rgba(light)) : Color(storage: .dynamic(light: Color(storage: .rgba(light)), dark: Color(storage: .rgba(dark)))))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// An asset catalog color set. UIKit returns nil for a missing name; the catalog is only known when
    /// the widget renders, so a missing name is reported then (as `Color("name")` is).
    public convenience init?(named name: String) { self.init(Color(name)) }

    /// A color that asks `provider` for its light and dark values (the provider runs twice, now).
    public convenience init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).swiftUIColor
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).swiftUIColor
        self.init(light == dark ? light : Color(storage: .dynamic(light: light, dark: dark)))
    }

    /// The same color with its alpha multiplied… in UIKit replaced by `alpha`; ours replaces it for
    /// plain and system colors and multiplies an asset color's (whose alpha is unknown until it renders).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(swiftUIColor.replacingAlpha(Double(alpha)))
    }

    // Standard colors (the adaptable system palette; SwiftUI's colors of the same names).
    public static var systemRed: UIColor { UIColor(.red) }
    public static var systemOrange: UIColor { UIColor(.orange) }
    public static var systemYellow: UIColor { UIColor(.yellow) }
    public static var systemGreen: UIColor { UIColor(.green) }
    public static var systemMint: UIColor { UIColor(.mint) }
    public static var systemTeal: UIColor { UIColor(.teal) }
    public static var systemCyan: UIColor { UIColor(.cyan) }
    public static var systemBlue: UIColor { UIColor(.blue) }
    public static var systemIndigo: UIColor { UIColor(.indigo) }
    public static var systemPurple: UIColor { UIColor(.purple) }
    public static var systemPink: UIColor { UIColor(.pink) }
    public static var systemBrown: UIColor { UIColor(.brown) }
    public static var systemGray: UIColor { UIColor(.gray) }
    public static var systemGray2: UIColor { UIColor(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    public static var systemGray3: UIColor { UIColor(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    public static var systemGray4: UIColor { UIColor(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    public static var systemGray5: UIColor { UIColor(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    public static var systemGray6: UIColor { UIColor(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    public static var tintColor: UIColor { UIColor(.accentColor) }

    // UI element colors: labels, fills, backgrounds, separators.
    public static var label: UIColor { UIColor(.primary) }
    public static var secondaryLabel: UIColor { UIColor(.secondary) }
    public static var tertiaryLabel: UIColor { labelColor(2) }
    public static var quaternaryLabel: UIColor { labelColor(3) }
    public static var placeholderText: UIColor { tertiaryLabel }
    public static var link: UIColor { UIColor(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)) }
    public static var systemFill: UIColor { fill(0) }
    public static var secondarySystemFill: UIColor { fill(1) }
    public static var tertiarySystemFill: UIColor { fill(2) }
    public static var quaternarySystemFill: UIColor { fill(3) }
    public static var systemBackground: UIColor { UIColor(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)) }
    public static var secondarySystemBackground: UIColor { UIColor(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    public static var tertiarySystemBackground: UIColor { UIColor(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)) }
    public static var systemGroupedBackground: UIColor { UIColor(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)) }
    public static var separator: UIColor { UIColor(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)) }
    public static var opaqueSeparator: UIColor { UIColor(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)) }
    public static var darkText: UIColor { UIColor(light: rgb(0, 0, 0), dark: rgb(0, 0, 0)) }
    public static var lightText: UIColor { UIColor(light: rgb(255, 255, 255, 0.6), dark: rgb(255, 255, 255, 0.6)) }

    // Fixed colors: UIKit's plain names are the pure RGB values, not the system palette.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> RGBA {
        RGBA(r8: r, g8: g, b8: b).withAlpha(a)
    }

    private static func labelColor(_ level: Int) -> UIColor {
        UIColor(light: LabelColors.rgba(level: level, scheme: .light), dark: LabelColors.rgba(level: level, scheme: .dark))
    }

    private static func fill(_ level: Int) -> UIColor {
        let style = SystemFillStyle(level: level)
        return UIColor(light: style.rgba(for: .light), dark: style.rgba(for: .dark))
    }
}

/// What `UIColor(dynamicProvider:)` is asked for: the interface style only.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }

/// AppKit's color, for macOS widgets (`Color(nsColor: .windowBackgroundColor)`).
public final class NSColor: Hashable, Sendable {
    public let swiftUIColor: Color

    /// The designated initializer; a class for the same reason as `UIColor`.
    public init(_ color: Color) { swiftUIColor = color }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.swiftUIColor == rhs.swiftUIColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(swiftUIColor) }

    convenience init(light: RGBA, dark: RGBA) { self.init(UIColor(light: light, dark: dark).swiftUIColor) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: Double(white), opacity: Double(alpha))) }

    public convenience init?(named name: String) { self.init(Color(name)) }

    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(swiftUIColor.replacingAlpha(Double(alpha)))
    }

    public static var systemRed: NSColor { NSColor(.red) }
    public static var systemOrange: NSColor { NSColor(.orange) }
    public static var systemYellow: NSColor { NSColor(.yellow) }
    public static var systemGreen: NSColor { NSColor(.green) }
    public static var systemMint: NSColor { NSColor(.mint) }
    public static var systemTeal: NSColor { NSColor(.teal) }
    public static var systemCyan: NSColor { NSColor(.cyan) }
    public static var systemBlue: NSColor { NSColor(.blue) }
    public static var systemIndigo: NSColor { NSColor(.indigo) }
    public static var systemPurple: NSColor { NSColor(.purple) }
    public static var systemPink: NSColor { NSColor(.pink) }
    public static var systemBrown: NSColor { NSColor(.brown) }
    public static var systemGray: NSColor { NSColor(.gray) }
    public static var controlAccentColor: NSColor { NSColor(.accentColor) }
    public static var labelColor: NSColor { NSColor(light: UIColor.rgb(0, 0, 0, 0.85), dark: UIColor.rgb(255, 255, 255, 0.85)) }
    public static var secondaryLabelColor: NSColor { NSColor(light: UIColor.rgb(0, 0, 0, 0.5), dark: UIColor.rgb(255, 255, 255, 0.55)) }
    public static var tertiaryLabelColor: NSColor { NSColor(light: UIColor.rgb(0, 0, 0, 0.26), dark: UIColor.rgb(255, 255, 255, 0.25)) }
    public static var quaternaryLabelColor: NSColor { NSColor(light: UIColor.rgb(0, 0, 0, 0.1), dark: UIColor.rgb(255, 255, 255, 0.1)) }
    public static var textColor: NSColor { NSColor(light: UIColor.rgb(0, 0, 0), dark: UIColor.rgb(255, 255, 255)) }
    public static var textBackgroundColor: NSColor { NSColor(light: UIColor.rgb(255, 255, 255), dark: UIColor.rgb(30, 30, 30)) }
    public static var windowBackgroundColor: NSColor { NSColor(light: UIColor.rgb(236, 236, 236), dark: UIColor.rgb(50, 50, 50)) }
    public static var controlBackgroundColor: NSColor { NSColor(light: UIColor.rgb(255, 255, 255), dark: UIColor.rgb(30, 30, 30)) }
    public static var underPageBackgroundColor: NSColor { NSColor(light: UIColor.rgb(150, 150, 150, 0.9), dark: UIColor.rgb(40, 40, 40)) }
    public static var separatorColor: NSColor { NSColor(light: UIColor.rgb(0, 0, 0, 0.1), dark: UIColor.rgb(255, 255, 255, 0.1)) }
    public static var linkColor: NSColor { NSColor(light: UIColor.rgb(0, 104, 218), dark: UIColor.rgb(65, 156, 255)) }
    public static var black: NSColor { NSColor(white: 0, alpha: 1) }
    public static var white: NSColor { NSColor(white: 1, alpha: 1) }
    public static var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    public static var darkGray: NSColor { NSColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: NSColor { NSColor(white: 2.0 / 3, alpha: 1) }
    public static var clear: NSColor { NSColor(white: 0, alpha: 0) }
}

extension Color {
    public init(uiColor: UIColor) { self = uiColor.swiftUIColor }
    /// `Color(.systemGray6)`: UIKit's color (on iOS, the only platform color type).
    public init(_ uiColor: UIColor) { self = uiColor.swiftUIColor }
    public init(nsColor: NSColor) { self = nsColor.swiftUIColor }

    /// The color with its alpha set to `alpha` (plain and dynamic colors), or multiplied by it (asset
    /// colors, whose alpha is only known when the widget renders).
    func replacingAlpha(_ alpha: Double) -> Color {
        switch storage {
        case .rgba(let rgba): return Color(storage: .rgba(rgba.withAlpha(alpha)))
        case .dynamic(let light, let dark):
            return Color(storage: .dynamic(light: light.replacingAlpha(alpha), dark: dark.replacingAlpha(alpha)))
        // The label colors and clear are the same in every release; their own alpha is replaced.
        case .system(let named) where [.primary, .secondary, .clear].contains(named):
            func replaced(_ scheme: ColorScheme) -> Color {
                Color(storage: .rgba(named.rgba(for: scheme, release: .newest).withAlpha(alpha)))
            }
            return Color(storage: .dynamic(light: replaced(.light), dark: replaced(.dark)))
        // The other system colors are opaque, so scaling their alpha replaces it, and they stay
        // system colors, whose values depend on the release the render imitates.
        case .system, .named, .invalidHex, .mixed: return Color(storage: storage, opacityFactor: alpha)
        }
    }
}
