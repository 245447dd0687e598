import Foundation

// `NSPredicate(format:)`, which swift-corelibs-foundation leaves unavailable (it has no predicate
// strings and no key-value coding), read and evaluated here so that Core Data fetches written for
// Apple's platforms filter as they do there. The formats widget code uses are read: comparisons
// (`==`, `!=`, `<`, `>`, `<=`, `>=`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`,
// `IN`, `BETWEEN`, with `[c]` and `[d]`), `AND`/`OR`/`NOT` and parentheses, `TRUEPREDICATE` and
// `FALSEPREDICATE`, key paths and `%K`, arguments `%@`, `%d`, `%i`, `%ld`, `%f` … (strings, numbers,
// Booleans, dates, UUIDs, arrays and sets), literals (`'text'`, numbers, `YES`, `NO`, `nil`,
// `{…}`). Anything else — aggregates (`ANY`), subqueries, functions, `$variables` — is not read:
// Apple's initializer raises an exception for what it cannot read; this one gives a predicate that
// matches nothing and whose fetches throw the reason.
//
// Glossary
// - Error sink: how a fetch learns why a format predicate could not be read or evaluated. A block
//   predicate can only answer true or false, so the fetch passes a sink among the substitution
//   variables and the predicate leaves its error there.

extension NSPredicate {
    /// A predicate read from a format string and its arguments, as Foundation's
    /// `NSPredicate(format:_:)` (see the file comment for what is read).
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// The same, for arguments Swift does not see as `CVarArg` on Linux (`date as NSDate`, `NSNumber`).
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = Result {
            var parser = PredicateFormatParser(predicateFormat, arguments: arguments ?? [])
            return try parser.parse()
        }
        self.init { object, bindings in
            let sink = bindings?[PredicateErrorSink.key] as? PredicateErrorSink
            do {
                return try parsed.get().evaluate(object)
            } catch {
                sink?.error = error
                return false
            }
        }
    }

    /// Evaluates the predicate on an object, throwing why a format predicate could not be read or evaluated.
    func evaluateReportingErrors(_ object: Any?) throws -> Bool {
        let sink = PredicateErrorSink()
        let matches = evaluate(with: object, substitutionVariables: [PredicateErrorSink.key: sink])
        if let error = sink.error { throw error }
        return matches
    }
}

final class PredicateErrorSink {
    static let key = "WidgetRender.PredicateErrorSink"
    var error: (any Error)?
}

/// A predicate read from a format string.
indirect enum FormatPredicate {
    case constant(Bool)
    case not(FormatPredicate)
    case and(FormatPredicate, FormatPredicate)
    case or(FormatPredicate, FormatPredicate)
    case comparison(FormatExpression, FormatOperator, String.CompareOptions, FormatExpression)

    func evaluate(_ object: Any?) throws -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let predicate): return try !predicate.evaluate(object)
        case .and(let lhs, let rhs): return try lhs.evaluate(object) && rhs.evaluate(object)
        case .or(let lhs, let rhs): return try lhs.evaluate(object) || rhs.evaluate(object)
        case .comparison(let lhs, let op, let options, let rhs):
            return try op.holds(lhs.value(for: object), rhs.value(for: object), options: options)
        }
    }
}

enum FormatExpression {
    case keyPath(String)
    case constant(Any?)
    case list([FormatExpression])

    func value(for object: Any?) throws -> Any? {
        switch self {
        case .keyPath(let path): try KeyValueReading.value(of: object, keyPath: path)
        case .constant(let value): value
        case .list(let items): try items.map { try $0.value(for: object) as Any }
        }
    }
}

enum FormatOperator: String {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
    case `in` = "IN", between = "BETWEEN"

