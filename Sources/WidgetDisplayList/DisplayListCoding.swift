import WidgetGeometry
import WidgetResolved

// Readable JSON for the display list: `{"shape": {…}}` rather than Swift's synthesized
// `{"shape": {"_0": {…}}}` for enum cases with one unlabeled value. Keys are stable and sorted by
// `DisplayList.jsonData()`.

extension DisplayItem {
    private enum CodingKeys: String, CodingKey { case shape, text, image, layer }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a display item has exactly one of shape, text, image, layer"))
        }
        switch key {
        case .shape: self = .shape(try container.decode(ShapeOp.self, forKey: key))
        case .text: self = .text(try container.decode(TextOp.self, forKey: key))
        case .image: self = .image(try container.decode(ImageOp.self, forKey: key))
        case .layer: self = .layer(try container.decode(LayerOp.self, forKey: key))
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .shape(let op): try container.encode(op, forKey: .shape)
        case .text(let op): try container.encode(op, forKey: .text)
        case .image(let op): try container.encode(op, forKey: .image)
        case .layer(let op): try container.encode(op, forKey: .layer)
        }
    }
}

// A stroke keeps the flat JSON it had before it shared the raster's `StrokeStyleValue`
// (`paint`, `lineWidth`, `cap`, `join`, `miterLimit`, `dash`, and `dashPhase` only when it is not
// zero, as resolve leaves it nil then): a golden's recorded inputs hash (the themed list's JSON,
// docs/golden-testing.md) stays valid, so a later difference is still diagnosed correctly.
extension StrokeOp {
    private enum CodingKeys: String, CodingKey { case paint, lineWidth, cap, join, miterLimit, dash, dashPhase }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(paint: try container.decode(Paint.self, forKey: .paint),
                  style: StrokeStyleValue(width: try container.decode(Double.self, forKey: .lineWidth),
                                          cap: try container.decode(LineCapValue.self, forKey: .cap),
                                          join: try container.decode(LineJoinValue.self, forKey: .join),
                                          miterLimit: try container.decode(Double.self, forKey: .miterLimit),
                                          dash: try container.decode([Double].self, forKey: .dash),
                                          dashPhase: try container.decodeIfPresent(Double.self, forKey: .dashPhase) ?? 0))
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(paint, forKey: .paint)
        try container.encode(style.width, forKey: .lineWidth)
        try container.encode(style.cap, forKey: .cap)
        try container.encode(style.join, forKey: .join)
        try container.encode(style.miterLimit, forKey: .miterLimit)
        try container.encode(style.dash, forKey: .dash)
        if style.dashPhase != 0 { try container.encode(style.dashPhase, forKey: .dashPhase) }
    }
}
