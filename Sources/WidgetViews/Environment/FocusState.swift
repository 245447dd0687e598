import Foundation

// Keyboard focus, as SwiftUI declares it: `@FocusState` and `focused(_:)`. A widget takes no
// keyboard input and nothing in it can hold focus (WidgetKit archives its views), so in a still
// image no view is focused: a `Bool` focus state is `false`, an optional one `nil`, and setting it
// (a request to move focus) changes nothing. That is the picture iOS shows of a view nobody has
// focused.

/// Where keyboard focus is, as SwiftUI's `@FocusState`: nothing is focused in a widget.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let unfocused: Value

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding` (`$isFocused`).
    @propertyWrapper
    public struct Binding {
        let unfocused: Value
        /// The focused value: the unfocused one, always (writes request focus, which no view takes).
        public var wrappedValue: Value {
            get { unfocused }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The focused value: `false` or `nil` in a widget; writes request focus and change nothing.
    public var wrappedValue: Value {
        get { unfocused }
        nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(unfocused: unfocused) }

    /// `@FocusState var isFocused: Bool`.
    public init() where Value == Bool { unfocused = false }

    /// `@FocusState var field: Field?`.
    public init<T: Hashable>() where Value == T? { unfocused = nil }
}

nonisolated extension View {
    /// Binds the view's focus to a `Bool` focus state; no view of a widget takes focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { inertModifier("focused") }

    /// Binds the view's focus to a focus state equal to `value`; no view of a widget takes focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        inertModifier("focused")
    }
}
