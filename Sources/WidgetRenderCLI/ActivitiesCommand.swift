import ArgumentParser
import Foundation
import WidgetRender
import WidgetSpec

/// `widget-render activities SPEC… --out DIR`: the Live Activities and Controls of spec files,
/// every presentation as a PNG and one contact sheet per activity state and per control.
struct ActivitiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activities",
        abstract: "Render the Live Activities and Controls of spec files: every presentation, and one contact sheet each.",
        discussion: """
            Writes DIR/<activity>/<device>/<presentation>__<theme>.png (light, dark and tinted; theme names as in file names: ios.tinted-blue), \
            DIR/<control>/<device>/<presentation>__off.png, __on.png and __on__<tinted theme>.png, and DIR/sheets/<name>.png. \
            `widget-render families` lists the presentations; docs/spec.md describes 'activities:' and 'controls:'.
            """)

    @Argument(help: "Spec files (.yaml, .yml or .json) with 'activities:' or 'controls:'.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The output folder.")
    var out: String = "out"

    @Option(help: "The phone the Lock Screen, StandBy and Dynamic Island presentations are drawn on (`widget-render devices`).")
    var device: String = Device.iPhone.id

    @OptionGroup var safety: SafetyOptions
    @OptionGroup var strictness: StrictOption

    func run() throws {
        try CLIError.reporting {
            let folder = URL(fileURLWithPath: out)
            let phone = try Device(named: device)
            var written = 0
            for path in specs {
                let spec = try WidgetSpec(contentsOf: URL(fileURLWithPath: path), displayName: path, limits: safety.limits,
                                          readRoots: safety.readRoots, assetCatalog: strictness.run.assets,
                                          localizations: strictness.run.localizations)
                for warning in spec.warnings { warn(warning.description) }
                guard !spec.activities.isEmpty || !spec.controls.isEmpty else {
                    throw CLIError("\(path): no 'activities' or 'controls' to render (widgets render with `widget-render render`)")
                }
                let renderer = try RenderSubject.makeRenderer(for: spec, limits: safety.limits, run: strictness.run)
                for activity in spec.activities {
                    for state in activity.states {
                        let name = activity.outputName(for: state)
                        let renders = try activity.render(state, with: renderer, device: phone)
                        for render in renders {
                            let file = "\(name)/\(render.device.id)/\(render.presentation.rawValue)__\(render.theme.fileName).png"
                            try writeAtomically(try render.pixmap.pngData(preset: .fast), to: folder.appendingPathComponent(file))
                        }
                        let subtitle = "every presentation · \(path)" + (activity.states.count > 1 ? " · state \(state.name)" : "")
                        let section = SheetBuilder.activitySection(title: activity.title, subtitle: subtitle, renders: renders)
                        try writeSheet(section, named: name, in: folder, renderer: renderer)
                        written += renders.count
                    }
                }
                for control in spec.controls {
                    let renders = try control.render(with: renderer, themes: try Self.controlThemes())
                    for render in renders {
                        let state = (render.isOn ? "on" : "off") + (render.theme.map { "__\($0.fileName)" } ?? "")
                        let file = "\(control.name)/\(render.device.id)/\(render.presentation.rawValue)__\(state).png"
                        try writeAtomically(try render.pixmap.pngData(preset: .fast), to: folder.appendingPathComponent(file))
                    }
                    let section = SheetBuilder.controlSection(title: control.title, subtitle: "off and on in every place · \(path)",
                                                              renders: renders)
                    try writeSheet(section, named: control.name, in: folder, renderer: renderer)
                    written += renders.count
                }
            }
            print("wrote \(written) PNGs and their sheets into \(folder.path)")
        }
    }

    /// Controls are also drawn on under each platform's tinted appearance (docs/platform.md §8).
    static func controlThemes() throws -> [Theme?] {
        [nil, try Theme(named: "ios.tinted(blue)"), try Theme(named: "macos.tinted(blue)"), try Theme(named: "watchos.accented(orange)")]
    }

    private func writeSheet(_ section: ContactSheet.Section, named name: String, in folder: URL,
                            renderer: WidgetRenderer) throws {
        let url = folder.appendingPathComponent("sheets/\(name).png")
        try ContactSheet(sections: [section]).writePNG(to: url, renderer: renderer)
        print("sheet: \(url.path)")
    }
}
