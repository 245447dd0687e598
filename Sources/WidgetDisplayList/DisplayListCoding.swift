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

extension Paint {
    private enum CodingKeys: String, CodingKey { case color, linearGradient, radialGradient, angularGradient, ellipticalGradient, meshGradient }
    private enum GradientKeys: String, CodingKey {
        case stops, start, end, center, startRadius, endRadius, startAngle, endAngle, radiusX, radiusY, startFraction, endFraction
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a paint has exactly one kind"))
        }
        if key == .meshGradient {
            self = .meshGradient(try container.decode(MeshGrid.self, forKey: key))
            return
        }
        func gradient() throws -> (KeyedDecodingContainer<GradientKeys>, [GradientStop]) {
            let g = try container.nestedContainer(keyedBy: GradientKeys.self, forKey: key)
            return (g, try g.decode([GradientStop].self, forKey: .stops))
        }
        switch key {
        case .color:
            self = .color(try container.decode(RGBA.self, forKey: key))
        case .linearGradient:
            let (g, stops) = try gradient()
            self = .linearGradient(stops: stops, start: try g.decode(Point.self, forKey: .start),
                                   end: try g.decode(Point.self, forKey: .end))
        case .radialGradient:
            let (g, stops) = try gradient()
            self = .radialGradient(stops: stops, center: try g.decode(Point.self, forKey: .center),
                                   startRadius: try g.decode(Double.self, forKey: .startRadius),
                                   endRadius: try g.decode(Double.self, forKey: .endRadius))
        case .angularGradient:
            let (g, stops) = try gradient()
            self = .angularGradient(stops: stops, center: try g.decode(Point.self, forKey: .center),
                                    startAngle: try g.decode(Double.self, forKey: .startAngle),
                                    endAngle: try g.decode(Double.self, forKey: .endAngle))
        case .ellipticalGradient:
            let (g, stops) = try gradient()
            self = .ellipticalGradient(stops: stops, center: try g.decode(Point.self, forKey: .center),
                                       radiusX: try g.decode(Double.self, forKey: .radiusX),
                                       radiusY: try g.decode(Double.self, forKey: .radiusY),
                                       startFraction: try g.decode(Double.self, forKey: .startFraction),
                                       endFraction: try g.decode(Double.self, forKey: .endFraction))
        case .meshGradient:
            preconditionFailure("decoded above")
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .color(let color):
            try container.encode(color, forKey: .color)
        case .linearGradient(let stops, let start, let end):
            var g = container.nestedContainer(keyedBy: GradientKeys.self, forKey: .linearGradient)
            try g.encode(stops, forKey: .stops); try g.encode(start, forKey: .start); try g.encode(end, forKey: .end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            var g = container.nestedContainer(keyedBy: GradientKeys.self, forKey: .radialGradient)
            try g.encode(stops, forKey: .stops); try g.encode(center, forKey: .center)
            try g.encode(startRadius, forKey: .startRadius); try g.encode(endRadius, forKey: .endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            var g = container.nestedContainer(keyedBy: GradientKeys.self, forKey: .angularGradient)
            try g.encode(stops, forKey: .stops); try g.encode(center, forKey: .center)
            try g.encode(startAngle, forKey: .startAngle); try g.encode(endAngle, forKey: .endAngle)
        case .ellipticalGradient(let stops, let center, let radiusX, let radiusY, let startFraction, let endFraction):
            var g = container.nestedContainer(keyedBy: GradientKeys.self, forKey: .ellipticalGradient)
            try g.encode(stops, forKey: .stops); try g.encode(center, forKey: .center)
            try g.encode(radiusX, forKey: .radiusX); try g.encode(radiusY, forKey: .radiusY)
            try g.encode(startFraction, forKey: .startFraction); try g.encode(endFraction, forKey: .endFraction)
        case .meshGradient(let mesh):
            try container.encode(mesh, forKey: .meshGradient)
        }
    }
}
