import Foundation

/// Inline Markdown in `LocalizedStringKey` literals, as SwiftUI reads it: `**strong**` / `__strong__`
/// (bold), `*emphasis*` / `_emphasis_` (italic), `` `code` `` (monospaced), `~~strike~~`
/// (strikethrough), `[title](url)` (tinted with the accent color, as SwiftUI draws links), and
/// backslash escapes. Only the literal parts of a key are read as Markdown: interpolated values
/// are shown as they are, but take the style around them (`"**\(name)**"` is bold). Block syntax
/// (headings, lists) is not inline and is shown as written, as in SwiftUI's `Text`.
///
/// The delimiter rules are CommonMark's, simplified (docs/text.md): a run of `*` can open when
/// the next character is not whitespace and close when the previous one is not; `_` also must not
/// sit inside a word (so `snake_case` stays); a closer pairs with the nearest opener of the same
/// character, two against two makes strong, else one makes emphasis.
enum MarkdownInline {
    /// A Markdown source element: a literal character, or an interpolated value that is never parsed.
    enum Atom {
        case character(Character)
        /// An interpolated string: not parsed, but joined with the characters around it.
        case verbatim(String)
        case value(TextPieces)
    }

    struct Style: Equatable {
        var strong = false, emphasis = false, code = false, strike = false, link = false
        /// A link's destination as written (`AttributedString(markdown:)` keeps it as the `link` attribute).
        var destination: String?
        var isPlain: Bool { self == Style() }
    }

