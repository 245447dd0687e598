import Foundation
import WidgetGeometry
import WidgetViews
import WidgetAppearance
import WidgetLimits

/// A device preset: the widget sizes one screen offers, its scale and its platform.
/// Sizes come from docs/platform.md §4 (Apple HIG, Dec 2025) and content margins from §3; values
/// marked "ours" are not published.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public enum Platform: String, Hashable, Sendable, CaseIterable { case iOS, iPadOS, macOS, watchOS, visionOS }

    /// Stable identifier used in file names and on the command line (`iphone-16-pro-max`).
    public let id: String
    public let displayName: String
    public let platform: Platform
    public let scale: Double
    /// Widget size in points, per family this device offers (the pipeline's vocabulary; users read
    /// `familySizes`).
    package let sizes: [WidgetFamily: Size]
    /// Where the sizes come from: the docs/platform.md section and table row, and whether the row is
    /// Apple's or derived by our rule (`widget-render devices` prints it).
    public var source: String = ""
    /// A custom device's screen, corner radius and system-family margins (nil on presets: derived).
    private var customScreen: CGSize?
    private var customCornerRadius: Double?
    private var customMargins: Insets?

    public var description: String { id }

    /// The platform as the environment sees it (it picks the text-style table).
    public var widgetPlatform: WidgetPlatform {
        switch platform {
        case .iOS, .iPadOS: return .ios
        case .macOS: return .macos
        case .watchOS: return .watchos
        case .visionOS: return .visionos
        }
    }

    /// Widget size in points, per family this device offers.
    public var familySizes: [WidgetFamily: CGSize] { sizes.mapValues { CGSize(width: $0.width, height: $0.height) } }

    /// The size of `family`'s widget in points; throws when this device does not offer it.
    public func size(of family: WidgetFamily) throws -> CGSize {
        let size = try canvasSize(of: family)
        return CGSize(width: size.width, height: size.height)
    }

    /// `size(of:)` in the pipeline's vocabulary.
    package func canvasSize(of family: WidgetFamily) throws -> Size {
        guard let size = sizes[family] else {
            throw RenderError.familyNotOffered(family: family.description, device: id,
                                               offered: families.map(\.description))
        }
        return size
    }

    /// The screen in points (portrait) for iPhone and iPad presets, whose names state it
    /// ("iPhone 402×874 (16 Pro …)"); nil for the others.
    public var screenSize: CGSize? {
        if let customScreen { return customScreen }
        guard platform == .iOS || platform == .iPadOS, let times = displayName.firstIndex(of: "×") else { return nil }
        let width = displayName[..<times].reversed().prefix { $0.isNumber }.reversed()
        let height = displayName[displayName.index(after: times)...].prefix { $0.isNumber }
        guard let w = Double(String(width)), let h = Double(String(height)) else { return nil }
        return CGSize(width: w, height: h)
    }

    /// UIKit's view of this preset (`UIDevice.current`, `UIScreen.main` read it from the environment).
    package var deviceScreen: DeviceScreen {
        let size = screenSize ?? .zero
        switch platform {
        case .iOS: return DeviceScreen(idiom: .phone, size: size, systemName: "iOS")
        case .iPadOS: return DeviceScreen(idiom: .pad, size: size, systemName: "iPadOS")
        case .macOS: return DeviceScreen(idiom: .mac, size: size, systemName: "macOS")
        case .watchOS: return DeviceScreen(idiom: .unspecified, size: size, systemName: "watchOS")
        case .visionOS: return DeviceScreen(idiom: .vision, size: size, systemName: "visionOS")
        }
    }

    /// The families this device offers, in WidgetFamily's declaration order.
    public var families: [WidgetFamily] { WidgetFamily.allCases.filter { sizes[$0] != nil } }

    /// The widget's outer corner radius in points (ours: docs/platform.md §4; accessory shapes by their form).
    public func cornerRadius(of family: WidgetFamily) -> Double {
        let size = sizes[family] ?? .zero
        switch family {
        case .accessoryCircular, .accessoryCorner: return min(size.width, size.height) / 2
        case .accessoryInline: return 0
        case .accessoryRectangular: return platform == .watchOS ? 18 : 12  // ours
        default:
            if let customCornerRadius { return customCornerRadius }
            switch platform {
            case .iOS: return 22
            case .iPadOS, .macOS: return 20
            case .visionOS: return 24
            case .watchOS: return 18  // ours
            }
        }
    }

    /// Content margins: 16 pt on system families (HIG), none on accessory families, whose
    /// small canvases are laid out edge to edge (ours for watchOS Smart Stack: 8 pt).
    public func contentMargins(of family: WidgetFamily) -> EdgeInsets {
        let m = margins(of: family)
        return EdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)
    }

    /// `contentMargins(of:)` in the pipeline's vocabulary.
    package func margins(of family: WidgetFamily) -> Insets {
        switch family {
        case .accessoryCircular, .accessoryCorner, .accessoryInline: return .zero
        case .accessoryRectangular: return platform == .watchOS ? Insets(all: 8) : .zero
        default: return customMargins ?? Insets(all: 16)
        }
    }
}

