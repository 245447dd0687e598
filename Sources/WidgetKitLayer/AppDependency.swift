import Foundation

/// Values the app hands to its intents, as AppIntents' `AppDependencyManager`: the app (or a
/// test) adds them once; an intent reads them through `@Dependency`. A render never runs
/// `perform()`, so a widget only needs them when its own code reads one.
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()
    private let lock = NSLock()
    private var providers: [AnyHashable: @Sendable () -> Any] = [:]

    public init() {}

    /// Adds a dependency made when first read, under `key` (by default its type).
    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        let made = Lazy(dependency)
        lock.withLock { providers[key ?? Self.key(for: Dependency.self)] = { made.value } }
    }

    /// Adds a dependency made asynchronously when first read.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency: @escaping @Sendable () async -> Dependency) {
        let made = Lazy { Self.waitFor(dependency) }
        lock.withLock { providers[key ?? Self.key(for: Dependency.self)] = { made.value } }
    }

    func value<Dependency>(of type: Dependency.Type, key: AnyHashable?) -> Dependency {
        let provider = lock.withLock { providers[key ?? Self.key(for: type)] }
        guard let value = provider?() as? Dependency else {
            fatalError("@Dependency: no \(type) was added to AppDependencyManager.shared"
                       + (key.map { " under the key \($0)" } ?? "") + " before it was read")
        }
        return value
    }

    private static func key(for type: Any.Type) -> AnyHashable { ObjectIdentifier(type) }

    private static func waitFor<T: Sendable>(_ make: @escaping @Sendable () async -> T) -> T {
        // The semaphore orders the write before the read.
        nonisolated(unsafe) var result: T?
        let done = DispatchSemaphore(value: 0)
        Task.detached { result = await make(); done.signal() }
        done.wait()
        return result!
    }

    /// A value made once, on first read.
    private final class Lazy<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var made: T?
        private let make: () -> T
        init(_ make: @escaping () -> T) { self.make = make }
        var value: T { lock.withLock { if let made { return made }; let new = make(); made = new; return new } }
    }
}

/// A value an intent reads from `AppDependencyManager.shared`, as AppIntents' `@Dependency`.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
    private let key: AnyHashable?

    public init() { key = nil }
    public init(key: AnyHashable) { self.key = key }

    public var wrappedValue: Value { AppDependencyManager.shared.value(of: Value.self, key: key) }
}
