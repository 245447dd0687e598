import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// SwiftUI's `EllipticalGradient`: a radial gradient in the unit square stretched to the frame it
/// fills, so its circles become ellipses with the frame's proportions. Radii are fractions of the
/// square (0.5, the default end, reaches the frame's edges from the center).
public struct EllipticalGradient: ShapeStyle, PaintResolvable, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .ellipticalGradient(stops: try gradient.resolvedStops(in: environment), center: try center.resolved("center"),
                            startRadiusFraction: try Check.nonNegative(Double(startRadiusFraction), "startRadiusFraction"),
                            endRadiusFraction: try Check.nonNegative(Double(endRadiusFraction), "endRadiusFraction"))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
