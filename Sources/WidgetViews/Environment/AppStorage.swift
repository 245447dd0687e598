import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// `@AppStorage` without a real store. A widget render must not depend on the machine's defaults
// database, so values come from `EnvironmentValues.appStorage` (an `AppStorageValues` dictionary the
// caller sets before rendering, e.g. `environment.appStorage = ["count": 3]`), else the wrapper's
// default. The `store:` argument is accepted; every suite reads the same dictionary. Writes are
// kept by the wrapper for the rest of the body evaluation and never reach a store.

/// Values `@AppStorage` reads, by key: what a widget extension's shared defaults would hold.
/// Values may be `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, or the raw value (`Int`/`String`)
/// of a `RawRepresentable`.
public struct AppStorageValues: ExpressibleByDictionaryLiteral, @unchecked Sendable {
    var values: [String: Any]
    public init(_ values: [String: Any] = [:]) { self.values = values }
    public init(dictionaryLiteral elements: (String, Any)...) {
        values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }
    public subscript(key: String) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

private struct AppStorageKey: EnvironmentKey { static let defaultValue = AppStorageValues() }

extension EnvironmentValues {
    /// What `@AppStorage` reads (see `AppStorageValues`); empty: every wrapper shows its default.
    public var appStorage: AppStorageValues {
        get { self[AppStorageKey.self] } set { self[AppStorageKey.self] = newValue }
    }
}

/// A value from the app's defaults, as SwiftUI's `@AppStorage`, read from `EnvironmentValues.appStorage`.
@propertyWrapper
public struct AppStorage<Value> {
    let key: String
    let defaultValue: Value
    /// Turns a stored value into `Value`; nil when it has another type.
    let convert: (Any) -> Value?
    private let written = StateStorage<Value?>(nil)

    init(key: String, defaultValue: Value, convert: @escaping (Any) -> Value?) {
        self.key = key; self.defaultValue = defaultValue; self.convert = convert
    }

    public var wrappedValue: Value {
        get {
            if let value = written.value { return value }
            guard let stored = EnvironmentValues.current.appStorage[key] else { return defaultValue }
            return convert(stored) ?? defaultValue
        }
        nonmutating set { written.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let wrapper = self
        return Binding(get: { wrapper.wrappedValue }, set: { wrapper.wrappedValue = $0 })
    }
}

/// Numbers stored as another numeric type (a dictionary literal's `1` for a `Double`) convert.
private func number(_ stored: Any) -> Double? {
    switch stored {
    case let value as Double: return value
    case let value as Int: return Double(value)
    case let value as Float: return Double(value)
    case let value as CGFloat: return Double(value)
    default: return nil
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? Bool }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? Int ?? number($0).flatMap { Int(exactly: $0) } }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue) { number($0) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? String }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? URL ?? ($0 as? String).flatMap(URL.init(string:)) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? Data }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? Value ?? ($0 as? Int).flatMap(Value.init(rawValue:)) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue) { $0 as? Value ?? ($0 as? String).flatMap(Value.init(rawValue:)) }
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil) { $0 as? Bool }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil) { $0 as? Int ?? number($0).flatMap { Int(exactly: $0) } }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil) { number($0) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil) { $0 as? String }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil) { $0 as? URL ?? ($0 as? String).flatMap(URL.init(string:)) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil) { $0 as? Data }
    }
}

nonisolated extension View {
    /// The store `@AppStorage` reads below this view when it names none, as SwiftUI's
    /// `defaultAppStorage(_:)`. A render reads every store from `EnvironmentValues.appStorage`
    /// (see the top of this file), so the view draws as without it: a documented no-op.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
