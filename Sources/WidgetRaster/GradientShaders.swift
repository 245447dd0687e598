import Foundation
import WidgetGeometry

/// Linear gradient: t is the projection of the pixel center onto start → end, in user space.
/// When t does not change along device x (a vertical gradient on screen) a row is one color.
struct LinearGradientShader: Shader {
    let lut: GradientLUT
    let deviceToUser: Transform
    let start: Point
    let end: Point
    var solidColor: PremultipliedColor? { nil }

    func rowColor(y: Int) -> PremultipliedColor? {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        // Only when both terms vanish exactly: then every pixel of the row computes the very same t.
        guard lengthSquared > 0, lengthSquared.isFinite, deviceToUser.a * dx == 0, deviceToUser.b * dy == 0 else { return nil }
        let origin = deviceToUser.apply(Point(x: 0.5, y: Double(y) + 0.5))
        return PremultipliedColor(packed: lut.color(at: ((origin.x - start.x) * dx + (origin.y - start.y) * dy) / lengthSquared))
    }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0, lengthSquared.isFinite else {
            // A zero-length gradient shows its last color everywhere (as CoreGraphics pads).
            colors.update(repeating: lut.color(at: 1), count: count)
            return
        }
        // Projection of the pixel's own center (never accumulated across the span, so a pixel's value
        // does not depend on where its span starts).
        for i in 0..<count {
            let p = deviceToUser.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
            colors[i] = lut.color(at: ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared)
        }
    }
}

/// Radial gradient with one center: t = (distance − startRadius) / (endRadius − startRadius).
/// Equal radii give a hard step at that radius.
struct RadialGradientShader: Shader {
    let lut: GradientLUT
    let deviceToUser: Transform
    let center: Point
    let startRadius: Double
    let endRadius: Double
    var solidColor: PremultipliedColor? { nil }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let span = endRadius - startRadius
        for i in 0..<count {
            let p = deviceToUser.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
            let dx = p.x - center.x, dy = p.y - center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            let t = span != 0 ? (distance - startRadius) / span : (distance < startRadius ? 0 : 1)
            colors[i] = lut.color(at: t)
        }
    }
}

/// Angular (conic) gradient, SwiftUI's `AngularGradient` semantics (Apple's documentation):
/// angles run clockwise on screen from +x; location 0 sits at `startAngle`, location 1 at `endAngle`.
/// - A span shorter than a full turn leaves a gap, filled with the first and last colors, which
///   switch halfway across the gap.
/// - A span longer than a full turn draws only its last full turn.
struct AngularGradientShader: Shader {
    let lut: GradientLUT
    let deviceToUser: Transform
    let center: Point
    let startAngle: Double
    let endAngle: Double
    var solidColor: PremultipliedColor? { nil }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let span = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        for i in 0..<count {
            let p = deviceToUser.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
            colors[i] = lut.color(at: location(angle: atan2(p.y - center.y, p.x - center.x), span: span, fullTurn: fullTurn))
        }
    }

    /// The gradient location of a pixel at `angle` (radians, −π…π).
    func location(angle: Double, span: Double, fullTurn: Double) -> Double {
        guard span.isFinite, span > 0 else { return angle >= startAngle ? 1 : 0 }
        if span >= fullTurn {
            // Measure within the last turn: (endAngle − 2π) … endAngle.
            var offset = (angle - (endAngle - fullTurn)).truncatingRemainder(dividingBy: fullTurn)
            if offset < 0 { offset += fullTurn }
            return (endAngle - fullTurn + offset - startAngle) / span
        }
        var offset = (angle - startAngle).truncatingRemainder(dividingBy: fullTurn)
        if offset < 0 { offset += fullTurn }
        if offset <= span { return offset / span }
        return offset < span + (fullTurn - span) / 2 ? 1 : 0
    }
}
