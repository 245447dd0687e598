import WidgetText
import WidgetResolved
/// A problem found while resolving a widget: one line naming the view path and what is wrong,
/// e.g. `CaffeineWidget › VStack › Text("x").frame: width -10 is negative`.
public struct ResolveError: Error, CustomStringConvertible, Equatable {
    /// From the outermost view to the one at fault.
    public var path: [String]
    public var message: String

    public init(path: [String], message: String) {
        self.path = path; self.message = message
    }

    public var description: String {
        path.isEmpty ? message : path.joined(separator: " › ") + ": " + message
    }
}

/// Numeric validation shared by modifiers and views; each returns the value as a `Double`.
enum Check {
    /// Finite and ≥ 0 (sizes, font sizes, radii).
    static func nonNegative(_ value: Double, _ name: String) throws -> Double {
        guard !value.isNaN else { throw CheckFailure("\(name) is NaN") }
        guard value.isFinite else { throw CheckFailure("\(name) \(value) is not finite") }
        guard value >= 0 else { throw CheckFailure("\(name) \(format(value)) is negative") }
        return value
    }

    /// Finite (offsets, angles, priorities, paddings and spacings, which SwiftUI lets go negative).
    static func finite(_ value: Double, _ name: String) throws -> Double {
        guard !value.isNaN else { throw CheckFailure("\(name) is NaN") }
        guard value.isFinite else { throw CheckFailure("\(name) \(value) is not finite") }
        return value
    }

    /// ≥ 0, finite or +infinity (maximum frame sizes).
    static func nonNegativeOrInfinity(_ value: Double, _ name: String) throws -> Double {
        if value == .infinity { return value }
        return try nonNegative(value, name)
    }

    /// Shortest form: `-10` rather than `-10.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A validation message without a path; the resolver adds the path of the view that failed.
struct CheckFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
