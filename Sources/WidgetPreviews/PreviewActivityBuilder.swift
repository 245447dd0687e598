import WidgetKitLayer

/// Builds the `contentStates:` closure of `#Preview(_:as:using:widget:contentStates:)`, as WidgetKit's
/// `PreviewActivityBuilder<A>`: content states one per line, `for … in`, `if`/`else`, in order.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
    /// `if` without `else`, and `if`/`else`: ours (Apple's builder lists only `buildArray`); they only
    /// add what a loop could.
    public static func buildOptional(_ component: [A.ContentState]?) -> [A.ContentState] { component ?? [] }
    public static func buildEither(first component: [A.ContentState]) -> [A.ContentState] { component }
    public static func buildEither(second component: [A.ContentState]) -> [A.ContentState] { component }
}
