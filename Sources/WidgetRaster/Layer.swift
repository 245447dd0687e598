import WidgetGeometry

/// A drop shadow for a layer, in device pixels.
package struct Shadow: Hashable, Sendable {
    package var color: RGBA
    /// Blur standard deviation in pixels (see `Pixmap.blurred(radius:)`).
    package var radius: Double
    package var offset: Point
    package init(color: RGBA, radius: Double, offset: Point) { self.color = color; self.radius = radius; self.offset = offset }
}

extension Canvas {
    /// Composites a layer (a pixmap of this canvas' size, usually from `makeLayer()`): the layer is
    /// clipped by `mask`, its shadow (if any) drawn beneath it, and the result faded by `opacity` as
    /// one group, source-over. A layer of another size draws nothing.
    package mutating func drawLayer(_ layer: Pixmap, opacity: Double = 1, mask: Mask? = nil, shadow: Shadow? = nil) {
        guard layer.width == width, layer.height == height, opacity.isFinite, opacity > 0 else { return }
        var content = layer
        if let mask {
            guard mask.width == width, mask.height == height else { return }
            content.multiply(by: mask)
        }
        if let shadow {
            var group = content.shadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset)
            group.composite(content, opacity: 1)
            content = group
        }
        pixmap.composite(content, opacity: opacity)
    }
}

extension Pixmap {
    /// Source-over of `source` (same size, premultiplied) scaled by `opacity` onto this pixmap.
    mutating func composite(_ source: Pixmap, opacity: Double) {
        let scale = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard scale > 0, source.width == width, source.height == height else { return }
        source.withUnsafeBytes { srcRaw in
            withUnsafeMutableBytes { dstRaw in
                let src = srcRaw.bindMemory(to: UInt32.self), dst = dstRaw.bindMemory(to: UInt32.self)
                for i in 0..<src.count {
                    var s = src[i]
                    if s == 0 { continue }
                    if scale != 255 { s = scalePacked(s, scale) }
                    dst[i] = s >> 24 == 255 ? s : sourceOver(s, dst[i])
                }
            }
        }
    }

    /// Every pixel scaled by the mask's coverage (a clip).
    package mutating func multiply(by mask: Mask) {
        mask.coverage.withUnsafeBufferPointer { m in
            withUnsafeMutableBytes { raw in
                let pixels = raw.bindMemory(to: UInt32.self)
                for i in 0..<pixels.count where m[i] != 255 { pixels[i] = scalePacked(pixels[i], UInt32(m[i])) }
            }
        }
    }
}
