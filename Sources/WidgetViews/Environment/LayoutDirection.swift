import WidgetGeometry
import WidgetText
import WidgetResolved

// Right-to-left layout. SwiftUI lays a right-to-left subtree out mirrored: stacks run from the
// trailing (right) edge, leading alignment and padding are on the right, leading→trailing
// gradients run right to left; text and images keep their own orientation unless
// `flipsForRightToLeftLayoutDirection(true)`.
//
// We get exactly that with mirroring instead of rewriting every layout rule: where the direction
// changes (the root, an `.environment(\.layoutDirection, …)`), the subtree is wrapped in a
// horizontal flip about its own centre (`ResolvedModifier.scale(x: -1)`, which changes drawing,
// never layout), and each Text and Image inside it is flipped back about its own centre, so it
// reads correctly in its mirrored place. Text alignment swaps leading and trailing because the
// flip-back also un-mirrors the lines inside the text's frame. docs/views.md "Right to left".
//
// Glossary: *mirror* = the flip of a subtree; *flip back* = the flip that keeps a leaf's orientation.

/// The direction of layout, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct FlipsForRightToLeftKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Left to right unless set (`.environment(\.layoutDirection, .rightToLeft)`, `--rtl`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Set by `flipsForRightToLeftLayoutDirection(true)`: text and images of the subtree are mirrored too.
    var flipsForRightToLeftLayoutDirection: Bool {
        get { self[FlipsForRightToLeftKey.self] } set { self[FlipsForRightToLeftKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Mirrors this view's content horizontally (text and images included) when the layout
    /// direction is right to left, as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`; no effect
    /// left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        environmentModifier("flipsForRightToLeftLayoutDirection") { $0.flipsForRightToLeftLayoutDirection = enabled }
    }
}

enum Mirroring {
    /// `node` flipped horizontally about its centre; drawing only, layout is unchanged.
    static func flipped(_ node: ResolvedNode) -> ResolvedNode {
        node == .empty ? node : .modified(.scale(x: -1, y: 1, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)), node)
    }

    /// The root, or a subtree whose direction differs from its parent's, mirrored when needed.
    static func mirrored(_ node: ResolvedNode, from outer: LayoutDirection, to inner: LayoutDirection) -> ResolvedNode {
        outer == inner ? node : flipped(node)
    }

    /// A Text or Image leaf in a mirrored subtree flipped back, so that it keeps its orientation
    /// (unless `flipsForRightToLeftLayoutDirection(true)` asked for it to be mirrored too).
    static func keepingOrientation<V>(_ view: V, _ node: ResolvedNode, in environment: EnvironmentValues) -> ResolvedNode {
        guard environment.layoutDirection == .rightToLeft, !environment.flipsForRightToLeftLayoutDirection,
              view is Text || view is Image else { return node }
        return flipped(node)
    }

    /// A text's alignment in its (flipped-back) frame: leading and trailing trade places right to left.
    static func alignment(_ alignment: TextAlignmentValue, in environment: EnvironmentValues) -> TextAlignmentValue {
        guard environment.layoutDirection == .rightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}
