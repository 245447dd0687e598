/// A straight-alpha (unpremultiplied) color, sRGB-encoded, each component in 0…1.
/// Resolve produces these; the raster premultiplies when it paints.
public struct RGBA: Hashable, Codable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From 8-bit components, as designers write them.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    public func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }

    /// Luminance weights of docs/platform.md §2 (SVG's `luminanceToAlpha`; SwiftUI's
    /// `luminanceToAlpha()` uses the same), applied to straight sRGB-encoded components.
    package static let luminanceWeights = (red: 0.2125, green: 0.7154, blue: 0.0721)

    /// The one conversion from a 0…1 component to its 8-bit code: clamped to 0…1 (NaN counts as 0),
    /// then rounded to nearest, c8 = round(c × 255).
    ///
    /// Rounded half away from zero, as `rounded()` does, but without its call into libm (a wallpaper
    /// makes three of these per pixel): for 0 ≤ x ≤ 255 the truncation and the remainder x − ⌊x⌋
    /// are exact, so the result is round(x) for every x. Inlinable: it is called per pixel from other
    /// modules, where a call costs as much as the arithmetic.
    @inlinable
    package static func byte(_ component: Double) -> UInt8 {
        let scaled = component.isNaN ? 0 : min(max(component, 0), 1) * 255
        let whole = UInt8(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// L = 0.2125 R + 0.7154 G + 0.0721 B of the straight color, in 0…1 (alpha ignored).
    public var luminance: Double {
        RGBA.luminanceWeights.red * red + RGBA.luminanceWeights.green * green + RGBA.luminanceWeights.blue * blue
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public var hex: String {
        func h(_ v: Double) -> String {
            let n = Int(RGBA.byte(v))
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }
    public var description: String { hex }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional). Nil when malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit) else { return nil }
        let digits = s.count == 3 ? String(s.flatMap { [$0, $0] }) : String(s)
        guard digits.count == 6 || digits.count == 8, let v = UInt64(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? (v << 8) | 0xFF : v
        self.init(r8: UInt8((full >> 24) & 0xFF), g8: UInt8((full >> 16) & 0xFF),
                  b8: UInt8((full >> 8) & 0xFF), a8: UInt8(full & 0xFF))
    }
}