extension Device {
    /// A screen of your own: the widget sizes it offers (points), its scale, and optionally its
    /// screen size (what `UIScreen.main.bounds` reads), the corner radius and the content margins of
    /// its system families (by default the platform's, as on the presets; accessory families keep
    /// their shapes and margins). `id` names its folders and files, so it is letters, digits, `-`,
    /// `_` and `.` only. Throws when a size or the scale is not finite and positive.
    public init(id: String, displayName: String? = nil, platform: Platform = .iOS, scale: CGFloat,
                familySizes: [WidgetFamily: CGSize], screenSize: CGSize? = nil, cornerRadius: CGFloat? = nil,
                contentMargins: EdgeInsets? = nil) throws {
        func invalid(_ what: String) -> CustomDeviceError { CustomDeviceError(description: "device '\(id)': \(what)") }
        func positive(_ value: CGFloat) -> Bool { value.isFinite && value > 0 }
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }), id.first != "." else {
            throw invalid("the id may hold only letters, digits, '-', '_' and '.', and must not start with '.'")
        }
        guard positive(scale) else { throw invalid("scale \(scale) must be finite and positive") }
        guard !familySizes.isEmpty else { throw invalid("it offers no family") }
        for family in WidgetFamily.allCases {
            guard let size = familySizes[family] else { continue }
            guard positive(size.width), positive(size.height) else {
                throw invalid("\(family) is \(size.width)×\(size.height) pt; sizes must be finite and positive")
            }
        }
        if let screenSize, !(positive(screenSize.width) && positive(screenSize.height)) {
            throw invalid("the screen \(screenSize.width)×\(screenSize.height) pt must be finite and positive")
        }
        if let cornerRadius, !(cornerRadius.isFinite && cornerRadius >= 0) { throw invalid("corner radius \(cornerRadius) must be finite and not negative") }
        if let m = contentMargins, ![m.top, m.leading, m.bottom, m.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            throw invalid("content margins must be finite and not negative")
        }
        self.init(id: id, displayName: displayName ?? id, platform: platform, scale: Double(scale),
                  sizes: familySizes.mapValues { Size(width: Double($0.width), height: Double($0.height)) },
                  source: "custom device")
        customScreen = screenSize
        customCornerRadius = cornerRadius.map(Double.init)
        customMargins = contentMargins.map { Insets(top: Double($0.top), leading: Double($0.leading),
                                                    bottom: Double($0.bottom), trailing: Double($0.trailing)) }
    }
}

/// A custom device whose values cannot make a canvas.
public struct CustomDeviceError: Error, CustomStringConvertible {
    public let description: String
}

extension Device {
    /// `mediumHeight`: the medium widget's height when it differs from the small one's (414×736: 157 vs 159).
    private static func iPhone(_ id: String, _ name: String, scale: Double, small: Double, medium: Double,
                               mediumHeight: Double? = nil, largeHeight: Double, circular: Double?, rectangular: Size?,
                               inline: Double?, source: String = "docs/platform.md §4, HIG-Widgets › Specifications, iOS dimensions") -> Device {
        var sizes: [WidgetFamily: Size] = [
            .systemSmall: Size(width: small, height: small),
            .systemMedium: Size(width: medium, height: mediumHeight ?? small),
            .systemLarge: Size(width: medium, height: largeHeight),
        ]
        if let circular { sizes[.accessoryCircular] = Size(width: circular, height: circular) }
        if let rectangular { sizes[.accessoryRectangular] = rectangular }
        if let inline { sizes[.accessoryInline] = Size(width: inline, height: 26) }
        return Device(id: id, displayName: name, platform: .iOS, scale: scale, sizes: sizes, source: source)
    }

