import Foundation
import WidgetViews

// Environment axes: the user settings that change how a widget looks besides its theme (Dynamic
// Type size, language, layout direction, Bold Text, the OS release), as one value that the CLI's
// matrix, contact sheets and `assertWidgetSnapshot` iterate over, and that names files.
//
// Glossary: *axes* = one combination of these settings; *default axes* = large, en_US_POSIX,
// left to right, regular weight, the newest release.

/// One combination of environment settings a widget is rendered in, besides its theme.
public struct EnvironmentAxes: Hashable, Sendable, CustomStringConvertible {
    public var dynamicTypeSize: DynamicTypeSize
    /// nil: the environment's default (en_US_POSIX).
    public var locale: Locale?
    /// nil: the locale's direction (right to left for Arabic, Hebrew, Persian, Urdu …), else left to right.
    public var layoutDirection: LayoutDirection?
    public var legibilityWeight: LegibilityWeight
    /// The OS release whose system colors and control shapes the render draws.
    public var osRelease: OSRelease

    public init(dynamicTypeSize: DynamicTypeSize = .large, locale: Locale? = nil,
                layoutDirection: LayoutDirection? = nil, legibilityWeight: LegibilityWeight = .regular,
                osRelease: OSRelease = .newest) {
        self.dynamicTypeSize = dynamicTypeSize; self.locale = locale
        self.layoutDirection = layoutDirection; self.legibilityWeight = legibilityWeight
        self.osRelease = osRelease
    }

    /// The settings every render has unless told otherwise.
    public static let `default` = EnvironmentAxes()

    /// The direction the widget is laid out in: the one given, else the locale's.
    public var resolvedLayoutDirection: LayoutDirection {
        layoutDirection ?? locale.map(Self.direction(of:)) ?? .leftToRight
    }

    public var isDefault: Bool { name.isEmpty }

    /// The non-default settings joined by "-" (`accessibility3-ar-rtl-bold-os18`), empty for the
    /// defaults: the suffix of file names (`<widget>__<name>`) and the label of contact sheets.
    public var name: String {
        var parts: [String] = []
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.name) }
        if let locale { parts.append(locale.identifier) }
        let direction = resolvedLayoutDirection
        if direction == .rightToLeft { parts.append("rtl") }
        // An explicit left-to-right in a right-to-left language is named too.
        if direction == .leftToRight, let locale, Self.direction(of: locale) == .rightToLeft { parts.append("ltr") }
        if legibilityWeight == .bold { parts.append("bold") }
        if osRelease != .newest { parts.append(osRelease.name) }
        return parts.joined(separator: "-")
    }

    public var description: String { isDefault ? "default" : name }

    /// `name` (a widget's output name or golden folder) with this combination's suffix, unchanged
    /// for the defaults so existing paths stay as they are.
    public func suffixing(_ name: String) -> String { isDefault ? name : "\(name)__\(self.name)" }

    /// `view` in these settings (environment modifiers at its root, so a right-to-left widget is
    /// mirrored as a whole and its container background with it).
    public func applied<V: View>(to view: V) -> AnyView {
        var result = AnyView(view.environment(\.dynamicTypeSize, dynamicTypeSize)
            .environment(\.layoutDirection, resolvedLayoutDirection)
            .environment(\.legibilityWeight, legibilityWeight)
            .environment(\.osRelease, osRelease))
        if let locale { result = AnyView(result.environment(\.locale, locale)) }
        return result
    }

    /// Every combination of the given values, in the order given (sizes outermost).
    public static func matrix(dynamicTypeSizes: [DynamicTypeSize] = [.large], locales: [Locale?] = [nil],
                              layoutDirections: [LayoutDirection?] = [nil],
                              legibilityWeights: [LegibilityWeight] = [.regular],
                              osReleases: [OSRelease] = [.newest]) -> [EnvironmentAxes] {
        var all: [EnvironmentAxes] = []
        for size in dynamicTypeSizes {
            for locale in locales {
                for direction in layoutDirections {
                    for weight in legibilityWeights {
                        for release in osReleases {
                            let axes = EnvironmentAxes(dynamicTypeSize: size, locale: locale, layoutDirection: direction,
                                                       legibilityWeight: weight, osRelease: release)
                            if !all.contains(axes) { all.append(axes) }
                        }
                    }
                }
            }
        }
        return all
    }

    /// Languages written right to left (ours: the CLDR languages whose default script is Arabic,
    /// Hebrew, Thaana or Syriac; docs/platform.md §5a).
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr",
                                                    "ug", "ur", "yi"]

    static func direction(of locale: Locale) -> LayoutDirection {
        let language = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}
