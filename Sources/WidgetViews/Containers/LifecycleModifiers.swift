import Foundation

// Lifecycle and gesture modifiers of views shared between an app and its widget. A widget is an
// archived snapshot of one timeline entry: it never appears, changes or is tapped in a way its
// view hears about (WidgetKit renders the view once per entry; interaction goes through
// buttons, toggles and links), so these are accepted and their closures never run.

nonisolated extension View {
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

/// `sensoryFeedback(_:trigger:)` (iOS 17): haptics, which a widget never plays.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

nonisolated extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        inertModifier("sensoryFeedback")
    }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        inertModifier("sensoryFeedback")
    }
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        inertModifier("sensoryFeedback")
    }
}
