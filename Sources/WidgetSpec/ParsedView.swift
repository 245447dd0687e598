import Foundation
import WidgetRender

/// A view as parsed, before the generic modifiers: Image and shapes keep their own type for
/// a moment, because SwiftUI defines `resizable()`, `fill(_:)` … on them and not on every view.
enum ParsedView {
    case view(ViewLowering)
    case image((LoweringContext) -> Image)
    case shape(ShapeBox)

    var lowering: ViewLowering {
        switch self {
        case .view(let lowering): return lowering
        case .image(let image): return { AnyView(image($0)) }
        case .shape(let shape): return { _ in shape.plain() }
        }
    }

    static let imageModifiers = ["resizable", "widgetAccentedRenderingMode", "renderingMode", "interpolation"]
    static let shapeModifiers = ["fill", "stroke", "strokeBorder", "trim"]

    /// Applies an Image- or shape-only modifier; the error names the kind of view it belongs to.
    func applying(_ name: String, _ value: SpecValue, of viewName: String, at key: SpecValue,
                  parser: SpecParser) throws -> ParsedView {
        switch self {
        case .image(let image) where Self.imageModifiers.contains(name):
            let change = try Self.imageModifier(name, value)
            return .image { change(image($0)) }
        case .shape(let shape) where name == "trim":
            // A trimmed shape is still a shape: fill and stroke may follow, as `.trim(…).stroke(…)`.
            return .shape(try Self.trimmed(shape, value))
        case .shape(let shape) where Self.shapeModifiers.contains(name):
            if name == "strokeBorder", !shape.insettable {
                throw key.error("'strokeBorder' needs an insettable shape; a trimmed shape or a Path takes 'stroke'")
            }
            return .view(try Self.shapeModifier(name, value, shape, parser: parser))
        default:
            let owner = Self.imageModifiers.contains(name) ? "Image" : "a shape (Rectangle, Circle, Capsule …)"
            throw key.error("'\(name)' applies only to \(owner), not to \(viewName)")
        }
    }

    private static func imageModifier(_ name: String, _ value: SpecValue) throws -> (Image) -> Image {
        switch name {
        case "resizable":
            let on = try value.bool(for: name)
            return { on ? $0.resizable() : $0 }
        case "widgetAccentedRenderingMode":
            let mode = try value.oneOf(SpecEnums.accentedRenderingMode, for: name)
            return { $0.widgetAccentedRenderingMode(mode) }
        case "renderingMode":
            let mode = try value.oneOf(SpecEnums.templateRenderingMode, for: name)
            return { $0.renderingMode(mode) }
        default:
            let quality = try value.oneOf(SpecEnums.interpolation, for: name)
            return { $0.interpolation(quality) }
        }
    }

    /// `fill: <style>`, `stroke: <style>` or `stroke: {style: …, lineWidth: …}` (same for strokeBorder).
    private static func shapeModifier(_ name: String, _ value: SpecValue, _ shape: ShapeBox,
                                      parser: SpecParser) throws -> ViewLowering {
        if name == "fill" {
            let style = try StyleParsing.style(value, for: name)
            return { _ in shape.fill(style) }
        }
        var style = AnyShapeStyle(ForegroundStyle())
        var strokeStyle = StrokeStyle()
        if value.isMapping {
            let fields = try value.fields(for: name, allowed: ["style"] + StrokeStyleParsing.fields)
            if let given = fields["style"] { style = try StyleParsing.style(given, for: "style") }
            // Each dash length is work for the stroker: counted like nodes (docs/security.md).
            if let dash = fields["dash"], dash.isSequence { try parser.budget.count(dash.items().count, at: dash) }
            strokeStyle = try StrokeStyleParsing.strokeStyle(fields)
        } else {
            style = try StyleParsing.style(value, for: name)
        }
        let inside = name == "strokeBorder"
        let chosen = style, stroke = strokeStyle
        return { _ in shape.stroke(chosen, stroke, inside) }
    }

    /// `trim: {from: 0, to: 0.75}` (fractions of the outline, 0…1, from ≤ to).
    private static func trimmed(_ shape: ShapeBox, _ value: SpecValue) throws -> ShapeBox {
        let fields = try value.fields(for: "trim", allowed: ["from", "to"])
        let from = try fields["from"]?.number(for: "from") ?? 0, to = try fields["to"]?.number(for: "to") ?? 1
        guard (0...1).contains(from), (0...1).contains(to), from <= to else {
            throw value.error("'trim' takes 0 ≤ from ≤ to ≤ 1, found from \(from) to \(to)")
        }
        return shape.trim(CGFloat(from), CGFloat(to))
    }
}

/// A built-in shape behind closures, so that the parser can hold any of them in one type.
struct ShapeBox {
    let plain: () -> AnyView
    let fill: (AnyShapeStyle) -> AnyView
    let stroke: (AnyShapeStyle, StrokeStyle, _ inside: Bool) -> AnyView
    let clip: (AnyView) -> AnyView
    let trim: (CGFloat, CGFloat) -> ShapeBox
    /// strokeBorder needs an InsettableShape (a trimmed shape or a Path is not one, as in SwiftUI).
    let insettable: Bool

    init<S: InsettableShape>(_ shape: S) {
        plain = { AnyView(shape) }
        fill = { AnyView(shape.fill($0)) }
        stroke = { style, stroke, inside in
            inside ? AnyView(shape.strokeBorder(style, style: stroke)) : AnyView(shape.stroke(style, style: stroke))
        }
        clip = { AnyView($0.clipShape(shape)) }
        trim = { ShapeBox(notInsettable: shape.trim(from: $0, to: $1)) }
        insettable = true
    }

    init<S: Shape>(notInsettable shape: S) {
        plain = { AnyView(shape) }
        fill = { AnyView(shape.fill($0)) }
        stroke = { style, stroke, _ in AnyView(shape.stroke(style, style: stroke)) }
        clip = { AnyView($0.clipShape(shape)) }
        trim = { ShapeBox(notInsettable: shape.trim(from: $0, to: $1)) }
        insettable = false
    }
}
