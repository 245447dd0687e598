import WidgetRender

/// A theme a golden is recorded in: a name for file names and the environment values it sets.
public struct SnapshotTheme: Hashable, Sendable {
    public let name: String
    public let colorScheme: ColorScheme
    public let renderingMode: WidgetRenderingMode

    public init(name: String, colorScheme: ColorScheme, renderingMode: WidgetRenderingMode) {
        self.name = name; self.colorScheme = colorScheme; self.renderingMode = renderingMode
    }

    public static let light = SnapshotTheme(name: "light", colorScheme: .light, renderingMode: .fullColor)
    public static let dark = SnapshotTheme(name: "dark", colorScheme: .dark, renderingMode: .fullColor)
    public static let accented = SnapshotTheme(name: "accented", colorScheme: .dark, renderingMode: .accented)
    public static let vibrant = SnapshotTheme(name: "vibrant", colorScheme: .dark, renderingMode: .vibrant)
    public static let standard: [SnapshotTheme] = [.light, .dark, .accented, .vibrant]

    /// `base` with this theme's values set.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var environment = base
        environment.colorScheme = colorScheme
        environment.widgetRenderingMode = renderingMode
        return environment
    }

    /// What the inputs hash records of the theme.
    var hashDescription: String { "\(name):\(colorScheme.rawValue):\(renderingMode.rawValue)" }
}
