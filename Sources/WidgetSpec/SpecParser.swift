import Foundation
import WidgetRender

/// Turns spec view nodes into `ViewLowering`s, validating as it goes. One parser per spec file:
/// it knows the file (for error places), the images the file may name, the reusable components
/// and the template variables in scope.
final class SpecParser {
    /// Deeper than this is a mistake (or a generated spec gone wrong), not a widget.
    static let maximumDepth = 64

    let file: String
    let images: ImageProviding
    /// Where the spec may read (fonts named by path) and how much work it may cause.
    let files: SpecFiles
    let budget: SpecBudget
    private let componentSources: [String: ComponentSource]
    /// Components being parsed, outermost first: a name seen twice is a cycle.
    private var componentStack: [String] = []
    private var depth = 0
    /// Template variables visible where the parser is.
    var variables: Set<String>
    /// The longest text (in UTF-8 bytes) each variable can hold here: the longest entry value, or
    /// for a component's parameter, the longest its argument can render to at this use.
    private var variableBytes: [String: Int]

    struct ComponentSource {
        let body: SpecValue
        let parameters: [String]
    }

    init(file: String, images: ImageProviding, files: SpecFiles, budget: SpecBudget,
         components: [String: ComponentSource], variableBytes: [String: Int]) {
        self.file = file
        self.images = images
        self.files = files
        self.budget = budget
        self.componentSources = components
        self.variables = Set(variableBytes.keys)
        self.variableBytes = variableBytes
    }

    /// A template over the variables in scope, refused when its worst-case text is longer than
    /// `RenderLimits.textBytes` (`'{{a}}{{a}}'` passed down 39 components once asked for 2^40 bytes).
    func template(_ text: String, at value: SpecValue) throws -> Template {
        let template = try Template(text, at: value, known: variables)
        let bytes = template.maximumBytes(variableBytes)
        guard bytes <= budget.limits.textBytes else {
            throw value.error("this text can grow to \(bytes) bytes with the values given, more than the limit "
                              + "textBytes = \(budget.limits.textBytes) (see docs/security.md)")
        }
        return template
    }

    var componentNames: [String] { componentSources.keys.sorted() }

    /// A list of views (a stack's `content`); one view alone also counts.
    func parseViews(_ value: SpecValue) throws -> [ViewLowering] {
        try value.items().map(parseView)
    }

    /// One view: a bare name (`Spacer`) or a mapping with one view key, modifiers in the order
    /// written, and optionally `if` / `else`.
    func parseView(_ value: SpecValue) throws -> ViewLowering {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw value.error("views nest deeper than \(Self.maximumDepth) levels")
        }
        try budget.count(1 + (value.isMapping ? value.mappingCount : 0), at: value)
        if case .scalar = value.node, !value.isNull {
            let name = try value.string(for: "view")
            return try parseNamedView(name, at: value, argument: nil, modifiers: [])
        }
        guard value.isMapping else { throw value.error("expected a view (e.g. 'Text: Hello'), found \(value.kindDescription)") }

