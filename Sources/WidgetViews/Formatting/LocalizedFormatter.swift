import Foundation

// Fills a translated format with a key's interpolated values: printf-style specifiers (`%@`,
// `%lld`, `%.1f`, positional `%2$@`), `%%`, and `%#@name@` plural variables (docs/localization.md).
//
// Glossary: *argument* = one interpolated value of a `LocalizedStringKey`, kept as a value (not
// as text) so the translation can format it in the environment's locale; *sequential* = a
// specifier without `n$`, which takes the argument after the previous one.

/// One interpolated value of a key, as the translation's specifier will format it.
enum LocalizedArgument {
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    /// A `Text`, an `Image`, a date or a format style: shown as pieces at the `%@`.
    case pieces(TextPieces)

    var isZero: Bool {
        switch self {
        case .integer(let value): return value == 0
        case .unsigned(let value): return value == 0
        case .double, .string, .pieces: return false  // 0.0 takes "other" (docs/localization.md)
        }
    }

    /// The number it holds, if any (what a plural variation is chosen by).
    var isNumber: Bool {
        switch self { case .integer, .unsigned, .double: return true; case .string, .pieces: return false }
    }
}

/// A translated format filled with arguments; the result keeps text arguments as pieces.
struct LocalizedFormatter {
    let arguments: [LocalizedArgument]
    let locale: Locale
    /// The language whose plural rules choose forms (the lproj the translation came from).
    let language: String
    let variables: [String: PluralVariable]

    /// A plural variation nests at most this deep (a form naming a variable naming …).
    static let maximumDepth = 4
    /// The most format characters one string's expansion reads. Depth alone does not bound the work:
    /// a form that names its own variable a hundred times grows as 100⁴ (issue 34). Past the budget,
    /// variables are left as written (`%#@name@`).
    static let expansionBudget = 100_000

    /// What an expansion has left to read, shared by its nested forms.
    final class Budget { var characters = LocalizedFormatter.expansionBudget }

    /// The segments of `format` with its specifiers replaced; `start` is the first argument a
    /// sequential specifier takes.
    func segments(of format: String, start: Int = 0, depth: Int = 0, budget: Budget = Budget()) -> [LocalizedStringKey.Segment] {
        var result: [LocalizedStringKey.Segment] = []
        var literal = ""
        var next = start
        let characters = Array(format)
        budget.characters -= characters.count
        var index = 0
        func flush() { if !literal.isEmpty { result.append(.literal(literal)); literal = "" } }
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else { literal.append(character); index += 1; continue }
            guard let spec = FormatSpecifier(characters, at: index + 1) else {
                literal.append(character); index += 1; continue
            }
            index = spec.end
            if spec.conversion == "%" { literal.append("%"); continue }
            let position = spec.position.map { $0 - 1 } ?? next
            if spec.position == nil { next += 1 }
            if let name = spec.variable {
                let variable = variables[name]
                let argumentIndex = variable?.argument.map { $0 - 1 } ?? position
                guard let variable, depth < Self.maximumDepth, budget.characters > 0, arguments.indices.contains(argumentIndex) else {
                    literal += String(characters[spec.start..<spec.end]); continue
                }
                let form = Self.form(variable.forms, category(of: arguments[argumentIndex]), isZero: arguments[argumentIndex].isZero)
                flush()
                result += segments(of: form, start: argumentIndex, depth: depth + 1, budget: budget)
                continue
            }
            guard arguments.indices.contains(position) else { continue }  // as printf: a missing argument shows nothing
            switch arguments[position] {
            case .pieces(let pieces):
                flush(); result.append(.text(pieces))
            case let argument:
                literal += formatted(argument, spec)
            }
        }
        flush()
        return result
    }

    /// The plural category of a numeric argument as `%lld` or `%f` shows it; "other" for text.
    func category(of argument: LocalizedArgument) -> PluralCategory {
        let operands: PluralOperands?
        switch argument {
        case .integer(let value): operands = PluralOperands(decimal: String(value))
        case .unsigned(let value): operands = PluralOperands(decimal: String(value))
        case .double(let value):
            // A floating-point number always has visible fraction digits for the rules (v ≥ 1):
            // Foundation gives 0.0 "other", not "zero", and 1.0 "other" in English (docs/localization.md).
            var digits = String(format: "%.15g", locale: Locale(identifier: "en_US_POSIX"), value)
            if !digits.contains("."), !digits.contains("e") { digits += ".0" }
            operands = PluralOperands(decimal: digits)
        case .string, .pieces: operands = nil
        }
        guard let operands else { return .other }
        return PluralRules.category(operands, language: language)
    }

    /// The form of a whole-string plural variation for these arguments (chosen by the first number).
    func pluralForm(_ forms: [PluralCategory: String]) -> String {
        guard let number = arguments.first(where: \.isNumber) else { return forms[.other] ?? "" }
        return Self.form(forms, category(of: number), isZero: number.isZero)
    }

    /// The form for a category: a "zero" form is taken for exactly 0 in every language, also where
    /// CLDR gives 0 another category (as Foundation does with `.stringsdict`; docs/localization.md);
    /// a category without a form takes "other".
    static func form(_ forms: [PluralCategory: String], _ category: PluralCategory, isZero: Bool) -> String {
        if isZero, let zero = forms[.zero] { return zero }
        return forms[category] ?? forms[.other] ?? ""
    }

    /// One argument formatted by `spec` in the locale (grouping and decimal separator, as
    /// Foundation's `String(format:locale:)`, which `localizedStringWithFormat` uses).
    private func formatted(_ argument: LocalizedArgument, _ spec: FormatSpecifier) -> String {
        let plain = spec.withoutPosition
        switch (argument, spec.conversion) {
        case (.string(let string), _): return string
        case (.integer(let value), "d"), (.integer(let value), "i"):
            return String(format: plain.replacingLength(with: "ll"), locale: locale, value)
        case (.unsigned(let value), "u"), (.unsigned(let value), "x"), (.unsigned(let value), "X"), (.unsigned(let value), "o"):
            return String(format: plain.replacingLength(with: "ll"), locale: locale, value)
        case (.integer(let value), "u"), (.integer(let value), "x"), (.integer(let value), "X"), (.integer(let value), "o"):
            return String(format: plain.replacingLength(with: "ll"), locale: locale, UInt64(bitPattern: value))
        case (.unsigned(let value), "d"), (.unsigned(let value), "i"):
            return String(format: plain.replacingLength(with: "ll"), locale: locale, Int64(clamping: value))
        case (.double(let value), "f"), (.double(let value), "F"), (.double(let value), "e"), (.double(let value), "E"),
             (.double(let value), "g"), (.double(let value), "G"), (.double(let value), "a"), (.double(let value), "A"):
            return String(format: plain.replacingLength(with: ""), locale: locale, value)
        case (.integer(let value), "f"), (.integer(let value), "e"), (.integer(let value), "g"):
            return String(format: plain.replacingLength(with: ""), locale: locale, Double(value))
        case (.unsigned(let value), "f"), (.unsigned(let value), "e"), (.unsigned(let value), "g"):
            return String(format: plain.replacingLength(with: ""), locale: locale, Double(value))
        case (.double(let value), "d"), (.double(let value), "i"):
            return String(format: "%lld", locale: locale, Int64(clamping: Int(saturatingDouble: value)))
        case (.integer(let value), _): return String(value)
        case (.unsigned(let value), _): return String(value)
        case (.double(let value), _): return String(format: "%lf", locale: locale, value)
        case (.pieces, _): return ""
        }
    }
}

