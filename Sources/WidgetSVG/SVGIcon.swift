import Foundation
import WidgetGeometry

/// One drawable element after its ancestors' transforms and styles: a path in user units (viewBox
/// origin at 0,0) with its fill and stroke.
package struct SVGLayer: Hashable, Sendable {
    package var path: VectorPath
    package var fill: SVGPaint?
    package var fillOpacity: Double
    package var evenOdd: Bool
    package var stroke: SVGPaint?
    /// In user units, scaled by the element's transform (the geometric mean of its axis scales).
    package var strokeWidth: Double
    package var strokeOpacity: Double
    package var cap: LineCapValue
    package var join: LineJoinValue
    package var miterLimit: Double
    /// The product of the element's and its groups' `opacity`.
    package var opacity: Double
    /// 0 primary, 1 secondary, 2 tertiary (hierarchical and palette rendering).
    package var level: Int
}

/// A parsed SVG: its drawing box (the viewBox, or width × height) and its layers in paint order.
package struct SVGIcon: Hashable, Sendable {
    /// Width and height of the viewBox in user units.
    package var size: Size
    /// The `width` and `height` attributes in px (= points for an image), when both are given.
    package var declaredSize: Size?
    package var layers: [SVGLayer]

    static let maximumBytes = 2_000_000

    /// Parses `text`; a problem is an `SVGError` with the line where it is.
    package init(parsing text: String) throws {
        guard text.utf8.count <= SVGIcon.maximumBytes else {
            throw SVGError(message: "file is larger than \(SVGIcon.maximumBytes / 1_000_000) MB", line: nil)
        }
        var reader = SVGXMLReader(text)
        let root = try reader.parseDocument()
        guard root.name == "svg" else { throw SVGError(message: "root element is <\(root.name)>, not <svg>", line: root.line) }
        func fail(_ message: String) -> SVGError { SVGError(message: "<svg>: \(message)", line: root.line) }
        var origin = Point(x: 0, y: 0)
        if let width = root.attributes["width"], let height = root.attributes["height"],
           let w = try? SVGStyle.length(width, fail), let h = try? SVGStyle.length(height, fail), w > 0, h > 0 {
            declaredSize = Size(width: w, height: h)
        }
        if let viewBox = root.attributes["viewBox"] {
            let values = (try? SVGPathData.numbers(viewBox)) ?? []
            guard values.count == 4, values[2] > 0, values[3] > 0 else { throw fail("viewBox \"\(viewBox)\" is not 4 numbers with a positive size") }
            origin = Point(x: values[0], y: values[1])
            size = Size(width: values[2], height: values[3])
        } else if let width = root.attributes["width"], let height = root.attributes["height"],
                  let w = try? SVGStyle.length(width, fail), let h = try? SVGStyle.length(height, fail), w > 0, h > 0 {
            size = Size(width: w, height: h)
        } else {
            throw fail("has neither a viewBox nor a width and height")
        }
        var layers: [SVGLayer] = []
        try SVGIcon.walk(root, style: SVGStyle(), transform: .translation(x: -origin.x, y: -origin.y), into: &layers)
        self.layers = layers
    }

    package init(size: Size, layers: [SVGLayer]) { self.size = size; self.layers = layers }

    /// Collects the drawable descendants of `element` in document order.
    private static func walk(_ element: SVGElement, style inherited: SVGStyle, transform parent: Transform,
                             into layers: inout [SVGLayer]) throws {
        func fail(_ message: String) -> SVGError { SVGError(message: "<\(element.name)>: \(message)", line: element.line) }
        if element.attributes["display"] == "none" || element.attributes["visibility"] == "hidden" { return }
        let style = try inherited.applying(element)
        let own = try element.attributes["transform"].map { try SVGTransformList.parse($0, fail) } ?? .identity
        let transform = own.concatenating(parent)
        switch element.name {
        case "svg", "g", "a":
            for child in element.children {
                try walk(child, style: style, transform: transform, into: &layers)
            }
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            guard let geometry = try SVGShapes.path(of: element, fail), !geometry.isEmpty else { return }
            let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
            let isLine = element.name == "line" || element.name == "polyline"
            layers.append(SVGLayer(
                path: geometry.transformed(by: transform), fill: isLine && element.name == "line" ? nil : style.fill,
                fillOpacity: style.fillOpacity, evenOdd: style.evenOdd, stroke: style.stroke,
                strokeWidth: style.strokeWidth * scale, strokeOpacity: style.strokeOpacity,
                cap: style.cap, join: style.join, miterLimit: style.miterLimit, opacity: style.opacity, level: style.level))
        case "defs", "title", "desc", "metadata", "style", "clipPath", "mask", "symbol", "linearGradient",
             "radialGradient", "text", "filter":
            // Not drawn directly (defs, metadata), or outside the subset; icon templates do not draw with them.
            return
        default:
            return  // editor elements (sodipodi:, inkscape:) and anything else that does not draw
        }
    }
}

