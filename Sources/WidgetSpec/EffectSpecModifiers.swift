import Foundation
import WidgetRender

// The effect and compositing modifiers in specs (issue #14): blend modes, color filters, blur,
// mask, compositingGroup, zIndex, rotation3DEffect and position, each lowering to the DSL modifier
// of the same name with the same arguments, so that spec and Swift draw the same pixels.

enum EffectSpecModifiers {
    typealias M = ModifierCatalog

    static let blendMode: KeyValuePairs<String, BlendMode> = [
        "normal": .normal, "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken,
        "lighten": .lighten, "colorDodge": .colorDodge, "colorBurn": .colorBurn, "softLight": .softLight,
        "hardLight": .hardLight, "difference": .difference, "exclusion": .exclusion, "hue": .hue,
        "saturation": .saturation, "color": .color, "luminosity": .luminosity, "sourceAtop": .sourceAtop,
        "destinationOver": .destinationOver, "destinationOut": .destinationOut, "plusDarker": .plusDarker,
        "plusLighter": .plusLighter,
    ]

    static let all: [ModifierDefinition] = [
        M.choice("blendMode", blendMode) { AnyView($0.blendMode($1)) },
        M.flag("compositingGroup") { AnyView($0.compositingGroup()) },
        M.flag("drawingGroup") { AnyView($0.drawingGroup()) },
        M.simple("blur", .anyOf([.number, .object([("radius", .number), ("opaque", .boolean)], required: ["radius"])])) { spec in
            var radius: Double, opaque = false
            if spec.isMapping {
                let fields = try spec.fields(for: "blur", allowed: ["radius", "opaque"])
                guard let given = fields["radius"] else { throw spec.error("'blur' needs 'radius'") }
                radius = try given.nonNegative(for: "radius")
                opaque = try fields["opaque"]?.bool(for: "opaque") ?? false
            } else {
                radius = try spec.nonNegative(for: "blur")
            }
            let (r, o) = (CGFloat(radius), opaque)
            return { AnyView($0.blur(radius: r, opaque: o)) }
        },
        amount("saturation") { AnyView($0.saturation($1)) },
        amount("grayscale") { AnyView($0.grayscale($1)) },
        amount("brightness") { AnyView($0.brightness($1)) },
        amount("contrast") { AnyView($0.contrast($1)) },
        M.simple("hueRotation", .number) { spec in
            let degrees = try spec.number(for: "hueRotation")
            return { AnyView($0.hueRotation(.degrees(degrees))) }
        },
        M.simple("colorMultiply", .reference("color")) { spec in
            let color = try StyleParsing.color(spec, for: "colorMultiply")
            return { AnyView($0.colorMultiply(color)) }
        },
        M.flag("colorInvert") { AnyView($0.colorInvert()) },
        M.flag("luminanceToAlpha") { AnyView($0.luminanceToAlpha()) },
        M.simple("zIndex", .number) { spec in
            let value = try spec.number(for: "zIndex")
            return { AnyView($0.zIndex(value)) }
        },
        M.simple("position", .object([("x", .number), ("y", .number)])) { spec in
            let fields = try spec.fields(for: "position", allowed: ["x", "y"])
            let x = try fields["x"]?.number(for: "x") ?? 0, y = try fields["y"]?.number(for: "y") ?? 0
            return { AnyView($0.position(x: CGFloat(x), y: CGFloat(y))) }
        },
        M.simple("rotation3DEffect", .object([
            ("degrees", .number), ("axis", .object([("x", .number), ("y", .number), ("z", .number)])),
            ("anchor", .reference("unitPoint")), ("anchorZ", .number), ("perspective", .number),
        ], required: ["degrees", "axis"])) { spec in try rotation3D(spec) },
        ModifierDefinition(name: "mask", value: .anyOf([.reference("views"), .object([
            ("alignment", LayoutModifiers.alignmentShape), ("content", .reference("views")),
        ], required: ["content"])])) { parser, spec in
            var alignment = Alignment.center, content = spec
            // A view is capitalized (`mask: {Capsule: null}`); lowercase keys are `{alignment, content}`.
            if spec.isMapping, try !spec.entries(for: "mask").contains(where: { $0.key.first?.isUppercase == true }) {
                let fields = try spec.fields(for: "mask", allowed: ["alignment", "content"])
                alignment = try fields["alignment"].map { try $0.oneOf(SpecEnums.alignment, for: "alignment") } ?? .center
                guard let given = fields["content"] else { throw spec.error("'mask' needs 'content'") }
                content = given
            }
            let views = content.isSequence ? try parser.parseViews(content) : [try parser.parseView(content)]
            let chosen = alignment
            return { view, context in
                AnyView(view.mask(alignment: chosen) { WidgetModifiers.layerView(views, context) })
            }
        },
    ]

    /// A color filter's amount: any finite number (the DSL checks the range it allows).
    private static func amount(_ name: String, _ apply: @escaping (AnyView, Double) -> AnyView) -> ModifierDefinition {
        M.simple(name, .number) { spec in
            let value = try spec.number(for: name)
            return { apply($0, value) }
        }
    }

    /// `rotation3DEffect: {degrees: 30, axis: {x: 1, y: 0, z: 0}, anchor: center, anchorZ: 0, perspective: 1}`.
    private static func rotation3D(_ spec: SpecValue) throws -> (AnyView) -> AnyView {
        let fields = try spec.fields(for: "rotation3DEffect", allowed: ["degrees", "axis", "anchor", "anchorZ", "perspective"])
        guard let degreesValue = fields["degrees"] else { throw spec.error("'rotation3DEffect' needs 'degrees'") }
        guard let axisValue = fields["axis"] else { throw spec.error("'rotation3DEffect' needs 'axis' ({x, y, z})") }
        let degrees = try degreesValue.number(for: "degrees")
        let axisFields = try axisValue.fields(for: "axis", allowed: ["x", "y", "z"])
        let x = CGFloat(try axisFields["x"]?.number(for: "x") ?? 0), y = CGFloat(try axisFields["y"]?.number(for: "y") ?? 0)
        let z = CGFloat(try axisFields["z"]?.number(for: "z") ?? 0)
        guard x != 0 || y != 0 || z != 0 else { throw axisValue.error("'axis' must not be zero on every axis") }
        let anchor = try fields["anchor"].map { try StyleParsing.unitPoint($0, for: "anchor") } ?? .center
        let anchorZ = CGFloat(try fields["anchorZ"]?.number(for: "anchorZ") ?? 0)
        let perspective = CGFloat(try fields["perspective"]?.number(for: "perspective") ?? 1)
        return { AnyView($0.rotation3DEffect(.degrees(degrees), axis: (x: x, y: y, z: z), anchor: anchor,
                                             anchorZ: anchorZ, perspective: perspective)) }
    }
}
