import Foundation
import WidgetGeometry
import WidgetResolved

// `containerRelativeFrame` (iOS 17): a frame whose size is a part of the nearest container's
// (docs/platform.md §6). SwiftUI's containers are windows, scroll views, navigation stacks and lists;
// a widget has none of these, so **our rule**: the container is the widget's content area (its size
// less its content margins), the size the renderer sets as `containerRelativeSize`. Outside a render
// there is no container and the view keeps its own size.

private struct ContainerRelativeSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

extension EnvironmentValues {
    /// The size `containerRelativeFrame` divides: the widget's content area; nil outside a render.
    package var containerRelativeSize: CGSize? {
        get { self[ContainerRelativeSizeKey.self] }
        set { self[ContainerRelativeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// As large as the container along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// `span` of `count` equal parts of the container along `axes`, `spacing` between parts (SwiftUI's
    /// formula: a part is (length − spacing × (count − 1)) / count; spanning adds the spacing between).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(count, 1)), spanned = CGFloat(min(max(span, 1), max(count, 1)))
            return (length - spacing * (parts - 1)) / parts * spanned + spacing * (spanned - 1)
        }
    }

    /// The length along each of `axes` that `length` computes from the container's length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ModifiedView(content: self, name: "containerRelativeFrame") { context, content in
            let container = context.environment.containerRelativeSize
            func side(_ axis: Axis, _ member: Axis.Set, _ total: CGFloat?) throws -> Double? {
                guard axes.contains(member), let total else { return nil }
                return try Check.nonNegative(Double(length(total, axis)), "containerRelativeFrame length")
            }
            let width = try side(.horizontal, .horizontal, container?.width)
            let height = try side(.vertical, .vertical, container?.height)
            let inner = context.withEnvironment {
                $0.canvasSizeHint = $0.canvasSizeHint.fixing(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
            }
            return .modified(.frame(width: width, height: height, alignment: context.resolved(alignment)), try content(inner))
        }
    }
}
