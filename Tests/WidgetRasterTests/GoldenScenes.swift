import WidgetGeometry
@testable import WidgetRaster

/// Small scenes, one per primitive, rendered for the golden-image tests. Each draws at 2× with one
/// transform, as the renderer does, over an opaque white background so the PNGs are easy to review.
enum GoldenScenes {
    static let all: [(name: String, render: () -> Pixmap)] = [
        ("strokes_widths", strokeWidths), ("stroke_caps", strokeCaps), ("stroke_joins", strokeJoins),
        ("stroke_dashes", strokeDashes), ("corners_circular", { corners(.circular) }),
        ("corners_continuous", { corners(.continuous) }), ("gradient_linear", linearGradient),
        ("gradient_radial", radialGradient), ("gradient_angular", angularGradient),
        ("image_upscale", imageUpscale), ("image_downscale", imageDownscale), ("clip_mask", clipMask),
        ("blur", blur), ("shadow", shadow), ("trimmed_ring", trimmedRing),
    ]

    static let twoX = Transform.scale(x: 2, y: 2)
    static let ink = RGBA(r8: 20, g8: 24, b8: 40)
    static let accent = RGBA(r8: 0, g8: 122, b8: 255)

    static func canvas(_ width: Int, _ height: Int) -> Canvas {
        var canvas = makeCanvas(width * 2, height * 2)
        canvas.clear(.white)
        return canvas
    }

    static func segment(_ a: (Double, Double), _ b: (Double, Double)) -> VectorPath {
        var path = VectorPath()
        path.move(to: Point(x: a.0, y: a.1)); path.line(to: Point(x: b.0, y: b.1))
        return path
    }

    static func strokeWidths() -> Pixmap {
        var c = canvas(80, 48)
        for (i, width) in [0.2, 0.5, 1, 2, 5].enumerated() {
            let x = 8 + Double(i) * 15
            c.stroke(segment((x, 6), (x + 8, 42)), style: StrokeStyleValue(width: width), paint: .color(ink), transform: twoX)
        }
        c.stroke(segment((4, 45), (76, 45)), style: StrokeStyleValue(width: 0.25), paint: .color(accent), transform: twoX)
        return c.pixmap
    }

    static func strokeCaps() -> Pixmap {
        var c = canvas(64, 48)
        for (i, cap) in [LineCapValue.butt, .round, .square].enumerated() {
            let y = 10 + Double(i) * 14
            c.stroke(segment((14, y), (50, y)), style: StrokeStyleValue(width: 9, cap: cap), paint: .color(ink), transform: twoX)
            c.stroke(segment((14, y), (50, y)), style: StrokeStyleValue(width: 0.5), paint: .color(accent), transform: twoX)
        }
        return c.pixmap
    }

    static func strokeJoins() -> Pixmap {
        var c = canvas(96, 40)
        for (i, join) in [LineJoinValue.miter, .round, .bevel].enumerated() {
            let x = 6 + Double(i) * 30
            var zigzag = VectorPath()
            zigzag.move(to: Point(x: x, y: 32)); zigzag.line(to: Point(x: x + 8, y: 8))
            zigzag.line(to: Point(x: x + 16, y: 32)); zigzag.line(to: Point(x: x + 22, y: 14))
            c.stroke(zigzag, style: StrokeStyleValue(width: 6, join: join), paint: .color(ink), transform: twoX)
        }
        // A 7.2° angle needs a miter 1 / sin(3.6°) = 16 widths long, over the default limit of 10: beveled.
        var sharp = VectorPath()
        sharp.move(to: Point(x: 87, y: 34)); sharp.line(to: Point(x: 88.5, y: 10)); sharp.line(to: Point(x: 90, y: 34))
        c.stroke(sharp, style: StrokeStyleValue(width: 3, join: .miter), paint: .color(accent), transform: twoX)
        return c.pixmap
    }

