import Foundation
import WidgetGeometry

// Core Graphics' color, as widget code passes one between UIKit and SwiftUI: `Color(cgColor:)`,
// `UIColor.cgColor`, `CGColor(red:green:blue:alpha:)`, `getRed(_:green:blue:alpha:)`.
//
// Glossary
// - Fixed color: a `CGColor` has components, not a light and a dark variant. A dynamic `UIColor`
//   becomes one in the current appearance, as UIKit resolves it against the current trait
//   collection; here that is the environment of the view being evaluated (`EnvironmentValues.current`,
//   light outside a render).

/// Core Graphics' color: straight (not premultiplied) sRGB components and an alpha, each 0…1.
/// A class, as Core Graphics' is; immutable, so sharing one is safe.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The components, clamped to 0…1 (Core Graphics clamps sRGB components the same way).
    package let rgba: RGBA
    /// Whether it was made from a gray level (its `components` are then gray and alpha).
    private let isGray: Bool

    package init(rgba: RGBA, isGray: Bool = false) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.rgba = RGBA(red: clamp(rgba.red), green: clamp(rgba.green), blue: clamp(rgba.blue), alpha: clamp(rgba.alpha))
        self.isGray = isGray
    }

    /// An sRGB color (Core Graphics' `init(red:green:blue:alpha:)` is in the sRGB space).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray level; drawn as the sRGB gray with that value in each channel.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha)), isGray: true)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    public var numberOfComponents: Int { isGray ? 2 : 4 }
    /// Gray and alpha for a gray color, else red, green, blue and alpha.
    public var components: [CGFloat]? {
        isGray ? [CGFloat(rgba.red), alpha] : [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), alpha]
    }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(rgba: rgba.withAlpha(Double(alpha)), isGray: isGray)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}

extension Color {
    /// The color with a Core Graphics color's components, as SwiftUI's `init(cgColor:)`.
    public init(cgColor: CGColor) { self.init(storage: .rgba(cgColor.rgba)) }
}

extension UIColor {
    /// A UIKit color with a Core Graphics color's components.
    public convenience init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }

    /// The color in the current appearance (see the glossary). A color that cannot resolve (an
    /// asset color missing from the catalog) is clear here; the render reports the missing name
    /// wherever the color is drawn.
    public var cgColor: CGColor { CGColor(rgba: resolvedForCurrentAppearance ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }

    /// The sRGB components in the current appearance, as UIKit's `getRed(_:green:blue:alpha:)`:
    /// false (and the arguments untouched) when the color cannot resolve.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = resolvedForCurrentAppearance else { return false }
        red?.pointee = CGFloat(rgba.red); green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue); alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// The gray level (the mean of the sRGB components) and alpha, as UIKit's `getWhite(_:alpha:)`.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = resolvedForCurrentAppearance else { return false }
        white?.pointee = CGFloat((rgba.red + rgba.green + rgba.blue) / 3); alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    private var resolvedForCurrentAppearance: RGBA? { try? swiftUIColor.resolve(in: EnvironmentValues.current) }
}
