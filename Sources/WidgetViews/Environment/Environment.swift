import WidgetText
import WidgetResolved
import Foundation

/// A key for a value in `EnvironmentValues`, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view can read with `@Environment`. Built-in values and user-defined keys
/// (`extension EnvironmentValues { var x: T { get { self[Key.self] } set { self[Key.self] = newValue } } }`)
/// share one store keyed by the key type.
///
/// `@unchecked Sendable`: the struct is a value copied into each resolve; values stored in it are
/// only read. A user key holding a mutable class instance is the user's to keep thread-safe.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    /// The environment of the view whose `body` is being evaluated.
    ///
    /// Why a task-local and not a box inside `@Environment`: the same view value may be resolved on
    /// several threads at once (parallel renders of one widget in several themes). A task-local is
    /// per task (per thread outside tasks), so each resolve sees only its own environment; a shared
    /// mutable box in the wrapper would race. The resolver binds it around each `body` evaluation.
    @TaskLocal static var current = EnvironmentValues()

    /// Runs `body` with this as the current environment, as the resolver does around `body`:
    /// `@Environment` and `String(localized:)` read it, and `Date()` is `renderDate` (`RenderClock`).
    /// The renderer binds the render's environment around a provider call, so a timeline built with
    /// `String(localized:)` is in the render's locale and one built with `Date()` at its date.
    package func whileCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try RenderClock.frozen(at: renderDate) { try Self.$current.withValue(self, operation: body) }
    }

    /// `whileCurrent` for async work (a provider's `timeline(for:in:)`). The clock, which belongs to
    /// a thread, is frozen by the executor the work runs on (`startProviderTask`), not here.
    package func whileCurrent<R: Sendable>(_ body: @Sendable () async throws -> R) async rethrows -> R {
        try await Self.$current.withValue(self, operation: body)
    }

    /// The current environment, to bind again (`whileCurrent`) on a thread that work is handed to:
    /// a task-local does not follow `DispatchQueue.async`.
    package static var currentForHandOff: EnvironmentValues { current }
}

/// Reads a value of the current environment, as SwiftUI's `@Environment(\.keyPath)`.
/// Valid while `body` is evaluated by the resolver; outside it, reads the defaults.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

nonisolated extension View {
    /// Sets an environment value for this view and its subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentModifier("environment") { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value of this view's subtree in place, as SwiftUI's
    /// `transformEnvironment(_:transform:)`: `transform` gets the value the view inherits.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        environmentModifier("transformEnvironment") { transform(&$0[keyPath: keyPath]) }
    }
}
