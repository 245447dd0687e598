import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// SwiftUI's `Canvas`: immediate-mode drawing into the view's frame.
///
/// Decision (docs/views.md, Canvas): the resolved tree is closed, Codable data, so the closure is
/// not kept. It runs once, at resolve time, against a recording `GraphicsContext`, with the size
/// estimated by `canvasSizeHint` (layout has not happened yet). What it draws becomes ordinary
/// resolved nodes in a top-leading ZStack clipped to the canvas: paths as `.framePath` shapes in
/// canvas coordinates, text and images in zero-size frames offset to their points. Layout then sizes
/// the canvas like a shape (it takes the space offered) and draws the recording from its top-leading
/// corner, unscaled: exact whenever the estimate was right (a canvas in a fixed frame, or one filling
/// the widget's content area).
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// `rendersAsynchronously` is accepted with no effect on a still image.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.opaque = opaque; self.renderer = renderer
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let size = context.environment.canvasSizeHint ?? CanvasFallback.size
        let recorder = GraphicsContext.Recorder(context: context, size: size)
        var graphics = GraphicsContext(recorder: recorder)
        renderer(&graphics, size)
        if let failure = recorder.failure { throw failure }
        // The first child takes the offered size and draws nothing, so the canvas is as large as its
        // frame even when it only draws text; an opaque canvas starts black, as SwiftUI's does.
        let base = ResolvedShape(kind: .rectangle, fill: opaque ? .color(.black) : nil, group: context.environment.drawGroup)
        let stack = ResolvedStack(axis: .depth, alignment: ResolvedAlignment(horizontal: .leading, vertical: .top),
                                  spacing: nil, children: [.shape(base)] + recorder.nodes)
        return .modified(.clip(.rectangle, evenOdd: false), .stack(stack))
    }
}
