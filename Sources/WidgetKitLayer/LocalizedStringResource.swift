import Foundation
import WidgetViews

/// A string to show in the user's language, as Foundation's `LocalizedStringResource` (absent from
/// Foundation on Linux). There are no localization tables here: the key's text is what is shown,
/// interpolations formatted as `LocalizedStringKey` formats them (en_US_POSIX).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text as shown.
    public let key: String

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = defaultValue ?? key
    }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    public var description: String { key }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ string: String) { text += string }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(value) }
        public mutating func appendInterpolation(_ value: Double) { text += posix("%lf", value) }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { text += posix(specifier, value) }
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) { text += resource.key }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        private func posix(_ format: String, _ value: CVarArg) -> String {
            String(format: format, locale: Locale(identifier: "en_US_POSIX"), value)
        }
    }
}

extension String {
    /// The resource's text, as Foundation's `String(localized:)`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }

    /// A key with interpolations, as Foundation's `String(localized:table:bundle:locale:comment:)`;
    /// no tables here, so the key's text with its interpolations formatted.
    @_disfavoredOverload
    public init(localized keyAndValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = Locale(identifier: "en_US_POSIX"), comment: StaticString? = nil) {
        self = keyAndValue.key
    }

    public init(localized key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = Locale(identifier: "en_US_POSIX"), comment: StaticString? = nil) {
        self = defaultValue.key
    }
}

extension Text {
    /// The resource's text, as SwiftUI's `Text(_: LocalizedStringResource)`. Disfavored, so that a
    /// literal stays a `LocalizedStringKey` (whose interpolations keep date styles and inner Text).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}
