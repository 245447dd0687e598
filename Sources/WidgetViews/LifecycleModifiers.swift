import Foundation

// Lifecycle and gesture modifiers of views shared between an app and its widget. A widget is an
// archived snapshot of one timeline entry: it never appears, changes or is tapped in a way its
// view hears about (WidgetKit renders the view once per entry; interaction goes through
// buttons, toggles and links), so these are accepted and their closures never run.

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { inertModifier("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { inertModifier("onDisappear") }

    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @Sendable () async -> Void) -> some View { inertModifier("task") }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { inertModifier("task") }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        inertModifier("onChange")
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        inertModifier("onChange")
    }
    @available(*, deprecated, message: "Use onChange(of:initial:_:)")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        inertModifier("onChange")
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        inertModifier("onTapGesture")
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        inertModifier("onLongPressGesture")
    }
}
