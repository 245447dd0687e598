import Foundation
import WidgetViews

// visionOS widget choices, with WidgetKit's names: the texture (glass or paper) and the mounting
// styles. What a render draws for each (texture × mounting × color theme × level of detail) is
// docs/appearance.md, "visionOS textures and mounting".

/// The surface a visionOS widget is printed on, as WidgetKit's `WidgetTexture`.
public struct WidgetTexture: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// Glass (the default): bright foreground, separate from the background.
    public static let glass = WidgetTexture(name: "glass")
    /// Paper: one matte printed surface.
    public static let paper = WidgetTexture(name: "paper")
    public var description: String { name }
}

/// How a visionOS widget is placed on a surface, as WidgetKit's `WidgetMountingStyle`.
public struct WidgetMountingStyle: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// In a frame, on horizontal and vertical surfaces (the default).
    public static let elevated = WidgetMountingStyle(name: "elevated")
    /// Set into a wall (vertical surfaces only).
    public static let recessed = WidgetMountingStyle(name: "recessed")
    public var description: String { name }
}

nonisolated extension WidgetConfiguration {
    /// The widget's texture on visionOS, as WidgetKit's `widgetTexture(_:)`: the visionos.glass and
    /// visionos.paper themes coat the widget with this texture instead of their own.
    public func widgetTexture(_ texture: WidgetTexture) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) { $0.widgetTexture = texture }
    }

    /// The mounting styles the widget offers on visionOS, as WidgetKit's `supportedMountingStyles(_:)`.
    /// Recorded (`WidgetTraits.mountingStyles`): a render draws the widget's face, which both
    /// styles share; the frame, recess, shadow and room light are not drawn (docs/platform.md §8).
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) { $0.mountingStyles = styles }
    }
}
