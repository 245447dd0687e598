import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// The size a `Canvas` closure is run with. Resolve happens before layout, so the size is not known
// yet; it is estimated top-down instead (docs/views.md, Canvas): the renderer starts with the
// widget's content area (its size less its content margins), `frame(width:height:)` replaces the
// axes it fixes, and `padding` subtracts its insets. Exact for the usual canvases: one that fills
// the widget, or one in a fixed frame.

private struct CanvasSizeHintKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

extension EnvironmentValues {
    /// The estimated size of a `Canvas` here; nil outside a render (then `Canvas.fallbackSize`).
    package var canvasSizeHint: CGSize? {
        get { self[CanvasSizeHintKey.self] }
        set { self[CanvasSizeHintKey.self] = newValue }
    }
}

nonisolated extension View {
    /// A wrapper modifier that also updates the canvas size hint its content sees.
    func sizeHintingModifier(_ name: String, hint: @escaping (CGSize?) -> CGSize?,
                             _ make: @escaping (ResolveContext) throws -> ResolvedModifier) -> ModifiedView<Self> {
        ModifiedView(content: self, name: name) { context, content in
            let modifier = try make(context)
            return .modified(modifier, try content(context.withEnvironment { $0.canvasSizeHint = hint($0.canvasSizeHint) }))
        }
    }
}

extension Optional where Wrapped == CGSize {
    /// The hint with fixed axes replaced (a nil hint becomes the fixed axes over the fallback).
    func fixing(width: CGFloat?, height: CGFloat?) -> CGSize? {
        guard width != nil || height != nil else { return self }
        let base = self ?? CanvasFallback.size
        return CGSize(width: width.map { max(0, $0) } ?? base.width, height: height.map { max(0, $0) } ?? base.height)
    }

    /// The hint less insets (not below zero).
    func insetting(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) -> CGSize? {
        guard let size = self else { return nil }
        let dx = leading + trailing, dy = top + bottom
        guard dx.isFinite, dy.isFinite else { return size }
        return CGSize(width: max(0, size.width - dx), height: max(0, size.height - dy))
    }
}

enum CanvasFallback {
    /// **Ours**: outside a render (a bare `resolveWidget` call) a canvas with no fixed frame is 100 × 100.
    static let size = CGSize(width: 100, height: 100)
}
