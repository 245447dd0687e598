import Foundation
import WidgetViews

/// A string to show in the user's language, as Foundation's `LocalizedStringResource` (absent from
/// Foundation on Linux). `Text(resource)` is translated at resolve like `Text("key")`, with the
/// environment's tables and locale (docs/localization.md); so is `String(localized:)`, with the
/// current environment (the render's, in `body` and in a provider a render calls). `description`
/// is the key's text, interpolations formatted as `LocalizedStringKey` formats them (en_US_POSIX).
/// `@unchecked Sendable`: its key is immutable once built (as `EnvironmentValues`, which holds such keys too).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The text as shown without a translation.
    public let key: String
    /// The table `Text(resource)` looks in (`Localizable` when nil).
    public let table: String?
    /// The key as `Text` looks it up, with its interpolated values.
    let localizedKey: LocalizedStringKey

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = defaultValue ?? key
        self.table = table
        localizedKey = LocalizedStringKey(key: key, fallback: defaultValue ?? key)
    }
    public init(stringLiteral value: String) { key = value; table = nil; localizedKey = LocalizedStringKey(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text; table = nil
        localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation.inner)
    }

    public var description: String { key }

    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.key == rhs.key && lhs.table == rhs.table
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(key); hasher.combine(table) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// The same interpolation as a `LocalizedStringKey` builds it (its key and values).
        var inner: LocalizedStringKey.StringInterpolation
        public init(literalCapacity: Int, interpolationCount: Int) {
            inner = LocalizedStringKey.StringInterpolation(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) { text += literal; inner.appendLiteral(literal) }
        public mutating func appendInterpolation(_ string: String) { text += string; inner.appendInterpolation(string) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(value); inner.appendInterpolation(value) }
        public mutating func appendInterpolation(_ value: Double) { text += posix("%lf", value); inner.appendInterpolation(value) }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += posix(specifier, value); inner.appendInterpolation(value, specifier: specifier)
        }
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            text += resource.key; inner.appendInterpolation(resource.key)
        }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value); inner.appendInterpolation(value) }
        /// A value filled in later, as in `TypeDisplayRepresentation(numericFormat: "\(placeholder: .int) books")`:
        /// kept as its format specifier, as Foundation's `String.LocalizationValue.Placeholder`.
        public mutating func appendInterpolation(placeholder: Placeholder) {
            text += placeholder.specifier; inner.appendLiteral(placeholder.specifier)
        }

        /// The kinds of value a placeholder stands for.
        public enum Placeholder: Hashable, Sendable {
            case int, uint, float, double, object
            var specifier: String {
                switch self {
                case .int: return "%lld"
                case .uint: return "%llu"
                case .float: return "%f"
                case .double: return "%lf"
                case .object: return "%@"
                }
            }
        }

        private func posix(_ format: String, _ value: CVarArg) -> String {
            boundedFormat(format, [value])
        }
    }
}

extension String {
    /// The resource's text, as Foundation's `String(localized:)`: translated from the current
    /// environment's tables for its locale — the render's, in a view's `body` or a provider called
    /// by a render — with its values formatted in that locale. Without tables or a translation, the
    /// key's own text (docs/localization.md, *Strings built in code*).
    public init(localized resource: LocalizedStringResource) {
        self = resource.localizedKey.plainString(table: resource.table, in: EnvironmentValues.currentForHandOff)
    }

    /// A key with interpolations, as Foundation's `String(localized:table:bundle:locale:comment:)`.
    /// `locale`: the language to translate into and format in; nil (ours; Foundation's default is
    /// the device's) takes the current environment's.
    @_disfavoredOverload
    public init(localized keyAndValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self = String.localized(keyAndValue.localizedKey, table: table ?? keyAndValue.table, locale: locale)
    }

    /// A key shown as `defaultValue` where no table translates it, as Foundation's
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(localized key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        let lookup = LocalizedStringKey(key: key.description, fallback: defaultValue.key)
        self = String.localized(lookup, table: table, locale: locale)
    }

    private static func localized(_ key: LocalizedStringKey, table: String?, locale: Locale?) -> String {
        var environment = EnvironmentValues.currentForHandOff
        if let locale { environment.locale = locale }
        return key.plainString(table: table, in: environment)
    }
}

extension Text {
    /// The resource's text, as SwiftUI's `Text(_: LocalizedStringResource)`. Disfavored, so that a
    /// literal stays a `LocalizedStringKey` (whose interpolations keep date styles and inner Text).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(resource.localizedKey, tableName: resource.table) }
}

extension AttributedString {
    /// As Foundation's `AttributedString(localized:)`: the text `String(localized:)` gives, read as
    /// inline Markdown (so `"Due **today**"` is bold where a translation keeps the asterisks).
    public init(localized keyAndValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(localizedMarkdown: String(localized: keyAndValue, table: table, locale: locale))
    }

    public init(localized key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(localizedMarkdown: String(localized: key, defaultValue: defaultValue, table: table, locale: locale))
    }

    private init(localizedMarkdown text: String) {
        self = (try? AttributedString(markdown: text)) ?? AttributedString(text)
    }
}
