import WidgetResolved

/// A user's control style in the environment (a `ProgressViewStyle` or `GaugeStyle` the app
/// defines), type-erased, with the user style that was around it. Inside its body the control's
/// `init(_ configuration:)` draws that outer style, or the built-in one when there is none
/// (SwiftUI: "the current style"), never the user's again.
struct UserStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView
    let outer: Box?
    /// Indirect storage: a struct cannot hold itself.
    final class Box {
        let style: UserStyle
        init(_ style: UserStyle) { self.style = style }
    }

    /// `style` over `outer` (the user style in effect where it is set).
    init<S>(_ style: S, over outer: UserStyle?, body: @escaping (S, Configuration) -> some View) {
        makeBody = { configuration in callingViewCode { AnyView(body(style, configuration)) } }
        self.outer = outer.map(Box.init)
    }

    /// The user style's body for `configuration`, resolved in `context` with the outer style in
    /// its place (`keyPath` names the environment value that holds it).
    func resolveBody(_ configuration: Configuration, in context: ResolveContext,
                     styleIn keyPath: WritableKeyPath<EnvironmentValues, UserStyle?>) throws -> ResolvedNode {
        var inner = context
        inner.environment[keyPath: keyPath] = outer?.style
        let body = inner.environment.whileCurrent { makeBody(configuration) }
        return stackIfNeeded(try resolveChildren(body, in: inner))
    }
}
