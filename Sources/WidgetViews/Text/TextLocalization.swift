import Foundation

// Where `Text("key")` is translated: at resolve, when the environment is known. A `Text` made
// from a `LocalizedStringKey` holds one `.localized` piece; resolve replaces it by the pieces of
// the translation (or of the key itself), each taking the styling the piece was given, exactly
// as the modifiers would have set it on those pieces (docs/localization.md).
//
// Glossary: *expanded* = a Text whose pieces hold no `.localized` content.

extension LocalizedStringKey {
    /// The pieces this key shows in `environment`: its translation for `\.locale` with the
    /// arguments formatted in that locale, else the key's own text (unchanged from before tables).
    func pieces(table: String?, in environment: EnvironmentValues) -> TextPieces {
        (translated(table: table, in: environment) ?? self).textPieces
    }

    /// The key as `String(localized:)` gives it in `environment`: translated and formatted as
    /// `pieces(table:in:)`, but plain characters (a string is never read as Markdown).
    package func plainString(table: String?, in environment: EnvironmentValues) -> String {
        (translated(table: table, in: environment) ?? self).segments.map { segment in
            switch segment {
            case .literal(let string), .verbatim(let string): return string
            case .text(let pieces): return Text(pieces: pieces).plainString(in: environment)
            case .date(let date, let style): return style.format(date, in: environment)
            }
        }.joined()
    }

    /// This key's translation for `\.locale` with the arguments formatted, or nil without one.
    private func translated(table: String?, in environment: EnvironmentValues) -> LocalizedStringKey? {
        guard let localizations = environment.localizations,
              let (value, language) = localizations.lookup(key, table: table, locale: environment.locale) else {
            return nil
        }
        // As format styles do (docs/text.md "Formatting"): en_US_POSIX groups no digits, so a
        // translation's numbers use en_US there ("2,500"), as on a US iPhone.
        let locale = isPOSIXLocale(environment.locale) ? Locale(identifier: "en_US") : environment.locale
        let formatter = LocalizedFormatter(arguments: arguments, locale: locale, language: language,
                                           variables: value.variables)
        let format = value.plural.map(formatter.pluralForm) ?? value.format
        return LocalizedStringKey(translated: formatter.segments(of: format))
    }

    /// A key given as its format and values (a spec's `Text: {key: "%lld cups", arguments: [3]}`):
    /// without a translation, the key formatted in en_US_POSIX, as an interpolated key shows.
    package init(key: String, arguments plain: [PlainArgument]) {
        let arguments = plain.map { argument -> LocalizedArgument in
            switch argument {
            case .integer(let value): return .integer(value)
            case .double(let value): return .double(value)
            case .string(let value): return .string(value)
            }
        }
        let formatter = LocalizedFormatter(arguments: arguments, locale: Locale(identifier: "en_US_POSIX"), language: "en",
                                           variables: [:])
        self.init(translated: formatter.segments(of: key))
        self.key = key
        self.arguments = arguments
    }

    /// A key looked up as `key` that shows `fallback` without a translation (`LocalizedStringResource(_:defaultValue:)`).
    package init(key: String, fallback: String) {
        self.init(translated: [.literal(fallback)])
        self.key = key
    }

    /// A value a spec gives a key.
    package enum PlainArgument { case integer(Int64), double(Double), string(String) }

    /// A key made of a translation's segments (its literals still read as Markdown).
    init(translated segments: [Segment]) {
        self.segments = segments.isEmpty ? [.literal("")] : segments
        key = ""
        arguments = []
    }
}

extension TextPiece {
    /// This piece with the styling of `outer` where it has none of its own (what `Text`'s
    /// modifiers do to each piece: the inner setting wins).
    func filled(from outer: TextPiece) -> TextPiece {
        var piece = self
        if piece.font == nil { piece.font = outer.font }
        if piece.weight == nil { piece.weight = outer.weight }
        piece.italic = piece.italic || outer.italic
        piece.monospacedDigit = piece.monospacedDigit || outer.monospacedDigit
        if piece.foreground == nil { piece.foreground = outer.foreground }
        piece.styling = piece.styling.filled(from: outer.styling)
        return piece
    }
}

extension Text {
    /// Nested keys (a `Text` interpolated into a key) are expanded to this depth at most.
    private static let maximumLocalizationDepth = 8

    /// The text with every `.localized` piece replaced by what it shows in `environment`.
    func expanded(in environment: EnvironmentValues) -> Text {
        Text(pieces: Self.expand(pieces, in: environment, depth: 0))
    }

    private static func expand(_ pieces: TextPieces, in environment: EnvironmentValues, depth: Int) -> TextPieces {
        guard pieces.contains(where: { if case .localized = $0.content { return true } else { return false } }) else {
            return pieces
        }
        var result: TextPieces = []
        for piece in pieces {
            guard case .localized(let key, let table) = piece.content else { result.append(piece); continue }
            let inner = depth < maximumLocalizationDepth ? expand(key.pieces(table: table, in: environment), in: environment, depth: depth + 1)
                                                         : []
            result += inner.map { $0.filled(from: piece) }
        }
        return result
    }
}