    private static func iPad(_ id: String, _ name: String, small: Double, medium: Double, extraLarge: Double,
                             source: String = "docs/platform.md §4, HIG-Widgets › Specifications, iPadOS dimensions (canvas)") -> Device {
        Device(id: id, displayName: name, platform: .iPadOS, scale: 2, sizes: [
            .systemSmall: Size(width: small, height: small),
            .systemMedium: Size(width: medium, height: small),
            .systemLarge: Size(width: medium, height: medium),
            .systemExtraLarge: Size(width: extraLarge, height: medium),
        ], source: source)
    }

    /// watchOS: Smart Stack widgets are `accessoryRectangular`; complications circular and corner.
    /// Inline complications: ours, the rectangular width × 20 pt.
    private static func watch(_ mm: Int, rectangular: Size, circular: Double, corner: Double, id: String? = nil,
                              name: String? = nil,
                              source: String = "docs/platform.md §4, HIG-Widgets › Specifications, watchOS dimensions; HIG-Complications") -> Device {
        Device(id: id ?? "watch-\(mm)mm", displayName: name ?? "Apple Watch \(mm) mm", platform: .watchOS, scale: 2, sizes: [
            .accessoryRectangular: rectangular,
            .accessoryCircular: Size(width: circular, height: circular),
            .accessoryCorner: Size(width: corner, height: corner),
            .accessoryInline: Size(width: rectangular.width, height: 20),
        ], source: source)
    }

