import Foundation
import WidgetGeometry
import WidgetViews
import WidgetRaster

/// Raster benchmarks: the rasterizer alone (no resolve, layout or text engine) on a synthetic
/// version of the reference medium widget (338 × 158 pt) at 3× (1014 × 474 px): medians of `runs`
/// renders (`CPUTiming`).
func rasterBenchmarks(runs: Int = 60) -> [String] {
    do {
        let scene = try RasterReferenceScene()
        let timing = try CPUTiming(runs: runs) { _ = try scene.render() }
        var lines = [String(format: "raster reference scene 1014×474 @3×: median %.3f ms thread CPU, %.3f ms wall; %d runs",
                            timing.cpuMilliseconds, timing.wallMilliseconds, runs)]
        // The accented and vibrant image treatments on the scene's 300×300 photo (one cache miss each).
        let tint = RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF)
        let treatments: [(String, () -> Pixmap)] = [
            ("colorize by luminance (.desaturated)", { scene.photo.colorized(tint, byLuminance: true) }),
            ("colorize silhouette (.accented)", { scene.photo.colorized(tint, byLuminance: false) }),
            ("desaturate (vibrant)", { scene.photo.desaturated() }),
        ]
        for (name, treat) in treatments {
            let t = CPUTiming(runs: runs) { _ = treat() }
            lines.append(String(format: "recolor 300×300 photo, %@: median %.3f ms thread CPU", name, t.cpuMilliseconds))
        }
        return lines
    } catch {
        return ["raster reference scene failed: \(error)"]
    }
}

/// The scene: a continuous-corner container with a vertical gradient, a photo clipped to a rounded
/// square, three blocks of glyph-like paths standing in for text, and a 250° round-capped ring.
struct RasterReferenceScene {
    let size = Size(width: 338, height: 158)
    let scale = 3.0
    let photo: Pixmap
    let glyphs: [VectorPath]

    init() throws {
        photo = try ReferenceSceneView.makePhoto()
        glyphs = RasterReferenceScene.glyphShapes()
    }

    func render() throws -> Pixmap {
        var canvas = try Canvas(width: Int(size.width * scale), height: Int(size.height * scale))
        let toPixels = Transform.scale(x: scale, y: scale)
        let bounds = Rect(origin: .zero, size: size)
        canvas.fill(.roundedRectangle(bounds, cornerWidth: 22, cornerHeight: 22, style: .continuous),
                    paint: .linearGradient(stops: [GradientStop(color: RGBA(r8: 36, g8: 52, b8: 120), location: 0),
                                                   GradientStop(color: RGBA(r8: 12, g8: 16, b8: 40), location: 1)],
                                           start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height)),
                    transform: toPixels)
        // The photo fills the rounded square it is clipped to (one fill: the clip shape with an image paint).
        let photoFrame = Rect(x: 16, y: 16, width: 126, height: 126)
        canvas.fill(.roundedRectangle(photoFrame, cornerWidth: 14, cornerHeight: 14, style: .continuous),
                    image: photo, rect: photoFrame, quality: .mipmapped, transform: toPixels)
        // Text-like blocks: a title, a body line and a caption.
        for (line, (size, y, count)) in [(17.0, 24.0, 14), (13.0, 50.0, 18), (11.0, 70.0, 22)].enumerated() {
            for i in 0..<count {
                let glyph = glyphs[(i + line) % glyphs.count]
                let placement = Transform.scale(x: size, y: size)
                    .concatenating(.translation(x: 156 + Double(i) * size * 0.58, y: y))
                    .concatenating(toPixels)
                canvas.fill(glyph, paint: .color(.white), rule: .evenOdd, transform: placement)
            }
        }
        // A 250° progress ring, starting at 12 o'clock.
        let center = Point(x: 290, y: 114)
        canvas.stroke(.arc(center: center, radius: 24, startAngle: -.pi / 2, endAngle: -.pi / 2 + 250 * .pi / 180),
                      style: StrokeStyleValue(width: 7, cap: .round), paint: .color(RGBA(r8: 80, g8: 220, b8: 120)),
                      transform: toPixels)
        return canvas.pixmap
    }

    /// Glyph-like outlines in a 1 × 1 em box (baseline at 0.8): an "o" with a counter, an "l", an "n".
    static func glyphShapes() -> [VectorPath] {
        var o = VectorPath.ellipse(in: Rect(x: 0.05, y: 0.3, width: 0.45, height: 0.5))
        o.append(.ellipse(in: Rect(x: 0.14, y: 0.39, width: 0.27, height: 0.32)))
        let l = VectorPath.roundedRectangle(Rect(x: 0.1, y: 0.05, width: 0.09, height: 0.75), cornerWidth: 0.02,
                                            cornerHeight: 0.02, style: .circular)
        var n = VectorPath()
        n.move(to: Point(x: 0.06, y: 0.8)); n.line(to: Point(x: 0.06, y: 0.31)); n.line(to: Point(x: 0.14, y: 0.31))
        n.line(to: Point(x: 0.14, y: 0.4))
        n.cubic(to: Point(x: 0.5, y: 0.42), control1: Point(x: 0.22, y: 0.27), control2: Point(x: 0.5, y: 0.27))
        n.line(to: Point(x: 0.5, y: 0.8)); n.line(to: Point(x: 0.42, y: 0.8)); n.line(to: Point(x: 0.42, y: 0.45))
        n.cubic(to: Point(x: 0.14, y: 0.5), control1: Point(x: 0.42, y: 0.33), control2: Point(x: 0.18, y: 0.33))
        n.line(to: Point(x: 0.14, y: 0.8)); n.close()
        return [o, l, n]
    }
}
