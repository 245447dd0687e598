/// Where a view sits in its widget, for messages: the views and modifiers that enclose it,
/// outermost first, as `["VStack", "Text(\"Hi\")", "frame"]`.
///
/// Kept as the views themselves and spelled out only when a message needs it (`names`). The
/// resolver extends the path at every view it descends into, and naming a view eagerly cost a
/// protocol check (does it describe itself?) and `String(describing:)` of its generic type: each
/// about 30,000 instructions the first time a type is met, and a batch meets hundreds of view
/// types. That was 1.1 % of `render Examples/*.yaml`, for messages that almost never appear
/// (docs/performance.md, *Issue 35: the load before the batch*).
struct ViewPath {
    enum Component {
        case name(String)
        /// A view or modifier, named by `pathDescription(of:)`.
        case view(Any)

        /// How `view` appears in a path.
        static func naming<V>(_ view: V) -> Component { .view(view) }

        var name: String {
            switch self {
            case .name(let name): name
            case .view(let view): pathDescription(of: view)
            }
        }
    }

    private(set) var components: [Component] = []

    mutating func append(_ component: Component) { components.append(component) }

    /// The path spelled out.
    var names: [String] { components.map(\.name) }
}
