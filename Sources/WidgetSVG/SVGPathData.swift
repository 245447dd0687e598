import Foundation
import WidgetGeometry

/// The `d` attribute of `<path>` (SVG 1.1 §8.3): M L H V C S Q T A Z in absolute and relative
/// forms, implicit repeats, numbers packed without separators ("1.5.5", "3-2"), compact arc flags.
/// Arcs become cubic curves (at most a quarter turn each).
package struct SVGPathData {
    static let maximumCommands = 100_000

    private let bytes: [UInt8]
    private var index = 0

    package init(_ text: String) { bytes = Array(text.utf8) }

    package mutating func parse() throws -> VectorPath {
        var path = VectorPath()
        var current = Point(x: 0, y: 0), start = current
        var lastControl: Point?          // reflected by S / T
        var lastWasCubic = false, lastWasQuad = false
        var command: UInt8 = 0
        var commands = 0
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            if isCommandLetter(bytes[index]) {
                command = bytes[index]; index += 1
            } else if command == 0 {
                throw SVGError(message: "path data must start with a command, found '\(Character(Unicode.Scalar(bytes[index])))'", line: nil)
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")       // numbers after a moveto are implicit linetos
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGError(message: "numbers after a closepath command", line: nil)
            }
            commands += 1
            guard commands <= SVGPathData.maximumCommands else {
                throw SVGError(message: "more than \(SVGPathData.maximumCommands) path commands", line: nil)
            }
            let relative = command >= UInt8(ascii: "a")
            let origin = relative ? current : Point(x: 0, y: 0)
            func point(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
            var isCubic = false, isQuad = false
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                current = point(try number(), try number()); start = current
                path.move(to: current)
            case UInt8(ascii: "l"):
                current = point(try number(), try number()); path.line(to: current)
            case UInt8(ascii: "h"):
                current = Point(x: (relative ? current.x : 0) + (try number()), y: current.y); path.line(to: current)
            case UInt8(ascii: "v"):
                current = Point(x: current.x, y: (relative ? current.y : 0) + (try number())); path.line(to: current)
            case UInt8(ascii: "c"):
                let c1 = point(try number(), try number()), c2 = point(try number(), try number())
                current = point(try number(), try number())
                path.cubic(to: current, control1: c1, control2: c2)
                lastControl = c2; isCubic = true
            case UInt8(ascii: "s"):
                let c1 = lastWasCubic ? reflect(lastControl!, about: current) : current
                let c2 = point(try number(), try number())
                current = point(try number(), try number())
                path.cubic(to: current, control1: c1, control2: c2)
                lastControl = c2; isCubic = true
            case UInt8(ascii: "q"):
                let c = point(try number(), try number())
                current = point(try number(), try number())
                path.quad(to: current, control: c)
                lastControl = c; isQuad = true
            case UInt8(ascii: "t"):
                let c = lastWasQuad ? reflect(lastControl!, about: current) : current
                current = point(try number(), try number())
                path.quad(to: current, control: c)
                lastControl = c; isQuad = true
            case UInt8(ascii: "a"):
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let end = point(try number(), try number())
                SVGArc.append(to: &path, from: current, to: end, rx: rx, ry: ry, rotationDegrees: rotation,
                              largeArc: large, sweep: sweep)
                current = end
            case UInt8(ascii: "z"):
                path.close(); current = start
            default:
                throw SVGError(message: "unknown path command '\(Character(Unicode.Scalar(command)))'", line: nil)
            }
            lastWasCubic = isCubic; lastWasQuad = isQuad
        }
        return path
    }

    private func isCommandLetter(_ b: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b)
    }

    private func reflect(_ p: Point, about c: Point) -> Point { Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y) }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    /// An arc flag: a single 0 or 1, which may be followed directly by the next number.
    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw SVGError(message: "arc flag must be 0 or 1", line: nil)
        }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    mutating func number() throws -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0, sawPoint = false
        while index < bytes.count {
            let b = bytes[index]
            if b >= 0x30 && b <= 0x39 { digits += 1; index += 1 }
            else if b == UInt8(ascii: "."), !sawPoint { sawPoint = true; index += 1 }
            else { break }
        }
        guard digits > 0 else {
            guard start < bytes.count else { throw SVGError(message: "path data ends where a number is expected", line: nil) }
            let found = Character(Unicode.Scalar(bytes[start]))
            let what = found.isLetter && !isCommandLetter(bytes[start]) ? "unknown path command '\(found)'" : "expected a number, found '\(found)'"
            throw SVGError(message: what + " in path data", line: nil)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var look = index + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") { look += 1 }
            if look < bytes.count, bytes[look] >= 0x30, bytes[look] <= 0x39 {
                index = look
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw SVGError(message: "number out of range in path data", line: nil)
        }
        return value
    }

    /// A list of numbers (for `points`, `viewBox`, transform arguments).
    static func numbers(_ text: String) throws -> [Double] {
        var reader = SVGPathData(text)
        var values: [Double] = []
        while true {
            reader.skipSeparators()
            guard reader.index < reader.bytes.count else { return values }
            values.append(try reader.number())
        }
    }
}

/// Elliptical arcs (SVG 1.1 implementation notes F.6): endpoint to center parameterization,
/// then one cubic per quarter turn at most.
enum SVGArc {
    static func append(to path: inout VectorPath, from p0: Point, to p1: Point, rx: Double, ry: Double,
                       rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        var rx = abs(rx), ry = abs(ry)
        if p0 == p1 { return }
        if rx == 0 || ry == 0 { path.line(to: p1); return }
        // Radii a million times the chord bow the arc by less than a millionth of it (the sagitta is
        // about chord² / 8r): a straight line, as drawn. Ours for the large-arc case too, whose loop
        // around such an ellipse would lie far outside any canvas. Larger radii (1e80 and up) would
        // also overflow the squares below (a NaN center once trapped, issue 34).
        let chord = ((p1.x - p0.x) * (p1.x - p0.x) + (p1.y - p0.y) * (p1.y - p0.y)).squareRoot()
        if !(max(rx, ry) <= 1e6 * chord) { path.line(to: p1); return }
        let phi = rotationDegrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to reach: scale them up (F.6.6).
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        guard cx.isFinite, cy.isFinite else { path.line(to: p1); return }
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, min(64, Int(saturating: (abs(delta) / (.pi / 2)).rounded(.up))))
        let step = delta / Double(segments), k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> Point {
            Point(x: cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, y: cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: Double) -> Point {
            Point(x: -rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, y: -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        for i in 0..<segments {
            let t0 = theta1 + Double(i) * step, t1 = t0 + step
            let a = onEllipse(t0), b = onEllipse(t1), da = derivative(t0), db = derivative(t1)
            let end = i == segments - 1 ? p1 : b
            path.cubic(to: end, control1: Point(x: a.x + k * da.x, y: a.y + k * da.y),
                       control2: Point(x: b.x - k * db.x, y: b.y - k * db.y))
        }
    }
}
