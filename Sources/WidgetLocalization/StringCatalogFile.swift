import Foundation
import WidgetViews

// `.xcstrings` string catalogs (Xcode 15): one JSON file with every language
// (docs/localization.md). Read here: `sourceLanguage`; `strings.{key}.localizations.{language}`
// holding a `stringUnit.value`, or `variations.plural.{category}.stringUnit.value`, or
// `variations.device.{device}` (the "other" device is taken: a widget render has no device class
// beyond its family); and, beside the unit, `substitutions.{name}` (`argNum`, `variations.plural`)
// for `%#@name@`.
//
// Glossary: *unit* = a `stringUnit` (its `state` — translated, needs_review … — is not read: Xcode
// ships every state's value).

enum StringCatalogFile {
    /// language → key → translation, and the catalog's source language.
    static func parse(_ data: Data, file: String) throws -> (sourceLanguage: String?, languages: [String: [String: LocalizedValue]]) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            // Foundation names the byte it stopped at ("around character 15" / "line 3, column 5").
            if let offset = Self.number(after: "character ", in: reason) {
                let (line, column) = LocalizationError.position(ofByte: offset, in: data)
                throw LocalizationError(file: file, line: line, column: column, message: "not valid JSON (\(reason))")
            }
            throw LocalizationError(file: file, message: "not valid JSON (\(reason))")
        }
        guard let catalog = root as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw LocalizationError(file: file, message: "a string catalog is a JSON object with a 'strings' object")
        }
        var languages: [String: [String: LocalizedValue]] = [:]
        for (key, item) in strings {
            guard let entry = item as? [String: Any] else {
                throw LocalizationError(file: file, message: "strings.'\(key)': expected an object")
            }
            for (language, localization) in entry["localizations"] as? [String: Any] ?? [:] {
                let path = "strings.'\(key)'.localizations.\(language)"
                guard var value = try unit(localization, path: path, file: file) else { continue }
                value.variables = try variables((localization as? [String: Any])?["substitutions"], path: path, file: file)
                languages[language, default: [:]][key] = value
            }
        }
        return (catalog["sourceLanguage"] as? String, languages)
    }

    /// A localization or variation: a string unit, plural forms, or device variations (their "other").
    private static func unit(_ item: Any, path: String, file: String) throws -> LocalizedValue? {
        guard let object = item as? [String: Any] else {
            throw LocalizationError(file: file, message: "\(path): expected an object")
        }
        if let unit = object["stringUnit"] {
            guard let value = (unit as? [String: Any])?["value"] as? String else {
                throw LocalizationError(file: file, message: "\(path).stringUnit: expected a 'value' string")
            }
            return LocalizedValue(format: value)
        }
        guard let variations = object["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] {
            return LocalizedValue(format: "", plural: try forms(plural, path: path + ".variations.plural", file: file))
        }
        if let device = variations["device"] as? [String: Any] {
            guard let other = device["other"] else { return nil }
            return try unit(other, path: path + ".variations.device.other", file: file)
        }
        return nil
    }

    /// The plural forms of a `variations.plural` object; "other" is required.
    private static func forms(_ item: Any, path: String, file: String) throws -> [PluralCategory: String] {
        guard let object = item as? [String: Any] else { throw LocalizationError(file: file, message: "\(path): expected an object") }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in object {
            guard let category = PluralCategory(rawValue: name) else {
                throw LocalizationError(file: file, message: "\(path): '\(name)' is not a plural category (zero, one, two, few, many, other)")
            }
            guard let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String else {
                throw LocalizationError(file: file, message: "\(path).\(name): expected a stringUnit with a 'value'")
            }
            forms[category] = value
        }
        guard forms[.other] != nil else {
            throw LocalizationError(file: file, message: "\(path): no 'other' form (every plural rule needs one)")
        }
        return forms
    }

    /// The `substitutions` of a localization: `%#@name@` → its argument and plural forms.
    private static func variables(_ item: Any?, path: String, file: String) throws -> [String: PluralVariable] {
        guard let item else { return [:] }
        guard let object = item as? [String: Any] else {
            throw LocalizationError(file: file, message: "\(path).substitutions: expected an object")
        }
        var result: [String: PluralVariable] = [:]
        for (name, value) in object {
            let path = "\(path).substitutions.\(name)"
            guard let substitution = value as? [String: Any] else { throw LocalizationError(file: file, message: "\(path): expected an object") }
            guard let plural = (substitution["variations"] as? [String: Any])?["plural"] else {
                throw LocalizationError(file: file, message: "\(path): expected variations.plural")
            }
            // Xcode writes the substituted number as `%arg` in the forms; its type is `formatSpecifier`.
            let specifier = "%" + ((substitution["formatSpecifier"] as? String) ?? "@")
            let forms = try forms(plural, path: path + ".variations.plural", file: file)
                .mapValues { $0.replacingOccurrences(of: "%arg", with: specifier) }
            result[name] = PluralVariable(argument: (substitution["argNum"] as? NSNumber)?.intValue, forms: forms)
        }
        return result
    }

    /// The decimal number after `marker` in `text`.
    static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix(while: { $0.isASCII && $0.isNumber }))
    }
}
