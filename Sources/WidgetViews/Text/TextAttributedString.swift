import Foundation

// `Text(AttributedString)`: each run of the attributed string becomes a piece of the Text with
// the run's SwiftUI attributes (font, foregroundColor, backgroundColor, underline and
// strikethrough styles, kern, tracking, baselineOffset) and Foundation's `link` (tinted like a
// Markdown link). The SwiftUI attribute scope is declared here because only SwiftUI declares it on
// Apple platforms, so that `attributed.font = .headline` compiles unchanged.

extension AttributeScopes {
    /// SwiftUI's attributes, as `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// Fills the run's part of each line box behind its glyphs (docs/text.md).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// An attributed string: one piece per run, styled by its attributes; Text modifiers fill in
    /// what a run leaves unset, as for concatenated texts. Disfavored because Foundation's
    /// `AttributedString` is a string literal too: a literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var pieces: TextPieces = []
        for run in attributedContent.runs {
            let string = String(attributedContent[run.range].characters)
            if string.isEmpty { continue }
            var piece = TextPiece(content: .string(string))
            let attributes = run.attributes
            piece.font = attributes[Scope.FontAttribute.self]
            piece.foreground = attributes[Scope.ForegroundColorAttribute.self].map { AnyShapeStyle($0) }
            piece.styling.backgroundColor = attributes[Scope.BackgroundColorAttribute.self]
            if let style = attributes[Scope.UnderlineStyleAttribute.self] {
                piece.styling.underline = DecorationRequest(isActive: true, pattern: style.pattern, color: style.color)
            }
            if let style = attributes[Scope.StrikethroughStyleAttribute.self] {
                piece.styling.strikethrough = DecorationRequest(isActive: true, pattern: style.pattern, color: style.color)
            }
            piece.styling.kerning = attributes[Scope.KerningAttribute.self]
            piece.styling.tracking = attributes[Scope.TrackingAttribute.self]
            piece.styling.baselineOffset = attributes[Scope.BaselineOffsetAttribute.self]
            piece.styling.isLink = attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil
            // Markdown roles (`AttributedString(markdown:)`): drawn as `Text` draws Markdown in literals.
            if let intent = attributes[Scope.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { piece.weight = .bold }
                if intent.contains(.emphasized) { piece.italic = true }
                if intent.contains(.code) { piece.styling.monospaced = true }
                if intent.contains(.strikethrough), piece.styling.strikethrough == nil {
                    piece.styling.strikethrough = DecorationRequest(isActive: true, pattern: .solid, color: nil)
                }
            }
            pieces.append(piece)
        }
        self.init(pieces: pieces.isEmpty ? [TextPiece(content: .string(""))] : pieces)
    }
}
