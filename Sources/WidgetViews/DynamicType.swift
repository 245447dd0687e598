import WidgetText
import WidgetResolved
import Foundation

// Dynamic Type: the text styles' point size and leading at each `DynamicTypeSize`, and the
// `.dynamicTypeSize(_:)` modifiers that set or clamp it.
//
// Glossary: *size category* = one `DynamicTypeSize` (xSmall … accessibility5); *leading* = the
// style's line height in points (what `FontSpec.lineHeight` carries).

/// One text style at every size category, in `DynamicTypeSize.allCases` order.
struct DynamicTypeRow {
    /// (point size, leading) per size category.
    let values: [(size: Double, leading: Double)]
    init(_ values: [(Double, Double)]) { self.values = values.map { (size: $0.0, leading: $0.1) } }
}

enum DynamicTypeTable {
    /// The HIG's iOS / iPadOS Dynamic Type sizes (docs/platform.md §5a): xSmall, small, medium,
    /// large (the default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let iOS: [Font.TextStyle: DynamicTypeRow] = [
        .largeTitle: DynamicTypeRow([(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                                     (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]),
        .title: DynamicTypeRow([(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                                (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]),
        .title2: DynamicTypeRow([(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                                 (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]),
        .title3: DynamicTypeRow([(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                                 (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]),
        .headline: DynamicTypeRow([(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                                   (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]),
        .body: DynamicTypeRow([(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                               (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]),
        .callout: DynamicTypeRow([(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                                  (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]),
        .subheadline: DynamicTypeRow([(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                                      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]),
        .footnote: DynamicTypeRow([(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                                   (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]),
        .caption: DynamicTypeRow([(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                                  (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]),
        .caption2: DynamicTypeRow([(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                                   (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]),
    ]

    /// (size, leading) of `style` at `category` on iOS.
    static func iOSValues(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> (size: Double, leading: Double) {
        let index = DynamicTypeSize.allCases.firstIndex(of: category) ?? 3
        return iOS[style]?.values[index] ?? (17, 22)
    }

    /// How much larger `style` is at `category` than at `.large` on iOS (UIFontMetrics' idea of
    /// scaling: the ratio of the style's point sizes). Scales `Font.custom(_:size:relativeTo:)` and,
    /// ours, the watchOS table (docs/platform.md §5a).
    static func ratio(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> Double {
        iOSValues(style, category).size / iOSValues(style, .large).size
    }
}

extension TextStyleMetrics {
    /// The style's metrics at `category`: iOS (and the platforms that share its table) from the HIG's
    /// table; watchOS its own `.large` values scaled by the iOS ratio (ours). `.large` is exactly
    /// the default table, so renders at the default size are unchanged.
    static func metrics(for style: Font.TextStyle, platform: WidgetPlatform,
                        dynamicTypeSize category: DynamicTypeSize) -> TextStyleMetrics {
        var metrics = metrics(for: style, platform: platform)
        guard category != .large else { return metrics }
        if platform == .watchos {
            let ratio = DynamicTypeTable.ratio(style, category)
            metrics.size = (metrics.size * ratio).rounded()
            metrics.lineHeight = (metrics.lineHeight * ratio * 2).rounded() / 2
        } else {
            let values = DynamicTypeTable.iOSValues(style, category)
            metrics.size = values.size
            metrics.lineHeight = values.leading
        }
        return metrics
    }
}

extension DynamicTypeSize {
    /// `self` moved into `range` (the nearest size the range allows); unchanged when inside it.
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        if range.contains(self) { return self }
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let first = allowed.first, let last = allowed.last else { return self }
        return self < first ? first : last
    }

    /// The CLI's and spec's spelling of each size: the case name (`xSmall`, `accessibility3`).
    package var name: String { String(describing: self) }

    /// Parses a case name (case-insensitive; `ax1` … `ax5` also name the accessibility sizes).
    package init?(name: String) {
        let lowered = name.lowercased()
        if let match = DynamicTypeSize.allCases.first(where: { $0.name.lowercased() == lowered }) {
            self = match
        } else if lowered.hasPrefix("ax"), let n = Int(lowered.dropFirst(2)), (1...5).contains(n) {
            self = DynamicTypeSize.allCases[6 + n]
        } else {
            return nil
        }
    }
}

extension View {
    /// Sets the Dynamic Type size of this view and its subtree, as SwiftUI's `dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentModifier("dynamicTypeSize") { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of this view and its subtree to `range`
    /// (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`, `.dynamicTypeSize(.small ... .large)`): a size
    /// outside it becomes the nearest size inside, as SwiftUI's `dynamicTypeSize(_:)` with a range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentModifier("dynamicTypeSize") { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) }
    }
}
