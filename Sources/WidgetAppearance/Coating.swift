import WidgetGeometry
import WidgetDisplayList

/// A visionOS texture (`.widgetTexture(_:)`) as the theme draws it: a coating over the widget as
/// authored — over its own container background, under its content — never a replacement of that
/// background (docs/appearance.md, visionOS textures). Ours: Apple describes the textures'
/// character (glass stays bright and separate, paper is one printed surface reacting to room
/// light; docs/platform.md §8), not their pixels.
public enum Coating: String, Hashable, Sendable, CaseIterable, Codable {
    /// A faint sheen (white at 6 %) and the glass rim: the surface reads as glass over the background.
    case glass
    /// The paper texture at 20 % over the background: one matte printed surface.
    case paper

    /// The share of the paper texture laid over the widget's background.
    static let paperOpacity = 0.2
    static let glassSheen = RGBA(red: 1, green: 1, blue: 1, alpha: 0.06)
    static let glassRim = RGBA(red: 1, green: 1, blue: 1, alpha: 0.35)
}

extension BackdropBuilder {
    /// The coating's ops (tagged container background, so content recoloring leaves them alone)
    /// and the pixmaps they reference.
    func coating(_ coating: Coating) throws -> (items: [DisplayItem], images: [String: Pixmap]) {
        switch coating {
        case .glass:
            return ([fill(Coating.glassSheen), rimHighlight(Coating.glassRim)], [:])
        case .paper:
            var paper = theme
            paper.backdrop = .wallpaper
            paper.wallpaper = .paper
            let texture = try BackdropBuilder(theme: paper, size: size, cornerRadius: cornerRadius).build()
            return ([.layer(LayerOp(opacity: Coating.paperOpacity, items: texture.items))], texture.images)
        }
    }
}
