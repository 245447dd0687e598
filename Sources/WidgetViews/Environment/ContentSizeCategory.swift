import Foundation

/// The iOS 13 name of the text size setting, as SwiftUI's `ContentSizeCategory`. Each category is
/// one `DynamicTypeSize` under another name (Apple's `DynamicTypeSize.init(_:)` maps them one to
/// one), so `\.sizeCategory` reads and writes `\.dynamicTypeSize` and both spellings stay in step.
public enum ContentSizeCategory: Hashable, Comparable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size (the two enumerations list the same sizes in order).
    public init?(_ size: DynamicTypeSize) {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: size) else { return nil }
        self = Self.allCases[index]
    }
}

extension DynamicTypeSize {
    public init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

extension EnvironmentValues {
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// The width of one device pixel in points (1 / `displayScale`), for hairlines.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
}
