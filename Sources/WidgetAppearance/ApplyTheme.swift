import WidgetGeometry
import WidgetViews
import WidgetResolved
import WidgetDisplayList

/// A display list with a theme applied, and the extra pixmaps (wallpaper crops) its inserted
/// `ImageOp`s reference; the painter takes them together with the widget's own images
/// (`WidgetRenderer.render(.layout(_:family:device:theme:environment:))` returns them merged).
public struct ThemedList: Hashable, Sendable {
    public var list: DisplayList
    /// Keyed by `ImageOp.imageID`; the theme's own keys are prefixed `appearance:`, so none collides
    /// with a widget image.
    public var images: [String: Pixmap]
    public init(list: DisplayList, images: [String: Pixmap]) { self.list = list; self.images = images }
}

/// Applies `theme` to a laid-out widget: a pure function of its inputs, as usvg resolves everything
/// before rendering. The result's items are, in order:
/// 1. the backdrop (wallpaper, blur, tint, glass, solid, black), and the theme's platter where the
///    container background is shown;
/// 2. the container background: as authored where the theme shows it; where the theme removes it
///    but `backgroundRemovable` is false, kept (in accented and vibrant rendering as gray of its
///    luminance at `keptBackgroundOpacity`); otherwise dropped;
/// 3. the content, recolored for the mode (`ContentRecoloring`); in vibrant rendering wrapped in a
///    `.vibrant` layer, with top-level `AccessoryWidgetBackground`s drawn beneath it as a dark veil;
///    faded to `reducedLuminanceOpacity` when the theme reduces luminance.
/// A `contentScale` ≠ 1 (StandBy, CarPlay) scales all of it about the origin and grows the list;
/// such a list has corner radius 0: the widget sits on a black screen that fills the image.
///
/// - Parameters:
///   - family: checked against the theme's families; `accessoryInline` keeps only text and one image.
///   - backgroundRemovable: `ResolvedWidget.backgroundRemovable` (`containerBackgroundRemovable(false)`).
package func applyTheme(_ theme: Theme, to list: DisplayList, family: WidgetFamily,
                       backgroundRemovable: Bool = true) throws -> ThemedList {
    try theme.validate()
    try theme.checkSupports(family)
    let (background, content) = splitContainerBackground(list.items)

    let builder = BackdropBuilder(theme: theme, size: list.size, cornerRadius: list.cornerRadius)
    let backdrop = try builder.build()
    var items = backdrop.items

    if let platter = theme.backgroundPlatter, theme.showsContainerBackground(in: family) {
        items.append(builder.fill(platter))
    }
    var images = backdrop.images
    if theme.showsContainerBackground(in: family) || !backgroundRemovable {
        if theme.renderingMode == .fullColor {
            items += background
            if let coating = theme.coating {
                let coat = try builder.coating(coating)
                items += coat.items
                images.merge(coat.images) { own, _ in own }
            }
        } else if !background.isEmpty {
            let gray = background.map(ContentRecoloring(theme: grayTheme(theme)).recolor)
            items.append(.layer(LayerOp(opacity: AppearanceColorMath.keptBackgroundOpacity, items: gray)))
        }
    }

    var themedContent = family == .accessoryInline ? inlineContent(content, theme: theme) : content
    themedContent = ContentRecoloring(theme: theme).recolor(themedContent)
    if theme.renderingMode == .vibrant {
        themedContent = vibrantMaterial(themedContent, highlight: theme.vibrantHighlight)
    }
    if theme.isLuminanceReduced {
        themedContent = [.layer(LayerOp(opacity: AppearanceColorMath.reducedLuminanceOpacity, items: themedContent))]
    }
    items += themedContent

    var themed = DisplayList(size: list.size, cornerRadius: list.cornerRadius, items: items)
    if theme.contentScale != 1 {
        let s = theme.contentScale
        themed = DisplayList(size: Size(width: list.size.width * s, height: list.size.height * s),
                             cornerRadius: 0,
                             items: [.layer(LayerOp(transform: .scale(x: s, y: s), items: items))])
    }
    return ThemedList(list: themed, images: images)
}

/// The same theme drawing in vibrant's gray, for a kept background in accented and vibrant rendering.
private func grayTheme(_ theme: Theme) -> Theme {
    var gray = theme
    gray.renderingMode = .vibrant
    return gray
}

