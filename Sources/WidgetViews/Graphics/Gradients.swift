import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// Color stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Evenly spaced: n colors at 0, 1/(n-1), …, 1.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    func resolvedStops(in environment: EnvironmentValues) throws -> [GradientStop] {
        guard !stops.isEmpty else { throw CheckFailure("gradient has no colors") }
        return try stops.map {
            GradientStop(color: try $0.color.resolve(in: environment),
                         location: try Check.finite(Double($0.location), "gradient stop location"))
        }
    }
}

public struct LinearGradient: ShapeStyle, PaintResolvable, Hashable, Sendable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .linearGradient(stops: try gradient.resolvedStops(in: environment),
                        start: try startPoint.resolved("startPoint"), end: try endPoint.resolved("endPoint"))
    }
}

public struct RadialGradient: ShapeStyle, PaintResolvable, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .radialGradient(stops: try gradient.resolvedStops(in: environment), center: try center.resolved("center"),
                        startRadius: try Check.nonNegative(Double(startRadius), "startRadius"),
                        endRadius: try Check.nonNegative(Double(endRadius), "endRadius"))
    }
}

public struct AngularGradient: ShapeStyle, PaintResolvable, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .angularGradient(stops: try gradient.resolvedStops(in: environment), center: try center.resolved("center"),
                         startAngle: try Check.finite(startAngle.degrees, "startAngle"),
                         endAngle: try Check.finite(endAngle.degrees, "endAngle"))
    }
}

/// A `Gradient` used directly as a shape style (iOS 16) draws, like `AnyGradient`, a linear gradient
/// from (0.5, 0) to (0.5, 1) of the shape's frame (docs/platform.md §10); gauges and progress views lay
/// a gradient tint along their track instead (§6).
extension Gradient: ShapeStyle, PaintResolvable {
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .linearGradient(stops: try resolvedStops(in: environment), start: ResolvedUnitPoint(x: 0.5, y: 0),
                        end: ResolvedUnitPoint(x: 0.5, y: 1))
    }
}

/// `Color.gradient`: a subtle top-to-bottom gradient of one color. Apple publishes no formula;
/// ours: from the color mixed with 20 % white at the top to the color itself at the bottom.
public struct AnyGradient: ShapeStyle, PaintResolvable, Hashable, Sendable {
    let color: Color
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        let base = try color.resolve(in: environment)
        let top = RGBA(red: base.red * 0.8 + 0.2, green: base.green * 0.8 + 0.2, blue: base.blue * 0.8 + 0.2,
                       alpha: base.alpha)
        return .linearGradient(stops: [GradientStop(color: top, location: 0), GradientStop(color: base, location: 1)],
                               start: ResolvedUnitPoint(x: 0.5, y: 0), end: ResolvedUnitPoint(x: 0.5, y: 1))
    }
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// `style.opacity(0.4)`: any style with its alpha multiplied, as SwiftUI's `ShapeStyle.opacity(_:)`
/// (`Color.opacity` stays a `Color`). Gradients fade every stop.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try WidgetViews.resolvePaint(base, in: environment).multiplyingOpacity(min(max(opacity, 0), 1))
    }
}

extension ShapeStyle {
    /// Disfavored: a gradient is also a view, and code written before iOS 17 that calls `opacity` on
    /// one where any result fits (`let fade = LinearGradient(…).opacity(0.5)`) meant the view's.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> { OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// A style used as a view: a rectangle filled with it, taking the space offered (as SwiftUI).
protocol StyleView: PrimitiveView, PaintResolvable {}

extension StyleView {
    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let paint = try context.checked { try resolvePaint(in: context.environment) }
        return .shape(ResolvedShape(kind: .rectangle, fill: paint, group: context.environment.drawGroup))
    }
}

extension Color: View, StyleView { public typealias Body = Never }
extension LinearGradient: View, StyleView { public typealias Body = Never }
extension RadialGradient: View, StyleView { public typealias Body = Never }
extension AngularGradient: View, StyleView { public typealias Body = Never }
extension EllipticalGradient: View, StyleView { public typealias Body = Never }
