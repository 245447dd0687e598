import WidgetGeometry
import WidgetText
import WidgetResolved

/// A hairline across the enclosing stack's axis, as SwiftUI's `Divider`: vertical in an HStack,
/// horizontal elsewhere; one device pixel thick (1 ÷ displayScale), in the iOS separator color.
nonisolated public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    /// UIKit's `separator`: #3C3C43 at 29 % in light, #545458 at 60 % in dark.
    static func separator(_ scheme: ColorScheme) -> RGBA {
        scheme == .light ? RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.29) : RGBA(r8: 84, g8: 84, b8: 88).withAlpha(0.6)
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let environment = context.environment
        let scale = Double(environment.displayScale)
        guard scale > 0, scale.isFinite else {
            throw context.error("displayScale \(scale) is not a positive number")
        }
        let line = ResolvedNode.shape(ResolvedShape(kind: .rectangle, fill: .color(Divider.separator(environment.colorScheme)),
                                                    group: environment.drawGroup))
        let frame: ResolvedModifier = context.enclosingStackAxis == .horizontal
            ? .frame(width: 1 / scale, height: nil, alignment: .center)
            : .frame(width: nil, height: 1 / scale, alignment: .center)
        return .modified(frame, line)
    }
}