private extension Int {
    init(saturatingDouble value: Double) {
        if value.isNaN { self = 0 } else if value >= Double(Int.max) { self = .max } else if value <= Double(Int.min) { self = .min }
        else { self = Int(value) }
    }
}

/// One printf specifier as Foundation reads it: `%[n$][flags][width][.precision][length]conversion`,
/// or `%[n$]#@name@`.
struct FormatSpecifier {
    /// Index of the character after "%" and one past the specifier's end, in the format's characters.
    let start: Int
    let end: Int
    let position: Int?
    let flags: String
    let width: String
    let precision: String?
    let conversion: Character
    let variable: String?

    init?(_ characters: [Character], at index: Int) {
        start = index - 1
        var i = index
        func digits() -> String {
            var text = ""
            while i < characters.count, characters[i].isASCII, characters[i].isNumber, text.count < 9 { text.append(characters[i]); i += 1 }
            return text
        }
        if i < characters.count, characters[i] == "%" { position = nil; flags = ""; width = ""; precision = nil
            conversion = "%"; variable = nil; end = i + 1; return }
        let leading = digits()
        var position: Int?
        var width = ""
        if !leading.isEmpty, i < characters.count, characters[i] == "$" {
            guard let number = Int(leading), number > 0 else { return nil }
            position = number; i += 1
        } else {
            width = leading
        }
        var flags = ""
        if width.isEmpty {
            while i < characters.count, "-+ #0'".contains(characters[i]) { flags.append(characters[i]); i += 1 }
        }
        if flags == "#", i < characters.count, characters[i] == "@" {  // %#@name@
            i += 1
            var name = ""
            while i < characters.count, characters[i] != "@", name.count < 200 { name.append(characters[i]); i += 1 }
            guard i < characters.count, characters[i] == "@", !name.isEmpty else { return nil }
            self.position = position; self.flags = ""; self.width = ""; precision = nil; conversion = "@"
            variable = name; end = i + 1; return
        }
        if width.isEmpty { width = digits() }
        var precision: String?
        if i < characters.count, characters[i] == "." { i += 1; precision = cappingFieldNumber(digits()) }
        width = cappingFieldNumber(width)  // BoundedFormat.swift
        while i < characters.count, "hlqLzjt".contains(characters[i]) { i += 1 }
        guard i < characters.count, "diouxXeEfFgGaAcCsS@p".contains(characters[i]) else { return nil }
        self.position = position; self.flags = flags; self.width = width; self.precision = precision
        conversion = characters[i]; variable = nil; end = i + 1
    }

    /// The specifier without its `n$`, for `String(format:)` with one argument.
    var withoutPosition: String {
        "%" + flags + width + (precision.map { "." + $0 } ?? "") + "\u{0}" + String(conversion)
    }
}

private extension String {
    /// The specifier with `length` in place of the marker `withoutPosition` leaves before the conversion.
    func replacingLength(with length: String) -> String { replacingOccurrences(of: "\u{0}", with: length) }
}