/// The basic shapes (SVG 1.1 §9) as paths in their own user units.
enum SVGShapes {
    static func path(of element: SVGElement, _ fail: (String) -> SVGError) throws -> VectorPath? {
        func number(_ key: String, default value: Double? = 0) throws -> Double {
            guard let raw = element.attributes[key] else {
                guard let value else { throw fail("missing attribute \(key)") }
                return value
            }
            return try SVGStyle.lengthAllowingNegative(raw, key, fail)
        }
        switch element.name {
        case "path":
            guard let d = element.attributes["d"] else { return nil }
            var parser = SVGPathData(d)
            do { return try parser.parse() } catch let error as SVGError { throw fail(error.message) }
        case "rect":
            let x = try number("x"), y = try number("y"), w = try number("width"), h = try number("height")
            guard w > 0, h > 0 else { return nil }
            var rx = element.attributes["rx"] != nil ? try number("rx") : nil
            var ry = element.attributes["ry"] != nil ? try number("ry") : nil
            rx = rx ?? ry; ry = ry ?? rx
            let cornerX = min(max(rx ?? 0, 0), w / 2), cornerY = min(max(ry ?? 0, 0), h / 2)
            var path = VectorPath()
            if cornerX == 0 || cornerY == 0 {
                path.move(to: Point(x: x, y: y)); path.line(to: Point(x: x + w, y: y))
                path.line(to: Point(x: x + w, y: y + h)); path.line(to: Point(x: x, y: y + h)); path.close()
                return path
            }
            let k = 0.5522847498
            path.move(to: Point(x: x + cornerX, y: y))
            path.line(to: Point(x: x + w - cornerX, y: y))
            path.cubic(to: Point(x: x + w, y: y + cornerY), control1: Point(x: x + w - cornerX + k * cornerX, y: y),
                       control2: Point(x: x + w, y: y + cornerY - k * cornerY))
            path.line(to: Point(x: x + w, y: y + h - cornerY))
            path.cubic(to: Point(x: x + w - cornerX, y: y + h), control1: Point(x: x + w, y: y + h - cornerY + k * cornerY),
                       control2: Point(x: x + w - cornerX + k * cornerX, y: y + h))
            path.line(to: Point(x: x + cornerX, y: y + h))
            path.cubic(to: Point(x: x, y: y + h - cornerY), control1: Point(x: x + cornerX - k * cornerX, y: y + h),
                       control2: Point(x: x, y: y + h - cornerY + k * cornerY))
            path.line(to: Point(x: x, y: y + cornerY))
            path.cubic(to: Point(x: x + cornerX, y: y), control1: Point(x: x, y: y + cornerY - k * cornerY),
                       control2: Point(x: x + cornerX - k * cornerX, y: y))
            path.close()
            return path
        case "circle", "ellipse":
            let cx = try number("cx"), cy = try number("cy")
            let rx = element.name == "circle" ? try number("r") : try number("rx")
            let ry = element.name == "circle" ? rx : try number("ry")
            guard rx > 0, ry > 0 else { return nil }
            return .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var path = VectorPath()
            path.move(to: Point(x: try number("x1"), y: try number("y1")))
            path.line(to: Point(x: try number("x2"), y: try number("y2")))
            return path
        case "polyline", "polygon":
            let values: [Double]
            do { values = try SVGPathData.numbers(element.attributes["points"] ?? "") } catch { throw fail("points is not a list of numbers") }
            guard values.count >= 4 else { return nil }
            var path = VectorPath()
            path.move(to: Point(x: values[0], y: values[1]))
            for i in stride(from: 2, to: values.count - 1, by: 2) { path.line(to: Point(x: values[i], y: values[i + 1])) }
            if element.name == "polygon" { path.close() }
            return path
        default:
            return nil
        }
    }
}

extension SVGStyle {
    static func lengthAllowingNegative(_ value: String, _ key: String, _ fail: (String) -> SVGError) throws -> Double {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
        guard let result = Double(number), result.isFinite else {
            throw fail("\(key) \"\(value)\" is not a number (units other than px are not supported)")
        }
        return result
    }
}
