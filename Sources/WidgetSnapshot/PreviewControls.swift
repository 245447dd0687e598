import Foundation
import WidgetRender

// Preview controls: the choices of the live preview page of a package target
// (`widget-render preview --package`) handed to the preview run as environment variables, so the
// run draws what the page asks for instead of only what the test's call lists.
//
// Glossary: *control variable* = one of `PreviewControls.variables`; *preview mode* = a run with
// `WIDGET_RENDER_PREVIEWS_OUT` set (the live preview sets it; the variables are read only then,
// so a plain `swift test` or CI run never changes because of a stray variable).

/// The page's choices for one preview run. `nil` / default members leave the test's call alone.
package struct PreviewControls: Sendable {
    /// Theme names (`ios.light`, `ios.tinted`, `ios.tinted(red)`) or `all` (every built-in theme).
    package static let themesVariable = "WIDGET_RENDER_PREVIEW_THEMES"
    /// Device ids (`iphone-16`), comma-separated.
    package static let devicesVariable = "WIDGET_RENDER_PREVIEW_DEVICES"
    /// A theme color (`red`, `#FF2D55`): the color of every theme that takes one.
    package static let tintVariable = "WIDGET_RENDER_PREVIEW_TINT"
    /// A built-in wallpaper name, behind every theme.
    package static let wallpaperVariable = "WIDGET_RENDER_PREVIEW_WALLPAPER"
    /// A Dynamic Type size (`xSmall` … `accessibility5`, `ax1` … `ax5`).
    package static let dynamicTypeVariable = "WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE"
    /// A locale identifier (`de`, `ar`, `ja_JP`).
    package static let localeVariable = "WIDGET_RENDER_PREVIEW_LOCALE"
    /// `rtl` or `ltr` (default: the locale's direction).
    package static let layoutDirectionVariable = "WIDGET_RENDER_PREVIEW_LAYOUT_DIRECTION"
    /// An OS release (`17`, `18`, `26`): its system colors and control shapes.
    package static let osReleaseVariable = "WIDGET_RENDER_PREVIEW_OS"

    package static let variables = [themesVariable, devicesVariable, tintVariable, wallpaperVariable,
                                    dynamicTypeVariable, localeVariable, layoutDirectionVariable, osReleaseVariable]

    /// nil: the themes of the test's call.
    package var themes: [Theme]?
    /// nil: the devices of the test's call (each theme's default device when it names none).
    package var devices: [Device]?
    package var tint: ThemeColor?
    package var wallpaper: Wallpaper?
    package var axes = EnvironmentAxes()

    package init() {}

    /// The controls in `environment`, or nil outside preview mode or when no control variable is set.
    /// A bad value throws one line naming the variable, the value and what is accepted.
    package static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PreviewControls? {
        guard let out = environment["WIDGET_RENDER_PREVIEWS_OUT"], !out.isEmpty else { return nil }
        guard variables.contains(where: { !(environment[$0] ?? "").isEmpty }) else { return nil }
        return try parse(environment)
    }

    /// Parses the control variables (empty or missing ones leave their axis alone).
    package static func parse(_ environment: [String: String]) throws -> PreviewControls {
        func value(_ name: String) -> String? {
            let text = (environment[name] ?? "").trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }
        var controls = PreviewControls()
        if let text = value(tintVariable) {
            do { controls.tint = try ThemeColor(parsing: text) } catch {
                throw PreviewControlsError(tintVariable, text, "is not a theme color (\(error))")
            }
        }
        if let text = value(themesVariable) {
            controls.themes = try list(text).flatMap { name -> [Theme] in
                if name == "all" { return Theme.builtIn }
                return [try theme(named: name)]
            }
        }
        if let text = value(devicesVariable) {
            controls.devices = try list(text).map { id in
                do { return try Device(named: id) } catch {
                    throw PreviewControlsError(devicesVariable, id, "is not a device (\(Device.all.map(\.id).joined(separator: ", ")))")
                }
            }
        }
        if let text = value(wallpaperVariable) {
            guard let wallpaper = Wallpaper(rawValue: text) else {
                throw PreviewControlsError(wallpaperVariable, text,
                                           "is not a wallpaper (\(Wallpaper.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            controls.wallpaper = wallpaper
        }
        if let text = value(dynamicTypeVariable) {
            guard let size = DynamicTypeSize(name: text) else {
                throw PreviewControlsError(dynamicTypeVariable, text,
                                           "is not a Dynamic Type size (\(DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")))")
            }
            controls.axes.dynamicTypeSize = size
        }
        if let text = value(localeVariable) {
            // Identifiers only: letters, digits, '_' and '-' (what `Locale(identifier:)` is given elsewhere).
            guard text.count <= 40, text.first?.isLetter == true,
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
                throw PreviewControlsError(localeVariable, text, "is not a locale identifier (e.g. de, ar, ja_JP)")
            }
            controls.axes.locale = Locale(identifier: text)
        }
        if let text = value(layoutDirectionVariable) {
            switch text.lowercased() {
            case "rtl", "righttoleft": controls.axes.layoutDirection = .rightToLeft
            case "ltr", "lefttoright": controls.axes.layoutDirection = .leftToRight
            default: throw PreviewControlsError(layoutDirectionVariable, text, "is not a layout direction (rtl, ltr)")
            }
        }
        if let text = value(osReleaseVariable) {
            guard let release = OSRelease(name: text) else {
                throw PreviewControlsError(osReleaseVariable, text, "is not an OS release (\(OSRelease.numbers))")
            }
            controls.axes.osRelease = release
        }
        return controls
    }

    /// A built-in theme by name; a theme that takes a color may be named without one (its default
    /// color in `Theme.builtIn`), since the tint variable usually gives it.
    private static func theme(named name: String) throws -> Theme {
        if !name.contains("("), let builtIn = Theme.builtIn.first(where: { $0.name.hasPrefix(name + "(") }) {
            return builtIn
        }
        do { return try Theme(named: name) } catch {
            throw PreviewControlsError(themesVariable, name, "is not a theme (\(error))")
        }
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The themes a run draws: the chosen ones, else the call's; each color-taking theme in the
    /// tint, and every theme on the chosen wallpaper. When only devices are chosen, the call's
    /// themes of other platforms are left out (a watch face is not drawn on a phone).
    package func themes(replacing call: [Theme]) -> [Theme] {
        var result = themes ?? call
        if themes == nil, let devices {
            let platforms = devices.map { "\($0.widgetPlatform)" }
            result = result.filter { platforms.contains("\($0.platform)") }
        }
        return result.map { theme in
            var theme = theme
            // Only built-in themes take a color by name; a user-defined theme keeps its colors.
            if let tint, let open = theme.name.firstIndex(of: "("),
               var tinted = try? Theme(named: "\(theme.name[..<open])(\(tint.spelling))") {
                tinted.wallpaper = theme.wallpaper
                theme = tinted
            }
            if let wallpaper { theme.wallpaper = wallpaper }
            return theme
        }
    }

    /// `snapshots` with every view in the chosen Dynamic Type size, locale and layout direction.
    package func applyingAxes(to snapshots: [PreviewSnapshots]) -> [PreviewSnapshots] {
        guard !axes.isDefault else { return snapshots }
        return snapshots.map { preview in
            PreviewSnapshots(preview: preview.preview, id: preview.id, family: preview.family, snapshots: preview.snapshots.map {
                PreviewSnapshot(label: $0.label, detail: $0.detail, view: axes.applied(to: $0.view))
            }, skipReason: preview.skipReason)
        }
    }
}

/// A control variable with a value it does not accept: `WIDGET_RENDER_PREVIEW_TINT: 'reddish' is not a theme color (…)`.
package struct PreviewControlsError: Error, CustomStringConvertible {
    package let description: String
    init(_ variable: String, _ value: String, _ problem: String) { description = "\(variable): '\(value)' \(problem)" }
}
