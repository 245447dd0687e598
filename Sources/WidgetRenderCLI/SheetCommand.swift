import ArgumentParser
import Foundation
import WidgetRender
import WidgetText

struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a contact sheet: per widget, rows of families × columns of themes, on the themes' wallpapers.",
        discussion: "Every widget of every spec becomes one section of FILE.png, each render at its true relative size."
    )

    @Argument(help: "Spec files (.yaml, .yml or .json).")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var out: String

    @OptionGroup var matrix: MatrixOptions

    @Flag(help: "Rows are themes and columns families (default: rows are families).")
    var themesAsRows = false

    @Option(help: "Also write a second sheet comparing the five image treatments of every image the widgets use.")
    var treatmentsOut: String?

    @OptionGroup var workers: JobsOption

    @OptionGroup var safety: SafetyOptions
    @OptionGroup var strictness: StrictOption

    func validate() throws {
        _ = try checkedOutputPath(out)
        if let treatmentsOut { _ = try checkedOutputPath(treatmentsOut, option: "--treatments-out") }
    }

    func run() throws {
        try CLIError.reporting {
            let subjects = try RenderSubject.load(specPaths: specs, limits: safety.limits, readRoots: safety.readRoots,
                                                  run: strictness.run)
            guard !subjects.isEmpty else {
                throw CLIError("no widgets in \(specs.joined(separator: ", ")) (Live Activities and Controls: `widget-render activities`)")
            }
            let matrix = try matrix.matrix()
            let sections = try SheetBuilder.sections(for: subjects, matrix: matrix, jobs: workers.jobs, themesAsRows: themesAsRows) { job in
                try job.subject.render(family: job.family, device: job.device, theme: job.theme, axes: job.axes)
            }
            let url = URL(fileURLWithPath: out)
            try SheetBuilder.write(ContactSheet(sections: sections), to: url, fonts: subjects[0].renderer.fonts)
            print("wrote \(url.path)")
            if let treatmentsOut {
                let treatments = try subjects.flatMap { try SheetBuilder.treatmentSections(for: $0, device: matrix.device) }
                guard !treatments.isEmpty else { throw CLIError("no widget uses an image, so there are no treatments to compare") }
                let url = URL(fileURLWithPath: treatmentsOut)
                try SheetBuilder.write(ContactSheet(sections: treatments), to: url, fonts: subjects[0].renderer.fonts)
                print("wrote \(url.path)")
            }
        }
    }
}
