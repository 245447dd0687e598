import WidgetRender

/// `if: {renderingMode: accented}`: a test of the environment, evaluated while the widget resolves
/// (like an `if` on an `@Environment` value in Swift). Every key must hold; a list of values means
/// any of them (`family: [systemMedium, systemLarge]`); `not: {…}` negates a nested condition and
/// `anyOf: [{…}, {…}]` holds when one of several does (`renderingMode == .accented || !showsBackground`).
struct SpecCondition {
    private let tests: [(EnvironmentValues) -> Bool]

    func holds(in environment: EnvironmentValues) -> Bool { tests.allSatisfy { $0(environment) } }

    /// The keys a condition may test, and their values (for errors and the schema).
    static let keys: [(name: String, values: [String])] = [
        ("renderingMode", WidgetRenderingMode.allCases.map(\.rawValue)),
        ("family", WidgetFamily.allCases.map(\.description)),
        ("levelOfDetail", ["default", "simplified"]),
        ("colorScheme", ColorScheme.allCases.map(\.rawValue)),
        ("platform", WidgetPlatform.allCases.map(\.rawValue)),
        ("isLuminanceReduced", ["true", "false"]),
        ("showsWidgetContainerBackground", ["true", "false"]),
    ]

    init(_ value: SpecValue) throws {
        var tests: [(EnvironmentValues) -> Bool] = []
        for (key, given) in try value.fields(for: "if", allowed: Self.keys.map(\.name) + ["not", "anyOf"]) {
            if key == "not" {
                let inner = try SpecCondition(given)
                tests.append { !inner.holds(in: $0) }
                continue
            }
            if key == "anyOf" {
                guard given.isSequence else { throw given.typeError("a list of conditions", for: "anyOf") }
                let options = try given.items().map(SpecCondition.init)
                tests.append { environment in options.contains { $0.holds(in: environment) } }
                continue
            }
            let valid = Self.keys.first { $0.name == key }?.values ?? []
            let accepted = try Set(given.items().map { item -> String in
                let text = try item.text(for: key)
                guard valid.contains(text) else {
                    throw item.error("'\(key)' has no value '\(text)'" + Suggestion.hint(for: text, in: valid)
                                     + (Suggestion.closest(to: text, in: valid) == nil ? "" : " (valid: \(valid.joined(separator: ", ")))"))
                }
                return text
            })
            let read = Self.reader(for: key)
            tests.append { accepted.contains(read($0)) }
        }
        self.tests = tests
    }

    private static func reader(for key: String) -> (EnvironmentValues) -> String {
        switch key {
        case "renderingMode": return { $0.widgetRenderingMode.rawValue }
        case "family": return { $0.widgetFamily.description }
        case "levelOfDetail": return { $0.levelOfDetail.rawValue }
        case "colorScheme": return { $0.colorScheme.rawValue }
        case "platform": return { $0.platform.rawValue }
        case "isLuminanceReduced": return { String($0.isLuminanceReduced) }
        default: return { String($0.showsWidgetContainerBackground) }
        }
    }
}
