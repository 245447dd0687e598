import WidgetText
import WidgetResolved
import Foundation

// Environment values that environment-only modifiers set and leaves read when they resolve.
// Public ones mirror SwiftUI's; internal ones back modifiers whose SwiftUI storage is private.

/// `multilineTextAlignment`, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    var resolved: TextAlignmentValue {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct DrawGroupKey: EnvironmentKey { static let defaultValue = DrawGroup.default }
private struct UnredactedKey: EnvironmentKey { static let defaultValue = false }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct TextTraitsKey: EnvironmentKey { static let defaultValue = TextTraits() }
private struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linearCapacity }

/// `fontWeight`, `bold`, `italic`, `monospacedDigit` applied to a subtree's text.
struct TextTraits: Hashable {
    var weight: Font.Weight?
    var italic = false
    var monospacedDigit = false
}

extension EnvironmentValues {
    /// nil: `.body`.
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationKey.self] } set { self[TruncationKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleKey.self] } set { self[MinimumScaleKey.self] = newValue }
    }
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }

    /// nil: `.primary`.
    var foregroundStyle: AnyShapeStyle? { get { self[ForegroundKey.self] } set { self[ForegroundKey.self] = newValue } }
    /// nil: the accent color.
    var tintStyle: AnyShapeStyle? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    var drawGroup: DrawGroup { get { self[DrawGroupKey.self] } set { self[DrawGroupKey.self] = newValue } }
    var isUnredacted: Bool { get { self[UnredactedKey.self] } set { self[UnredactedKey.self] = newValue } }
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] } set { self[PrivacySensitiveKey.self] = newValue }
    }
    var textTraits: TextTraits { get { self[TextTraitsKey.self] } set { self[TextTraitsKey.self] = newValue } }
    var progressViewStyleKind: ProgressViewStyleKind {
        get { self[ProgressStyleKey.self] } set { self[ProgressStyleKey.self] = newValue }
    }
    var gaugeStyleKind: GaugeStyleKind { get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue } }

    /// Whether text and images here draw as placeholders: `.placeholder` redacts everything,
    /// `.privacy` only `privacySensitive()` subtrees; `unredacted()` opts out of both.
    var isRedacted: Bool {
        if isUnredacted { return false }
        return redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }

    /// The paint of foreground content (text, symbols, `fill()` without a style).
    func foregroundPaint() throws -> ResolvedPaint {
        try HierarchicalShapeStyle.primary.resolvePaint(in: self)
    }

    /// Puts a subtree in `group`. Accent and container background are sticky: a descendant cannot
    /// move back to the default group (docs/platform.md §1).
    mutating func enterGroup(_ group: DrawGroup) {
        if drawGroup == .default || group == .containerBackground { drawGroup = group }
    }
}

/// A foreground style set by `foregroundStyle(_:)`, resolved against the foreground that was current
/// where it was set, so `.foregroundStyle(.secondary)` means "the outer foreground, faded".
struct ScopedForegroundStyle: ShapeStyle, PaintResolvable, ShadowBearing, DefaultForegroundMarking {
    let style: AnyShapeStyle
    let outer: AnyShapeStyle?
    var shadows: [ShadowStyle] { style.shadows }
    /// `.foregroundStyle(.primary)` over the default foreground is still the label color.
    var isDefaultForeground: Bool { style.isDefaultForeground && (outer?.isDefaultForeground ?? true) }

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        var outerEnvironment = environment
        outerEnvironment.foregroundStyle = outer
        // The levels set with `foregroundStyle(_:_:)` belong to the inside; the outer style sees none
        // (so `.foregroundStyle(.primary, .secondary)` does not refer to itself).
        outerEnvironment.paletteStyles = []
        return try style.resolvePaint(in: outerEnvironment)
    }
}

extension EnvironmentValues {
    mutating func setForegroundStyle<S: ShapeStyle>(_ style: S) {
        foregroundStyle = AnyShapeStyle(ScopedForegroundStyle(style: AnyShapeStyle(style), outer: foregroundStyle))
    }
}
