import WidgetText
import WidgetResolved
import Foundation

// `background` and `overlay`: a second view laid out in the frame of the first.

nonisolated extension View {
    /// Disfavored, as in SwiftUI, so that `background(Color.red)` picks the shape-style form (same result).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered("background", background, alignment) { .background($0, alignment: $1) }
    }

    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content: () -> Background) -> some View {
        background(content(), alignment: alignment)
    }

    /// iOS 15's `background(ignoresSafeAreaEdges:)`: the default background style, `.background`
    /// (the system background color of the color scheme: white in light, black in dark;
    /// docs/platform.md §10), fills the view's frame behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// The style fills the view's frame behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered("overlay", overlay, alignment) { .overlay($0, alignment: $1) }
    }

    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// A `width`-point line just inside the view's frame, as SwiftUI's `border(_:width:)`: a
    /// rectangle stroked inside its bounds over the view; it does not change the layout.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    private func layered<Layer: View>(_ name: String, _ layer: Layer, _ alignment: Alignment,
                                      _ make: @escaping (ResolvedNode, ResolvedAlignment) -> ResolvedModifier)
        -> ModifiedView<Self> {
        ModifiedView(content: self, name: name) { context, content in
            let layerNode = try resolve(layer, in: try context.descending(into: name))
            return .modified(make(layerNode, context.resolved(alignment)), try content(context))
        }
    }
}