    static func strokeDashes() -> Pixmap {
        var c = canvas(64, 48)
        c.stroke(.circle(in: Rect(x: 4, y: 4, width: 40, height: 40)), style: StrokeStyleValue(width: 3, cap: .round, dash: [0, 6]),
                 paint: .color(accent), transform: twoX)
        c.stroke(segment((50, 4), (58, 44)), style: StrokeStyleValue(width: 2, dash: [6, 3, 1, 3]), paint: .color(ink), transform: twoX)
        c.stroke(.roundedRectangle(Rect(x: 12, y: 12, width: 24, height: 24), cornerWidth: 6, cornerHeight: 6, style: .continuous),
                 style: StrokeStyleValue(width: 1, dash: [4, 2], dashPhase: 1), paint: .color(ink), transform: twoX)
        return c.pixmap
    }

    static func corners(_ style: CornerCurve) -> Pixmap {
        var c = canvas(120, 56)
        for (i, radius) in [4.0, 10, 18].enumerated() {
            let frame = Rect(x: 4 + Double(i) * 30, y: 4, width: 26, height: 26)
            c.fill(.roundedRectangle(frame, cornerWidth: radius, cornerHeight: radius, style: style), paint: .color(ink), transform: twoX)
        }
        c.fill(.capsule(in: Rect(x: 94, y: 4, width: 22, height: 48), style: style), paint: .color(accent), transform: twoX)
        c.fill(.roundedRectangle(Rect(x: 4, y: 36, width: 86, height: 16), cornerWidth: 12, cornerHeight: 12, style: style),
               paint: .color(accent), transform: twoX)
        return c.pixmap
    }

    static let sunset = [GradientStop(color: RGBA(r8: 255, g8: 94, b8: 58), location: 0),
                         GradientStop(color: RGBA(r8: 255, g8: 204, b8: 0), location: 0.5),
                         GradientStop(color: RGBA(r8: 0, g8: 122, b8: 255, a8: 0), location: 1)]

    static func linearGradient() -> Pixmap {
        var c = canvas(64, 48)
        c.fill(.rectangle(Rect(x: 4, y: 4, width: 56, height: 18)),
               paint: .linearGradient(stops: sunset, start: Point(x: 4, y: 0), end: Point(x: 60, y: 0)), transform: twoX)
        c.fill(.roundedRectangle(Rect(x: 4, y: 26, width: 56, height: 18), cornerWidth: 6, cornerHeight: 6, style: .continuous),
               paint: .linearGradient(stops: sunset, start: Point(x: 4, y: 26), end: Point(x: 60, y: 44)), transform: twoX)
        return c.pixmap
    }

    static func radialGradient() -> Pixmap {
        var c = canvas(64, 48)
        c.fill(.circle(in: Rect(x: 4, y: 4, width: 40, height: 40)),
               paint: .radialGradient(stops: sunset, center: Point(x: 24, y: 24), startRadius: 4, endRadius: 20), transform: twoX)
        c.fill(.rectangle(Rect(x: 46, y: 4, width: 14, height: 40)),
               paint: .radialGradient(stops: sunset, center: Point(x: 53, y: 24), startRadius: 6, endRadius: 6), transform: twoX)
        return c.pixmap
    }

    static func angularGradient() -> Pixmap {
        var c = canvas(96, 48)
        c.fill(.circle(in: Rect(x: 4, y: 4, width: 40, height: 40)),
               paint: .angularGradient(stops: sunset, center: Point(x: 24, y: 24), startAngle: 0, endAngle: 360), transform: twoX)
        c.fill(.circle(in: Rect(x: 52, y: 4, width: 40, height: 40)),
               paint: .angularGradient(stops: sunset, center: Point(x: 72, y: 24), startAngle: -90, endAngle: 90),
               transform: twoX)
        return c.pixmap
    }

