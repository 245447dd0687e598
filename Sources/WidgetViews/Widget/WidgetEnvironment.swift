import WidgetText
import WidgetResolved
import Foundation

/// How the system draws the widget (docs/platform.md §1).
public enum WidgetRenderingMode: String, Hashable, Codable, Sendable, CaseIterable {
    case fullColor, accented, vibrant
}

/// A widget's size and shape. Its Int raw values are Apple's as public code uses them (docs/platform.md
/// §17): code stores a family as its Int and reads it back with `WidgetFamily(rawValue:)`.
/// Our own formats (specs, manifests, JSON, file names) use the case name, `description`.
public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible, CustomDebugStringConvertible {
    case systemSmall = 0, systemMedium = 1, systemLarge = 2, systemExtraLarge = 3, systemExtraLargePortrait = 4
    case accessoryCircular = 5, accessoryRectangular = 6, accessoryInline = 7, accessoryCorner = 8

    /// Lock Screen / watch complication families.
    public var isAccessory: Bool { description.hasPrefix("accessory") }

    /// The case name, as Apple's `description` gives it ("systemSmall").
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .systemExtraLargePortrait: "systemExtraLargePortrait"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        case .accessoryCorner: "accessoryCorner"
        }
    }

    public var debugDescription: String { description }

    /// The family with this case name, as specs and the command line spell it.
    package init?(name: String) {
        guard let family = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = family
    }
}

/// Our files store a family by name, also as a dictionary key.
extension WidgetFamily: Codable, CodingKeyRepresentable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let family = WidgetFamily(name: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown widget family '\(name)'"))
        }
        self = family
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var codingKey: any CodingKey { FamilyCodingKey(stringValue: description) }

    public init?<T: CodingKey>(codingKey: T) { self.init(name: codingKey.stringValue) }
}

private struct FamilyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
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
