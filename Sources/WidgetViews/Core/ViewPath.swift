/// Where a view sits in its widget, for messages: the views and modifiers that enclose it,
/// outermost first, as `["VStack", "Text(\"Hi\")", "frame"]`.
///
/// Kept as the views (or their types) and spelled out only when a message needs it (`names`). The
/// resolver extends the path at every view it descends into, and spelling a generic type with
/// `String(describing:)` costs about 30,000 instructions: done eagerly that was 1 % of a batch of
/// renders, for messages that almost never appear (docs/performance.md, *Issue 35: the load before
/// the batch*).
struct ViewPath {
    enum Component {
        case name(String)
        /// A view that names itself (`PathDescribing`), kept to ask when needed.
        case described(PathDescribing)
        /// A view known by its type: the type's name without generic arguments.
        case type(Any.Type)

        /// How `view` appears in a path: by its own description, or else by its type.
        static func naming<V>(_ view: V) -> Component {
            if let described = view as? PathDescribing { return .described(described) }
            return .type(V.self)
        }

        var name: String {
            switch self {
            case .name(let name): name
            case .described(let view): view.pathDescription
            case .type(let type): typeName(type)
            }
        }
    }

    private(set) var components: [Component] = []

    mutating func append(_ component: Component) { components.append(component) }

    /// The path spelled out.
    var names: [String] { components.map(\.name) }
}