    /// A deterministic test image: colored quadrants, a diagonal and a 1-px checker strip.
    static func testImage(_ size: Int) -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                var rgb: (UInt8, UInt8, UInt8) = x < size / 2 ? (y < size / 2 ? (255, 59, 48) : (52, 199, 89))
                                                             : (y < size / 2 ? (0, 122, 255) : (255, 204, 0))
                if x == y { rgb = (0, 0, 0) }
                if y >= size - size / 8 { rgb = (x + y) % 2 == 0 ? (0, 0, 0) : (255, 255, 255) }
                bytes += [rgb.0, rgb.1, rgb.2, 255]
            }
        }
        guard let image = try? Pixmap(width: size, height: size, premultipliedBytes: bytes) else { fatalError("test image") }
        return image
    }

    static func imageUpscale() -> Pixmap {
        var c = canvas(80, 40)
        let image = testImage(8)
        c.drawImage(image, in: Rect(x: 2, y: 2, width: 36, height: 36), quality: .nearest, transform: twoX)
        c.drawImage(image, in: Rect(x: 42, y: 2, width: 36, height: 36), quality: .bilinear, transform: twoX)
        return c.pixmap
    }

    static func imageDownscale() -> Pixmap {
        var c = canvas(72, 36)
        let image = testImage(240)
        c.drawImage(image, in: Rect(x: 2, y: 2, width: 32, height: 32), quality: .bilinear, transform: twoX)
        c.drawImage(image, in: Rect(x: 38, y: 2, width: 32, height: 32), quality: .mipmapped, transform: twoX)
        return c.pixmap
    }

    static func clipMask() -> Pixmap {
        var c = canvas(64, 48)
        guard let circle = try? Mask(path: .circle(in: Rect(x: 4, y: 2, width: 44, height: 44)), width: 128, height: 96, transform: twoX),
              let rounded = try? Mask(path: .roundedRectangle(Rect(x: 20, y: 8, width: 40, height: 32), cornerWidth: 8,
                                                               cornerHeight: 8, style: .continuous), width: 128, height: 96, transform: twoX),
              let both = circle.intersected(with: rounded) else { fatalError("masks") }
        c.drawImage(testImage(64), in: Rect(x: 0, y: 0, width: 64, height: 48), transform: twoX, mask: both)
        c.stroke(.circle(in: Rect(x: 4, y: 2, width: 44, height: 44)), style: StrokeStyleValue(width: 0.5), paint: .color(ink), transform: twoX)
        return c.pixmap
    }

    static func blur() -> Pixmap {
        var layer = makeCanvas(128, 96)
        layer.fill(.roundedRectangle(Rect(x: 12, y: 12, width: 40, height: 24), cornerWidth: 6, cornerHeight: 6, style: .continuous),
                   paint: .color(accent), transform: twoX)
        layer.stroke(segment((8, 40), (56, 40)), style: StrokeStyleValue(width: 2), paint: .color(ink), transform: twoX)
        var c = canvas(64, 48)
        c.drawLayer(layer.pixmap.blurred(radius: 4))
        return c.pixmap
    }

    static func shadow() -> Pixmap {
        var layer = makeCanvas(128, 96)
        layer.fill(.roundedRectangle(Rect(x: 12, y: 8, width: 40, height: 28), cornerWidth: 8, cornerHeight: 8, style: .continuous),
                   paint: .color(.white), transform: twoX)
        layer.fill(.circle(in: Rect(x: 20, y: 14, width: 16, height: 16)), paint: .color(accent), transform: twoX)
        var c = canvas(64, 48)
        c.fill(.rectangle(Rect(x: 0, y: 0, width: 64, height: 48)), paint: .color(RGBA(r8: 242, g8: 242, b8: 247)), transform: twoX)
        c.drawLayer(layer.pixmap, opacity: 0.9, shadow: Shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.35),
                                                               radius: 6, offset: Point(x: 0, y: 6)))
        return c.pixmap
    }

    static func trimmedRing() -> Pixmap {
        var c = canvas(48, 48)
        let ring = VectorPath.circle(in: Rect(x: 8, y: 8, width: 32, height: 32))
        c.stroke(ring, style: StrokeStyleValue(width: 6), paint: .color(RGBA(r8: 229, g8: 229, b8: 234)), transform: twoX)
        // SwiftUI's progress ring: trim(from: 0, to: 0.7) rotated −90° so it starts at 12 o'clock.
        let progress = ring.trimmed(from: 0, to: 0.7)
        let rotation = Transform.rotation(radians: -.pi / 2).about(Point(x: 24, y: 24)).concatenating(twoX)
        c.stroke(progress, style: StrokeStyleValue(width: 6, cap: .round),
                 paint: .angularGradient(stops: [GradientStop(color: RGBA(r8: 52, g8: 199, b8: 89), location: 0),
                                                 GradientStop(color: RGBA(r8: 0, g8: 122, b8: 255), location: 0.7)],
                                         center: Point(x: 24, y: 24), startAngle: 0, endAngle: 360),
                 transform: rotation)
        return c.pixmap
    }
}
