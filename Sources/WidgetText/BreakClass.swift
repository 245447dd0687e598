/// How a cluster behaves at line breaks: a small subset of Unicode line breaking (UAX #14) that
/// covers Latin, CJK and emoji text in widgets.
enum BreakClass: Equatable {
    /// Spaces hang at the end of a line; a line may break after the last one.
    case space
    /// "-", "‐", "–", "—": a line may break after one that follows a letter, before a letter.
    case hyphen
    /// Ideographs, kana, Hangul, emoji: a line may break before and after each one.
    case ideographic
    /// "(", "「", "（" …: never break after.
    case openPunctuation
    /// ")", "、", "。", "」", small kana …: never break before.
    case closePunctuation
    case digit
    /// Letters and everything else: no break inside a run of them.
    case ordinary

    /// `isEmoji`: the cluster prefers emoji presentation (`EmojiPresentation.prefersEmoji`).
    init(_ character: Character, isEmoji: Bool) {
        guard let first = character.unicodeScalars.first else { self = .ordinary; return }
        let v = first.value
        if v < 0x80 && character.unicodeScalars.count == 1 {
            self = BreakClass.ascii(UInt8(v))
            return
        }
        if character.isWhitespace && !BreakClass.nonBreakingSpaces.contains(v) { self = .space }
        else if BreakClass.hyphens.contains(v) { self = .hyphen }
        else if BreakClass.opening.contains(v) { self = .openPunctuation }
        else if BreakClass.closing.contains(v) || (0x31F0...0x31FF).contains(v) { self = .closePunctuation }
        else if BreakClass.isIdeographic(v) || isEmoji { self = .ideographic }
        else if (0x30...0x39).contains(v) { self = .digit }
        else { self = .ordinary }
    }

    /// The common case without Unicode property lookups; the same answers as the general path.
    private static func ascii(_ byte: UInt8) -> BreakClass {
        switch byte {
        case 0x09...0x0D, 0x20: return .space
        case UInt8(ascii: "-"): return .hyphen
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return .openPunctuation
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "."),
             UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "%"):
            return .closePunctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        default: return .ordinary
        }
    }

    /// May a line end between `current` and `next`? `previous` is the class before `current`.
    static func canBreak(after current: BreakClass, before next: BreakClass, previous: BreakClass?) -> Bool {
        switch (current, next) {
        case (_, .space), (_, .closePunctuation), (.openPunctuation, _): return false
        case (.space, _): return true
        case (.hyphen, .ordinary): return previous == .ordinary
        case (.ideographic, _), (_, .ideographic): return true
        case (.closePunctuation, .openPunctuation): return true
        default: return false
        }
    }

    private static let nonBreakingSpaces: Set<UInt32> = [0x00A0, 0x2007, 0x202F, 0xFEFF]
    private static let hyphens: Set<UInt32> = [0x002D, 0x2010, 0x2012, 0x2013, 0x2014]
    private static let opening: Set<UInt32> = Set("([{（［｛「『【〈《〔〖〘〚‘“".unicodeScalars.map(\.value))
    private static let closing: Set<UInt32> = Set(
        ")]},.!?:;%）］｝」』】〉》〕〗〙〛、。，．！？：；・ー‥…々ゝゞヽヾ’”ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
            .unicodeScalars.map(\.value))

    private static func isIdeographic(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31EF,
             0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
             0xFF01...0xFF60, 0xFF66...0xFFDC, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}

/// Whether a cluster is drawn as an emoji (the color face first) rather than as text.
enum EmojiPresentation {
    static func prefersEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        // Below U+00A9 (©) nothing is emoji without a selector or keycap, which need a second scalar.
        if scalars.count == 1, let only = scalars.first, only.value < 0xA9 { return false }
        // VS15 asks for text presentation; VS16 and keycaps for emoji presentation.
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        if scalars.contains(where: { $0.value == 0x200D || $0.properties.isEmojiModifier }),
           scalars.contains(where: { $0.properties.isEmoji && $0.value > 0x7F }) { return true }
        return scalars.first?.properties.isEmojiPresentation ?? false
    }

    /// Scalars that select a presentation or join a sequence, ignored when checking a face's coverage.
    static func isIgnoredForCoverage(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v)
    }
}
