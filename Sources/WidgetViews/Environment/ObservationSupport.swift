import Foundation
import Observation

// The Observation module's objects in views, as SwiftUI uses them (iOS 17): an `@Observable` class
// put in the environment with `environment(_:)` and read with `@Environment(Model.self)`, and
// `@Bindable` for bindings to its properties. SwiftUI re-exports Observation (`@Observable`,
// `@ObservationIgnored`, `withObservationTracking`); WidgetRender does too (WidgetRender.swift).
// A widget renders one snapshot, so nothing tracks changes: `body` reads the object's current
// values, which is what iOS draws for the entry.

/// Observable objects put in the environment with `environment(_:)`, by type.
struct ObservableObjects {
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: ObservableObjects { ObservableObjects() }
}

/// The key of one observable type in the environment (a key path's subscript argument).
struct ObservableTypeKey<T: AnyObject & Observable>: Hashable {}

extension EnvironmentValues {
    var observableObjects: ObservableObjects {
        get { self[ObservableObjectsKey.self] } set { self[ObservableObjectsKey.self] = newValue }
    }

    /// The object of type `T` an ancestor supplied, else nil.
    subscript<T: AnyObject & Observable>(optionalObservable key: ObservableTypeKey<T>) -> T? {
        observableObjects.objects[ObjectIdentifier(T.self)] as? T
    }

    /// The object of type `T` an ancestor supplied; as in SwiftUI, none stops the program with a
    /// message naming the type.
    subscript<T: AnyObject & Observable>(observable key: ObservableTypeKey<T>) -> T {
        guard let object = self[optionalObservable: key] else {
            fatalError("No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be missing "
                + "as an ancestor of this view.")
        }
        return object
    }
}

extension Environment {
    /// `@Environment(Model.self) var model`: the `@Observable` object of that type an ancestor put
    /// in the environment with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[observable: ObservableTypeKey<Value>()])
    }

    /// `@Environment(Model.self) var model: Model?`: the object, or nil when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optionalObservable: ObservableTypeKey<T>()])
    }
}

nonisolated extension View {
    /// Puts an `@Observable` object in the environment of the subtree, for `@Environment(T.self)`;
    /// nil removes one an ancestor supplied.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentModifier("environment") { $0.observableObjects.objects[ObjectIdentifier(T.self)] = object }
    }
}

/// Bindings to the mutable properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `$model.name` is a `Binding<String>` that reads and writes `model.name`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
