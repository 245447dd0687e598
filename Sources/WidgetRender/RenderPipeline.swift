import Foundation
import WidgetGeometry
import WidgetViews
import WidgetResolved
import WidgetDisplayList
import WidgetLayout
import WidgetAppearance
import WidgetPaint

// The one place where the stages meet (issue 32): a resolved tree is laid out on a canvas, a
// theme redraws the laid-out list, the painter turns it into pixels. Every render of this
// package — widgets, views, Live Activities, controls, filmstrips and the CLI's sheets — comes
// through these functions, so the text engine and painter (with their caches) and the canvas
// limit are the same for all of them.
//
// Glossary
// - canvas: what a tree is laid out on: a size in points, the outline's corner radius, the
//   content margins and pixels per point.
// - page: a canvas of our own making (a contact sheet, the symbols sheet, a filmstrip), painted on
//   a background and unclipped, whole or in bands of pixel rows.

extension WidgetRenderer {
    /// Where a resolved tree is laid out.
    package struct Canvas {
        package var size: Size
        package var cornerRadius = 0.0
        package var margins = Insets()
        package var scale: Double

        package init(size: Size, cornerRadius: Double = 0, margins: Insets = Insets(), scale: Double) {
            self.size = size
            self.cornerRadius = cornerRadius
            self.margins = margins
            self.scale = scale
        }
    }

    /// A resolved widget laid out on `canvas` with this renderer's text engine, its deferred views
    /// running their code: the display list and the images it draws.
    package func layout(_ resolved: Resolution, on canvas: Canvas) throws -> LaidOutWidget {
        try layoutWidget(resolved.widget, context: LayoutContext(size: canvas.size, cornerRadius: canvas.cornerRadius,
                                                                 contentMargins: canvas.margins, scale: canvas.scale,
                                                                 text: textEngine, deferred: resolved.deferred))
    }

    /// A laid-out widget as `theme` redraws it for `family` (docs/platform.md), with the widget's
    /// pixmaps beside the theme's (wallpaper crops).
    package func themed(_ laidOut: LaidOutWidget, of widget: ResolvedWidget, theme: Theme, family: WidgetFamily) throws -> ThemedList {
        var themed = try applyTheme(theme, to: laidOut.list, family: family, backgroundRemovable: widget.backgroundRemovable)
        themed.images.merge(laidOut.images) { own, _ in own }
        return themed
    }

    /// The pixels of `list` at `scale`, clipped to its outline unless `clipped` is false. A canvas
    /// larger than `limits.canvasPixels` is refused before it is allocated; `what` names it in
    /// that error ("a 400×300 pt view at 3x").
    package func paint(_ list: DisplayList, images: [String: Pixmap], scale: Double, what: String,
                       clipped: Bool = true) throws -> Pixmap {
        let pixels = (list.size.width * scale).rounded(.up) * (list.size.height * scale).rounded(.up)
        guard pixels <= Double(limits.canvasPixels) else {
            throw LimitExceeded(limit: "canvasPixels", value: Int(saturating: pixels), maximum: limits.canvasPixels,
                                what: "a \(Self.points(list.size.width))×\(Self.points(list.size.height)) pt \(what) at \(Self.points(scale))x")
        }
        return try painter.paint(list, images: images, scale: scale, clipToWidgetShape: clipped)
    }

    /// `view` as a page of its own (a contact sheet, the symbols sheet, a filmstrip): laid out on
    /// exactly `size` points, drawing only the `pictures` it names (not this renderer's assets).
    package func layoutPage<V: View>(_ view: V, size: Size, scale: Double, pictures: ImageProviding) throws -> LaidOutView {
        let page = try resolveWidgetAndCode(view, environment: EnvironmentValues(), images: pictures)
        let laidOut = try layout(page, on: Canvas(size: size, scale: scale))
        return LaidOutView(list: laidOut.list, images: laidOut.images, scale: scale)
    }

    /// The pixels of a laid-out sheet page, unclipped, on an opaque `background` that covers every
    /// pixel (its last row or column may be only partly inside the page's frame in points). The
    /// caller bounds the page (`ContactSheet.pixelSize`); pages larger than the canvas limit are
    /// written in bands (below).
    package func paint(_ page: LaidOutView, background: RGBA) throws -> Pixmap {
        try painter.paint(page.list, images: page.images, scale: page.scale, clipToWidgetShape: false, background: background)
    }

    /// The pixel `rows` of one band of the page, which streams into a PNG writer; painted into
    /// `spare` (the previous band, once written) when it has the band's size.
    package func paint(_ page: LaidOutView, background: RGBA, rows: Range<Int>, reusing spare: inout Pixmap?) throws -> Pixmap {
        try painter.paint(page.list, images: page.images, scale: page.scale, rows: rows, background: background, reusing: &spare)
    }

    /// `153`, `36.33`: a length for a message, to two decimals at most.
    private static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    }
}
