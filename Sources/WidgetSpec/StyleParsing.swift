import Foundation
import WidgetRender

/// Colors, shape styles, gradients, fonts and unit points, spelled as SwiftUI spells them:
/// `red`, `"#FF9500"`, `{red: 0.9, green: 0.8, blue: 0.7}`, `{color: black, opacity: 0.75}`,
/// `secondary`, `{LinearGradient: {colors: [...], startPoint: top, endPoint: bottom}}`,
/// `caption`, `{style: title3, weight: bold}`, `{size: 28, weight: bold, design: rounded}`;
/// `{asset: BrandPrimary}` is `Color("BrandPrimary")` from the asset catalog (`assetCatalog:`).
enum StyleParsing {
    static let gradientNames = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    // MARK: Colors

    static func color(_ value: SpecValue, for name: String) throws -> Color {
        if value.isMapping { return try colorMapping(value, for: name) }
        let text = try value.string(for: name)
        if text.hasPrefix("#") {
            guard RGBA(hex: text) != nil else {
                throw value.error("'\(name)': \"\(text)\" is not a color (use #RGB, #RRGGBB or #RRGGBBAA)")
            }
            return Color(hex: text)
        }
        return try value.oneOf(SpecEnums.color, for: name)
    }

    private static func colorMapping(_ value: SpecValue, for name: String) throws -> Color {
        let fields = try value.fields(for: name, allowed: ["color", "asset", "red", "green", "blue", "white", "hue",
                                                           "saturation", "brightness", "opacity"])
        func component(_ key: String) throws -> Double {
            guard let given = fields[key] else { throw value.error("'\(name)' needs '\(key)'") }
            return try given.number(for: key)
        }
        let opacity = try fields["opacity"].map { try $0.number(for: "opacity") }
        if let asset = fields["asset"] {
            // Checked when the widget resolves, against the renderer's catalog (its error lists the names).
            let color = Color(try asset.string(for: "asset"))
            return opacity.map { color.opacity($0) } ?? color
        }
        if let base = fields["color"] {
            let color = try self.color(base, for: "color")
            return opacity.map { color.opacity($0) } ?? color
        }
        if fields["white"] != nil { return Color(white: try component("white"), opacity: opacity ?? 1) }
        if fields["hue"] != nil {
            return Color(hue: try component("hue"), saturation: try component("saturation"),
                         brightness: try component("brightness"), opacity: opacity ?? 1)
        }
        return Color(red: try component("red"), green: try component("green"), blue: try component("blue"),
                     opacity: opacity ?? 1)
    }

    // MARK: Shape styles

    static func style(_ value: SpecValue, for name: String) throws -> AnyShapeStyle {
        if value.isMapping {
            let entries = try value.entries(for: name)
            if entries.count == 1, gradientNames.contains(entries[0].key) {
                return try gradient(entries[0].key, entries[0].value).style
            }
            if entries.count == 1, entries[0].key == "gradient" {
                return AnyShapeStyle(try color(entries[0].value, for: "gradient").gradient)
            }
            return AnyShapeStyle(try color(value, for: name))
        }
        let text = try value.string(for: name)
        if let level = SpecEnums.hierarchical.first(where: { $0.key == text }) { return AnyShapeStyle(level.value) }
        if let material = SpecEnums.material.first(where: { $0.key == text }) { return AnyShapeStyle(material.value) }
        if text == "tint" { return AnyShapeStyle(TintShapeStyle()) }
        if text == "separator" { return AnyShapeStyle(SeparatorShapeStyle()) }
        if text == "foreground" { return AnyShapeStyle(ForegroundStyle()) }
        return AnyShapeStyle(try color(value, for: name))
    }

    static let styleKeywords = SpecEnums.names(SpecEnums.hierarchical) + SpecEnums.names(SpecEnums.material)
        + ["tint", "foreground", "separator"]

    // MARK: Gradients

    static let gradientFields: [String: [String]] = [
        "LinearGradient": ["colors", "stops", "startPoint", "endPoint"],
        "RadialGradient": ["colors", "stops", "center", "startRadius", "endRadius"],
        "AngularGradient": ["colors", "stops", "center", "startAngle", "endAngle"],
        "EllipticalGradient": ["colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"],
    ]

    /// A gradient is both a shape style (`fill:`) and a view (`containerBackground:`).
    enum ParsedGradient {
        case linear(LinearGradient)
        case radial(RadialGradient)
        case angular(AngularGradient)
        case elliptical(EllipticalGradient)

        var style: AnyShapeStyle {
            switch self {
            case .linear(let gradient): return AnyShapeStyle(gradient)
            case .radial(let gradient): return AnyShapeStyle(gradient)
            case .angular(let gradient): return AnyShapeStyle(gradient)
            case .elliptical(let gradient): return AnyShapeStyle(gradient)
            }
        }

        var view: AnyView {
            switch self {
            case .linear(let gradient): return AnyView(gradient)
            case .radial(let gradient): return AnyView(gradient)
            case .angular(let gradient): return AnyView(gradient)
            case .elliptical(let gradient): return AnyView(gradient)
            }
        }
    }

