import WidgetGeometry
import WidgetViews
import WidgetResolved
import WidgetDisplayList

/// Turns a theme's `Backdrop` into display-list ops for one widget, plus the wallpaper pixmaps
/// those ops reference. The painter clips the whole widget to its continuous-corner outline, so
/// backdrop ops simply fill the widget's rectangle.
struct BackdropBuilder {
    let theme: Theme
    let size: Size
    let cornerRadius: Double

    /// Pixels a point of the sharp wallpaper (**ours**: 1; the wallpapers are smooth, so the
    /// painter's bilinear upscale loses nothing visible, and big widgets stay cheap).
    static let wallpaperPixelsPerPoint = 1.0
    /// Pixels a point of the blurred wallpaper: a 24 pt blur has no detail finer than 2 pt.
    static let blurredPixelsPerPoint = 0.5

    var frame: Rect { Rect(origin: .zero, size: size) }


    func build() throws -> (items: [DisplayItem], images: [String: Pixmap]) {
        var items: [DisplayItem] = []
        var images: [String: Pixmap] = [:]
        func wallpaper(blurred: Bool) throws {
            let region = Wallpaper.region(for: size)
            let pixmap = try WallpaperCache.shared.pixmap(
                theme.wallpaper, crop: region,
                pixelsPerPoint: blurred ? Self.blurredPixelsPerPoint : Self.wallpaperPixelsPerPoint, blurred: blurred)
            let id = "appearance:\(theme.wallpaper.rawValue)\(blurred ? ".blurred" : ""):\(pixmap.width)x\(pixmap.height)"
            images[id] = pixmap
            items.append(.image(ImageOp(frame: frame, imageID: id, pixelWidth: pixmap.width, pixelHeight: pixmap.height,
                                        templatePaint: nil, treatment: nil, group: .containerBackground,
                                        interpolation: .high)))
        }
        switch theme.backdrop {
        case .transparent:
            return ([], [:])
        case .wallpaper:
            try wallpaper(blurred: false)
        case .blurredWallpaper:
            try wallpaper(blurred: true)
        case .solid(let color):
            items.append(fill(color))
        case .black:
            items.append(fill(.black))
        case .tint(let color):
            try wallpaper(blurred: true)
            items.append(fill(color.withAlpha(color.alpha * Backdrop.tintOpacity)))
        case .glass(let tint, let rim):
            try wallpaper(blurred: true)
            items.append(fill(tint))
            items.append(rimHighlight(rim))
        }
        return (items, images)
    }

    func fill(_ color: RGBA) -> DisplayItem {
        .shape(ShapeOp(frame: frame, kind: .rectangle, fill: .color(color), stroke: nil, trimFrom: nil, trimTo: nil,
                       evenOddFill: false, group: .containerBackground))
    }

    /// A 1 pt line just inside the edge: the rim color at the top-leading corner, fading to 20 %
    /// of it at the center and back to 60 % at the bottom-trailing corner (ours), as light catching glass.
    func rimHighlight(_ rim: RGBA) -> DisplayItem {
        let inset = frame.insetBy(dx: 0.5, dy: 0.5)
        // The painter's outline, inset by half the line: the same continuous corners, radius − 0.5.
        let r = max(cornerRadius - 0.5, 0)
        let kind: DisplayShape = r > 0 ? .roundedRectangle(cornerWidth: r, cornerHeight: r, style: .continuous) : .rectangle
        let stops = [GradientStop(color: rim, location: 0),
                     GradientStop(color: rim.withAlpha(rim.alpha * 0.2), location: 0.5),
                     GradientStop(color: rim.withAlpha(rim.alpha * 0.6), location: 1)]
        let paint = Paint.linearGradient(stops: stops, start: .zero, end: Point(x: size.width, y: size.height))
        let stroke = StrokeOp(paint: paint, style: StrokeStyleValue(width: 1))
        return .shape(ShapeOp(frame: inset, kind: kind, fill: nil, stroke: stroke, trimFrom: nil, trimTo: nil,
                              evenOddFill: false, group: .containerBackground))
    }
}
