// One paint vocabulary from the display list down: layout and appearance write these values into
// the display list and the raster shades them as they are, so no stage converts a paint.

/// A color or gradient in absolute user-space coordinates (the display list's points; the raster
/// maps them with the same transform as the path they fill). Colors are straight sRGB; the raster
/// premultiplies when it prepares a shader. Angles are degrees: SwiftUI's unit, kept in the list's
/// JSON; the raster's angular shader turns them into radians.
package enum Paint: Hashable, Sendable {
    case color(RGBA)
    /// Colors along the line start → end, padded with the end colors beyond it.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Colors by distance from `center`, from `startRadius` (location 0) to `endRadius` (location 1),
    /// padded beyond (SwiftUI's `RadialGradient`: both circles share the center).
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Colors by angle around `center`, in degrees clockwise on screen from +x (SwiftUI's
    /// `AngularGradient`); see `AngularGradientShader` for spans other than one full turn.
    case angularGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// Colors by elliptical distance from `center`: location 0 on the ellipse of radii
    /// (startFraction × radiusX, startFraction × radiusY), 1 on the one of endFraction, padded beyond
    /// (SwiftUI's `EllipticalGradient`).
    case ellipticalGradient(stops: [GradientStop], center: Point, radiusX: Double, radiusY: Double,
                            startFraction: Double, endFraction: Double)
    /// Colors interpolated across a mesh of colored vertices at absolute points (SwiftUI's
    /// `MeshGradient`), the background outside it.
    case meshGradient(MeshGrid)

    /// The color of a solid paint; nil for a gradient.
    package var solidColor: RGBA? {
        if case .color(let color) = self { return color }
        return nil
    }
}

// Readable JSON: `{"color": {…}}`, `{"linearGradient": {"stops": …, "start": …}}` rather than
// Swift's synthesized `_0` keys.
extension Paint: Codable {
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
