import WidgetKitLayer
import WidgetAppearance

extension Theme {
    /// The theme a widget with `traits` is drawn in: a visionOS texture theme (one with a coating)
    /// coats the widget with the widget's own `.widgetTexture(_:)` when it declares one; any other
    /// theme, or a widget that declares none, is unchanged (docs/appearance.md, visionOS textures).
    package func textured(for traits: WidgetTraits) -> Theme {
        guard coating != nil, let texture = traits.widgetTexture else { return self }
        var theme = self
        theme.coating = texture == .paper ? .paper : .glass
        return theme
    }
}
