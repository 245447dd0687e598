import ArgumentParser
import Foundation
import WidgetRender
import WidgetPNG
import WidgetShowcase
import WidgetSpec

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the bundled showcase in every built-in theme (one device per platform), with contact sheets.",
        discussion: "The same widgets are in Examples/ as spec files: `widget-render render Examples/* --out out`."
    )

    @Option(name: .shortAndLong, help: "The output folder.")
    var out: String = "out"

    @OptionGroup var workers: JobsOption

    func run() throws {
        try CLIError.reporting {
            let start = Date()
            let folder = URL(fileURLWithPath: out)
            let subjects = try RenderSubject.showcase(devices: RenderSubject.showcaseDevices)
            let summary = try BatchCommand.render(subjects, matrix: RenderMatrix(), out: folder, jobs: workers.jobs, shard: nil)
            print(summary.line)
            // The sheets reuse the PNGs just written instead of rendering every cell again.
            let sheets = folder.appendingPathComponent("sheets")
            for subject in subjects {
                let sections = try SheetBuilder.sections(for: [subject], matrix: RenderMatrix(), jobs: workers.jobs) { job in
                    try Pixmap(contentsOfPNG: folder.appendingPathComponent(job.relativePath))
                }
                let url = sheets.appendingPathComponent("\(subject.name).png")
                try ContactSheet(sections: sections).writePNG(to: url, fonts: subject.renderer.fonts)
                print("sheet: \(url.path)")
                let treatments = try SheetBuilder.treatmentSections(for: subject, device: nil)
                if !treatments.isEmpty {
                    let url = sheets.appendingPathComponent("\(subject.name)-treatments.png")
                    try ContactSheet(sections: treatments).writePNG(to: url, fonts: subject.renderer.fonts)
                    print("sheet: \(url.path)")
                }
            }
            // The showcase's Live Activity: every presentation in light, dark and tinted, one sheet.
            let renderer = try WidgetRenderer()
            let order = Showcase.caffeineOrder
            let renders = try renderer.renderActivityPresentations(
                CaffeineOrderLiveActivity(), attributes: order.attributes,
                content: ActivityContent(state: order.state, staleDate: nil), device: try Device(named: "iphone-16-pro-max"))
            let section = SheetBuilder.activitySection(title: "Caffeine order (Live Activity)",
                                                       subtitle: "every presentation · brewing", renders: renders)
            let activitySheet = sheets.appendingPathComponent("caffeine-order.png")
            try ContactSheet(sections: [section]).writePNG(to: activitySheet, fonts: renderer.fonts)
            print("sheet: \(activitySheet.path)")
            print(String(format: "done in %.1f s; open %@ to look at the sheets", Date().timeIntervalSince(start), sheets.path))
        }
    }
}

struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "themes", abstract: "List the built-in themes.")
    func run() {
        for theme in Theme.builtIn {
            print(theme.name.padding(toLength: 24, withPad: " ", startingAt: 0)
                  + "\(theme.platform.rawValue), \(theme.renderingMode.rawValue), \(theme.colorScheme.rawValue): "
                  + theme.families.map(\.rawValue).joined(separator: ", "))
        }
        print("names: " + Theme.nameForms.joined(separator: ", "))
    }
}

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the spec format's JSON Schema (the text of docs/spec.schema.json).")
    func run() { print(SpecSchema.jsonText(), terminator: "") }
}
