import Foundation

/// Björn Ottosson's Oklab (2020): linear sRGB → cone responses (matrix M1) → cube root → Lab
/// (matrix M2), and back. Used only to blend (`Color.mix`, perceptual mesh gradients); results are
/// clamped to sRGB.
package struct Oklab: Hashable, Sendable {
    package var lightness: Double
    package var a: Double
    package var b: Double

    package init(lightness: Double, a: Double, b: Double) { self.lightness = lightness; self.a = a; self.b = b }

    package init(_ color: RGBA) {
        let r = Oklab.linear(color.red), g = Oklab.linear(color.green), bl = Oklab.linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    package func rgba(alpha: Double) -> RGBA {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return RGBA(red: Oklab.encoded(r), green: Oklab.encoded(g), blue: Oklab.encoded(bl), alpha: alpha)
    }

    /// The sRGB transfer function (IEC 61966-2-1) and its inverse, clamped to 0…1.
    static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
