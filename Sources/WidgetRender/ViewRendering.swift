import Foundation
import WidgetGeometry
import WidgetViews
import WidgetLayout
import WidgetResolved

/// How a view rendered on its own is sized: swift-snapshot-testing's `.fixed(width:height:)` and
/// `.sizeThatFits`, in points.
public enum ViewSize: Hashable, Sendable {
    /// Proposed exactly this size; the canvas is this size.
    case fixed(width: CGFloat, height: CGFloat)
    /// Proposed nothing (SwiftUI's `.unspecified`): the canvas is the view's ideal size.
    case sizeThatFits
}

extension WidgetRenderer {
    /// The pixels of `view` on its own: no widget, device, margins, corner clip or background, so
    /// what the view leaves empty stays transparent. It sees `environment` (its color scheme,
    /// Dynamic Type size, locale …) with `displayScale` set to `scale`. A canvas is whole pixels:
    /// a size that is not is rounded up and the view centered in it, as the widget content is.
    func render<V: View>(_ view: V, size: ViewSize, scale: CGFloat = 3,
                         environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        try paint(try layoutView(view, size: size, scale: scale, environment: environment))
    }

    /// `view` proposed `proposal` and drawn on `canvas` points, or on the size it chooses when nil.
    package func render<V: View>(_ view: V, proposal: ProposedViewSize, canvas: Size?, scale: CGFloat,
                                 environment: EnvironmentValues) throws -> Pixmap {
        try paint(try layoutView(view, proposal: proposal, canvas: canvas, scale: scale, environment: environment))
    }

    /// `size` as the proposal and canvas of `render(_:proposal:canvas:scale:environment:)`.
    package func layoutView<V: View>(_ view: V, size: ViewSize, scale: CGFloat,
                                     environment: EnvironmentValues) throws -> LaidOutView {
        switch size {
        case .fixed(let width, let height):
            let points = Size(width: Double(width), height: Double(height))
            guard points.width.isFinite, points.height.isFinite, points.width > 0, points.height > 0 else {
                throw ViewSizeError("a fixed size of \(points.width)×\(points.height) pt must be finite and positive")
            }
            return try layoutView(view, proposal: ProposedViewSize(width: width, height: height), canvas: points,
                                  scale: scale, environment: environment)
        case .sizeThatFits:
            return try layoutView(view, proposal: .unspecified, canvas: nil, scale: scale, environment: environment)
        }
    }

    /// The display list of a view render, before painting.
    package func layoutView<V: View>(_ view: V, proposal: ProposedViewSize, canvas: Size?, scale: CGFloat,
                                     environment: EnvironmentValues) throws -> LaidOutView {
        let scale = Double(scale)
        guard scale.isFinite, scale > 0 else { throw ViewSizeError("scale \(scale) must be finite and positive") }
        var environment = environment
        environment.displayScale = CGFloat(scale)
        if let canvas {
            // What a Canvas and containerRelativeFrame fill, as in a widget's content area.
            let size = CGSize(width: canvas.width, height: canvas.height)
            environment.canvasSizeHint = environment.canvasSizeHint ?? size
            environment.containerRelativeSize = environment.containerRelativeSize ?? size
        }
        let resolved = try resolution(view, environment: environment)
        let points = try canvas ?? idealSize(of: resolved, proposal: proposal, scale: scale)
        guard points.width > 0, points.height > 0 else {
            throw ViewSizeError("the view chooses \(points.width)×\(points.height) pt: nothing to draw")
        }
        let whole = Size(width: (points.width * scale).rounded(.up) / scale, height: (points.height * scale).rounded(.up) / scale)
        let laidOut = try layout(resolved, on: Canvas(size: whole, scale: scale))
        return LaidOutView(list: laidOut.list, images: laidOut.images, scale: scale)
    }

    /// The pixels of a laid-out view render.
    package func paint(_ laidOut: LaidOutView) throws -> Pixmap {
        try paint(laidOut.list, images: laidOut.images, scale: laidOut.scale, what: "view")
    }

    /// A laid-out view render: plain data the painter draws.
    package struct LaidOutView {
        package let list: DisplayList
        package let images: [String: Pixmap]
        package let scale: Double
    }

    /// The size a resolved view chooses for `proposal` (nil dimensions: its ideal), in points.
    package func idealSize(of resolved: Resolution, proposal: ProposedViewSize, scale: Double) throws -> Size {
        try idealContentSize(resolved.widget, width: proposal.width.map(Double.init), height: proposal.height.map(Double.init),
                             scale: scale, text: textEngine, deferred: resolved.deferred)
    }
}

/// A view render that cannot have a canvas (a zero, negative or non-finite size or scale).
public struct ViewSizeError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
