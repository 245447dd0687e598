import Foundation

// `withTransaction`, `UnitCurve` and `Material`'s own static members (`Material.thin`).

/// Runs `body` with `transaction` and returns its result, as SwiftUI's `withTransaction`: the
/// state changes in `body` are made at once; a still image shows their end state.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The same with one property of the transaction set (`withTransaction(\.disablesAnimations, true) { … }`).
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// A function from 0…1 progress to 0…1 value, as SwiftUI's `UnitCurve` (iOS 17): the timing
/// curve of an animation. A still image shows animations at their end, where every curve is 1, but
/// `value(at:)` is computed as Apple defines each curve, for code that uses it for layout.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        indirect case inverse(Kind)
    }
    let kind: Kind

    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(start: startControlPoint, end: endControlPoint))
    }
    // The CSS / Core Animation control points of the named curves (CAMediaTimingFunction's
    // kCAMediaTimingFunctionEaseIn 0.42,0 1,1; EaseOut 0,0 0.58,1; EaseInEaseOut 0.42,0 0.58,1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Quarter circles: `1 − √(1 − t²)`, `√(1 − (1 − t)²)`, and the two halves joined.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve with its axes swapped (progress for a value).
    public var inverse: UnitCurve {
        if case .inverse(let inner) = kind { return UnitCurve(kind: inner) }
        return UnitCurve(kind: .inverse(kind))
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        Self.value(of: kind, at: min(max(progress, 0), 1))
    }

    /// The curve's slope at `progress`, by a central difference.
    public func velocity(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1), h = 1e-4
        let lower = max(t - h, 0), upper = min(t + h, 1)
        return (value(at: upper) - value(at: lower)) / (upper - lower)
    }

    private static func value(of kind: Kind, at t: Double) -> Double {
        switch kind {
        case .bezier(let start, let end):
            // Solve x(s) = t for s by bisection (x is monotonic for control x in 0…1), then y(s).
            func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
            }
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if coordinate(Double(start.x), Double(end.x), mid) < t { low = mid } else { high = mid }
            }
            return coordinate(Double(start.y), Double(end.y), (low + high) / 2)
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - pow(-2 * t + 2, 2)).squareRoot() + 1) / 2
        case .inverse(let inner):
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if value(of: inner, at: mid) < t { low = mid } else { high = mid }
            }
            return (low + high) / 2
        }
    }
}

extension Material {
    // Apple declares these on `Material` itself (`static let thin: Material`, iOS 15) beside the
    // `ShapeStyle` members `.thinMaterial` …; the same tints (Material.swift).
    public static let ultraThin = Material.ultraThinMaterial
    public static let thin = Material.thinMaterial
    public static let regular = Material.regularMaterial
    public static let thick = Material.thickMaterial
    public static let ultraThick = Material.ultraThickMaterial
}
