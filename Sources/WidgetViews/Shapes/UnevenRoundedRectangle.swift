import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// The four radii of `UnevenRoundedRectangle`, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// A rectangle with a different radius at each corner (SwiftUI, iOS 17). Radii larger than half the
/// shorter side are drawn as that; negative or non-finite radii are reported when resolved.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, DerivedShapeKind {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    var radiiValue: CornerRadiiValue {
        CornerRadiiValue(topLeading: Double(cornerRadii.topLeading), bottomLeading: Double(cornerRadii.bottomLeading),
                         bottomTrailing: Double(cornerRadii.bottomTrailing), topTrailing: Double(cornerRadii.topTrailing))
    }

    func derivedKind() throws -> ShapeKind {
        let r = radiiValue
        for (value, name) in [(r.topLeading, "topLeading"), (r.bottomLeading, "bottomLeading"),
                              (r.bottomTrailing, "bottomTrailing"), (r.topTrailing, "topTrailing")] {
            _ = try Check.nonNegative(value, "\(name) corner radius")
        }
        return .unevenRoundedRectangle(r, style: style.resolved)
    }

    public func path(in rect: CGRect) -> Path {
        let r = radiiValue
        return Path(storage: .unevenRoundedRectangle(
            Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height), topLeading: r.topLeading,
            bottomLeading: r.bottomLeading, bottomTrailing: r.bottomTrailing, topTrailing: r.topTrailing,
            style: style == .circular ? .circular : .continuous))
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}
