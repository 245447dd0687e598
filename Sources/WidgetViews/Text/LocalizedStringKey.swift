import WidgetText
import WidgetResolved
import Foundation

/// A string literal given to `Text`, as SwiftUI's `LocalizedStringKey`. With localization tables
/// in the environment (`EnvironmentValues.localizations`) its `key` is looked up for `\.locale`
/// and the translation formats the interpolated values in that locale (docs/localization.md).
/// Without a translation the key's text is shown as written, interpolations formatted the way
/// SwiftUI formats them with its default specifiers (`%lld` for integers, `%lf` for floating point),
/// in en_US_POSIX so that output never depends on the machine.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        /// An interpolated value as a string: shown as it is (never read as Markdown).
        case verbatim(String)
        case text(TextPieces)
        case date(Date, Text.DateStyle)
    }

    let segments: [Segment]
    /// The key a translation is looked up by: literals with "%" doubled and each interpolation's
    /// specifier, as SwiftUI builds it (`"\(count) cups"` → `"%lld cups"`; docs/localization.md).
    var key: String
    /// The interpolated values, in order, for the translation's specifiers.
    var arguments: [LocalizedArgument]

    public init(_ value: String) { segments = [.literal(value)]; key = value; arguments = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments.isEmpty ? [.literal("")] : stringInterpolation.segments
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""
        var arguments: [LocalizedArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation(_ string: String) { appendValue(string); argument(.string(string), "%@") }

        /// SwiftUI's specifiers: `%lld` / `%llu` for Int and UInt (and the 64-bit types), `%d` /
        /// `%u` for the smaller ones.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            appendValue(String(value))
            let wide = value.bitWidth > 32
            if T.isSigned {
                argument(.integer(Int64(clamping: value)), wide ? "%lld" : "%d")
            } else {
                argument(.unsigned(UInt64(clamping: value)), wide ? "%llu" : "%u")
            }
        }

        public mutating func appendInterpolation(_ value: Double) { appendValue(format(value, "%lf")); argument(.double(value), "%lf") }
        public mutating func appendInterpolation(_ value: Float) {
            appendValue(format(Double(value), "%f")); argument(.double(Double(value)), "%f")
        }
        public mutating func appendInterpolation(_ value: CGFloat) {
            appendValue(format(Double(value), "%lf")); argument(.double(Double(value)), "%lf")
        }

        /// `"\(cgFloat, specifier: "%.1f")"`: Linux's CGFloat is not `CVarArg`, so it goes as a Double.
        public mutating func appendInterpolation(_ value: CGFloat, specifier: String) {
            appendInterpolation(Double(value), specifier: specifier)
        }

        /// `"\(value, specifier: "%.1f")"`, formatted in en_US_POSIX (the key holds the specifier).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(boundedFormat(specifier, [value]))
            if let integer = value as? any BinaryInteger {
                argument(Self.integerArgument(integer), specifier)
            } else if let number = value as? any BinaryFloatingPoint {
                argument(.double(Double(number)), specifier)
            } else {
                argument(.string(String(describing: value)), specifier)
            }
        }

        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text.pieces)); argument(.pieces(text.pieces), "%@") }
        /// `Text("\(Image(systemName: "star.fill")) 4.8")`: the image drawn inline (docs/symbols.md).
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.text([TextPiece(content: .image(image))]))
            argument(.pieces([TextPiece(content: .image(image))]), "%@")
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.date(date, style))
            argument(.pieces([TextPiece(content: .date(date, style))]), "%@")
        }

        /// Formatted at resolve in the environment's locale, as `Text(_:format:)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            let piece = TextPiece(content: .formatted { localizedFormat(input, format, in: $0) })
            segments.append(.text([piece]))
            argument(.pieces([piece]), "%@")
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            let string = String(describing: value)
            appendValue(string); argument(.string(string), "%@")
        }

        private static func integerArgument<I: BinaryInteger>(_ value: I) -> LocalizedArgument {
            value < 0 ? .integer(Int64(clamping: value)) : .unsigned(UInt64(clamping: value))
        }

        private mutating func argument(_ value: LocalizedArgument, _ specifier: String) {
            arguments.append(value)
            key += specifier
        }

        private mutating func appendValue(_ string: String) {
            if !string.isEmpty { segments.append(.verbatim(string)) }
        }

        private mutating func append(_ string: String) {
            if string.isEmpty { return }
            if case .literal(let previous)? = segments.last {
                segments[segments.count - 1] = .literal(previous + string)
            } else {
                segments.append(.literal(string))
            }
        }

        private func format(_ value: Double, _ specifier: String) -> String {
            boundedFormat(specifier, [value])
        }
    }
}
