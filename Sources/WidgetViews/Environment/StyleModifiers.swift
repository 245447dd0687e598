import WidgetText
import WidgetResolved
import Foundation

// Environment-only modifiers: they change what leaves below read, never add a node.

nonisolated extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentModifier("foregroundStyle") { $0.setForegroundStyle(style); $0.paletteStyles = [] }
    }

    /// Two levels: the primary one is the foreground; palette symbols paint their secondary layer
    /// with the second (other content does not distinguish levels here).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentModifier("foregroundStyle") { environment in
            let outer = environment.foregroundStyle
            environment.setForegroundStyle(primary)
            environment.paletteStyles = [AnyShapeStyle(ScopedForegroundStyle(style: AnyShapeStyle(secondary), outer: outer))]
        }
    }

    /// Three levels: as the two-level form, with a tertiary style for palette symbols' third layer.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        environmentModifier("foregroundStyle") { environment in
            let outer = environment.foregroundStyle
            environment.setForegroundStyle(primary)
            environment.paletteStyles = [AnyShapeStyle(ScopedForegroundStyle(style: AnyShapeStyle(secondary), outer: outer)),
                                         AnyShapeStyle(ScopedForegroundStyle(style: AnyShapeStyle(tertiary), outer: outer))]
        }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        environmentModifier("foregroundColor") { environment in
            if let color { environment.setForegroundStyle(color) }
        }
    }

    public func tint(_ tint: Color?) -> some View {
        environmentModifier("tint") { $0.tintStyle = tint.map(AnyShapeStyle.init) }
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentModifier("tint") { $0.tintStyle = tint.map(AnyShapeStyle.init) }
    }

    /// SwiftUI's deprecated `accentColor(_:)`, still common in widget code: the subtree's tint.
    public func accentColor(_ accentColor: Color?) -> some View {
        environmentModifier("accentColor") { $0.tintStyle = accentColor.map(AnyShapeStyle.init) }
    }

    public func font(_ font: Font?) -> some View { environmentModifier("font") { $0.font = font } }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentModifier("fontWeight") { $0.textTraits.weight = weight }
    }

    public func bold(_ isActive: Bool = true) -> some View {
        environmentModifier("bold") { if isActive { $0.textTraits.weight = .bold } }
    }

    public func italic(_ isActive: Bool = true) -> some View {
        environmentModifier("italic") { if isActive { $0.textTraits.italic = true } }
    }

    public func monospacedDigit() -> some View {
        environmentModifier("monospacedDigit") { $0.textTraits.monospacedDigit = true }
    }

    public func lineLimit(_ number: Int?) -> some View { environmentModifier("lineLimit") { $0.lineLimit = number } }

    /// `reservesSpace` is accepted; layout does not reserve empty lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// A range of lines: at most the upper bound, as `lineLimit(_:)`. The lower bound asks for
    /// reserved empty lines, which layout does not reserve (as `reservesSpace` above).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentModifier("multilineTextAlignment") { $0.multilineTextAlignment = alignment }
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentModifier("minimumScaleFactor") { $0.minimumScaleFactor = factor }
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentModifier("truncationMode") { $0.truncationMode = mode }
    }

    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentModifier("textCase") { $0.textCase = textCase }
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentModifier("lineSpacing") { $0.lineSpacing = lineSpacing }
    }

    /// Adds `reason` to the redaction reasons of the subtree.
    public func redacted(reason: RedactionReasons) -> some View {
        environmentModifier("redacted") { $0.redactionReasons.formUnion(reason) }
    }

    public func unredacted() -> some View { environmentModifier("unredacted") { $0.isUnredacted = true } }

    /// Redacted when the environment's reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentModifier("privacySensitive") { if sensitive { $0.isPrivacySensitive = true } }
    }

    /// Puts the subtree in the accent group (docs/platform.md §1); `false` leaves the group as it is,
    /// since a descendant cannot opt back out of an accentable ancestor.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        environmentModifier("widgetAccentable") { if accentable { $0.enterGroup(.accent) } }
    }
}
