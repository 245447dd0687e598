import Foundation
import WidgetRender

/// A theme to render in: a name for file names, the environment it sets, and the wallpaper a
/// contact sheet shows behind the widget.
struct RenderTheme: Hashable, Sendable {
    let name: String
    let summary: String
    let colorScheme: ColorScheme
    let renderingMode: WidgetRenderingMode
    /// The wallpaper behind a cell of a contact sheet, top to bottom.
    let wallpaper: [RGBA]

    static let light = RenderTheme(name: "light", summary: "Home Screen, light appearance", colorScheme: .light,
                                   renderingMode: .fullColor, wallpaper: [RGBA(r8: 0xA9, g8: 0xC9, b8: 0xF2), RGBA(r8: 0xF4, g8: 0xD9, b8: 0xC6)])
    static let dark = RenderTheme(name: "dark", summary: "Home Screen, dark appearance", colorScheme: .dark,
                                  renderingMode: .fullColor, wallpaper: [RGBA(r8: 0x1B, g8: 0x2A, b8: 0x4A), RGBA(r8: 0x3A, g8: 0x21, b8: 0x45)])
    static let accented = RenderTheme(name: "accented", summary: "Home Screen, clear or tinted (accented rendering)",
                                      colorScheme: .dark, renderingMode: .accented,
                                      wallpaper: [RGBA(r8: 0x2F, g8: 0x4F, b8: 0x6F), RGBA(r8: 0x6F, g8: 0x5A, b8: 0x7E)])
    static let vibrant = RenderTheme(name: "vibrant", summary: "Lock Screen (vibrant rendering)", colorScheme: .dark,
                                     renderingMode: .vibrant, wallpaper: [RGBA(r8: 0x23, g8: 0x39, b8: 0x5B), RGBA(r8: 0x5B, g8: 0x3A, b8: 0x55)])

    static let builtIn: [RenderTheme] = [.light, .dark, .accented, .vibrant]

    /// Sheets show built-in themes in their declared order (light before dark …).
    static func order(of theme: RenderTheme) -> Int { builtIn.firstIndex(of: theme) ?? builtIn.count }

    /// Looks a theme up by name; the error lists the valid names.
    init(named name: String) throws {
        guard let theme = Self.builtIn.first(where: { $0.name == name }) else {
            throw CLIError("unknown theme '\(name)'; valid themes: " + Self.builtIn.map(\.name).joined(separator: ", "))
        }
        self = theme
    }

    private init(name: String, summary: String, colorScheme: ColorScheme, renderingMode: WidgetRenderingMode,
                 wallpaper: [RGBA]) {
        self.name = name; self.summary = summary; self.colorScheme = colorScheme; self.renderingMode = renderingMode
        self.wallpaper = wallpaper
    }

    /// `base` with this theme's color scheme and rendering mode.
    func environment(_ base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        environment.colorScheme = colorScheme
        environment.widgetRenderingMode = renderingMode
        return environment
    }

    /// The widget's pixels in this theme (premultiplied RGBA8 at the device's scale).
    func render(_ view: AnyView, family: WidgetFamily, device: Device, environment: EnvironmentValues,
                renderer: WidgetRenderer) throws -> Pixmap {
        try renderer.render(view, family: family, device: device, environment: self.environment(environment))
    }
}
