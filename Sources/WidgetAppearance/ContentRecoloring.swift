import WidgetGeometry
import WidgetViews
import WidgetResolved
import WidgetDisplayList

/// The per-op paint substitution of one rendering mode (docs/platform.md §1–§3). It changes colors
/// and filters only, never geometry, so the recolored list lays out exactly as authored.
struct ContentRecoloring {
    let theme: Theme

    func recolor(_ items: [DisplayItem]) -> [DisplayItem] { items.map(recolor) }

    func recolor(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case .shape(let op): return .shape(recolor(op))
        case .text(let op): return .text(recolor(op))
        case .image(let op): return .image(recolor(op))
        case .layer(var layer):
            layer.items = recolor(layer.items)
            layer.shadow = layer.shadow.map { shadow in
                var shadow = shadow
                shadow.color = color(shadow.color, group: .default)
                return shadow
            }
            layer.effects = layer.effects.map(recolor)
            return .layer(layer)
        }
    }

    /// Accented rendering flattens content to its group color, so color filters and color-mixing
    /// blend modes have nothing left to act on and are dropped; Porter-Duff modes, blur and masks
    /// (coverage only) stay. Vibrant rendering keeps them all (docs/platform.md §10).
    func recolor(_ effects: LayerEffects) -> LayerEffects {
        guard theme.renderingMode == .accented else { return effects }
        var effects = effects
        effects.colorFilters = []
        if effects.blendMode.mixesColors { effects.blendMode = .normal }
        return effects
    }

    /// The color a group takes in accented rendering.
    func groupColor(_ group: DrawGroup) -> RGBA {
        group == .accent ? theme.accentGroupColor : theme.defaultGroupColor
    }

    /// One paint color under the theme's mode.
    func color(_ source: RGBA, group: DrawGroup, byLuminance: Bool = false) -> RGBA {
        switch theme.renderingMode {
        case .fullColor: return source
        case .accented: return AppearanceColorMath.accented(source, groupColor: groupColor(group), byLuminance: byLuminance)
        case .vibrant: return AppearanceColorMath.desaturated(source)
        }
    }

    func paint(_ paint: Paint, group: DrawGroup) -> Paint {
        paint.mappingColors { color($0, group: group) }
    }

    private func recolor(_ op: ShapeOp) -> ShapeOp {
        var op = op
        if op.isAccessoryWidgetBackground {
            // fullColor/accented: a soft white veil; vibrant: `ThemePipeline` lifts it beneath the material.
            op.fill = op.fill.map { _ in .color(AppearanceColorMath.accessoryBackgroundFill) }
            op.stroke = nil
            return op
        }
        op.fill = op.fill.map { paint($0, group: op.group) }
        if var stroke = op.stroke {
            stroke.paint = paint(stroke.paint, group: op.group)
            op.stroke = stroke
        }
        return op
    }

    private func recolor(_ op: TextOp) -> TextOp {
        var op = op
        op.paints = op.paints.map { paint($0, group: op.group) }
        switch theme.renderingMode {
        case .fullColor: op.bitmapFilter = nil
        // Emoji are pictures: they take the `.desaturated` treatment (ours), not a flat silhouette.
        case .accented: op.bitmapFilter = .colorize(color: groupColor(op.group), byLuminance: true)
        case .vibrant: op.bitmapFilter = .desaturate
        }
        return op
    }

    /// Images by the treatment table (docs/platform.md §2). A descendant of `.widgetAccentable()` stays
    /// in the accent group whatever its treatment says ("cannot opt back out").
    private func recolor(_ op: ImageOp) -> ImageOp {
        var op = op
        var treatment = op.treatment
        if treatment == .fullColor, !theme.honorsFullColorImages { treatment = nil }
        let group: DrawGroup = treatment == .accented || treatment == .accentedDesaturated ? .accent : op.group
        let byLuminance = treatment == .desaturated || treatment == .accentedDesaturated
        switch theme.renderingMode {
        case .fullColor:
            op.filter = nil
        case .accented:
            if treatment == .fullColor {
                op.filter = nil
            } else if let template = op.templatePaint {
                op.templatePaint = template.mappingColors {
                    AppearanceColorMath.accented($0, groupColor: groupColor(group), byLuminance: byLuminance)
                }
                op.filter = nil
            } else {
                op.filter = .colorize(color: groupColor(group), byLuminance: byLuminance)
            }
        case .vibrant:
            if let template = op.templatePaint {
                op.templatePaint = paint(template, group: group)
                op.filter = nil
            } else {
                op.filter = .desaturate
            }
        }
        return op
    }
}

extension Paint {
    /// The same paint with every color (solid, or each gradient stop) passed through `transform`.
    func mappingColors(_ transform: (RGBA) -> RGBA) -> Paint {
        func stops(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: transform($0.color), location: $0.location) }
        }
        switch self {
        case .color(let c):
            return .color(transform(c))
        case .linearGradient(let s, let start, let end):
            return .linearGradient(stops: stops(s), start: start, end: end)
        case .radialGradient(let s, let center, let startRadius, let endRadius):
            return .radialGradient(stops: stops(s), center: center, startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let s, let center, let startAngle, let endAngle):
            return .angularGradient(stops: stops(s), center: center, startAngle: startAngle, endAngle: endAngle)
        case .ellipticalGradient(let s, let center, let rx, let ry, let f0, let f1):
            return .ellipticalGradient(stops: stops(s), center: center, radiusX: rx, radiusY: ry, startFraction: f0, endFraction: f1)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.mappingColors(transform))
        }
    }
}
