import WidgetGeometry
import WidgetDisplayList
import WidgetRaster

// The painter's side of `LayerEffects`: it applies what the list says, in the documented order
// (color filters, blur, mask, blend), and decides nothing.

extension PaintWalk {
    /// Applies the layer's color filters and blur to `content` (the layer's pixels) and returns the
    /// clip to composite it with: `clip` intersected with the mask items' alpha, if any.
    /// `transform` maps the layer's items (and its mask's) to pixels.
    mutating func applyEffects(_ effects: LayerEffects, to content: inout Pixmap, transform: Transform,
                               clip: Mask?) throws -> Mask? {
        if let warp = effects.warp {
            // The map is in the items' coordinates; the layer's pixels are in the canvas's.
            guard let inPixels = warp.conjugated(by: transform), let warped = content.projectivelyWarped(by: inPixels) else {
                throw PaintError.warpBehindEye
            }
            content = warped
        }
        if let arcWarp = effects.arcWarp, let bent = content.arcWarped(by: arcWarp, transform: transform) {
            content = bent
        }
        if !effects.colorFilters.isEmpty { content = content.colorFiltered(effects.colorFilters) }
        if let sigma = effects.blurSigma {
            let pixels = sigma * (transform.a * transform.a + transform.b * transform.b).squareRoot()
            content = effects.blurIsOpaque ? content.opaqueBlurred(radius: pixels) : content.blurred(radius: pixels)
        }
        if let sigma = effects.backdropBlurSigma {
            let pixels = sigma * (transform.a * transform.a + transform.b * transform.b).squareRoot()
            var cover = content
            if let clip { cover.multiply(by: clip) }
            canvas.pixmap.replaceWithBlurredBackdrop(radius: pixels, coveredBy: cover)
        }
        guard let maskItems = effects.mask else { return clip }
        var maskWalk = PaintWalk(fonts: fonts, glyphTiles: glyphTiles, images: images, canvas: canvas.makeLayer())
        try maskWalk.paint(maskItems, transform: transform, mask: nil)
        let mask = Mask(alphaOf: maskWalk.canvas.pixmap)
        return clip.map { $0.intersected(with: mask) ?? mask } ?? mask
    }

    /// Composites a finished layer with a blend mode other than normal (the clip already applied
    /// to `content` by the caller's `multiply`).
    mutating func blendLayer(_ content: Pixmap, mode: BlendModeValue, opacity: Double, clip: Mask?) {
        var content = content
        if let clip { content.multiply(by: clip) }
        canvas.pixmap.composite(content, mode: mode, opacity: opacity)
    }
}
