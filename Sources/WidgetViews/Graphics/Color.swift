import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// A color, as SwiftUI's `Color`: a view (a rectangle filled with it that takes the space offered)
/// and a shape style. Named system colors resolve by `colorScheme` when a view resolves.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case system(SystemColor)
        case rgba(RGBA)
        /// `Color(hex:)` with a string that is not a color: reported when the view resolves.
        case invalidHex(String)
        /// `Color("name")`: an asset catalog color, looked up when the view resolves (NamedColors.swift).
        case named(String)
        /// A light and a dark color, picked by the color scheme (UIKit's dynamic system colors).
        indirect case dynamic(light: Color, dark: Color)
        /// `mix(with:by:in:)`: both colors resolve, then blend (ColorMixing.swift).
        indirect case mixed(Color, Color, fraction: Double, perceptual: Bool)
    }

    let storage: Storage
    /// `opacity(_:)` factors, multiplied into the alpha when resolved.
    let opacityFactor: Double

    init(storage: Storage, opacityFactor: Double = 1) {
        self.storage = storage; self.opacityFactor = opacityFactor
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(storage: .rgba(RGBA(red: red, green: green, blue: blue, alpha: opacity)))
    }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Only sRGB is rendered; other spaces are taken as sRGB-encoded values.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// HSB with every component in 0…1, as SwiftUI.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(saturating: h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Ours: `#RGB`, `#RRGGBB` or `#RRGGBBAA`. A malformed string is reported when the view resolves.
    public init(hex: String) {
        if let rgba = RGBA(hex: hex) { self.init(storage: .rgba(rgba)) } else { self.init(storage: .invalidHex(hex)) }
    }

    /// The same color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacityFactor: opacityFactor * opacity)
    }

    public var description: String {
        switch storage {
        case .system(let named): return opacityFactor == 1 ? named.rawValue : "\(named.rawValue).opacity(\(opacityFactor))"
        case .rgba(let rgba): return opacityFactor == 1 ? rgba.hex : "\(rgba.hex).opacity(\(opacityFactor))"
        case .invalidHex(let text): return "Color(hex: \"\(text)\")"
        case .named(let name): return opacityFactor == 1 ? "Color(\"\(name)\")" : "Color(\"\(name)\").opacity(\(opacityFactor))"
        case .dynamic(let light, let dark):
            return "dynamic(light: \(light), dark: \(dark))" + (opacityFactor == 1 ? "" : ".opacity(\(opacityFactor))")
        case .mixed(let base, let other, let fraction, let perceptual):
            return "\(base).mix(with: \(other), by: \(fraction)\(perceptual ? "" : ", in: .device"))"
                + (opacityFactor == 1 ? "" : ".opacity(\(opacityFactor))")
        }
    }

    /// The straight sRGB color in `environment` (its `colorScheme` picks light or dark values).
    func resolve(in environment: EnvironmentValues) throws -> RGBA {
        guard !opacityFactor.isNaN else { throw CheckFailure("color opacity is NaN") }
        let base: RGBA
        switch storage {
        case .system(.accentColor): base = Color.accentColor(in: environment)
        case .system(let named): base = named.rgba(for: environment.colorScheme, release: environment.osRelease)
        case .named(let name): base = try Color.namedColor(name, in: environment)
        case .rgba(let rgba): base = rgba
        case .dynamic(let light, let dark): base = try (environment.colorScheme == .dark ? dark : light).resolve(in: environment)
        case .mixed(let color, let other, let fraction, let perceptual):
            base = RGBA.mixing(try color.resolve(in: environment), try other.resolve(in: environment),
                               fraction: try Check.finite(fraction, "mix fraction"), perceptual: perceptual)
        case .invalidHex(let text):
            throw CheckFailure("Color(hex: \"\(text)\") is not a color (use #RGB, #RRGGBB or #RRGGBBAA)")
        }
        for (name, value) in [("red", base.red), ("green", base.green), ("blue", base.blue), ("opacity", base.alpha)]
        where !value.isFinite {
            throw CheckFailure("color \(name) \(value) is not finite")
        }
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return RGBA(red: clamp(base.red), green: clamp(base.green), blue: clamp(base.blue),
                    alpha: clamp(base.alpha * opacityFactor))
    }
}

extension Color {
    public static let red = Color(storage: .system(.red))
    public static let orange = Color(storage: .system(.orange))
    public static let yellow = Color(storage: .system(.yellow))
    public static let green = Color(storage: .system(.green))
    public static let mint = Color(storage: .system(.mint))
    public static let teal = Color(storage: .system(.teal))
    public static let cyan = Color(storage: .system(.cyan))
    public static let blue = Color(storage: .system(.blue))
    public static let indigo = Color(storage: .system(.indigo))
    public static let purple = Color(storage: .system(.purple))
    public static let pink = Color(storage: .system(.pink))
    public static let brown = Color(storage: .system(.brown))
    public static let gray = Color(storage: .system(.gray))
    public static let black = Color(storage: .system(.black))
    public static let white = Color(storage: .system(.white))
    public static let clear = Color(storage: .system(.clear))
    public static let primary = Color(storage: .system(.primary))
    public static let secondary = Color(storage: .system(.secondary))
    public static let accentColor = Color(storage: .system(.accentColor))
}
