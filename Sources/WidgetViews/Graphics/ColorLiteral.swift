import Foundation

// `#colorLiteral(red:green:blue:alpha:)`, Xcode's color literal. The compiler turns it into
// `init(_colorLiteralRed:green:blue:alpha:)` of the type the context asks for (any type conforming
// to the standard library's `_ExpressibleByColorLiteral`, available on Linux too), or, with no
// context, of `_ColorLiteralType`: UIKit declares that as `UIColor`, so `Color(#colorLiteral(…))`
// reads the literal as a UIColor and passes it to `Color(_: UIColor)`, as on iOS. The components
// are sRGB, as UIKit's and SwiftUI's literal initializers take them.

/// The type of a color literal without context, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
