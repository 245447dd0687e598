import WidgetText
import WidgetResolved
import Foundation

/// A string literal given to `Text`, as SwiftUI's `LocalizedStringKey`. There is no localization
/// table here: the key's text is shown as written, and interpolations are formatted the way
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

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments.isEmpty ? [.literal("")] : stringInterpolation.segments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        public mutating func appendInterpolation(_ string: String) { appendValue(string) }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { appendValue(String(value)) }

        public mutating func appendInterpolation(_ value: Double) { appendValue(format(value, "%lf")) }
        public mutating func appendInterpolation(_ value: Float) { appendValue(format(Double(value), "%f")) }
        public mutating func appendInterpolation(_ value: CGFloat) { appendValue(format(Double(value), "%lf")) }

        /// `"\(value, specifier: "%.1f")"`, formatted in en_US_POSIX.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value))
        }

        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text.pieces)) }
        /// `Text("\(Image(systemName: "star.fill")) 4.8")`: the image drawn inline (docs/symbols.md).
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.text([TextPiece(content: .image(image))]))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.date(date, style))
        }

        /// Formatted at resolve in the environment's locale, as `Text(_:format:)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            segments.append(.text([TextPiece(content: .formatted { localizedFormat(input, format, in: $0) })]))
        }

        public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }

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
            String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
        }
    }
}
