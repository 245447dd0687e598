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
