import Foundation

// Localization tables: the translations a widget extension ships (`xx.lproj/Localizable.strings`,
// `.stringsdict`, or one `Localizable.xcstrings`), as plain values, and how a key is looked up for
// a locale. Reading the files is WidgetRender's (`Localizations(contentsOf:)`); this target only
// looks up, when `Text` resolves in an environment that has tables (docs/localization.md).
//
// Glossary: *language* = an lproj's name (`de`, `pt-BR`, `zh-Hans`, `Base`); *table* = a file's
// name without extension (`Localizable` unless `tableName:` says otherwise); *format* = the
// translation, a printf-style string whose specifiers (`%@`, `%lld`, `%1$@`, `%#@name@`) take the
// key's interpolated values; *plural variable* = a `%#@name@` whose text depends on a number.

/// One translation: a format, or plural forms chosen by a number.
public struct LocalizedValue: Hashable, Sendable {
    /// The translated format (`"%lld Tassen"`, `"%#@cups@ left"`).
    public var format: String
    /// An `.xcstrings` plural variation of the whole string: the form is chosen by the first
    /// numeric argument, then formatted like `format`.
    public var plural: [PluralCategory: String]?
    /// The `%#@name@` variables of `format` (`.stringsdict`, `.xcstrings` substitutions).
    public var variables: [String: PluralVariable]

    public init(format: String, plural: [PluralCategory: String]? = nil, variables: [String: PluralVariable] = [:]) {
        self.format = format; self.plural = plural; self.variables = variables
    }
}

/// A `%#@name@` plural variable: the form for each category of the number it takes.
public struct PluralVariable: Hashable, Sendable {
    /// The 1-based argument it reads (`.xcstrings` `argNum`); nil: the argument at its place in the format.
    public var argument: Int?
    public var forms: [PluralCategory: String]

    public init(argument: Int? = nil, forms: [PluralCategory: String]) {
        self.argument = argument; self.forms = forms
    }
}

/// The translations of a widget extension: per language, per table, per key.
public struct Localizations: Hashable, Sendable {
    /// language (lproj name) → table → key → translation.
    public private(set) var languages: [String: [String: [String: LocalizedValue]]]
    /// The language a key falls back to when the locale's has no translation (an `.xcstrings`'s
    /// `sourceLanguage`; "en" unless a file says otherwise).
    public var developmentLanguage: String

    public init(developmentLanguage: String = "en") {
        languages = [:]; self.developmentLanguage = developmentLanguage
    }

    /// Adds (or replaces) the translation of `key` in `table` for `language`.
    public mutating func add(_ value: LocalizedValue, key: String, table: String = "Localizable", language: String) {
        languages[language, default: [:]][table, default: [:]][key] = value
    }

    /// The languages to try for `locale`, most specific first (docs/localization.md): language,
    /// script and region, then language and script, language and region, the language alone; then
    /// the development language and `Base`.
    package func candidates(for locale: Locale) -> [String] {
        let parts = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).map(String.init)
        guard let language = parts.first?.lowercased(), !language.isEmpty else { return [developmentLanguage, "Base"] }
        var script = parts.dropFirst().first { $0.count == 4 }?.capitalized
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?.uppercased()
        if language == "zh", script == nil {  // Chinese without a script: Traditional in TW, HK, MO
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        var names: [String] = []
        if let script, let region { names.append("\(language)-\(script)-\(region)") }
        if let script { names.append("\(language)-\(script)") }
        if let region { names.append("\(language)-\(region)") }
        names.append(language)
        if language == "nb" || language == "no" { names.append(language == "nb" ? "no" : "nb") }
        if language == "he" || language == "iw" { names.append(language == "he" ? "iw" : "he") }
        names += [developmentLanguage, "Base"]
        var seen = Set<String>()
        return names.filter { seen.insert($0.lowercased()).inserted }
    }

    /// The translation of `key` for `locale` and the language it was found in (whose plural rules
    /// apply); nil when no candidate language has it (the key itself is shown, as on iOS).
    package func lookup(_ key: String, table: String?, locale: Locale) -> (value: LocalizedValue, language: String)? {
        let table = table ?? "Localizable"
        for candidate in candidates(for: locale) {
            guard let name = languageName(matching: candidate) else { continue }
            if let value = languages[name]?[table]?[key] { return (value, name) }
        }
        return nil
    }

    /// The stored language named like `candidate` (lproj names compare without case, `_` as `-`).
    private func languageName(matching candidate: String) -> String? {
        if languages[candidate] != nil { return candidate }
        let wanted = candidate.lowercased()
        return languages.keys.sorted().first { $0.replacingOccurrences(of: "_", with: "-").lowercased() == wanted }
    }
}

private struct LocalizationsKey: EnvironmentKey { static let defaultValue: Localizations? = nil }

extension EnvironmentValues {
    /// The translations `Text("key")` and `LocalizedStringKey`s are looked up in for `\.locale`;
    /// none unless set (`WidgetRenderer(localizations:)`, `--localizations`): keys are then shown as written.
    public var localizations: Localizations? {
        get { self[LocalizationsKey.self] } set { self[LocalizationsKey.self] = newValue }
    }
}
