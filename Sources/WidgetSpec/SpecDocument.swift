import Foundation
import WidgetRender
import Yams

/// Reading the parts of a spec file around the views: the YAML document itself, names,
/// components, widgets and their entries.
enum SpecDocument {
    /// The root node, with YAML syntax errors turned into file:line:column errors.
    static func compose(_ source: String, file: String) throws -> SpecValue {
        let node: Node?
        do {
            node = try Yams.compose(yaml: source)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        }
        guard let node else { throw SpecError(file: file, line: 1, column: 1, message: "the spec file is empty") }
        return SpecValue(node: node, file: file)
    }

    private static func syntaxError(_ error: YamlError, file: String) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text); " } ?? ""
            return SpecError(file: file, line: mark.line, column: mark.column, message: "YAML syntax: \(detail)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecError(file: file, line: context.mark.line, column: context.mark.column,
                             message: "duplicate keys \(duplicates.joined(separator: ", ")); use 'modifiers:' to repeat a modifier")
        default:
            return SpecError(file: file, line: 1, column: 1, message: "YAML: \(error)")
        }
    }

    /// Names that end up in file paths: letters, digits, '.', '_' and '-', starting with a letter or digit.
    static func pathSafeName(_ value: SpecValue, for field: String) throws -> String {
        let name = try value.string(for: field)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        guard let first = name.unicodeScalars.first, CharacterSet.alphanumerics.contains(first),
              name.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) }) else {
            throw value.error("'\(field)' \"\(name)\" must be letters, digits, '.', '_' or '-' (it names output files)")
        }
        return name
    }

    /// The items of a list, each parsed by `parse`; an item equal (by `key`) to an earlier one is
    /// dropped with a warning, so that `families: [systemSmall, systemSmall]` renders once.
    static func deduplicated<T>(_ items: [SpecValue], field: String, warnings: inout [SpecError],
                                key: (T) -> String, _ parse: (SpecValue) throws -> T) throws -> [T] {
        var result: [T] = []
        var seen = Set<String>()
        for item in items {
            let parsed = try parse(item)
            guard seen.insert(key(parsed)).inserted else {
                warnings.append(item.error("'\(key(parsed))' is listed twice in '\(field)'; rendering it once"))
                continue
            }
            result.append(parsed)
        }
        return result
    }

    /// A built-in theme by name (`ios.dark`, `ios.tinted(blue)`); the error lists the valid names.
    static func theme(_ value: SpecValue) throws -> Theme {
        let name = try value.string(for: "themes")
        do {
            return try Theme(named: name)
        } catch {
            throw value.error("\(error)")
        }
    }

    /// `components: {Name: <view>}` or `{Name: {parameters: [a, b], body: <view>}}`.
    static func components(_ value: SpecValue) throws -> [String: SpecParser.ComponentSource] {
        var result: [String: SpecParser.ComponentSource] = [:]
        for entry in try value.entries(for: "components") {
            guard entry.key.first?.isUppercase == true, ViewCatalog.definition(named: entry.key) == nil,
                  entry.key.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                throw entry.keyValue.error("component name '\(entry.key)' must be a capitalized word that is not a built-in view")
            }
            let keys = entry.value.isMapping ? try entry.value.entries(for: entry.key).map(\.key) : []
            if keys.contains("body") {
                let fields = try entry.value.fields(for: entry.key, allowed: ["parameters", "body"])
                let parameters = try fields["parameters"].map { list in
                    try list.items().map { try $0.string(for: "parameters") }
                } ?? []
                result[entry.key] = .init(body: fields["body"] ?? entry.value, parameters: parameters)
            } else {
                result[entry.key] = .init(body: entry.value, parameters: [])
            }
        }
        return result
    }
}

extension SpecWidget {
    static let fields = ["name", "title", "families", "entries", "body"]

    init(_ value: SpecValue, file: String, defaultDate: Date, images: ImageProviding, files: SpecFiles,
         budget: SpecBudget, components: [String: SpecParser.ComponentSource]) throws {
        let fields = try value.fields(for: "widget", allowed: Self.fields)
        guard let nameValue = fields["name"] else { throw value.error("a widget needs 'name'") }
        name = try SpecDocument.pathSafeName(nameValue, for: "name")
        title = try fields["title"].map { try $0.text(for: "title") } ?? name
        guard let familyList = fields["families"] else { throw value.error("widget '\(name)' needs 'families'") }
        let validFamilies = WidgetFamily.allCases.map(\.description)
        var warnings: [SpecError] = []
        try budget.count(familyList.items().count, at: familyList)
        families = try SpecDocument.deduplicated(familyList.items(), field: "families", warnings: &warnings, key: \.description) { item in
            let text = try item.string(for: "families")
            guard let family = WidgetFamily(name: text) else {
                throw item.error("unknown family '\(RenderLimits.excerpt(text))'" + Suggestion.hint(for: text, in: validFamilies)
                                 + " (valid: \(validFamilies.joined(separator: ", ")))")
            }
            return family
        }
        self.warnings = warnings
        entries = try fields["entries"].map { try Self.entries($0, defaultDate: defaultDate, budget: budget) }
            ?? [SpecEntry(name: "default", date: defaultDate, values: [:])]
        guard let bodyValue = fields["body"] else { throw value.error("widget '\(name)' needs 'body' (its view)") }
        // A variable's worst case is its longest value over the entries.
        var variableBytes: [String: Int] = [:]
        for entry in entries { for (key, text) in entry.values { variableBytes[key] = max(variableBytes[key] ?? 0, text.utf8.count) } }
        let parser = SpecParser(file: file, images: images, files: files, budget: budget, components: components,
                                variableBytes: variableBytes)
        body = try parser.parseView(bodyValue)
    }

    /// `entries: [{name: morning, date: "+0m", values: {caffeine: "95 mg"}}, …]`; every entry
    /// defines the same variables, so no placeholder is ever blank.
    /// Each entry and each of its values counts against the spec's budget: aliases can repeat a
    /// large `values` mapping many times.
    private static func entries(_ value: SpecValue, defaultDate: Date, budget: SpecBudget) throws -> [SpecEntry] {
        guard value.isSequence else { throw value.typeError("a list of entries", for: "entries") }
        var result: [SpecEntry] = []
        var names = Set<String>()  // a set, so that many entries cost linear time, not quadratic
        for item in value.items() {
            try budget.count(1 + (item.isMapping ? (try item.fields(for: "entry", allowed: ["name", "date", "values"])["values"]?.mappingCount ?? 0) : 0), at: item)
            let fields = try item.fields(for: "entry", allowed: ["name", "date", "values"])
            guard let nameValue = fields["name"] else { throw item.error("an entry needs 'name'") }
            let name = try SpecDocument.pathSafeName(nameValue, for: "name")
            let date = try fields["date"].map { try SpecDate($0, for: "date").date(relativeTo: defaultDate) } ?? defaultDate
            var values: [String: String] = [:]
            for entry in try fields["values"]?.entries(for: "values") ?? [] {
                values[entry.key] = try entry.value.text(for: entry.key)
            }
            if let first = result.first {
                if let missing = Set(first.values.keys).symmetricDifference(values.keys).sorted().first {
                    throw item.error("entry '\(name)' and entry '\(first.name)' must define the same values; '\(missing)' differs")
                }
                if names.contains(name) { throw nameValue.error("two entries are named '\(name)'") }
            }
            result.append(SpecEntry(name: name, date: date, values: values))
            names.insert(name)
        }
        guard !result.isEmpty else { throw value.error("'entries' is empty; omit it for a single default entry") }
        return result
    }
}
