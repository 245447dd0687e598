import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// A shape drawn with a fill and/or a stroke: what `Shape.fill`/`stroke`/`strokeBorder` return,
/// and a bare shape's body (filled with the foreground style, as SwiftUI).
nonisolated public struct ShapeView<Content: Shape>: View, PrimitiveView, PathDescribing {
    public typealias Body = Never

    enum Fill {
        case foreground
        case style(AnyShapeStyle)
        case none
    }

    let shape: Content
    var fill = Fill.foreground
    /// nil style: the foreground style.
    var stroke: (style: AnyShapeStyle?, stroke: StrokeStyle)?
    var insideBorder = false
    var evenOdd = false

    init(shape: Content) { self.shape = shape }

    var pathDescription: String { WidgetViews.pathDescription(of: shape) }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let node = try context.checked { () throws -> ResolvedNode in
            let node = ResolvedNode.shape(try resolvedShape(in: context.environment))
            // A material fill blurs what lies beneath the shape (docs/platform.md §10).
            if case .style(let style) = fill, let radius = style.backdropBlurRadius {
                return .modified(.effect(.backdropBlur(radius: radius)), node)
            }
            return node
        }
        return try withStyleShadows(node, in: context)
    }

    /// The fill style's shadows (ShadowShapeStyle.swift): inner ones drawn over the filled shape,
    /// then drop ones behind everything.
    private func withStyleShadows(_ node: ResolvedNode, in context: ResolveContext) throws -> ResolvedNode {
        let shadows: [ShadowStyle]
        switch fill {
        case .style(let style): shadows = style.shadows
        case .foreground: shadows = context.environment.foregroundStyle?.shadows ?? []
        case .none: shadows = []
        }
        guard !shadows.isEmpty else { return node }
        var node = node
        let inner = shadows.filter { $0.kind == .inner }
        if !inner.isEmpty {
            let layers = try inner.map { try resolveChildren(AnyView(shape.innerShadow($0)), in: context) }.flatMap { $0 }
            node = .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [node] + layers))
        }
        return try context.checked { try applyingDropShadows(shadows, to: node, in: context.environment) }
    }

    func resolvedShape(in environment: EnvironmentValues) throws -> ResolvedShape {
        var resolved = ResolvedShape(kind: try shape.resolvedKind(), fill: nil, evenOddFill: evenOdd,
                                     group: environment.drawGroup)
        switch fill {
        case .foreground: resolved.fill = try environment.foregroundPaint()
        case .style(let style): resolved.fill = try style.resolvePaint(in: environment)
        case .none: break
        }
        if let (style, strokeStyle) = stroke {
            let paint = try style?.resolvePaint(in: environment) ?? environment.foregroundPaint()
            resolved.stroke = ResolvedStroke(
                paint: paint, lineWidth: try Check.nonNegative(Double(strokeStyle.lineWidth), "lineWidth"),
                cap: strokeStyle.lineCap.resolved, join: strokeStyle.lineJoin.resolved,
                miterLimit: try Check.nonNegative(Double(strokeStyle.miterLimit), "miterLimit"),
                dash: try strokeStyle.dash.map { try Check.nonNegative(Double($0), "dash length") },
                dashPhase: strokeStyle.dashPhase == 0 ? nil : try Check.finite(Double(strokeStyle.dashPhase), "dashPhase"),
                insideBorder: insideBorder)
        }
        if let trimmed = shape as? TrimmedShapeKind {
            (resolved.trimFrom, resolved.trimTo) = try trimmed.trimRange()
        }
        return resolved
    }
}

extension CGLineCap {
    var resolved: LineCapValue {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension CGLineJoin {
    var resolved: LineJoinValue {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}

/// Lets resolve see through `trim(from:to:)` to the base shape's kind.
protocol TrimmedShapeKind {
    func baseKind() throws -> ShapeKind
    func trimRange() throws -> (Double, Double)
}

/// A shape with only part of its outline (`trim(from:to:)`); stroked, it draws a partial ring.
nonisolated public struct TrimmedShape<Base: Shape>: Shape, TrimmedShapeKind {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    func baseKind() throws -> ShapeKind { try base.resolvedKind() }

    /// Both ends clamped to 0…1, as SwiftUI; NaN is an error.
    func trimRange() throws -> (Double, Double) {
        let a = min(max(try Check.finite(Double(from), "trim from"), 0), 1)
        let b = min(max(try Check.finite(Double(to), "trim to"), 0), 1)
        return (a, b)
    }
}

// iOS 17: a filled shape can be stroked as well (`.fill(.blue.opacity(0.2)).stroke(.blue, lineWidth: 2)`);
// the stroke is drawn over the fill.
extension ShapeView {
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Content> {
        var view = self; view.stroke = (AnyShapeStyle(content), style); view.insideBorder = false
        return view
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Content> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Content> {
        var view = stroke(content, style: style, antialiased: antialiased); view.insideBorder = true
        return view
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Content> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
