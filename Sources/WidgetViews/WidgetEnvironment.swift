import WidgetText
import WidgetResolved
import Foundation

/// How the system draws the widget (docs/platform.md §1).
public enum WidgetRenderingMode: String, Hashable, Codable, Sendable, CaseIterable {
    case fullColor, accented, vibrant
}

public enum WidgetFamily: String, Hashable, Codable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner

    /// Lock Screen / watch complication families.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }
}

public enum LevelOfDetail: String, Hashable, Codable, Sendable { case `default`, simplified }

public enum ColorScheme: String, Hashable, Codable, Sendable, CaseIterable { case light, dark }

/// The platform a widget is rendered for; picks the text style table (docs/platform.md §5). Ours.
public enum WidgetPlatform: String, Hashable, Codable, Sendable, CaseIterable { case ios, watchos, macos, visionos }

public struct RedactionReasons: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct FamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct ShowsBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct PlatformKey: EnvironmentKey { static let defaultValue = WidgetPlatform.ios }
private struct RenderDateKey: EnvironmentKey { static let defaultValue = EnvironmentValues.defaultRenderDate }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US_POSIX") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! }

extension EnvironmentValues {
    /// The fixed "now" when the caller sets none: 2025-06-09 17:41:00 UTC.
    public static let defaultRenderDate = Date(timeIntervalSince1970: 1_749_490_860)

    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[RenderingModeKey.self] } set { self[RenderingModeKey.self] = newValue }
    }
    public var widgetFamily: WidgetFamily {
        get { self[FamilyKey.self] } set { self[FamilyKey.self] = newValue }
    }
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsBackgroundKey.self] } set { self[ShowsBackgroundKey.self] = newValue }
    }
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] } set { self[LevelOfDetailKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] } set { self[LuminanceReducedKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue }
    }
    /// Ours: which platform's text styles and symbol weights apply.
    public var platform: WidgetPlatform {
        get { self[PlatformKey.self] } set { self[PlatformKey.self] = newValue }
    }
    /// Ours: the fixed "now" of a render; `Text(date, style:)` formats against it.
    public var renderDate: Date {
        get { self[RenderDateKey.self] } set { self[RenderDateKey.self] = newValue }
    }
    /// en_US_POSIX unless set, so that output does not depend on the machine.
    public var locale: Locale {
        get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue }
    }
    /// UTC unless set, so that output does not depend on the machine.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue }
    }
}
