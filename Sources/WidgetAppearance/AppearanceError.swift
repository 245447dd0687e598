import WidgetViews

/// Errors of the appearance stage; each description is one line naming the problem and the valid choices.
public enum AppearanceError: Error, Equatable, CustomStringConvertible {
    case unknownTheme(String, valid: [String])
    case missingThemeArgument(theme: String, form: String)
    case unexpectedThemeArgument(theme: String)
    case unknownColor(String, validNames: [String])
    case familyNotSupported(theme: String, family: WidgetFamily, supported: [WidgetFamily])
    case invalidTheme(theme: String, reason: String)

    public var description: String {
        switch self {
        case .unknownTheme(let name, let valid):
            return "unknown theme '\(name)'; valid themes: \(valid.joined(separator: ", "))"
        case .missingThemeArgument(let theme, let form):
            return "theme '\(theme)' needs a color: \(form)"
        case .unexpectedThemeArgument(let theme):
            return "theme '\(theme)' takes no argument; write it without parentheses"
        case .unknownColor(let text, let names):
            return "unknown color '\(text)'; write #RRGGBB (e.g. #0A84FF) or one of: \(names.joined(separator: ", "))"
        case .familyNotSupported(let theme, let family, let supported):
            return "theme '\(theme)' does not show \(family.description) widgets; it supports: "
                + supported.map(\.description).joined(separator: ", ")
        case .invalidTheme(let theme, let reason):
            return "theme '\(theme)': \(reason)"
        }
    }
}