    func holds(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions) throws -> Bool {
        let lhs = lhs.flatMap(ValueComparison.unwrapped), rhs = rhs.flatMap(ValueComparison.unwrapped)
        switch self {
        case .equal: return ValueComparison.same(lhs, rhs, options: options)
        case .notEqual: return !ValueComparison.same(lhs, rhs, options: options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let lhs, let rhs, let order = ValueComparison.compare(lhs, rhs, options: options) else { return false }
            switch self {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .contains:
            guard let lhs, let rhs else { return false }
            if let elements = ValueComparison.elements(lhs) { return elements.contains { ValueComparison.same($0, rhs, options: options) } }
            return try strings(lhs, rhs) { $0.range(of: $1, options: options) != nil }
        case .beginsWith:
            guard let lhs, let rhs else { return false }
            return try strings(lhs, rhs) { $0.range(of: $1, options: options.union(.anchored)) != nil }
        case .endsWith:
            guard let lhs, let rhs else { return false }
            return try strings(lhs, rhs) { $0.range(of: $1, options: options.union([.anchored, .backwards])) != nil }
        case .like:
            guard let lhs, let rhs else { return false }
            return try strings(lhs, rhs) { text, pattern in
                let regex = "^" + pattern.map { $0 == "*" ? ".*" : $0 == "?" ? "." : NSRegularExpression.escapedPattern(for: String($0)) }.joined() + "$"
                return text.range(of: regex, options: options.union(.regularExpression)) != nil
            }
        case .matches:
            guard let lhs, let rhs else { return false }
            return try strings(lhs, rhs) { $0.range(of: "^(?:\($1))$", options: options.union(.regularExpression)) != nil }
        case .in:
            guard let rhs else { return false }
            if let elements = ValueComparison.elements(rhs) { return elements.contains { ValueComparison.same(lhs, $0, options: options) } }
            guard let lhs else { return false }
            return try strings(rhs, lhs) { $0.range(of: $1, options: options) != nil }
        case .between:
            guard let lhs, let bounds = rhs.flatMap(ValueComparison.elements), bounds.count == 2 else {
                throw CoreDataErrors.error(NSCoreDataError, "BETWEEN needs a list of two values, as {1, 5}")
            }
            let low = ValueComparison.compare(lhs, bounds[0]), high = ValueComparison.compare(lhs, bounds[1])
            return low != nil && low != .orderedAscending && high != nil && high != .orderedDescending
        }
    }

    private func strings(_ lhs: Any, _ rhs: Any, _ test: (String, String) -> Bool) throws -> Bool {
        guard let left = ValueComparison.string(lhs), let right = ValueComparison.string(rhs) else {
            throw CoreDataErrors.error(NSCoreDataError, "\(rawValue) compares strings, not \(type(of: lhs)) and \(type(of: rhs))")
        }
        return test(left, right)
    }
}

/// Reads a predicate format string, taking its `%` arguments in order.
struct PredicateFormatParser {
    private enum Token: Equatable {
        case word(String)  // a key, a key path or a keyword
        case text(String)  // a quoted string
        case number(Double)
        case symbol(String)  // operators, parentheses, braces, commas
        case argument(Character)  // %@, %K, %d …: the conversion character
        case end
    }

    private let format: String
    private var arguments: [Any]
    private var tokens: [Token] = []
    private var position = 0

    init(_ format: String, arguments: [Any]) {
        self.format = format
        self.arguments = arguments
    }

    mutating func parse() throws -> FormatPredicate {
        tokens = try tokenize()
        let predicate = try parseOr()
        guard tokens[position] == .end else { throw failure("unexpected \(describe(tokens[position]))") }
        guard arguments.isEmpty else { throw failure("\(arguments.count) argument(s) left over: the format has fewer % specifiers") }
        return predicate
    }

    private func failure(_ reason: String) -> NSError {
        CoreDataErrors.error(NSCoreDataError, "NSPredicate(format: \"\(format)\") cannot be read: \(reason)")
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): "\"\(word)\""
        case .text(let text): "'\(text)'"
        case .number(let number): "\(number)"
        case .symbol(let symbol): "\"\(symbol)\""
        case .argument(let conversion): "%\(conversion)"
        case .end: "the end of the format"
        }
    }

    private var current: Token { tokens[position] }
    private mutating func advance() { position += 1 }

    private func isKeyword(_ token: Token, _ words: String...) -> Bool {
        if case .word(let word) = token { return words.contains(word.uppercased()) }
        return false
    }

    private mutating func parseOr() throws -> FormatPredicate {
        var predicate = try parseAnd()
        while isKeyword(current, "OR") || current == .symbol("||") {
            advance()
            predicate = .or(predicate, try parseAnd())
        }
        return predicate
    }

    private mutating func parseAnd() throws -> FormatPredicate {
        var predicate = try parseNot()
        while isKeyword(current, "AND") || current == .symbol("&&") {
            advance()
            predicate = .and(predicate, try parseNot())
        }
        return predicate
    }

