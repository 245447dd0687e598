import Foundation

// UIKit's `UIFont`, as widget code builds one to pass to `Font(_:)`
// (`.font(.init(UIFont.systemFont(ofSize: 28, weight: .bold, width: .condensed)))`). It holds only
// what `Font` needs: the system font at a size, weight and width, a text style, or a named font.

/// A font description, as UIKit's `UIFont`; `Font(uiFont)` draws it.
public struct UIFont: Hashable, Sendable {
    /// UIKit's weights, each the SwiftUI weight of the same name.
    public struct Weight: Hashable, Sendable {
        let font: Font.Weight
        public static let ultraLight = Weight(font: .ultraLight)
        public static let thin = Weight(font: .thin)
        public static let light = Weight(font: .light)
        public static let regular = Weight(font: .regular)
        public static let medium = Weight(font: .medium)
        public static let semibold = Weight(font: .semibold)
        public static let bold = Weight(font: .bold)
        public static let heavy = Weight(font: .heavy)
        public static let black = Weight(font: .black)
    }

    /// UIKit's widths, each the SwiftUI width of the same name.
    public struct Width: Hashable, Sendable {
        let font: Font.Width
        public static let compressed = Width(font: .compressed)
        public static let condensed = Width(font: .condensed)
        public static let standard = Width(font: .standard)
        public static let expanded = Width(font: .expanded)
    }

    /// UIKit's text styles, each the SwiftUI text style of the same name.
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)
    }

    let font: Font
    public let pointSize: CGFloat

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular, width: Width = .standard) -> UIFont {
        UIFont(font: Font.system(size: size, weight: weight.font).width(width.font), pointSize: size)
    }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: size).italic(), pointSize: size)
    }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: Font.system(size: size, weight: weight.font).monospacedDigit(), pointSize: size)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: Font.system(size: size, weight: weight.font, design: .monospaced), pointSize: size)
    }
    /// The text style's font; `pointSize` is its size at the default Dynamic Type size on iOS.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: Font.system(style.style), pointSize: CGFloat(TextStyleMetrics.metrics(for: style.style, platform: .ios,
                                                                                         dynamicTypeSize: .large).size))
    }
    /// A font by name (a bundled or user-named face; never the system's).
    public init?(name: String, size: CGFloat) {
        self.init(font: Font.custom(name, size: size), pointSize: size)
    }

    init(font: Font, pointSize: CGFloat) { self.font = font; self.pointSize = pointSize }

    public func withSize(_ size: CGFloat) -> UIFont {
        var font = self.font
        font.replaceSize(Double(size))
        return UIFont(font: font, pointSize: size)
    }
}

extension Font {
    /// The font a `UIFont` describes, as SwiftUI's `Font(_: UIFont)`.
    public init(_ font: UIFont) { self = font.font }

    /// The same font at another fixed size (`UIFont.withSize`).
    fileprivate mutating func replaceSize(_ size: Double) {
        var copy: Font
        switch base {
        case .custom(let name, _): copy = Font(base: .custom(name: name, size: size), design: design, weight: weight)
        case .fixedSize, .textStyle: copy = Font(base: .fixedSize(size), design: design, weight: weight)
        }
        copy.isItalic = isItalic; copy.usesMonospacedDigit = usesMonospacedDigit; copy.width = width
        self = copy
    }
}
