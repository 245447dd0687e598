import Foundation
import Yams
import WidgetRender

/// One YAML/JSON node together with the file it came from, so that every accessor can throw a
/// `SpecError` naming file:line:column. Accessors are strict: a quoted "12" is a string, not a number.
struct SpecValue {
    let node: Node
    let file: String

    var line: Int { node.mark?.line ?? 1 }
    var column: Int { node.mark?.column ?? 1 }

    func error(_ message: String) -> SpecError {
        SpecError(file: file, line: line, column: column, message: message)
    }

    /// The resolved tag of a scalar (plain scalars resolve by content: `12` is int, `hi` str).
    private var scalarTag: Tag.Name? {
        guard case .scalar = node else { return nil }
        return Tag.Name(rawValue: node.tag.description)
    }

    /// What the node is, for "expected …, found …" messages.
    var kindDescription: String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch scalarTag {
            case .str: return "string '\(scalar.string)'"
            case .null: return "null"
            case .bool: return "boolean \(scalar.string)"
            default: return "number \(scalar.string)"
            }
        }
    }

    func typeError(_ expected: String, for name: String) -> SpecError {
        error("'\(name)' expects \(expected), found \(kindDescription)")
    }

    var isNull: Bool { scalarTag == .null }
    var isBoolean: Bool { scalarTag == .bool }
    var isMapping: Bool { if case .mapping = node { return true } else { return false } }
    var isSequence: Bool { if case .sequence = node { return true } else { return false } }
    /// Entries of a mapping (0 for anything else), without building them.
    var mappingCount: Int { if case .mapping(let mapping) = node { return mapping.count } else { return 0 } }

    /// Any scalar's text (strings, and numbers or booleans where text is wanted, e.g. `Text: 12`).
    func text(for name: String) throws -> String {
        guard case .scalar(let scalar) = node, scalarTag != .null else { throw typeError("text", for: name) }
        return scalar.string
    }

    func string(for name: String) throws -> String {
        guard case .scalar(let scalar) = node, scalarTag == .str || scalarTag == .timestamp else {
            throw typeError("a string", for: name)
        }
        return scalar.string
    }

    /// A finite number; `infinity` (or YAML's `.inf`) only where `allowsInfinity`.
    func number(for name: String, allowsInfinity: Bool = false) throws -> Double {
        guard case .scalar(let scalar) = node else { throw typeError("a number", for: name) }
        if allowsInfinity, scalar.string == "infinity" || scalar.string == ".inf" { return .infinity }
        guard scalarTag == .int || scalarTag == .float, let value = Double(yamlNumber: scalar.string),
              value.isFinite else {
            throw typeError(allowsInfinity ? "a number or 'infinity'" : "a number", for: name)
        }
        return value
    }

    func nonNegative(for name: String, allowsInfinity: Bool = false) throws -> Double {
        let value = try number(for: name, allowsInfinity: allowsInfinity)
        guard value >= 0 else { throw error("'\(name)' must not be negative, found \(value)") }
        return value
    }

    func integer(for name: String) throws -> Int {
        guard scalarTag == .int, case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            throw typeError("a whole number", for: name)
        }
        return value
    }

    func bool(for name: String) throws -> Bool {
        guard scalarTag == .bool, let value = node.bool else { throw typeError("true or false", for: name) }
        return value
    }

    /// One of the names in `table`; the error lists them (or suggests the closest).
    func oneOf<T>(_ table: KeyValuePairs<String, T>, for name: String) throws -> T {
        let text = try string(for: name)
        if let match = table.first(where: { $0.key == text }) { return match.value }
        let names = table.map(\.key)
        let shown = RenderLimits.excerpt(text)
        if let close = Suggestion.closest(to: text, in: names) {
            throw error("'\(name)' has no value '\(shown)'; did you mean '\(close)'? (valid: \(names.joined(separator: ", ")))")
        }
        throw error("'\(name)' has no value '\(shown)'; valid: \(names.joined(separator: ", "))")
    }

    /// The entries of a mapping in document order (order matters: modifiers apply in it).
    func entries(for name: String) throws -> [(key: String, keyValue: SpecValue, value: SpecValue)] {
        guard case .mapping(let mapping) = node else { throw typeError("a mapping", for: name) }
        return try mapping.map { pair in
            let key = SpecValue(node: pair.key, file: file)
            guard case .scalar(let scalar) = pair.key else { throw key.error("mapping keys must be names") }
            return (scalar.string, key, SpecValue(node: pair.value, file: file))
        }
    }

    /// A mapping whose keys must all be in `allowed` (unknown keys get a "did you mean").
    func fields(for name: String, allowed: [String]) throws -> [String: SpecValue] {
        var result: [String: SpecValue] = [:]
        for entry in try entries(for: name) {
            guard allowed.contains(entry.key) else {
                throw entry.keyValue.error("'\(name)' has no field '\(RenderLimits.excerpt(entry.key))'" + Suggestion.hint(for: entry.key, in: allowed))
            }
            result[entry.key] = entry.value
        }
        return result
    }

    /// A list; a single non-list value counts as a list of one (`content: {Text: hi}`).
    func items() -> [SpecValue] {
        if case .sequence(let sequence) = node { return sequence.map { SpecValue(node: $0, file: file) } }
        return [self]
    }
}

extension Double {
    /// YAML 1.1 numbers as libyaml resolves them (`1_000`, `+3`, `.5`).
    init?(yamlNumber text: String) {
        self.init(text.replacingOccurrences(of: "_", with: ""))
    }
}
