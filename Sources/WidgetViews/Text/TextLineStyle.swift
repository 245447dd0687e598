import WidgetText
import Foundation

extension Text {
    /// How `underline` and `strikethrough` draw their line, as SwiftUI's `Text.LineStyle`: a pattern
    /// and an optional color (nil: the text's own foreground).
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }

        /// A solid line in the text's color.
        public static let single = LineStyle()

        /// The dash pattern of the line (NSUnderlineStyle's patterns; the dash lengths are our rule,
        /// docs/text.md).
        public struct Pattern: Hashable, Sendable {
            let value: TextDecorationPattern
            public static let solid = Pattern(value: .solid)
            public static let dot = Pattern(value: .dot)
            public static let dash = Pattern(value: .dash)
            public static let dashDot = Pattern(value: .dashDot)
            public static let dashDotDot = Pattern(value: .dashDotDot)
        }
    }
}

extension Font {
    /// The width of a font, as SwiftUI's `Font.Width` (a value from −1 compressed to 1 expanded,
    /// Core Text's width trait). No pinned face has a width axis: the default design's glyphs are
    /// drawn horizontally scaled by 1 + value (docs/text.md "Widths", our rule).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// `Font.width(_:)`: the default design drawn at that width (see `Width`).
    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }
}
