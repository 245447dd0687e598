import ArgumentParser
import Foundation
import WidgetRender

/// `--dynamic-type`, `--locale`, `--rtl`, `--bold-text`, `--os`: the environment axes of the matrix
/// (`EnvironmentAxes`); every combination is rendered, each non-default one under
/// `<widget>__<axes>` (docs/spec.md "Environment axes").
struct AxesOptions: ParsableArguments {
    @Option(name: .customLong("dynamic-type"),
            help: "Dynamic Type sizes, comma-separated: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5 (or ax1 … ax5); default: large.")
    var dynamicTypeSizes: String?

    @Option(name: .customLong("locale"),
            help: "Locales, comma-separated (e.g. ar,ja,de_DE); Arabic, Hebrew, Persian, Urdu … lay out right to left. Default: en_US_POSIX.")
    var locales: String?

    @Flag(help: "Lay every render out right to left (with --locale: each locale right to left).")
    var rtl = false

    @Flag(name: .customLong("bold-text"), help: "Render with Bold Text on (legibilityWeight .bold).")
    var boldText = false

    @Option(name: .customLong("os"),
            help: "OS releases whose system colors and control shapes to draw, comma-separated: 17, 18, 26 (iOS numbering; watchOS 10 and macOS 14 are 17). Default: 26.")
    var osReleases: String?

    /// Every combination the options ask for; nil when none is given (each spec's `axes:` apply).
    func axes() throws -> [EnvironmentAxes]? {
        guard dynamicTypeSizes != nil || locales != nil || rtl || boldText || osReleases != nil else { return nil }
        let sizes = try Self.list(dynamicTypeSizes).map { name -> DynamicTypeSize in
            guard let size = DynamicTypeSize(name: name) else {
                throw CLIError("--dynamic-type: unknown size '\(name)'; valid sizes: "
                               + DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))
            }
            return size
        }
        let locales = try Self.list(self.locales).map { identifier -> Locale? in
            guard identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }),
                  identifier.first?.isLetter == true else {
                throw CLIError("--locale: '\(identifier)' is not a locale identifier (e.g. ar, ja, de_DE)")
            }
            return Locale(identifier: identifier)
        }
        let releases = try Self.list(osReleases).map { name -> OSRelease in
            guard let release = OSRelease(name: name) else {
                throw CLIError("--os: unknown release '\(name)'; valid releases: "
                               + OSRelease.numbers)
            }
            return release
        }
        return EnvironmentAxes.matrix(dynamicTypeSizes: sizes.isEmpty ? [.large] : sizes,
                                      locales: locales.isEmpty ? [nil] : locales,
                                      layoutDirections: [rtl ? .rightToLeft : nil],
                                      legibilityWeights: [boldText ? .bold : .regular],
                                      osReleases: releases.isEmpty ? [.newest] : releases)
    }

    /// The words that repeat these options (for `check`'s accept command).
    var words: [String] {
        var words: [String] = []
        if let dynamicTypeSizes { words += ["--dynamic-type", dynamicTypeSizes] }
        if let locales { words += ["--locale", locales] }
        if rtl { words.append("--rtl") }
        if boldText { words.append("--bold-text") }
        if let osReleases { words += ["--os", osReleases] }
        return words
    }

    /// "a, b,c" → ["a", "b", "c"], repeats dropped; nil → [].
    private static func list(_ text: String?) throws -> [String] {
        guard let text else { return [] }
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw CLIError("an axis option needs at least one value") }
        return MatrixOptions.once(items, option: "value")
    }
}