    public static let all: [Device] = [
        // 440×956 (iPhone 16 Pro Max, 17 Pro Max): derived, docs/platform.md §8 "Newer iPhone screens" (our rule).
        // Until this fix the preset carried the 430×932 screen, which is the 15 Pro Max's (now `iphone-15-pro-max`).
        iPhone("iphone-16-pro-max", "iPhone 440×956 (16 Pro Max, 17 Pro Max)", scale: 3, small: 174, medium: 372,
               largeHeight: 391, circular: 76, rectangular: Size(width: 172, height: 76), inline: 257,
               source: newerIPhone("440×956 from 430×932 × 440/430")),
        iPhone("iphone-17-pro-max", "iPhone 440×956 (17 Pro Max)", scale: 3, small: 174, medium: 372,
               largeHeight: 391, circular: 76, rectangular: Size(width: 172, height: 76), inline: 257,
               source: newerIPhone("440×956 from 430×932 × 440/430")),
        iPhone("iphone-16-pro", "iPhone 402×874 (16 Pro, 17 Pro, 17)", scale: 3, small: 162, medium: 346, largeHeight: 362,
               circular: 72, rectangular: Size(width: 160, height: 72), inline: 234,
               source: newerIPhone("402×874 from 393×852 × 402/393")),
        iPhone("iphone-17-pro", "iPhone 402×874 (17 Pro, 17)", scale: 3, small: 162, medium: 346, largeHeight: 362,
               circular: 72, rectangular: Size(width: 160, height: 72), inline: 234,
               source: newerIPhone("402×874 from 393×852 × 402/393")),
        iPhone("iphone-air", "iPhone 420×912 (Air)", scale: 3, small: 171, medium: 365, largeHeight: 384,
               circular: 76, rectangular: Size(width: 160, height: 72), inline: 248,
               source: newerIPhone("420×912 from 414×896 × 420/414")),
        iPhone("iphone-15-pro-max", "iPhone 430×932", scale: 3, small: 170, medium: 364, largeHeight: 382,
               circular: 76, rectangular: Size(width: 172, height: 76), inline: 257),
        iPhone("iphone-14-plus", "iPhone 428×926", scale: 3, small: 170, medium: 364, largeHeight: 382,
               circular: 76, rectangular: Size(width: 172, height: 76), inline: 257),
        iPhone("iphone-11", "iPhone 414×896", scale: 2, small: 169, medium: 360, largeHeight: 379,
               circular: 76, rectangular: Size(width: 160, height: 72), inline: 248),
        iPhone("iphone-8-plus", "iPhone 414×736", scale: 3, small: 159, medium: 348, mediumHeight: 157, largeHeight: 357,
               circular: 76, rectangular: Size(width: 170, height: 76), inline: 248),
        iPhone("iphone-16", "iPhone 393×852", scale: 3, small: 158, medium: 338, largeHeight: 354,
               circular: 72, rectangular: Size(width: 160, height: 72), inline: 234),
        iPhone("iphone-14", "iPhone 390×844", scale: 3, small: 158, medium: 338, largeHeight: 354,
               circular: 72, rectangular: Size(width: 160, height: 72), inline: 234),
        // iPhone 16e: the 390×844 screen at 3× (docs/platform.md §8 "Current devices"), a published row.
        iPhone("iphone-16e", "iPhone 390×844 (16e)", scale: 3, small: 158, medium: 338, largeHeight: 354,
               circular: 72, rectangular: Size(width: 160, height: 72), inline: 234),
        iPhone("iphone-13-mini", "iPhone 375×812", scale: 3, small: 155, medium: 329, largeHeight: 345,
               circular: 72, rectangular: Size(width: 157, height: 72), inline: 225),
        iPhone("iphone-se", "iPhone 375×667", scale: 2, small: 148, medium: 321, largeHeight: 324,
               circular: 68, rectangular: Size(width: 153, height: 68), inline: 225),
        iPhone("iphone-se-1", "iPhone 320×568", scale: 2, small: 141, medium: 292, largeHeight: 311,
               circular: nil, rectangular: nil, inline: nil),
        iPad("ipad-pro-13", "iPad 1024×1366", small: 170, medium: 378.5, extraLarge: 795),
        iPad("ipad-air-11", "iPad 820×1180", small: 155, medium: 342, extraLarge: 715.5),
        iPad("ipad-mini", "iPad 744×1133", small: 141, medium: 305.5, extraLarge: 634.5),
        // Current iPads whose screens Apple's widget table does not list: the nearest published row
        // (docs/platform.md §8 "Current devices", our rule).
        iPad("ipad-pro-13-m4", "iPad 1032×1376 (Pro 13-inch, M4)", small: 170, medium: 378.5, extraLarge: 795,
             source: "docs/platform.md §8 Current devices: our rule, the 1024×1366 row of §4 (nearest published screen)"),
        iPad("ipad-pro-11-m4", "iPad 834×1210 (Pro 11-inch, M4)", small: 155, medium: 342, extraLarge: 715.5,
             source: "docs/platform.md §8 Current devices: our rule, the 834×1194 row of §4 (nearest published screen)"),
        iPad("ipad-a16", "iPad 820×1180 (iPad A16, Air 11-inch)", small: 155, medium: 342, extraLarge: 715.5),
        // macOS: Apple publishes no point sizes here; ours: the 1024×1366 iPad canvas sizes at 2×.
        Device(id: "mac", displayName: "Mac", platform: .macOS, scale: 2, sizes: [
            .systemSmall: Size(width: 170, height: 170),
            .systemMedium: Size(width: 378.5, height: 170),
            .systemLarge: Size(width: 378.5, height: 378.5),
            .systemExtraLarge: Size(width: 795, height: 378.5),
        ], source: "docs/platform.md §4 macOS: our rule, the 1024×1366 iPad canvas sizes"),
        watch(40, rectangular: Size(width: 152, height: 69.5), circular: 42, corner: 32),
        watch(41, rectangular: Size(width: 165, height: 72.5), circular: 44.5, corner: 34),
        watch(44, rectangular: Size(width: 173, height: 76.5), circular: 47, corner: 36),
        watch(45, rectangular: Size(width: 184, height: 80.5), circular: 50, corner: 38),
        watch(49, rectangular: Size(width: 191, height: 81.5), circular: 50, corner: 38),
        // Series 10 / 11 and Ultra 3 cases are not in Apple's tables: the row of the published case
        // whose screen is nearest in width (docs/platform.md §8 "Current devices", our rule).
        watch(42, rectangular: Size(width: 173, height: 76.5), circular: 47, corner: 36, id: "watch-series-10-42mm",
              name: "Apple Watch Series 10/11 42 mm",
              source: "docs/platform.md §8 Current devices: our rule, the 44 mm row of §4 (nearest published screen)"),
        watch(46, rectangular: Size(width: 191, height: 81.5), circular: 50, corner: 38, id: "watch-series-10-46mm",
              name: "Apple Watch Series 10/11 46 mm",
              source: "docs/platform.md §8 Current devices: our rule, the 49 mm row of §4 (nearest published screen)"),
        watch(49, rectangular: Size(width: 191, height: 81.5), circular: 50, corner: 38, id: "watch-ultra-3",
              name: "Apple Watch Ultra 3 49 mm",
              source: "docs/platform.md §8 Current devices: our rule, the 49 mm row of §4 (nearest published screen)"),
        Device(id: "vision-pro", displayName: "Apple Vision Pro", platform: .visionOS, scale: 2, sizes: [
            .systemSmall: Size(width: 158, height: 158),
            .systemMedium: Size(width: 338, height: 158),
            .systemLarge: Size(width: 338, height: 354),
            .systemExtraLarge: Size(width: 450, height: 338),
            .systemExtraLargePortrait: Size(width: 338, height: 450),
        ], source: "docs/platform.md §4, HIG-Widgets › Specifications, visionOS dimensions"),
    ]