/// Separates the container background's ops from the content's, keeping each side's layers
/// (a layer holding both is split into two copies with the same clip and opacity).
func splitContainerBackground(_ items: [DisplayItem]) -> (background: [DisplayItem], content: [DisplayItem]) {
    var background: [DisplayItem] = [], content: [DisplayItem] = []
    for item in items {
        switch item {
        case .shape(let op): if op.group == .containerBackground { background.append(item) } else { content.append(item) }
        case .text(let op): if op.group == .containerBackground { background.append(item) } else { content.append(item) }
        case .image(let op): if op.group == .containerBackground { background.append(item) } else { content.append(item) }
        case .layer(let layer):
            let (b, c) = splitContainerBackground(layer.items)
            if !b.isEmpty { var copy = layer; copy.items = b; background.append(.layer(copy)) }
            if !c.isEmpty { var copy = layer; copy.items = c; content.append(.layer(copy)) }
        }
    }
    return (background, content)
}

/// accessoryInline: "a single row of text and an optional image" (docs/platform.md §4,
/// [WK-WidgetFamily]). Kept: text and the first image, which is a bitmap image or the layers of
/// the first SF Symbol (custom-path shapes drawn one after another, as a `Label`'s icon), so a
/// Label keeps its symbol in front of its title as iOS shows it. Ours: every text and the symbol in
/// the primary label color of the theme's scheme (white in dark, black in light) and the default
/// group; other shapes are dropped. The font stays as laid out: glyphs are already shaped.
func inlineContent(_ items: [DisplayItem], theme: Theme) -> [DisplayItem] {
    let label: RGBA = theme.colorScheme == .dark ? .white : .black
    enum ImageState { case none, inSymbol, done }
    var state = ImageState.none
    func filter(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            switch item {
            case .shape(var op):
                guard case .unitPath = op.kind, !op.isAccessoryWidgetBackground, state != .done else {
                    if state == .inSymbol { state = .done }
                    return nil
                }
                state = .inSymbol
                op.fill = op.fill.map { _ in .color(label) }
                op.stroke?.paint = .color(label)
                op.group = .default
                return .shape(op)
            case .text(var op):
                if state == .inSymbol { state = .done }
                op.paints = op.paints.map { _ in .color(label) }
                op.group = .default
                return .text(op)
            case .image(let op):
                if state != .none { state = .done; return nil }
                state = .done
                return .image(op)
            case .layer(var layer):
                layer.items = filter(layer.items)
                return layer.items.isEmpty ? nil : .layer(layer)
            }
        }
    }
    return filter(items)
}

/// Wraps recolored (gray) content in the vibrant material layer. Top-level
/// `AccessoryWidgetBackground`s are drawn beneath it instead, as a dark veil over the blurred
/// wallpaper (docs/platform.md §3: "black, low brightness, full blur"): a material can only
/// brighten toward W, never darken.
func vibrantMaterial(_ items: [DisplayItem], highlight: RGBA) -> [DisplayItem] {
    var beneath: [DisplayItem] = [], material: [DisplayItem] = []
    for item in items {
        if case .shape(var op) = item, op.isAccessoryWidgetBackground {
            op.fill = .color(AppearanceColorMath.vibrantAccessoryBackgroundFill)
            beneath.append(.shape(op))
        } else if case .layer(let layer) = item, layer.isTransformOnly, layer.items.contains(where: \.isAccessoryWidgetBackground) {
            // A right-to-left widget is one mirroring layer (docs/views.md): its top-level
            // backgrounds go beneath the material too, under the same transform.
            var under = LayerOp(transform: layer.transform, items: []), over = under
            for inner in layer.items {
                if case .shape(var op) = inner, op.isAccessoryWidgetBackground {
                    op.fill = .color(AppearanceColorMath.vibrantAccessoryBackgroundFill)
                    under.items.append(.shape(op))
                } else {
                    over.items.append(inner)
                }
            }
            beneath.append(.layer(under))
            if !over.items.isEmpty { material.append(.layer(over)) }
        } else {
            material.append(item)
        }
    }
    guard !material.isEmpty else { return beneath }
    return beneath + [.layer(LayerOp(blend: .material(highlight: highlight, backdropGain: AppearanceColorMath.vibrantBackdropGain),
                                       items: material))]
}

private extension LayerOp {
    /// Only moves its items: no opacity, clip, shadow or blend of its own.
    var isTransformOnly: Bool {
        guard opacity == 1, clip == nil, shadow == nil, case .normal = blend else { return false }
        return true
    }
}

private extension DisplayItem {
    var isAccessoryWidgetBackground: Bool {
        if case .shape(let op) = self { return op.isAccessoryWidgetBackground }
        return false
    }
}
