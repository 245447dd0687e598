import WidgetText
import WidgetResolved
import Foundation

/// A font request, as SwiftUI's `Font`. It stays symbolic (a text style, a size) until a text
/// resolves it against the environment's platform and family (`spec(in:)`).
public struct Font: Hashable, Sendable {
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
        var resolved: FontDesign {
            switch self {
            case .default: return .default
            case .serif: return .serif
            case .rounded: return .rounded
            case .monospaced: return .monospaced
            }
        }
    }

    /// CSS-style weight values (100 … 900), as `FontSpec.weight`.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case fixedSize(Double)
        case custom(name: String, size: Double)
    }

    let base: Base
    var design: Design?
    var weight: Weight?
    var isItalic = false
    var usesMonospacedDigit = false
    /// `width(_:)`; nil = standard.
    var width: Width?
    /// `custom(_:size:relativeTo:)`: the style whose Dynamic Type scaling the size follows.
    var relativeTo: TextStyle?
    /// `custom(_:fixedSize:)`: never scaled by Dynamic Type.
    var isFixedSize = false
    /// `leading(_:)`; nil = standard.
    var leading: Leading?
    /// `smallCaps()` and its lowercase / uppercase forms (TextSmallCaps.swift).
    var smallCapitals: SmallCaps = []

    init(base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base; self.design = design; self.weight = weight
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .fixedSize(Double(size)), design: design, weight: weight)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), design: design, weight: weight)
    }
    /// A font file or catalog name the text engine looks up (never the system's fonts).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: Double(size)))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, size: size)
        font.relativeTo = textStyle
        return font
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = custom(name, size: fixedSize)
        font.isFixedSize = true
        return font
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.usesMonospacedDigit = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// Line spacing of the font: Apple documents tight as 2 points less and loose as 2 points more
    /// (1 point on watchOS) [SUI-Font.Leading] (docs/platform.md §5).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    public func leading(_ leading: Leading) -> Font { var f = self; f.leading = leading; return f }

    /// Small capitals for lowercase and capital letters.
    public func smallCaps() -> Font { var f = self; f.smallCapitals = [.lowercase, .uppercase]; return f }
    public func lowercaseSmallCaps() -> Font { var f = self; f.smallCapitals.insert(.lowercase); return f }
    public func uppercaseSmallCaps() -> Font { var f = self; f.smallCapitals.insert(.uppercase); return f }

    /// The concrete request for the text engine in `environment` (platform picks the style table;
    /// watch complications use medium weight, docs/platform.md §5).
    func spec(in environment: EnvironmentValues) throws -> FontSpec {
        let isWatch = environment.platform == .watchos
        var spec: FontSpec
        switch base {
        case .textStyle(let style):
            let metrics = TextStyleMetrics.metrics(for: style, platform: environment.platform,
                                                   dynamicTypeSize: environment.dynamicTypeSize)
            // Lines keep the font's own metrics; the HIG line height only sets the font's leading
            // (docs/platform.md §5).
            spec = FontSpec(size: metrics.size, weight: metrics.weight, design: isWatch ? .rounded : .default)
            spec.textStyleLineHeight = metrics.lineHeight
            if isWatch && environment.widgetFamily.isAccessory && metrics.weight < Weight.medium.value {
                spec.weight = Weight.medium.value
            }
        case .fixedSize(let size):
            spec = FontSpec(size: try Check.nonNegative(size, "font size"))
        case .custom(let name, let size):
            // `custom(_:size:)` scales with Dynamic Type relative to body, as SwiftUI's does;
            // `custom(_:fixedSize:)` does not (docs/text.md).
            let ratio = isFixedSize ? 1 : DynamicTypeTable.ratio(relativeTo ?? .body, environment.dynamicTypeSize)
            spec = FontSpec(size: try Check.nonNegative(size, "font size") * ratio, customName: name)
        }
        if let design { spec.design = design.resolved }
        if let weight { spec.weight = weight.value }
        spec.italic = isItalic
        spec.monospacedDigit = usesMonospacedDigit
        if let width { spec.width = try FontWidthCheck.value(width) }
        switch leading {
        case .tight?: spec.leadingAdjustment = isWatch ? -1 : -2
        case .loose?: spec.leadingAdjustment = isWatch ? 1 : 2
        case .standard?, nil: break
        }
        return spec
    }
}

/// The default-Dynamic-Type text styles (docs/platform.md §5): size in points and weight; the HIG
/// line height is filled in per Dynamic Type size (`metrics(for:platform:dynamicTypeSize:)`).
struct TextStyleMetrics: Hashable {
    var size: Double
    var weight: Int
    /// The HIG's line height: not the height of a line (text keeps the font's own metrics) but
    /// what gives the style's font its leading (`FontSpec.textStyleLineHeight`).
    var lineHeight: Double? = nil

    static func metrics(for style: Font.TextStyle, platform: WidgetPlatform) -> TextStyleMetrics {
        let table = platform == .watchos ? watchOS : iOS
        return table[style] ?? TextStyleMetrics(size: 17, weight: 400)
    }

    /// iOS, iPadOS, macOS widgets and visionOS.
    static let iOS: [Font.TextStyle: TextStyleMetrics] = [
        .largeTitle: .init(size: 34, weight: 400),
        .title: .init(size: 28, weight: 400),
        .title2: .init(size: 22, weight: 400),
        .title3: .init(size: 20, weight: 400),
        .headline: .init(size: 17, weight: 600),
        .body: .init(size: 17, weight: 400),
        .callout: .init(size: 16, weight: 400),
        .subheadline: .init(size: 15, weight: 400),
        .footnote: .init(size: 13, weight: 400),
        .caption: .init(size: 12, weight: 400),
        .caption2: .init(size: 11, weight: 400),
    ]

    /// watchOS 40/41 mm. docs/platform.md §5 lists no callout or subheadline there; ours: callout as body,
    /// subheadline as caption.
    static let watchOS: [Font.TextStyle: TextStyleMetrics] = [
        .largeTitle: .init(size: 36, weight: 400),
        .title: .init(size: 34, weight: 400),
        .title2: .init(size: 27, weight: 400),
        .title3: .init(size: 19, weight: 400),
        .headline: .init(size: 16, weight: 600),
        .body: .init(size: 16, weight: 400),
        .callout: .init(size: 16, weight: 400),
        .subheadline: .init(size: 15, weight: 400),
        .caption: .init(size: 15, weight: 400),
        .caption2: .init(size: 14, weight: 400),
        .footnote: .init(size: 13, weight: 400),
    ]
}