    static func gradient(_ kind: String, _ value: SpecValue) throws -> ParsedGradient {
        let fields = try value.fields(for: kind, allowed: gradientFields[kind] ?? [])
        let gradient: Gradient
        if let stops = fields["stops"] {
            gradient = Gradient(stops: try stops.items().map { stop in
                let parts = try stop.fields(for: "stops", allowed: ["color", "location"])
                guard let color = parts["color"], let location = parts["location"] else {
                    throw stop.error("a gradient stop needs 'color' and 'location'")
                }
                return Gradient.Stop(color: try self.color(color, for: "color"),
                                     location: CGFloat(try location.number(for: "location")))
            })
        } else if let colors = fields["colors"] {
            guard colors.isSequence else { throw colors.typeError("a list of colors", for: "colors") }
            gradient = Gradient(colors: try colors.items().map { try color($0, for: "colors") })
        } else {
            throw value.error("'\(kind)' needs 'colors' or 'stops'")
        }
        func point(_ key: String, _ fallback: UnitPoint) throws -> UnitPoint {
            try fields[key].map { try unitPoint($0, for: key) } ?? fallback
        }
        func number(_ key: String, _ fallback: Double) throws -> Double {
            try fields[key].map { try $0.number(for: key) } ?? fallback
        }
        switch kind {
        case "LinearGradient":
            return .linear(LinearGradient(gradient: gradient, startPoint: try point("startPoint", .top),
                                          endPoint: try point("endPoint", .bottom)))
        case "RadialGradient":
            return .radial(RadialGradient(gradient: gradient, center: try point("center", .center),
                                          startRadius: CGFloat(try number("startRadius", 0)),
                                          endRadius: CGFloat(try number("endRadius", 100))))
        case "EllipticalGradient":
            return .elliptical(EllipticalGradient(gradient: gradient, center: try point("center", .center),
                                                  startRadiusFraction: CGFloat(try number("startRadiusFraction", 0)),
                                                  endRadiusFraction: CGFloat(try number("endRadiusFraction", 0.5))))
        default:
            return .angular(AngularGradient(gradient: gradient, center: try point("center", .center),
                                            startAngle: .degrees(try number("startAngle", 0)),
                                            endAngle: .degrees(try number("endAngle", 360))))
        }
    }

    /// A named point (`topLeading`) or `{x: 0.2, y: 0.8}`.
    static func unitPoint(_ value: SpecValue, for name: String) throws -> UnitPoint {
        if value.isMapping {
            let fields = try value.fields(for: name, allowed: ["x", "y"])
            guard let x = fields["x"], let y = fields["y"] else { throw value.error("'\(name)' needs 'x' and 'y'") }
            return UnitPoint(x: CGFloat(try x.number(for: "x")), y: CGFloat(try y.number(for: "y")))
        }
        return try value.oneOf(SpecEnums.unitPoint, for: name)
    }

    // MARK: Fonts

    static let fontFields = ["style", "size", "custom", "weight", "design", "italic", "monospacedDigit"]

    /// `files` resolves a custom font given as a path (`fonts/Brand.ttf`): against the spec's
    /// folder, and only inside the folders the spec may read.
    static func font(_ value: SpecValue, for name: String, files: SpecFiles) throws -> Font {
        guard value.isMapping else { return try value.oneOf(SpecEnums.textStyle, for: name) }
        let fields = try value.fields(for: name, allowed: fontFields)
        let weight = try fields["weight"].map { try $0.oneOf(SpecEnums.fontWeight, for: "weight") }
        let design = try fields["design"].map { try $0.oneOf(SpecEnums.fontDesign, for: "design") }
        var font: Font
        if let style = fields["style"] {
            guard fields["size"] == nil, fields["custom"] == nil else {
                throw style.error("a font has either 'style' or 'size', not both")
            }
            font = try style.oneOf(SpecEnums.textStyle, for: "style")
            if let design { font = Font.system(try textStyle(style), design: design, weight: weight) }
            else if let weight { font = font.weight(weight) }
        } else if let size = fields["size"] {
            let points = CGFloat(try size.nonNegative(for: "size"))
            if let custom = fields["custom"] {
                var face = try custom.string(for: "custom")
                let lower = face.lowercased()
                if face.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) {
                    face = try files.readable(face, what: "font", at: custom).path
                }
                font = Font.custom(face, size: points)
                if let weight { font = font.weight(weight) }
            } else {
                font = Font.system(size: points, weight: weight, design: design)
            }
        } else {
            throw value.error("a font needs 'style' (e.g. caption) or 'size'")
        }
        if try fields["italic"]?.bool(for: "italic") == true { font = font.italic() }
        if try fields["monospacedDigit"]?.bool(for: "monospacedDigit") == true { font = font.monospacedDigit() }
        return font
    }

    private static func textStyle(_ value: SpecValue) throws -> Font.TextStyle {
        let name = try value.string(for: "style")
        guard let style = Font.TextStyle(rawValue: name) else { throw value.error("unknown text style '\(name)'") }
        return style
    }
}