    private mutating func parseNot() throws -> FormatPredicate {
        if isKeyword(current, "NOT") || current == .symbol("!") {
            advance()
            return .not(try parseNot())
        }
        if current == .symbol("(") {
            advance()
            let inner = try parseOr()
            guard current == .symbol(")") else { throw failure("expected \")\", found \(describe(current))") }
            advance()
            return inner
        }
        if isKeyword(current, "TRUEPREDICATE") { advance(); return .constant(true) }
        if isKeyword(current, "FALSEPREDICATE") { advance(); return .constant(false) }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> FormatPredicate {
        if isKeyword(current, "ANY", "SOME", "ALL", "NONE") {
            throw failure("aggregate comparisons (\(describe(current))) are not supported")
        }
        let lhs = try parseExpression()
        var op: FormatOperator
        var negated = false
        switch current {
        case .symbol("=="), .symbol("="): op = .equal
        case .symbol("!="), .symbol("<>"): op = .notEqual
        case .symbol("<"): op = .less
        case .symbol("<="), .symbol("=<"): op = .lessOrEqual
        case .symbol(">"): op = .greater
        case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
        case .word(let word):
            if word.uppercased() == "NOT" {
                negated = true
                advance()
            }
            guard case .word(let name) = current, let named = FormatOperator(rawValue: name.uppercased()),
                  ![.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(named) else {
                throw failure("expected an operator, found \(describe(current))")
            }
            op = named
        default: throw failure("expected an operator after the left-hand side, found \(describe(current))")
        }
        advance()
        var options: String.CompareOptions = []
        if current == .symbol("[") {
            advance()
            guard case .word(let flags) = current else { throw failure("expected options such as [c] or [cd]") }
            for flag in flags.lowercased() {
                switch flag {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                case "n", "l": break  // normalized / locale-sensitive: the comparison is already both for our strings
                default: throw failure("unknown option [\(flag)]")
                }
            }
            advance()
            guard current == .symbol("]") else { throw failure("expected \"]\"") }
            advance()
        }
        let comparison = FormatPredicate.comparison(lhs, op, options, try parseExpression())
        return negated ? .not(comparison) : comparison
    }

    private mutating func parseExpression() throws -> FormatExpression {
        let token = current
        advance()
        switch token {
        case .text(let text): return .constant(text)
        case .number(let number): return .constant(number)
        case .symbol("{"):
            var items: [FormatExpression] = []
            while current != .symbol("}") {
                items.append(try parseExpression())
                if current == .symbol(",") { advance() } else if current != .symbol("}") { throw failure("expected \",\" or \"}\" in a list") }
            }
            advance()
            return .list(items)
        case .argument(let conversion):
            guard !arguments.isEmpty else { throw failure("%\(conversion) has no argument") }
            let argument = arguments.removeFirst()
            if conversion == "K" {
                guard let key = ValueComparison.string(argument) else { throw failure("%K needs a key string, not \(type(of: argument))") }
                return .keyPath(key)
            }
            if conversion != "@", ValueComparison.number(argument) == nil {
                throw failure("%\(conversion) needs a number, not \(type(of: argument))")
            }
            return .constant(argument)
        case .word(let word):
            switch word.uppercased() {
            case "YES", "TRUE": return .constant(true)
            case "NO", "FALSE": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            case "SELF": return .keyPath("self")
            case "SUBQUERY", "FUNCTION": throw failure("\(word) is not supported")
            default:
                if current == .symbol("(") { throw failure("functions (\(word)(…)) are not supported") }
                if FormatOperator(rawValue: word.uppercased()) != nil || ["AND", "OR", "NOT"].contains(word.uppercased()) {
                    throw failure("expected a value, found \"\(word)\"")
                }
                return .keyPath(word)
            }
        default: throw failure("expected a key or a value, found \(describe(token))")
        }
    }

    private func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while let character = peek() {
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while let next = peek(), next != character {
                    if next == "\\", let escaped = peek(1) { text.append(escaped); index += 2 } else { text.append(next); index += 1 }
                }
                guard peek() == character else { throw failure("a string is not closed") }
                index += 1
                tokens.append(.text(text))
            } else if character == "%" {
                // Length modifiers (`l`, `ll`, `h`, `q`) then the conversion.
                index += 1
                while let modifier = peek(), "lhqz".contains(modifier) { index += 1 }
                guard let conversion = peek(), "@KdiufgeFxXc".contains(conversion) else {
                    throw failure("unknown format specifier %\(peek().map(String.init) ?? "")")
                }
                index += 1
                tokens.append(.argument(conversion == "K" ? "K" : conversion == "@" ? "@" : "d"))
            } else if character.isNumber || (character == "-" && peek(1)?.isNumber == true && !(tokens.last.map(Self.endsValue) ?? false)) {
                var text = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E" { text.append(next); index += 1 }
                guard let number = Double(text) else { throw failure("\(text) is not a number") }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
                if character == "$" { throw failure("substitution variables ($…) are not supported") }
                var word = ""
                if character == "#" { index += 1 }  // `#` escapes a reserved word used as a key
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." || next == "@" { word.append(next); index += 1 }
                tokens.append(.word(word))
            } else {
                let two = String(characters[index..<min(index + 2, characters.count)])
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){}[],".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw failure("unexpected character \"\(character)\"")
                }
            }
        }
        tokens.append(.end)
        return tokens
    }

    /// Whether a token ends a value, so that a `-` after it is not the sign of a number.
    private static func endsValue(_ token: Token) -> Bool {
        switch token {
        case .word, .text, .number, .argument, .symbol(")"), .symbol("}"): true
        default: false
        }
    }
}
