import Foundation
import WidgetGeometry

/// What a layer is painted with.
package enum SVGPaint: Hashable, Sendable {
    /// `currentColor`: the color the icon is drawn in (a symbol's foreground, a template's tint).
    case current
    case color(RGBA)
}

/// The inherited presentation attributes (SVG 1.1 §11) as the walk carries them down the tree.
struct SVGStyle {
    var fill: SVGPaint? = .color(.black)    // SVG's initial fill is black
    var stroke: SVGPaint?
    var strokeWidth = 1.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var evenOdd = false
    var cap = LineCapValue.butt
    var join = LineJoinValue.miter
    var miterLimit = 4.0
    /// Not inherited in SVG but multiplied down the tree: group opacity applied to each layer.
    var opacity = 1.0
    /// The hierarchical level from SF Symbols template class names (`hierarchical-1:secondary`);
    /// 0 = primary.
    var level = 0

    /// This element's own attributes and `style` declarations over the inherited values.
    func applying(_ element: SVGElement) throws -> SVGStyle {
        var style = self
        var declarations = element.attributes
        if let inline = element.attributes["style"] {
            for item in inline.split(separator: ";") {
                let parts = item.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { declarations[parts[0]] = parts[1] }
            }
        }
        func fail(_ message: String) -> SVGError { SVGError(message: "<\(element.name)>: \(message)", line: element.line) }
        for (key, raw) in declarations {
            let value = raw.trimmingCharacters(in: .whitespaces)
            switch key {
            case "fill": style.fill = try SVGStyle.paint(value, fail)
            case "stroke": style.stroke = try SVGStyle.paint(value, fail)
            case "stroke-width": style.strokeWidth = try SVGStyle.length(value, fail)
            case "fill-opacity": style.fillOpacity = try SVGStyle.fraction(value, fail)
            case "stroke-opacity": style.strokeOpacity = try SVGStyle.fraction(value, fail)
            case "opacity": style.opacity *= try SVGStyle.fraction(value, fail)
            case "fill-rule": style.evenOdd = value == "evenodd"
            case "stroke-linecap": style.cap = LineCapValue(rawValue: value) ?? .butt
            case "stroke-linejoin": style.join = LineJoinValue(rawValue: value == "miter-clip" ? "miter" : value) ?? .miter
            case "stroke-miterlimit": style.miterLimit = max(1, try SVGStyle.length(value, fail))
            case "class":
                // SF Symbols templates name layers "hierarchical-0:primary", "…-1:secondary", "…-2:tertiary".
                if value.contains("tertiary") { style.level = 2 }
                else if value.contains("secondary") { style.level = 1 }
                else if value.contains("primary") { style.level = 0 }
            default: break
            }
        }
        return style
    }

    static func fraction(_ value: String, _ fail: (String) -> SVGError) throws -> Double {
        let trimmed = value.hasSuffix("%") ? String(value.dropLast()) : value
        guard let number = Double(trimmed), number.isFinite else { throw fail("opacity \"\(value)\" is not a number") }
        return min(max(value.hasSuffix("%") ? number / 100 : number, 0), 1)
    }

    static func length(_ value: String, _ fail: (String) -> SVGError) throws -> Double {
        let trimmed = value.hasSuffix("px") ? String(value.dropLast(2)) : value
        guard let number = Double(trimmed), number.isFinite, number >= 0 else {
            throw fail("length \"\(value)\" is not a non-negative number (units other than px are not supported)")
        }
        return number
    }

    /// `none`, `currentColor`, `#rgb`, `#rrggbb`, `rgb(r, g, b)` and the few color keywords icons use.
    static func paint(_ value: String, _ fail: (String) -> SVGError) throws -> SVGPaint? {
        switch value.lowercased() {
        case "none", "transparent": return nil
        case "currentcolor", "inherit": return .current
        case "black": return .color(.black)
        case "white": return .color(.white)
        case "red": return .color(RGBA(red: 1, green: 0, blue: 0))
        case "green": return .color(RGBA(red: 0, green: 128.0 / 255, blue: 0))
        case "blue": return .color(RGBA(red: 0, green: 0, blue: 1))
        case "gray", "grey": return .color(RGBA(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
        default: break
        }
        if value.hasPrefix("#") {
            var hex = Array(value.dropFirst())
            if hex.count == 3 { hex = hex.flatMap { [$0, $0] } }
            guard hex.count == 6, let code = UInt32(String(hex), radix: 16) else { throw fail("color \"\(value)\" is not #rgb or #rrggbb") }
            return .color(RGBA(r8: UInt8(code >> 16 & 0xFF), g8: UInt8(code >> 8 & 0xFF), b8: UInt8(code & 0xFF)))
        }
        if value.hasPrefix("rgb(") && value.hasSuffix(")") {
            let parts = value.dropFirst(4).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let components = parts.compactMap { part -> Double? in
                part.hasSuffix("%") ? Double(part.dropLast()).map { $0 / 100 } : Double(part).map { $0 / 255 }
            }
            guard components.count == 3, parts.count == 3 else { throw fail("color \"\(value)\" is not rgb(r, g, b)") }
            let c = components.map { min(max($0, 0), 1) }
            return .color(RGBA(red: c[0], green: c[1], blue: c[2]))
        }
        if value.hasPrefix("url(") { throw fail("gradients and patterns (\(value)) are not supported") }
        throw fail("unknown color \"\(value)\"")
    }
}

/// The `transform` attribute: matrix, translate, scale, rotate (with an optional center), skewX, skewY.
enum SVGTransformList {
    static func parse(_ text: String, _ fail: (String) -> SVGError) throws -> Transform {
        var result = Transform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n\r"))
            guard let close = rest[open...].firstIndex(of: ")") else { throw fail("transform \"\(text)\" is missing ')'") }
            let arguments: [Double]
            do { arguments = try SVGPathData.numbers(String(rest[rest.index(after: open)..<close])) } catch {
                throw fail("transform \"\(text)\" has a bad number")
            }
            let item: Transform
            func need(_ counts: [Int]) throws {
                guard counts.contains(arguments.count) else { throw fail("\(name)() takes \(counts.map(String.init).joined(separator: " or ")) numbers") }
            }
            switch name {
            case "matrix":
                try need([6])
                item = Transform(a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3], tx: arguments[4], ty: arguments[5])
            case "translate":
                try need([1, 2]); item = .translation(x: arguments[0], y: arguments.count > 1 ? arguments[1] : 0)
            case "scale":
                try need([1, 2]); item = .scale(x: arguments[0], y: arguments.count > 1 ? arguments[1] : arguments[0])
            case "rotate":
                try need([1, 3])
                let rotation = Transform.rotation(radians: arguments[0] * .pi / 180)
                item = arguments.count == 3 ? rotation.about(Point(x: arguments[1], y: arguments[2])) : rotation
            case "skewX":
                try need([1]); item = Transform(a: 1, b: 0, c: tan(arguments[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case "skewY":
                try need([1]); item = Transform(a: 1, b: tan(arguments[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default:
                throw fail("unknown transform \"\(name)\"")
            }
            // The list reads outermost first: the rightmost item applies first.
            result = item.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        guard rest.trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n\r")).isEmpty else {
            throw fail("transform \"\(text)\" has trailing text")
        }
        return result
    }
}
