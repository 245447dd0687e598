import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Observable objects without Combine (Linux has none). A widget renders one snapshot, so
// nothing subscribes: `objectWillChange` and `$published` exist for source compatibility, and the
// wrappers hand the view the object so its values are readable in `body`.

/// Announces changes of an `ObservableObject`; `send()` is accepted and notifies no one.
public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    public func send() {}
}

/// A class whose changes views observe, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// A fresh publisher: with no subscribers there is nothing to keep.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of an observable object, as Combine's `@Published`: the value, readable and writable.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// `$value`, Combine's publisher of the value; here it holds the current value.
    public struct Publisher {
        public let output: Value
    }
    public var projectedValue: Publisher { Publisher(output: wrappedValue) }
}

/// Bindings to an observed object's properties: `$model.name`.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: AnyObject> {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An object a view was given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An object a view owns, as SwiftUI's `@StateObject`: made once, when the view is made.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    private let object: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
    public var projectedValue: Wrapper { Wrapper(object: object) }
}

/// Objects put in the environment with `environmentObject(_:)`, by type.
struct EnvironmentObjects {
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

private struct EnvironmentObjectsKey: EnvironmentKey { static let defaultValue = EnvironmentObjects() }

extension EnvironmentValues {
    var environmentObjects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] } set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

/// An object an ancestor supplied with `environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
/// Read in `body`; as in SwiftUI, reading one that no ancestor supplied stops the program with a
/// message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.environmentObjects.objects[ObjectIdentifier(ObjectType.self)]
            as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

nonisolated extension View {
    /// Supplies `object` to `@EnvironmentObject` properties of the subtree.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentModifier("environmentObject") { $0.environmentObjects.objects[ObjectIdentifier(T.self)] = object }
    }
}
