import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// An outline that fills its frame, as SwiftUI's `Shape`. Built-in shapes resolve to their
/// `ShapeKind`; a custom shape's `path(in:)` is taken in the unit square and stretched to the
/// frame (exact for paths built proportionally from `rect`, as most are).
nonisolated public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, for `strokeBorder`.
public protocol InsettableShape: Shape {}

/// Built-in shapes name their kind directly; the renderer draws it exactly.
protocol BuiltinShape {
    var kind: ShapeKind { get }
}

nonisolated extension Shape {
    public var body: ShapeView<Self> { ShapeView(shape: self) }

    func resolvedKind() throws -> ShapeKind {
        if let builtin = self as? BuiltinShape { return try builtin.kind.validated() }
        if let trimmed = self as? TrimmedShapeKind { return try trimmed.baseKind() }
        if let derived = self as? DerivedShapeKind { return try derived.derivedKind() }
        let path = self.path(in: CGRect(x: 0, y: 0, width: 1, height: 1)).storage
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                _ = try Check.finite(p.x, "path x"); _ = try Check.finite(p.y, "path y")
            case .quad(let c, let p):
                for q in [c, p] { _ = try Check.finite(q.x, "path x"); _ = try Check.finite(q.y, "path y") }
            case .cubic(let c1, let c2, let p):
                for q in [c1, c2, p] { _ = try Check.finite(q.x, "path x"); _ = try Check.finite(q.y, "path y") }
            case .close: break
            }
        }
        return .unitPath(path)
    }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        var view = ShapeView(shape: self); view.fill = .style(AnyShapeStyle(content)); view.evenOdd = style.isEOFilled
        return view
    }

    /// Filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> {
        var view = ShapeView(shape: self); view.evenOdd = style.isEOFilled
        return view
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        var view = ShapeView(shape: self); view.fill = .none; view.stroke = (AnyShapeStyle(content), style)
        return view
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(style: StrokeStyle) -> ShapeView<Self> {
        var view = ShapeView(shape: self); view.fill = .none; view.stroke = (nil, style)
        return view
    }

    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the outline from `from` to `to` (fractions of its length).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: from, to: to)
    }
}

nonisolated extension InsettableShape {
    /// A stroke kept inside the shape: inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        var view = stroke(content, style: style); view.insideBorder = true
        return view
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(style: StrokeStyle) -> ShapeView<Self> {
        var view = stroke(style: style); view.insideBorder = true
        return view
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView<Self> { strokeBorder(style: StrokeStyle(lineWidth: lineWidth)) }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

public enum CGLineCap: Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

extension ShapeKind {
    /// Corner radii must be finite and non-negative.
    func validated() throws -> ShapeKind {
        if case .roundedRectangle(let w, let h, _) = self {
            _ = try Check.nonNegative(w, "corner width")
            _ = try Check.nonNegative(h, "corner height")
        }
        return self
    }
}
