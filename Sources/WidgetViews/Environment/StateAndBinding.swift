import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// `@State` and `@Binding`. A widget is rendered from one timeline entry and never re-renders in
// response to its own state, so state is the initial value; writes are kept in the wrapper's
// storage (a view that sets state while its body runs reads back what it set) and are otherwise
// without effect on the picture.

/// A reference cell shared by a `State` and the bindings derived from it.
final class StateStorage<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// View-local state, as SwiftUI's `@State`: its initial value, and a `Binding` as `$name`.
@propertyWrapper
public struct State<Value> {
    private let storage: StateStorage<Value>

    public init(wrappedValue value: Value) { storage = StateStorage(value) }
    public init(initialValue value: Value) { storage = StateStorage(value) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get; setValue = set
    }

    /// The same with a transaction argument; transactions (animations) do not apply to a still image.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get; setValue = { set($0, Transaction()) }
    }

    /// Lets a view's memberwise initializer take `$value` for a `@Binding var value`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value`; writes are dropped.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// `$model.name`: a binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] },
                                set: { base.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// A binding to an optional's value, nil when the value is nil (as SwiftUI's `init?(_:)`).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

/// The context of a state change, as SwiftUI's `Transaction`; carried, never animated.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
