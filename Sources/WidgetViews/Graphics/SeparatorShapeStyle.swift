import WidgetGeometry
import WidgetResolved

/// The separator color, as SwiftUI's `SeparatorShapeStyle` (`.separator`): UIKit's `separator`,
/// the color `Divider` draws with (docs/platform.md §10).
public struct SeparatorShapeStyle: ShapeStyle, PaintResolvable, Hashable, Sendable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(Divider.separator(environment.colorScheme))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
