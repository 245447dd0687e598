import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// SwiftUI's shape-to-shape modifiers: `inset(by:)`, `offset`, `rotation`, `scale`. Each keeps the
// base shape's kind and adds a `ShapeAdjustment`, so built-in shapes stay exact (a rotated rounded
// rectangle keeps its continuous corners) and the layout frame is unchanged, as in SwiftUI.

/// A shape whose resolved kind is computed (and validated) from its parts.
protocol DerivedShapeKind {
    func derivedKind() throws -> ShapeKind
}

/// `shape.offset(x:y:)`: the outline moved, the frame unchanged.
nonisolated public struct OffsetShape<Content: Shape>: Shape, DerivedShapeKind {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).transformed(by: .translation(x: offset.width, y: offset.height))
    }
    func derivedKind() throws -> ShapeKind {
        .adjusted(try shape.resolvedKind(), .offset(x: try Check.finite(Double(offset.width), "offset x"),
                                                     y: try Check.finite(Double(offset.height), "offset y")))
    }
}

/// `shape.rotation(_:anchor:)`: the outline turned about a unit point of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape, DerivedShapeKind {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape; self.angle = angle; self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let pivot = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return shape.path(in: rect).transformed(by: Transform.rotation(radians: angle.radians).about(pivot))
    }
    func derivedKind() throws -> ShapeKind {
        .adjusted(try shape.resolvedKind(), .rotation(degrees: try Check.finite(angle.degrees, "rotation angle"),
                                                       anchor: try anchor.resolved("anchor")))
    }
}

/// `shape.scale(x:y:anchor:)`: the outline scaled about a unit point of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape, DerivedShapeKind {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape; self.scale = scale; self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let pivot = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return shape.path(in: rect).transformed(by: Transform.scale(x: scale.width, y: scale.height).about(pivot))
    }
    func derivedKind() throws -> ShapeKind {
        .adjusted(try shape.resolvedKind(), .scale(x: try Check.finite(Double(scale.width), "scale x"),
                                                    y: try Check.finite(Double(scale.height), "scale y"),
                                                    anchor: try anchor.resolved("anchor")))
    }
}

/// What `inset(by:)` returns: the shape drawn in its frame inset on every side, rounded corners
/// shrunk by the same amount so the outline stays concentric (SwiftUI's `InsettableShape`).
nonisolated struct InsetShape<Content: InsettableShape>: InsettableShape, DerivedShapeKind {
    let shape: Content
    let amount: CGFloat
    func path(in rect: CGRect) -> Path {
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return shape.path(in: rect.insetBy(dx: dx, dy: dy))
    }
    func derivedKind() throws -> ShapeKind {
        .adjusted(try shape.resolvedKind(), .inset(try Check.finite(Double(amount), "inset amount")))
    }
}

nonisolated extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}

nonisolated extension InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShape(shape: self, amount: amount) }
}

extension Path {
    init(storage: VectorPath) { self.storage = storage }

    /// The path mapped by `transform` (points).
    func transformed(by transform: Transform) -> Path { Path(storage: storage.transformed(by: transform)) }
}

/// A type-erased shape, as SwiftUI's `AnyShape`: draws exactly as the shape it wraps.
nonisolated public struct AnyShape: Shape, DerivedShapeKind {
    private let makePath: (CGRect) -> Path
    private let makeKind: () throws -> ShapeKind
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        makeKind = { try shape.resolvedKind() }
    }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    func derivedKind() throws -> ShapeKind { try makeKind() }
}
