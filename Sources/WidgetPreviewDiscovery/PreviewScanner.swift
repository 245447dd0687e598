import Foundation
import SwiftParser
import SwiftSyntax
import WidgetPreviewSyntax

/// Scans one file: `#Preview` uses, types conforming to the listed protocols, imports.
final class PreviewScanner: SyntaxVisitor {
    private let fileID: String
    private let converter: SourceLocationConverter
    /// How problems name the file.
    private let path: String
    private var conditions: [String] = []
    private var typePath: [(name: String, reachable: Bool)] = []
    var result = DiscoveryResult()
    /// Names declared private or fileprivate anywhere in the file.
    private var privateNames: Set<String> = []

    init(fileID: String, path: String, tree: SourceFileSyntax) {
        self.fileID = fileID
        self.path = path
        self.converter = SourceLocationConverter(fileName: fileID, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    // MARK: imports and #if

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // An import under `#if` keeps its condition: `#if canImport(X)` must not become a bare import.
        var text = node.trimmedDescription
        if !conditions.isEmpty { text = "#if \(conditions.joined(separator: " && "))\n\(text)\n#endif" }
        if !result.imports.contains(text) { result.imports.append(text) }
        return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var earlier: [String] = []
        for clause in node.clauses {
            let condition = clause.condition?.trimmedDescription
            // `#elseif b` holds when no earlier branch did and b does; `#else` when none did.
            var here = earlier.map { "!(\($0))" }
            if let condition { here.append(condition) }
            conditions.append(here.isEmpty ? "true" : here.joined(separator: " && "))
            if let elements = clause.elements { walk(elements) }
            conditions.removeLast()
            if let condition { earlier.append(condition) }
        }
        return .skipChildren
    }

    // MARK: #Preview

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        record(node)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        record(node)
        return .skipChildren
    }

    private func record(_ node: some FreestandingMacroExpansionSyntax) {
        // A #Preview nested in a type or function is not a top-level preview: Xcode lists only
        // file-scope ones, and the expansion would not be reachable from another file.
        guard typePath.isEmpty else { return }
        var name: String?
        if let first = node.arguments.first, first.label == nil,
           let literal = first.expression.as(StringLiteralExprSyntax.self),
           literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
            name = segment.content.text
        }
        var arguments = node.arguments.map { $0.trimmedDescription.trimmingTrailingComma }
        if node.trailingClosure != nil { arguments.append("{ … }") }
        arguments += node.additionalTrailingClosures.map { "\($0.label.text): { … }" }
        let referenced = Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        })
        let line = line(of: node)
        result.previews.append(DiscoveredPreview(
            fileID: fileID, line: line, name: name, arguments: arguments,
            initializerCall: PreviewCallRewriter.initializerCall(ofMacroSource: node.trimmedDescription), conditions: conditions,
            referencedNames: referenced, accessorLabel: PreviewSite.label(fileID: fileID, line: line)))
    }

    // MARK: types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        checkMain(node.name.text, node.attributes, node.inheritanceClause)
        return enter(node.name.text, node.modifiers, node.genericParameterClause != nil, node.inheritanceClause, node)
    }
    override func visitPost(_ node: StructDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.modifiers, node.genericParameterClause != nil, node.inheritanceClause, node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.modifiers, node.genericParameterClause != nil, node.inheritanceClause, node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension adds conformances to a type declared elsewhere: `extension X: Widget {}`.
        let name = node.extendedType.trimmedDescription
        return enter(name, node.modifiers, false, node.inheritanceClause, node, isExtension: true)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typePath.removeLast() }

    // Function bodies hold no file-scope types or previews; their names may be private.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPrivate(node.modifiers) { privateNames.insert(node.name.text) }
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let managed = node.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }) {
            reportManaged(node, attribute: managed)
        }
        if isPrivate(node.modifiers) {
            for binding in node.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { privateNames.insert(pattern.identifier.text) }
            }
        }
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPrivate(node.modifiers) { privateNames.insert(node.name.text) }
        return .skipChildren
    }

    /// `@NSManaged` (Xcode's generated SiriKit intent classes, copied into a source file) compiles
    /// on Linux, but its accessors come from the Objective-C runtime, so the link fails with
    /// undefined symbols that name no file. Said here instead, with the way out.
    private func reportManaged(_ node: VariableDeclSyntax, attribute: AttributeListSyntax.Element) {
        let location = attribute.startLocation(converter: converter, afterLeadingTrivia: true)
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        let name = names.first ?? "the property"
        result.problems.append("\(path):\(location.line):\(location.column): error: @NSManaged var \(name) needs the "
            + "Objective-C runtime, which Linux does not have; keep the intent in its .intentdefinition file "
            + "(widget-render generates the class, docs/widgetkit.md) or declare it a plain stored property, "
            + "`public var \(name)`, without @NSManaged or @objc")
    }

    /// A widget extension's `@main` is its WidgetBundle or its only Widget. Another `@main` (an app's
    /// entry point copied into the target) builds, but nothing of it is drawn: said at its place.
    private func checkMain(_ name: String, _ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?) {
        guard let main = attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) else { return }
        let inherited = (inheritance?.inheritedTypes ?? []).map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
        guard !inherited.contains(where: { ["Widget", "WidgetBundle"].contains($0) }) else { return }
        let location = main.startLocation(converter: converter, afterLeadingTrivia: true)
        result.warnings.append("\(path):\(location.line):\(location.column): warning: @main \(name) is neither a Widget nor a "
            + "WidgetBundle: it builds, but the gallery and the golden tests draw only widgets; a widget extension's "
            + "@main is its WidgetBundle or its only Widget (docs/previews.md)")
    }

    private func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    /// After the walk: which previews use a private name of the file (declared before or after them).
    func finish() {
        for index in result.previews.indices {
            result.previews[index].privateNamesUsed = result.previews[index].referencedNames.intersection(privateNames).sorted()
        }
    }

    private func enter(_ name: String, _ modifiers: DeclModifierListSyntax, _ generic: Bool,
                       _ inheritance: InheritanceClauseSyntax?, _ node: some SyntaxProtocol,
                       isExtension: Bool = false) -> SyntaxVisitorContinueKind {
        let hidden = isPrivate(modifiers)
        if hidden { privateNames.insert(name) }
        let reachable = !hidden && !generic && (typePath.last?.reachable ?? true)
        typePath.append((name, reachable))
        for inherited in inheritance?.inheritedTypes ?? [] {
            let written = inherited.type.trimmedDescription
            let last = written.split(separator: ".").last.map(String.init) ?? written
            let role: DiscoveredType.Role?
            switch last {
            case "Widget": role = .widget
            case "WidgetBundle": role = .widgetBundle
            case "PreviewProvider": role = .previewProvider
            case "ControlWidget": role = .control
            default: role = nil
            }
            guard let role else { continue }
            let qualified = isExtension ? name : typePath.map(\.name).joined(separator: ".")
            result.types.append(DiscoveredType(role: role, name: qualified, fileID: fileID, line: line(of: node),
                                               conditions: conditions, isReachable: reachable))
        }
        return .visitChildren
    }
}

extension String {
    var trimmingTrailingComma: String { hasSuffix(",") ? String(dropLast()).trimmingCharacters(in: .whitespaces) : self }
}