    private enum Token {
        case atom(Atom, Style)
        /// A run of `*`, `_` or `~`; `count` is what is still unmatched (shown literally).
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool, Style)
    }

    /// The pieces of `atoms` with their Markdown styles applied, or nil when the text has no
    /// Markdown at all (the caller then keeps its plain pieces, byte for byte).
    static func pieces(_ atoms: [Atom]) -> TextPieces? {
        var changed = false
        var tokens = tokenize(atoms, changed: &changed)
        matchDelimiters(&tokens, changed: &changed)
        guard changed else { return nil }
        return build(tokens)
    }

    /// Plain `source` read as inline Markdown into runs of characters with their style, in order
    /// (`AttributedString(markdown:)` turns them into attributed runs). Unmatched delimiters stay
    /// as characters.
    static func runs(_ source: String) -> [(text: String, style: Style)] {
        var changed = false
        var tokens = tokenize(source.map { .character($0) }, changed: &changed)
        matchDelimiters(&tokens, changed: &changed)
        var runs: [(text: String, style: Style)] = []
        func add(_ c: Character, _ style: Style) {
            if let last = runs.last, last.style == style { runs[runs.count - 1].text.append(c) } else { runs.append((String(c), style)) }
        }
        for token in tokens {
            switch token {
            case .atom(.character(let c), let style): add(c, style)
            case .atom(.verbatim(let string), let style): for c in string { add(c, style) }
            case .atom(.value, _): break  // not produced from plain text
            case .delimiter(let c, let count, _, _, let style): for _ in 0..<count { add(c, style) }
            }
        }
        return runs
    }

    private static func character(_ atoms: [Atom], _ index: Int) -> Character? {
        guard atoms.indices.contains(index), case .character(let c) = atoms[index] else { return nil }
        return c
    }

    private static func tokenize(_ atoms: [Atom], changed: inout Bool) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < atoms.count {
            guard let c = character(atoms, index) else {
                tokens.append(.atom(atoms[index], Style())); index += 1; continue
            }
            if c == "\\", let next = character(atoms, index + 1), next.isASCII, next.isPunctuation || next.isSymbol {
                tokens.append(.atom(.character(next), Style())); index += 2; changed = true; continue
            }
            if c == "`", let (content, end) = codeSpan(atoms, from: index) {
                var style = Style(); style.code = true
                tokens += content.map { .atom($0, style) }
                index = end; changed = true; continue
            }
            if c == "[", let (title, destination, end) = link(atoms, from: index) {
                var inner = tokenize(title, changed: &changed)
                matchDelimiters(&inner, changed: &changed)
                for token in inner {
                    switch token {
                    case .atom(let atom, var style):
                        style.link = true; style.destination = destination; tokens.append(.atom(atom, style))
                    case .delimiter(let d, let count, _, _, var style):
                        style.link = true; style.destination = destination
                        tokens += Array(repeating: Token.atom(.character(d), style), count: count)
                    }
                }
                index = end; changed = true; continue
            }
            if c == "*" || c == "_" || c == "~" {
                var end = index
                while character(atoms, end) == c { end += 1 }
                let before = index > 0 ? character(atoms, index - 1) ?? "a" : " "
                let after = end < atoms.count ? character(atoms, end) ?? "a" : " "
                let leftFlanking = !after.isWhitespace
                let rightFlanking = !before.isWhitespace
                var canOpen = leftFlanking, canClose = rightFlanking
                if c == "_" {
                    canOpen = leftFlanking && (!rightFlanking || before.isPunctuation)
                    canClose = rightFlanking && (!leftFlanking || after.isPunctuation)
                }
                tokens.append(.delimiter(c, count: end - index, canOpen: canOpen, canClose: canClose, Style()))
                index = end; continue
            }
            tokens.append(.atom(.character(c), Style())); index += 1
        }
        return tokens
    }

    /// A code span from the backtick run at `start` to the next run of as many backticks; its
    /// content is literal (one space inside each end is dropped when both are there).
    private static func codeSpan(_ atoms: [Atom], from start: Int) -> ([Atom], Int)? {
        var open = start
        while character(atoms, open) == "`" { open += 1 }
        let width = open - start
        var index = open
        while index < atoms.count {
            guard character(atoms, index) == "`" else { index += 1; continue }
            var close = index
            while character(atoms, close) == "`" { close += 1 }
            if close - index == width {
                var content = Array(atoms[open..<index])
                if content.count >= 2, character(content, 0) == " ", character(content, content.count - 1) == " " {
                    content = Array(content[1..<(content.count - 1)])
                }
                return (content, close)
            }
            index = close
        }
        return nil
    }

    /// `[title](destination)`: the title's atoms, the destination's text (not shown) and the index after `)`.
    private static func link(_ atoms: [Atom], from start: Int) -> ([Atom], String, Int)? {
        var depth = 0, index = start
        var closeBracket: Int?
        while index < atoms.count {
            if let c = character(atoms, index) {
                if c == "\\" { index += 2; continue }
                if c == "[" { depth += 1 }
                if c == "]" { depth -= 1; if depth == 0 { closeBracket = index; break } }
            }
            index += 1
        }
        guard let close = closeBracket, character(atoms, close + 1) == "(" else { return nil }
        var end = close + 2
        while end < atoms.count, character(atoms, end) != ")" {
            if let c = character(atoms, end), c.isWhitespace { return nil }
            end += 1
        }
        guard end < atoms.count, end > close + 2 else { return nil }
        let destination = String(atoms[(close + 2)..<end].compactMap { atom -> Character? in
            if case .character(let c) = atom { return c } else { return nil }
        })
        return (Array(atoms[(start + 1)..<close]), destination, end + 1)
    }

    private static func matchDelimiters(_ tokens: inout [Token], changed: inout Bool) {
        var closer = 0
        while closer < tokens.count {
            guard case .delimiter(let c, var closeCount, let canOpen, true, let closeStyle) = tokens[closer], closeCount > 0 else {
                closer += 1; continue
            }
            var matchedAny = false
            var opener = closer - 1
            while opener >= 0, closeCount > 0 {
                guard case .delimiter(let o, var openCount, true, let oc, let openStyle) = tokens[opener], o == c, openCount > 0 else {
                    opener -= 1; continue
                }
                let used: Int
                var apply = Style()
                if c == "~" {
                    guard openCount == closeCount, openCount <= 2 else { opener -= 1; continue }
                    used = openCount; apply.strike = true
                } else {
                    used = openCount >= 2 && closeCount >= 2 ? 2 : 1
                    if used == 2 { apply.strong = true } else { apply.emphasis = true }
                }
                openCount -= used; closeCount -= used
                tokens[opener] = .delimiter(o, count: openCount, canOpen: true, canClose: oc, openStyle)
                for index in (opener + 1)..<closer { merge(apply, into: &tokens[index]) }
                matchedAny = true; changed = true
                // Delimiters between the pair can no longer pair with anything outside it.
                for index in (opener + 1)..<closer {
                    if case .delimiter(let d, let n, _, _, let s) = tokens[index] {
                        tokens[index] = .delimiter(d, count: n, canOpen: false, canClose: false, s)
                    }
                }
                if openCount > 0 { continue }
                opener -= 1
            }
            tokens[closer] = .delimiter(c, count: closeCount, canOpen: canOpen && !matchedAny, canClose: closeCount > 0,
                                        closeStyle)
            if closeCount == 0 || !matchedAny { closer += 1 }
        }
    }

    private static func merge(_ add: Style, into token: inout Token) {
        func merged(_ s: Style) -> Style {
            Style(strong: s.strong || add.strong, emphasis: s.emphasis || add.emphasis, code: s.code || add.code,
                  strike: s.strike || add.strike, link: s.link || add.link, destination: s.destination ?? add.destination)
        }
        switch token {
        case .atom(let atom, let style): token = .atom(atom, merged(style))
        case .delimiter(let c, let n, let o, let cl, let style): token = .delimiter(c, count: n, canOpen: o, canClose: cl, merged(style))
        }
    }

    private static func build(_ tokens: [Token]) -> TextPieces {
        var pieces: TextPieces = []
        var text = "", textStyle = Style()
        func flush() {
            guard !text.isEmpty else { return }
            pieces.append(styled(TextPiece(content: .string(text)), textStyle))
            text = ""
        }
        func add(_ character: Character, _ style: Style) {
            if style != textStyle { flush(); textStyle = style }
            text.append(character)
        }
        for token in tokens {
            switch token {
            case .atom(.character(let c), let style): add(c, style)
            case .atom(.verbatim(let string), let style): for c in string { add(c, style) }
            case .atom(.value(let values), let style):
                flush()
                pieces += values.map { styled($0, style) }
            case .delimiter(let c, let count, _, _, let style):
                for _ in 0..<count { add(c, style) }
            }
        }
        flush()
        return pieces
    }

    /// The piece with the Markdown style added where the piece has not set its own.
    private static func styled(_ piece: TextPiece, _ style: Style) -> TextPiece {
        var piece = piece
        if style.strong, piece.weight == nil { piece.weight = .bold }
        if style.emphasis { piece.italic = true }
        if style.code, piece.styling.monospaced == nil { piece.styling.monospaced = true }
        if style.strike, piece.styling.strikethrough == nil {
            piece.styling.strikethrough = DecorationRequest(isActive: true, pattern: .solid, color: nil)
        }
        if style.link { piece.styling.isLink = true }
        return piece
    }
}

extension LocalizedStringKey {
    /// The key's pieces: its literal parts read as Markdown (`MarkdownInline`); without Markdown,
    /// literals and interpolated strings joined into one piece each, as before Markdown was read.
    var textPieces: TextPieces {
        let atoms = segments.flatMap { segment -> [MarkdownInline.Atom] in
            switch segment {
            case .literal(let string): return string.map { .character($0) }
            case .verbatim(let string): return [.verbatim(string)]
            case .text(let inner): return [.value(inner)]
            case .date(let date, let style): return [.value([TextPiece(content: .date(date, style))])]
            }
        }
        if let styled = MarkdownInline.pieces(atoms) { return styled }
        var pieces: TextPieces = []
        var pending: String?
        for segment in segments {
            switch segment {
            case .literal(let string), .verbatim(let string): pending = (pending ?? "") + string
            case .text(let inner):
                if let text = pending { pieces.append(TextPiece(content: .string(text))); pending = nil }
                pieces += inner
            case .date(let date, let style):
                if let text = pending { pieces.append(TextPiece(content: .string(text))); pending = nil }
                pieces.append(TextPiece(content: .date(date, style)))
            }
        }
        if let text = pending { pieces.append(TextPiece(content: .string(text))) }
        return pieces
    }
}
