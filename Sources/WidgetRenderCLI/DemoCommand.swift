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
            let jobs = try RenderMatrix().jobs(for: subjects)
            let summary = try BatchCommand.render(jobs, out: folder, jobs: workers.jobs, shard: nil)
            print(summary.line)
            BatchAllocator.endBatch()
            // The sheets reuse the PNGs just written instead of rendering every cell again. They are
            // independent, so `--jobs` of them are built and written at once; each streams its
            // pixels in bands, so memory holds a band per sheet, not a sheet.
            let sheets = folder.appendingPathComponent("sheets")
            // The widget sheets of one device have the same tiles, so the wallpaper crops behind them
            // are made once for all sheets.
            let crops = WallpaperCrops()
            var tasks: [SheetTask] = []
            // The showcase's Live Activity: every presentation in light, dark and tinted, one sheet.
            // It goes first: it is the longest task (27 renders, then a 5,800 px sheet), and as the
            // last one it would run alone on one core while the other sat idle.
            let renderer = try WidgetRenderer()
            tasks.append(SheetTask(url: sheets.appendingPathComponent("caffeine-order.png"), renderer: renderer) {
                let order = Showcase.caffeineOrder
                let renders = try renderer.render(.activityPresentations(
                    CaffeineOrderLiveActivity(), attributes: order.attributes,
                    content: ActivityContent(state: order.state, staleDate: nil), device: try Device(named: "iphone-16-pro-max")))
                return ContactSheet(sections: [SheetBuilder.activitySection(title: "Caffeine order (Live Activity)",
                                                                            subtitle: "every presentation · brewing", renders: renders)],
                                    crops: crops)
            })
            // Larger sheets first (by their number of renders), so that small ones fill the end
            // instead of one large sheet running alone.
            let cells = Dictionary(grouping: jobs, by: \.subject.name).mapValues(\.count)
            for subject in subjects.sorted(by: { cells[$0.name, default: 0] > cells[$1.name, default: 0] }) {
                tasks.append(SheetTask(url: sheets.appendingPathComponent("\(subject.name).png"), renderer: subject.renderer) {
                    ContactSheet(sections: try SheetBuilder.sections(for: [subject], matrix: RenderMatrix(), jobs: 1) { job in
                        try Pixmap(contentsOfPNG: folder.appendingPathComponent(job.relativePath))
                    }, crops: crops)
                })
                tasks.append(SheetTask(url: sheets.appendingPathComponent("\(subject.name)-treatments.png"), renderer: subject.renderer) {
                    let treatments = try SheetBuilder.treatmentSections(for: subject, device: nil)
                    return treatments.isEmpty ? nil : ContactSheet(sections: treatments, crops: crops)
                })
            }
            for url in try SheetTask.run(tasks, jobs: workers.jobs) { print("sheet: \(url.path)") }
            print(String(format: "done in %.1f s; open %@ to look at the sheets", Date().timeIntervalSince(start), sheets.path))
        }
    }
}

/// One sheet of the demo: how to build it (nil: nothing to show) and where it goes.
private struct SheetTask {
    let url: URL
    let renderer: WidgetRenderer
    let make: () throws -> ContactSheet?

    /// Builds and writes the sheets, `jobs` at a time; returns the URLs written, in task order.
    static func run(_ tasks: [SheetTask], jobs: Int) throws -> [URL] {
        let slots = ResultSlots<URL?>.run(count: tasks.count, workers: jobs) { index in
            guard let sheet = try tasks[index].make() else { return nil }
            try sheet.writePNG(to: tasks[index].url, renderer: tasks[index].renderer)
            return tasks[index].url
        }
        return try slots.collect { index, error in CLIError("\(tasks[index].url.path): \(error)") }.compactMap { $0 }
    }
}

struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "themes", abstract: "List the built-in themes.")
    func run() {
        for theme in Theme.builtIn {
            print(theme.name.padding(toLength: 24, withPad: " ", startingAt: 0)
                  + "\(theme.platform.rawValue), \(theme.renderingMode.rawValue), \(theme.colorScheme.rawValue): "
                  + theme.families.map(\.description).joined(separator: ", "))
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
