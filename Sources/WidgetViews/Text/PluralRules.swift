import Foundation

// CLDR plural rules: which plural form (zero, one, two, few, many, other) a number takes in a
// language, the choice `.stringsdict` and `.xcstrings` plural variations are made by.
//
// Glossary (CLDR's operands, docs/platform.md §12): *n* the absolute value; *i* its integer digits;
// *v* the number of visible fraction digits (with trailing zeros), *f* those digits as an integer,
// *t* the same without trailing zeros. "1.50" has n 1.5, i 1, v 2, f 50, t 5. *category* = the form
// name a rule yields; every language has "other", the form when no rule matches.

/// A CLDR plural category: the form a translation gives for a number.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// The operands of a number as shown: CLDR's rules look at its digits, so `1` and `1.0` differ.
package struct PluralOperands: Equatable, Sendable {
    package var n: Double
    package var i: Int
    package var v: Int
    package var f: Int
    package var t: Int

    package init(n: Double, i: Int, v: Int, f: Int, t: Int) {
        self.n = n; self.i = i; self.v = v; self.f = f; self.t = t
    }

    package init(_ integer: Int) {
        let magnitude = integer == Int.min ? Int.max : abs(integer)
        self.init(n: Double(magnitude), i: magnitude, v: 0, f: 0, t: 0)
    }

    /// The operands of a number written with ASCII digits and an optional "." (`"1.50"`, `"-3"`);
    /// nil for anything else (exponents, NaN).
    package init?(decimal text: String) {
        var text = Substring(text)
        if text.hasPrefix("-") || text.hasPrefix("+") { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber) else { return nil }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        // Digits beyond 18 cannot change a category (the rules look at i % 1,000,000 at most).
        let i = Int(whole.suffix(18)) ?? 0
        let trimmed = fraction.reversed().drop(while: { $0 == "0" })
        self.init(n: Double(String(text)) ?? Double(i), i: i, v: fraction.count,
                  f: Int(fraction.prefix(18)) ?? 0, t: Int(String(trimmed.reversed()).prefix(18)) ?? 0)
    }
}

/// CLDR's plural rules for the languages widgets are commonly translated into (docs/platform.md
/// §12, from the CLDR language plural rules chart); other languages get "other" for every number
/// but one (**our rule**: the English rule, the most common one).
package enum PluralRules {
    /// The languages with rules written here (any other uses the English rule).
    package static let languages: Set<String> = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "no",
                                                 "fi", "ru", "uk", "pl", "cs", "ar", "he", "iw", "ja", "ko", "zh", "tr"]

    /// The category of `operands` in `language` (a language code, `pt-PT` or a locale identifier).
    package static func category(_ operands: PluralOperands, language: String) -> PluralCategory {
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        let code = parts.first ?? ""
        let (n, i, v, t) = (operands.n, operands.i, operands.v, operands.t)
        let i10 = i % 10, i100 = i % 100
        // es, fr, it, pt: "many" for whole millions (CLDR: e = 0 and i != 0 and i % 1000000 = 0 and v = 0).
        let millions = i != 0 && i % 1_000_000 == 0 && v == 0
        switch code {
        case "ja", "ko", "zh":
            return .other
        case "en", "de", "nl", "sv", "fi":
            return i == 1 && v == 0 ? .one : .other
        case "it":
            if i == 1 && v == 0 { return .one }
            return millions ? .many : .other
        case "pt" where parts.dropFirst().contains("pt"):  // European Portuguese: i = 1 and v = 0
            if i == 1 && v == 0 { return .one }
            return millions ? .many : .other
        case "pt", "fr":
            if i == 0 || i == 1 { return .one }
            return millions ? .many : .other
        case "es":
            if n == 1 { return .one }
            return millions ? .many : .other
        case "da":
            return n == 1 || (t != 0 && (i == 0 || i == 1)) ? .one : .other
        case "nb", "no", "tr":
            return n == 1 ? .one : .other
        case "ru", "uk":
            guard v == 0 else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "pl":
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "cs":
            if v != 0 { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case "ar":
            // n = 0, 1, 2 exactly (so 1.0 is not "one", but n % 100 uses the whole value).
            let isWhole = n.rounded(.towardZero) == n
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            guard isWhole else { return .other }
            let n100 = Int(n.truncatingRemainder(dividingBy: 100))
            if (3...10).contains(n100) { return .few }
            if (11...99).contains(n100) { return .many }
            return .other
        case "he", "iw":
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            if i == 2 && v == 0 { return .two }
            return .other
        default:
            return i == 1 && v == 0 ? .one : .other
        }
    }
}