        var viewKey: (name: String, key: SpecValue, argument: SpecValue)?
        var condition: SpecCondition?
        var otherwise: SpecValue?
        var modifiers: [(name: String, key: SpecValue, value: SpecValue)] = []
        for entry in try value.entries(for: "view") {
            if entry.key == "if" {
                condition = try SpecCondition(entry.value)
            } else if entry.key == "else" {
                otherwise = entry.value
            } else if ViewCatalog.definition(named: entry.key) != nil || componentSources[entry.key] != nil {
                if let first = viewKey {
                    throw entry.keyValue.error("two views in one mapping ('\(first.name)' and '\(entry.key)'); "
                                               + "list them in a stack's content")
                }
                viewKey = (entry.key, entry.keyValue, entry.value)
            } else if ModifierCatalog.definition(named: entry.key) != nil || ViewCatalog.isViewSpecificModifier(entry.key) {
                modifiers.append((entry.key, entry.keyValue, entry.value))
            } else {
                throw entry.keyValue.error(unknownKeyMessage(entry.key))
            }
        }
        guard let view = viewKey else {
            throw value.error("this mapping has no view; start it with a view such as VStack, Text or Image"
                              + (componentSources.isEmpty ? "" : " or a component (\(componentNames.joined(separator: ", ")))"))
        }
        let lowering = try parseNamedView(view.name, at: view.key, argument: view.argument, modifiers: modifiers)
        if otherwise != nil && condition == nil {
            throw value.error("'else' needs an 'if' in the same mapping")
        }
        guard let condition else { return lowering }
        let alternative = try otherwise.map(parseView)
        return { context in
            if condition.holds(in: context.environment) { return lowering(context) }
            return alternative?(context) ?? AnyView(EmptyView())
        }
    }

    private func unknownKeyMessage(_ key: String) -> String {
        let startsUppercase = key.first?.isUppercase ?? false
        let candidates = startsUppercase ? ViewCatalog.names + componentNames
            : ModifierCatalog.names + ViewCatalog.viewSpecificModifierNames + ["if", "else"]
        let kind = startsUppercase ? "view" : "modifier"
        return "unknown \(kind) '\(key)'" + (Suggestion.closest(to: key, in: candidates).map { "; did you mean '\($0)'?" } ?? "")
    }

    private func parseNamedView(_ name: String, at key: SpecValue, argument: SpecValue?,
                                modifiers: [(name: String, key: SpecValue, value: SpecValue)]) throws -> ViewLowering {
        var base: ParsedView
        if let definition = ViewCatalog.definition(named: name) {
            base = try definition.parse(self, argument, key)
        } else if componentSources[name] != nil {
            base = .view(try parseComponentUse(name, at: key, arguments: argument))
        } else {
            throw key.error(unknownKeyMessage(name))
        }
        var chain: [ModifierLowering] = []
        for modifier in modifiers {
            if ViewCatalog.isViewSpecificModifier(modifier.name) {
                guard chain.isEmpty else {
                    throw modifier.key.error("'\(modifier.name)' must come before the view modifiers "
                                             + "(SwiftUI defines it on \(name) itself, not on every view)")
                }
                base = try base.applying(modifier.name, modifier.value, of: name, at: modifier.key, parser: self)
            } else if let definition = ModifierCatalog.definition(named: modifier.name) {
                chain.append(try definition.parse(self, modifier.value))
            }
        }
        let lowering = base.lowering
        if chain.isEmpty { return lowering }
        return { context in chain.reduce(lowering(context)) { view, modifier in modifier(view, context) } }
    }

    /// `Name: {parameter: value}`: the component's body with its parameters bound (themselves
    /// templates over the variables in scope where the component is used).
    private func parseComponentUse(_ name: String, at key: SpecValue, arguments: SpecValue?) throws -> ViewLowering {
        guard let source = componentSources[name] else { throw key.error(unknownKeyMessage(name)) }
        var bound: [(String, Template)] = []
        if let arguments, !arguments.isNull {
            for (parameter, value) in try arguments.fields(for: name, allowed: source.parameters) {
                bound.append((parameter, try template(try value.text(for: parameter), at: value)))
            }
        }
        for parameter in source.parameters where !bound.contains(where: { $0.0 == parameter }) {
            throw key.error("component '\(name)' needs parameter '\(parameter)'")
        }
        let argumentBytes = Dictionary(bound.map { ($0.0, $0.1.maximumBytes(variableBytes)) }) { first, _ in first }
        let body = try componentBody(name, source: source, at: key, argumentBytes: argumentBytes)
        let arguments = bound.sorted { $0.0 < $1.0 }
        return { context in
            var inner = context
            for (parameter, template) in arguments { inner.values[parameter] = template.render(context.values) }
            return body(inner)
        }
    }

    /// The component's body, parsed again at every use: its texts' worst-case lengths depend on the
    /// arguments of this use, and every use counts against `RenderLimits.specExpansion`, so
    /// components that use each other many times (a fan-out bomb) stop at the limit.
    private func componentBody(_ name: String, source: ComponentSource, at key: SpecValue,
                               argumentBytes: [String: Int]) throws -> ViewLowering {
        if componentStack.contains(name) {
            throw key.error("component cycle: " + (componentStack.drop { $0 != name } + [name]).joined(separator: " → "))
        }
        componentStack.append(name)
        let outer = (variables, variableBytes)
        variables.formUnion(source.parameters)
        variableBytes.merge(argumentBytes) { _, new in new }
        defer { componentStack.removeLast(); (variables, variableBytes) = outer }
        return try parseView(source.body)
    }
}