    private static func newerIPhone(_ rule: String) -> String {
        "docs/platform.md §8 Newer iPhone screens: our rule, \(rule), rounded; accessory sizes copied"
    }

    /// The default preset: today's common iPhone size.
    public static let iPhone = preset("iphone-16")

    /// The device a theme of `platform` is shown on when the caller names none (golden suites,
    /// `assertWidgetSnapshot`): iphone-11, mac, watch-45mm, vision-pro. Each offers every family
    /// its platform's themes show, and each draws at scale 2, which keeps golden files small.
    public static func `default`(for platform: WidgetPlatform) -> Device {
        switch platform {
        case .ios: return iPhone11
        case .macos: return mac
        case .watchos: return watch45mm
        case .visionos: return visionPro
        }
    }

    /// The device `family` is shown on for a theme of `platform` when the caller names none: the
    /// platform's `default(for:)` when it offers the family, else the first preset of the platform
    /// (in `all`'s order) that does: ipad-pro-13 for `systemExtraLarge` on iOS (no iPhone has it).
    /// nil when no preset of the platform offers the family (`accessoryCorner` on iOS).
    public static func `default`(for platform: WidgetPlatform, family: WidgetFamily) -> Device? {
        let preferred = Device.default(for: platform)
        if preferred.sizes[family] != nil { return preferred }
        return all.first { $0.widgetPlatform == platform && $0.sizes[family] != nil }
    }

    /// The devices that draw `family` as `theme` shows it: those of `chosen` that offer the family,
    /// or when the caller chose none, the one `default(for:family:)` picks for the theme's platform.
    /// Empty when none offers it. Golden suites, preview images and the gallery all pick this way.
    public static func devices(drawing family: WidgetFamily, for theme: Theme, among chosen: [Device]? = nil) -> [Device] {
        guard let chosen else { return Device.default(for: theme.platform, family: family).map { [$0] } ?? [] }
        return chosen.filter { $0.sizes[family] != nil }
    }

    private static let iPhone11 = preset("iphone-11")
    private static let mac = preset("mac")
    private static let watch45mm = preset("watch-45mm")
    private static let visionPro = preset("vision-pro")

    /// A preset of `all` by id; only called with ids written above, so the fallback is never taken.
    private static func preset(_ id: String) -> Device { all.first { $0.id == id } ?? all[0] }

    /// Looks a preset up by id; the error lists the valid ids.
    public init(named id: String) throws {
        guard let device = Device.all.first(where: { $0.id == id }) else {
            throw RenderError.unknownDevice(id, valid: Device.all.map(\.id))
        }
        self = device
    }
}
