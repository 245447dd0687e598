import Foundation
import WidgetRender
import WidgetSnapshot

/// The controls of the package preview page as the preview run's input: the page sends its choices
/// to `/controls?theme=&device=&tint=&wallpaper=&dynamicType=&locale=&os=&rtl=`, they are checked here
/// with the parser the run itself uses (`PreviewControls`), and a good choice becomes the control
/// variables of the next run (`WIDGET_RENDER_PREVIEW_THEMES` …), which `assertWidgetPreviewSnapshots`
/// reads in preview mode. Nothing is recompiled for a new choice: the build is a no-op and the
/// tests run again.
enum PackagePreviewControls {
    /// Query key → control variable. `rtl=1` becomes `rtl`; an empty value leaves the axis to the test.
    static let keys: [(query: String, variable: String)] = [
        ("theme", PreviewControls.themesVariable), ("device", PreviewControls.devicesVariable),
        ("tint", PreviewControls.tintVariable), ("wallpaper", PreviewControls.wallpaperVariable),
        ("dynamicType", PreviewControls.dynamicTypeVariable), ("locale", PreviewControls.localeVariable),
        ("os", PreviewControls.osReleaseVariable), ("rtl", PreviewControls.layoutDirectionVariable),
    ]

    /// The control variables of a `/controls` query (only the non-empty ones), or one line saying
    /// which value is wrong.
    static func variables(from query: [String: String]) throws -> [String: String] {
        var variables: [String: String] = [:]
        for (key, variable) in keys {
            guard var value = query[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { continue }
            if key == "rtl" {
                guard value == "1" || value == "0" else { throw CLIError("rtl: '\(value)' is not 1 or 0") }
                if value == "0" { continue }
                value = "rtl"
            }
            guard value.count <= 200 else { throw CLIError("\(key): the value is too long") }
            variables[variable] = value
        }
        do { _ = try PreviewControls.parse(variables) } catch { throw CLIError("\(error)") }
        return variables
    }

    /// The control variables back as the page's query keys (`rtl` → `rtl=1`), for `/state`.
    static func query(from variables: [String: String]) -> [String: String] {
        var query: [String: String] = [:]
        for (key, variable) in keys {
            guard let value = variables[variable] else { continue }
            query[key] = key == "rtl" ? (value == "rtl" ? "1" : "0") : value
        }
        return query
    }

    /// The run's environment: the CLI's own, without any control variable it was started with (the
    /// page is the only source of choices), plus the chosen ones.
    static func environment(base: [String: String], controls: [String: String]) -> [String: String] {
        var environment = base
        for variable in PreviewControls.variables { environment[variable] = nil }
        environment.merge(controls) { _, chosen in chosen }
        return environment
    }

    /// What the page needs to fill its selects: the built-in themes (by base name, whether they
    /// take a color), the devices and the wallpapers.
    static func choices() -> [String: Any] {
        [
            "themes": Theme.builtIn.map { theme -> [String: Any] in
                ["base": theme.name.split(separator: "(").first.map(String.init) ?? theme.name,
                 "tinted": theme.name.contains("("), "platform": "\(theme.platform)"]
            },
            "devices": Device.all.map { ["id": $0.id, "name": $0.displayName, "platform": "\($0.widgetPlatform)"] },
            "wallpapers": Wallpaper.allCases.map(\.rawValue),
        ]
    }
}
