import WidgetText
import WidgetResolved

// Bold Text (`\.legibilityWeight`) and `.preferredColorScheme(_:)`.
//
// Glossary: *legibility weight* = the system's Bold Text setting as SwiftUI reports it.

/// The Bold Text accessibility setting, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable, CaseIterable {
    case regular, bold
}

private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// `.regular` unless set; `.bold` draws system text heavier (docs/text.md "Bold Text").
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] } set { self[LegibilityWeightKey.self] = newValue }
    }
}

enum BoldText {
    /// The weight system text is drawn at with Bold Text on. Apple publishes no mapping; ours
    /// (docs/platform.md §5a): two steps heavier below semibold (regular → semibold, as iOS draws
    /// body with Bold Text on), one step from semibold up (semibold → bold, bold → heavy), at most black.
    static func weight(_ weight: Int) -> Int { min(900, weight + (weight < 600 ? 200 : 100)) }

    /// Applies Bold Text to a run's font; fonts a user names (`Font.custom`) keep their weight, as
    /// on iOS, where Bold Text changes only the system font.
    static func apply(to font: inout FontSpec, in environment: EnvironmentValues) {
        guard environment.legibilityWeight == .bold, font.customName == nil else { return }
        font.weight = weight(font.weight)
    }
}

nonisolated extension View {
    /// Draws this view and its subtree in `colorScheme`, as the nearest presentation would with
    /// SwiftUI's `preferredColorScheme(_:)`; nil keeps the scheme. Ours: a widget has no
    /// presentation of its own, so the preference applies to the subtree's colors (system colors,
    /// materials, asset colors) and not to the theme's backdrop (docs/views.md).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentModifier("preferredColorScheme") { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    /// The subtree's color scheme, as SwiftUI's deprecated `colorScheme(_:)` (still common in
    /// widget code): the same as `.environment(\.colorScheme, colorScheme)`.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environmentModifier("colorScheme") { $0.colorScheme = colorScheme }
    }
}
