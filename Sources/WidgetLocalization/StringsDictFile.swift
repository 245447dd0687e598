import Foundation
import WidgetViews

// `.stringsdict` files: the XML property list of plural rules Xcode writes beside a `.strings`
// (docs/localization.md). Each key maps to `NSStringLocalizedFormatKey` (the format, with
// `%#@name@` variables) and one dictionary per variable: `NSStringFormatSpecTypeKey` =
// `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (the number's specifier, `d`, `lld`, `f`)
// and the forms zero, one, two, few, many, other (docs/platform.md §12).

enum StringsDictFile {
    static func parse(_ data: Data, file: String) throws -> [String: LocalizedValue] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"
            throw LocalizationError(file: file, message: "not a valid property list (\(reason))")
        }
        guard let entries = root as? [String: Any] else {
            throw LocalizationError(file: file, message: "the property list is not a dictionary of keys")
        }
        var result: [String: LocalizedValue] = [:]
        for (key, item) in entries {
            guard let entry = item as? [String: Any] else {
                throw LocalizationError(file: file, message: "key '\(key)': expected a dictionary")
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw LocalizationError(file: file, message: "key '\(key)': no NSStringLocalizedFormatKey string")
            }
            var variables: [String: PluralVariable] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule as? [String: Any] else {
                    throw LocalizationError(file: file, message: "key '\(key)', variable '\(name)': expected a dictionary")
                }
                let type = rule["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    throw LocalizationError(file: file, message: "key '\(key)', variable '\(name)': NSStringFormatSpecTypeKey is "
                                            + "'\(type ?? "missing")'; only NSStringPluralRuleType is supported")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = rule[category.rawValue] as? String { forms[category] = form }
                }
                guard forms[.other] != nil else {
                    throw LocalizationError(file: file, message: "key '\(key)', plural '\(name)': no 'other' form (every plural rule needs one)")
                }
                variables[name] = PluralVariable(forms: forms)
            }
            result[key] = LocalizedValue(format: format, variables: variables)
        }
        return result
    }
}
