import Foundation

// Theme names: `base` or `base(color)`, as the CLI, specs and `Theme(named:)` write them.

extension Theme {
    /// The built-in themes without an argument, by name.
    private static let plain: [Theme] = [
        iosLight, iosDark, iosClear, macosClear, watchosFullColor, iosLockScreen, iosStandBy, iosStandByNight,
        carPlay, visionosGlass, visionosPaper,
    ]

    /// The built-in themes that take a color, with the color used in `builtIn`.
    private static let parameterized: [(base: String, make: (ThemeColor) -> Theme, defaultColor: String)] = [
        ("ios.tinted", iosTinted, "blue"), ("macos.tinted", macosTinted, "blue"),
        ("watchos.accented", watchosAccented, "orange"), ("visionos.color", visionosColor, "green"),
    ]

    /// Every built-in theme (parameterized ones with a default color), for the CLI's `themes` command
    /// and the golden tests.
    public static let builtIn: [Theme] = [
        iosLight, iosDark, iosClear, iosTinted(defaultColor("ios.tinted")),
        macosClear, macosTinted(defaultColor("macos.tinted")),
        watchosFullColor, watchosAccented(defaultColor("watchos.accented")),
        iosLockScreen, iosStandBy, iosStandByNight, carPlay,
        visionosGlass, visionosPaper, visionosColor(defaultColor("visionos.color")),
    ]

    /// The accepted name forms, for error messages and help.
    public static var nameForms: [String] {
        plain.map(\.name) + parameterized.map { "\($0.base)(<color>)" }
    }

    /// A built-in theme by name: `ios.clear`, `ios.tinted(blue)`, `watchos.accented(#0A84FF)`.
    /// Errors list the valid names, or the valid color forms.
    public init(named text: String) throws {
        let name = text.trimmingCharacters(in: .whitespaces)
        var base = name, argument: String?
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            base = String(name[..<open])
            argument = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        }
        if let theme = Theme.plain.first(where: { $0.name == base }) {
            guard argument == nil else { throw AppearanceError.unexpectedThemeArgument(theme: base) }
            self = theme
            return
        }
        guard let entry = Theme.parameterized.first(where: { $0.base == base }) else {
            throw AppearanceError.unknownTheme(text, valid: Theme.nameForms)
        }
        guard let argument, !argument.isEmpty else {
            throw AppearanceError.missingThemeArgument(theme: base, form: "\(base)(<color>), e.g. \(base)(\(entry.defaultColor))")
        }
        self = entry.make(try ThemeColor(parsing: argument))
    }

    /// The name as it appears in a file name (golden PNGs: `<family>__<fileName>.png`), safe on
    /// every file system and in a URL: `ios.tinted(blue)` → `ios.tinted-blue`,
    /// `watchos.accented(#0A84FF)` → `watchos.accented-0A84FF`. An opening parenthesis becomes `-`,
    /// `)` and `#` are dropped, and any other character but ASCII letters, digits, `.`, `-` and `_`
    /// (in a user-defined theme's name) becomes `-`.
    public var fileName: String {
        String(name.compactMap { character -> Character? in
            switch character {
            case ")", "#": return nil
            case _ where character.isASCII && (character.isLetter || character.isNumber || ".-_".contains(character)):
                return character
            default: return "-"
            }
        })
    }

    private static func defaultColor(_ base: String) -> ThemeColor {
        let name = parameterized.first { $0.base == base }?.defaultColor ?? "blue"
        // The default colors are entries of `ThemeColor.named`, so parsing them cannot fail.
        return (try? ThemeColor(parsing: name)) ?? ThemeColor(.white)
    }
}
