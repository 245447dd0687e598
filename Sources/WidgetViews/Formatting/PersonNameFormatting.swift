import Foundation

// `PersonNameComponents.formatted(_:)`, which swift-corelibs-foundation lacks. Western name order
// (given name first) in every locale: our rule, Foundation's order rules per script are not modelled
// (docs/text.md, "Formatting").

extension PersonNameComponents {
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable, Sendable {
        public enum Style: String, Hashable, Codable, Sendable { case short, medium, long, abbreviated, `default` }
        public var style: Style
        public init(style: Style = .default) { self.style = style }

        /// Accepted so that `.locale(_:)` chains compile; the order does not change (see above).
        public func locale(_ locale: Locale) -> Self { self }

        public func format(_ name: PersonNameComponents) -> String {
            func joined(_ parts: [String?]) -> String { parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ") }
            switch style {
            // Foundation's short style: the nickname if there is one, else the given name.
            case .short: return name.nickname ?? name.givenName ?? name.familyName ?? ""
            case .medium, .default: return joined([name.givenName, name.familyName])
            case .long: return joined([name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix])
            case .abbreviated:
                return [name.givenName, name.familyName].compactMap { $0?.first.map(String.init) }.joined()
            }
        }
    }

    public func formatted() -> String { FormatStyle().format(self) }
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { Self(style: style) }
}
