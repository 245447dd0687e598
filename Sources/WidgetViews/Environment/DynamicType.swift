import WidgetText
import WidgetResolved
import Foundation

// Dynamic Type: the text styles' point size and HIG line height at each `DynamicTypeSize`, and
// the `.dynamicTypeSize(_:)` modifiers that set or clamp it. Lines are set with the font's own
// metrics (docs/platform.md §5); the HIG line height only gives the style's font its leading,
// which stacks put between two texts (WidgetLayout/ViewSpacing.swift).
//
// Glossary: *size category* = one `DynamicTypeSize` (xSmall … accessibility5).

/// One text style at every size category, in `DynamicTypeSize.allCases` order.
struct DynamicTypeRow {
    /// Point size per size category.
    let sizes: [Double]
    /// The HIG's leading (line height) per size category, in points.
    let lineHeights: [Double]
}

enum DynamicTypeTable {
    /// The HIG's iOS / iPadOS Dynamic Type sizes (docs/platform.md §5a): xSmall, small, medium,
    /// large (the default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let iOS: [Font.TextStyle: DynamicTypeRow] = [
        .largeTitle: DynamicTypeRow(sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                                    lineHeights: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        .title: DynamicTypeRow(sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                               lineHeights: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        .title2: DynamicTypeRow(sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                                lineHeights: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        .title3: DynamicTypeRow(sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                                lineHeights: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        .headline: DynamicTypeRow(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                                  lineHeights: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .body: DynamicTypeRow(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                              lineHeights: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .callout: DynamicTypeRow(sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                                 lineHeights: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        .subheadline: DynamicTypeRow(sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                                     lineHeights: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        .footnote: DynamicTypeRow(sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                                  lineHeights: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        .caption: DynamicTypeRow(sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                                 lineHeights: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        .caption2: DynamicTypeRow(sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                                  lineHeights: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]

    /// Point size of `style` at `category` on iOS.
    static func iOSSize(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> Double {
        iOS[style]?.sizes[index(of: category)] ?? 17
    }

    /// The HIG line height of `style` at `category` on iOS.
    static func iOSLineHeight(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> Double {
        iOS[style]?.lineHeights[index(of: category)] ?? 22
    }

    private static func index(of category: DynamicTypeSize) -> Int {
        DynamicTypeSize.allCases.firstIndex(of: category) ?? 3
    }

    /// How much larger `style` is at `category` than at `.large` on iOS (UIFontMetrics' idea of
    /// scaling: the ratio of the style's point sizes). Scales `Font.custom(_:size:relativeTo:)` and,
    /// ours, the watchOS table (docs/platform.md §5a).
    static func ratio(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> Double {
        iOSSize(style, category) / iOSSize(style, .large)
    }
}

extension TextStyleMetrics {
    /// The style's metrics at `category`: iOS (and the platforms that share its table) from the HIG's
    /// table, with its line height; watchOS its own `.large` values scaled by the iOS ratio (ours),
    /// without one: every watch line height in the HIG is below SF's own line height, so the
    /// leading it would give is 0 (docs/platform.md §5).
    static func metrics(for style: Font.TextStyle, platform: WidgetPlatform,
                        dynamicTypeSize category: DynamicTypeSize) -> TextStyleMetrics {
        var metrics = metrics(for: style, platform: platform)
        if platform == .watchos {
            guard category != .large else { return metrics }
            let ratio = DynamicTypeTable.ratio(style, category)
            metrics.size = (metrics.size * ratio).rounded()
        } else {
            metrics.size = DynamicTypeTable.iOSSize(style, category)
            metrics.lineHeight = DynamicTypeTable.iOSLineHeight(style, category)
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

nonisolated extension View {
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

/// A dimension that grows with Dynamic Type, as SwiftUI's `@ScaledMetric`: the value × the text
/// style's size at the environment's `dynamicTypeSize` over its size at `.large` (the HIG table,
/// docs/platform.md §5a). Read in `body`, where the environment is the view's.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let base: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public var wrappedValue: Value {
        base * Value(DynamicTypeTable.ratio(textStyle, EnvironmentValues.current.dynamicTypeSize))
    }
}
