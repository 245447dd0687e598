import WidgetGeometry

// Drawing a finished layer bent by an `ArcWarp`: each destination pixel centre is mapped back to
// the band (through the layer's points → pixels transform) and read bilinearly from the
// premultiplied pixels, transparent outside, as the projective warp does.

extension Pixmap {
    /// This pixmap (premultiplied) bent by `warp`, given in the coordinates `transform` maps to pixels.
    package func arcWarped(by warp: ArcWarp, transform: Transform) -> Pixmap? {
        guard let toItems = transform.inverted, nonTransparentBounds() != nil else { return self }
        guard var result = try? Pixmap(width: width, height: height) else { return nil }
        let w = width, h = height
        withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt32.self)
            result.withUnsafeMutablePixels { destination in
                for y in 0..<h {
                    for x in 0..<w {
                        let item = toItems.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        guard let band = warp.source(of: item) else { continue }
                        let pixel = transform.apply(band)
                        let sx = pixel.x - 0.5, sy = pixel.y - 0.5
                        guard sx > -1, sy > -1, sx < Double(w), sy < Double(h) else { continue }
                        destination[y * w + x] = Self.bilinear(source, width: w, height: h, x: sx, y: sy)
                    }
                }
            }
        }
        return result
    }
}
