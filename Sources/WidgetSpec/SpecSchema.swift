import WidgetRender

/// The JSON Schema (draft 2020-12) of the spec format, generated from the view and modifier
/// catalogs so that editors complete exactly the names the parser accepts.
/// `docs/spec.schema.json` is this text (a test keeps them equal; `widget-render schema` prints it).
package enum SpecSchema {
    package static func jsonText() -> String { document.rendered() + "\n" }

    private static var document: JSONText {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://widget-render.dev/spec.schema.json")),
            ("title", .string("widget-render spec")),
            ("description", .string("Widgets written with SwiftUI's view and modifier names; see docs/spec.md.")),
            ("type", .string("object")),
            ("properties", .object([
                ("$schema", .object([("type", .string("string"))])),
                ("renderDate", .object([("type", .string("string")), ("format", .string("date-time"))])),
                ("assets", .object([("type", .string("string")), ("description", .string("Folder of images, relative to the spec file."))])),
                ("assetCatalog", .object([("type", .string("string")), ("description", .string("An Xcode asset catalog (Assets.xcassets), relative to the spec file: images, color sets, symbol sets."))])),
                ("localizations", .object([("type", .string("string")), ("description", .string("A folder of xx.lproj (.strings, .stringsdict) and/or .xcstrings files, relative to the spec file: translations of Text keys for the axes' locales."))])),
                ("symbols", .object([("type", .string("object")), ("additionalProperties", .object([("type", .string("string"))])),
                                     ("description", .string("Custom symbols: name → SVG file, relative to the spec file."))])),
                ("devices", .object([("type", .string("array")), ("items", enumeration(Device.all.map(\.id)))])),
                ("themes", .object([("type", .string("array")), ("items", themeName)])),
                ("axes", .object([("type", .string("array")), ("items", shape(SpecAxes.shape)),
                                  ("description", .string("Environment settings to render in besides the themes; see docs/spec.md."))])),
                ("components", .object([
                    ("type", .string("object")),
                    ("propertyNames", .object([("pattern", .string("^[A-Z][A-Za-z0-9]*$"))])),
                    ("additionalProperties", .object([("anyOf", .array([
                        reference("view"),
                        object([("parameters", .list(.string)), ("body", .reference("view"))], required: ["body"]),
                    ]))])),
                ])),
                ("widgets", .object([("type", .string("array")), ("items", reference("widget"))])),
                ("activities", .object([("type", .string("array")), ("items", reference("activity"))])),
                ("controls", .object([("type", .string("array")), ("items", reference("control"))])),
            ])),
            ("anyOf", .array(["widgets", "activities", "controls"].map { .object([("required", .array([.string($0)]))]) })),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
    }

    private static var definitions: [(String, JSONText)] {
        [
            ("widget", object([
                ("name", .string), ("title", .string),
                ("families", .list(.enumeration(WidgetFamily.allCases.map(\.description)))),
                ("entries", .list(.object([("name", .string), ("date", .string),
                                           ("values", .reference("values"))], required: ["name"]))),
                ("body", .reference("view")),
            ], required: ["name", "families", "body"])),
            ("activity", object([
                ("name", .string), ("title", .string), ("attributes", .reference("values")),
                ("states", .list(.object([("name", .string), ("date", .string), ("values", .reference("values"))], required: ["name"]))),
                ("lockScreen", .reference("view")), ("small", .reference("view")),
                ("backgroundTint", .reference("color")), ("systemActionForegroundColor", .reference("color")),
                ("dynamicIsland", .object([
                    ("expanded", .object(SpecActivity.regions.map { ($0.key, ValueShape.reference("view")) })),
                    ("compactLeading", .reference("view")), ("compactTrailing", .reference("view")),
                    ("minimal", .reference("view")), ("keylineTint", .reference("color")),
                ], required: ["compactLeading", "compactTrailing", "minimal"])),
            ], required: ["name", "lockScreen", "dynamicIsland"])),
            ("control", object([
                ("name", .string), ("title", .string), ("kind", .enumeration(["button", "toggle"])),
                ("symbol", .string), ("onSymbol", .string),
                ("value", .object([("off", .string), ("on", .string)], required: ["off", "on"])),
                ("tint", .reference("color")), ("displayName", .string), ("actionHint", .string),
            ], required: ["name", "title", "symbol"])),
            ("values", .object([("type", .string("object")), ("additionalProperties", .object([
                ("type", .array([.string("string"), .string("number"), .string("boolean")])),
            ]))])),
            ("view", view),
            ("views", shape(.anyOf([.reference("view"), .list(.reference("view"))]))),
            ("modifier", .object([
                ("type", .string("object")), ("minProperties", .number(1)), ("maxProperties", .number(2)),
                ("properties", .object(ModifierCatalog.all.map { ($0.name, shape($0.value)) } + [("if", reference("condition"))])),
                ("additionalProperties", .bool(false)),
            ])),
            ("condition", condition),
            ("text", shape(.anyOf([.string, .number, textPiece, localizedPiece] + SpecTextPieces.shapes
                                   + [.list(.anyOf([.string, .number, textPiece, localizedPiece] + SpecTextPieces.shapes))]))),
            ("color", shape(.anyOf([
                .enumeration(SpecEnums.names(SpecEnums.color)),
                .string,
                .object([("color", .reference("color")), ("asset", .string)] + ["red", "green", "blue", "white", "hue", "saturation",
                                                             "brightness", "opacity"].map { ($0, ValueShape.number) }),
            ]))),
            ("style", shape(.anyOf([.enumeration(StyleParsing.styleKeywords), .reference("color"),
                                    .object(StyleParsing.gradientNames.map { ($0, .reference($0)) } + [("gradient", .reference("color"))])]))),
            ("font", shape(.anyOf([.enumeration(SpecEnums.names(SpecEnums.textStyle)), .object([
                ("style", .enumeration(SpecEnums.names(SpecEnums.textStyle))), ("size", .number), ("custom", .string),
                ("weight", .enumeration(SpecEnums.names(SpecEnums.fontWeight))),
                ("design", .enumeration(SpecEnums.names(SpecEnums.fontDesign))), ("italic", .boolean),
                ("monospacedDigit", .boolean),
            ])]))),
            ("unitPoint", shape(.anyOf([.enumeration(SpecEnums.names(SpecEnums.unitPoint)),
                                        .object([("x", .number), ("y", .number)], required: ["x", "y"])]))),
            ("shape", shape(.anyOf([.enumeration(ViewCatalog.shapeNames),
                                    .object(ViewCatalog.all.filter { ViewCatalog.shapeNames.contains($0.name) }
                                        .map { ($0.name, $0.argument) })]))),
        ] + StyleParsing.gradientNames.map { kind in
            (kind, object((StyleParsing.gradientFields[kind] ?? []).map { field -> (String, ValueShape) in
                switch field {
                case "colors": return (field, .list(.reference("color")))
                case "stops": return (field, .list(.object([("color", .reference("color")), ("location", .number)])))
                case "startPoint", "endPoint", "center": return (field, .reference("unitPoint"))
                default: return (field, .number)
                }
            }))
        }
    }

    /// `Theme.nameForms`: plain names, and `base(<color>)` forms as a pattern.
    private static var themeName: JSONText {
        let plain = Theme.nameForms.filter { !$0.contains("(") }
        let bases = Theme.nameForms.filter { $0.contains("(") }.map { form in
            String(form.prefix { $0 != "(" }).replacingOccurrences(of: ".", with: "\\.")
        }
        return .object([("anyOf", .array([
            enumeration(plain),
            .object([("type", .string("string")), ("pattern", .string("^(" + bases.joined(separator: "|") + ")\\(.+\\)$"))]),
        ]))])
    }

    private static let textPiece = ValueShape.object([
        ("date", .string), ("style", .enumeration(SpecEnums.names(SpecEnums.dateStyle))),
    ], required: ["date"])

    /// `Text: {key: "%lld cups", arguments: [3], table: Widgets}` (docs/localization.md).
    private static let localizedPiece = ValueShape.object([
        ("key", .string), ("arguments", .list(.anyOf([.string, .number]))), ("table", .string),
    ], required: ["key"])

    /// A view: a bare name, or a mapping of one view name (or component), modifiers, `if` and `else`.
    private static var view: JSONText {
        let bare = ViewCatalog.all.filter { definition in
            if case .null = definition.argument { return true }
            if case .anyOf(let options) = definition.argument { return options.contains { if case .null = $0 { return true } else { return false } } }
            return false
        }.map(\.name)
        var properties: [(String, JSONText)] = ViewCatalog.all.map { ($0.name, shape($0.argument)) }
        properties += [("resizable", shape(.boolean)),
                       ("widgetAccentedRenderingMode", shape(.enumeration(SpecEnums.names(SpecEnums.accentedRenderingMode)))),
                       ("renderingMode", shape(.enumeration(SpecEnums.names(SpecEnums.templateRenderingMode)))),
                       ("interpolation", shape(.enumeration(SpecEnums.names(SpecEnums.interpolation)))),
                       ("fill", reference("style")),
                       ("stroke", shape(.anyOf([.reference("style"), .object([("style", .reference("style"))] + StrokeStyleParsing.shapes)]))),
                       ("strokeBorder", shape(.anyOf([.reference("style"), .object([("style", .reference("style"))] + StrokeStyleParsing.shapes)]))),
                       ("trim", shape(.object([("from", .number), ("to", .number)])))]
        properties += ModifierCatalog.all.map { ($0.name, shape($0.value)) }
        properties += [("if", reference("condition")), ("else", reference("view"))]
        return .object([("anyOf", .array([
            enumeration(bare + ["Spacer"]),
            .object([
                ("type", .string("object")), ("minProperties", .number(1)),
                ("properties", .object(properties)),
                ("patternProperties", .object([("^[A-Z][A-Za-z0-9]*$", .object([]))])),
                ("additionalProperties", .bool(false)),
            ]),
        ]))])
    }

    private static var condition: JSONText {
        var properties: [(String, JSONText)] = SpecCondition.keys.map { key in
            let values: JSONText = key.values == ["true", "false"] ? .object([("type", .string("boolean"))]) : enumeration(key.values)
            return (key.name, .object([("anyOf", .array([values, .object([("type", .string("array")), ("items", values)])]))]))
        }
        properties.append(("not", reference("condition")))
        properties.append(("anyOf", .object([("type", .string("array")), ("items", reference("condition"))])))
        return .object([("type", .string("object")), ("properties", .object(properties)), ("additionalProperties", .bool(false))])
    }

    // MARK: ValueShape → JSON Schema

    private static func shape(_ shape: ValueShape) -> JSONText {
        switch shape {
        case .string: return .object([("type", .string("string"))])
        case .number: return .object([("type", .string("number"))])
        case .numberOrInfinity:
            return .object([("anyOf", .array([.object([("type", .string("number"))]), .object([("const", .string("infinity"))])]))])
        case .integer: return .object([("type", .string("integer"))])
        case .boolean, .flag: return .object([("type", .string("boolean"))])
        case .null: return .object([("type", .string("null"))])
        case .enumeration(let names): return enumeration(names)
        case .reference(let name): return reference(name)
        case .object(let fields, let required): return object(fields, required: required)
        case .list(let item): return .object([("type", .string("array")), ("items", self.shape(item))])
        case .anyOf(let options): return .object([("anyOf", .array(options.map(self.shape)))])
        }
    }

    private static func object(_ fields: [(name: String, shape: ValueShape)], required: [String] = []) -> JSONText {
        var parts: [(String, JSONText)] = [("type", .string("object"))]
        if !fields.isEmpty {
            parts.append(("properties", .object(fields.map { ($0.name, shape($0.shape)) })))
            parts.append(("additionalProperties", .bool(false)))
        }
        if !required.isEmpty { parts.append(("required", .array(required.map(JSONText.string)))) }
        return .object(parts)
    }

    private static func enumeration(_ names: [String]) -> JSONText { .object([("enum", .array(names.map(JSONText.string)))]) }
    private static func reference(_ name: String) -> JSONText { .object([("$ref", .string("#/$defs/\(name)"))]) }
}
