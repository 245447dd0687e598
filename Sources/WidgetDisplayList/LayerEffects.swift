import WidgetGeometry

/// What a layer does to its pixels besides opacity, transform, clip and shadow (`LayerOp.effects`),
/// applied by the painter in this order: perspective warp, color filters, blur, mask, then the blend with the
/// pixels beneath. Absent from the JSON when the layer has none, so older lists read the same.
package struct LayerEffects: Hashable, Codable, Sendable {
    /// Applied in order to the layer's straight colors.
    package var colorFilters: [ColorEffect]
    /// The Gaussian blur's σ in points; nil = none.
    package var blurSigma: Double?
    /// `blur(opaque: true)`: no fade to transparency at the edges (see `Pixmap.opaqueBlurred`).
    package var blurIsOpaque: Bool
    /// Items whose alpha masks the layer (`mask(alignment:_:)`), in the same coordinates as its items.
    package var mask: [DisplayItem]?
    package var blendMode: BlendModeValue
    /// A material: the pixels beneath, blurred with this σ (points), replace the backdrop wherever
    /// the layer covers it, before the layer is drawn. Nil = none.
    package var backdropBlurSigma: Double?
    /// `rotation3DEffect` in perspective: the layer is drawn through this map, in the same
    /// coordinates as its items (applied first, before filters and blur). Nil = none.
    package var warp: Homography?
    /// A watchOS label bent along the bezel: the layer is drawn through this bend, in the same
    /// coordinates as its items (applied first, like `warp`). Nil = none.
    package var arcWarp: ArcWarp?

    package init(colorFilters: [ColorEffect] = [], blurSigma: Double? = nil, blurIsOpaque: Bool = false,
                 mask: [DisplayItem]? = nil, blendMode: BlendModeValue = .normal, backdropBlurSigma: Double? = nil,
                 warp: Homography? = nil, arcWarp: ArcWarp? = nil) {
        self.colorFilters = colorFilters; self.blurSigma = blurSigma; self.blurIsOpaque = blurIsOpaque
        self.mask = mask; self.blendMode = blendMode; self.backdropBlurSigma = backdropBlurSigma
        self.warp = warp; self.arcWarp = arcWarp
    }

    /// True when the layer must be drawn offscreen even if it holds a single item.
    package var needsOffscreen: Bool {
        !colorFilters.isEmpty || blurSigma != nil || mask != nil || blendMode != .normal || backdropBlurSigma != nil
            || warp != nil || arcWarp != nil
    }
}
