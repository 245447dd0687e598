import ArgumentParser
import Foundation
import WidgetRender

struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a contact sheet: per widget, rows of families × columns of themes, on the themes' wallpapers.",
        discussion: "Every widget of every spec becomes one section of FILE.png, each render at its true relative size. "
            + "A sheet larger than one page (--page-width × --page-height px) is split into FILE-1.png, FILE-2.png, … "
            + "with the same layout; FILE.html links every page. A family a widget lacks is a labelled gap."
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

    @Option(help: "Largest page width in pixels; wider sheets continue on more pages.")
    var pageWidth = Pixmap.maxDimension - 1

    @Option(help: "Largest page height in pixels; taller sheets continue on more pages.")
    var pageHeight = Pixmap.maxDimension - 1

    @OptionGroup var workers: JobsOption

    @OptionGroup var safety: SafetyOptions
    @OptionGroup var strictness: StrictOption

    func validate() throws {
        _ = try checkedOutputPath(out)
        if let treatmentsOut { _ = try checkedOutputPath(treatmentsOut, option: "--treatments-out") }
        // A page holds at least margins, labels and one tile; below that nothing could be placed.
        for (name, value) in [("--page-width", pageWidth), ("--page-height", pageHeight)]
        where !(256..<Pixmap.maxDimension).contains(value) {
            throw ValidationError("\(name) \(value) must be 256 … \(Pixmap.maxDimension - 1) pixels")
        }
    }

    func run() throws {
        try CLIError.reporting {
            let subjects = try RenderSubject.load(specPaths: specs, limits: safety.limits, readRoots: safety.readRoots,
                                                  run: strictness.run, jobs: workers.jobs)
            guard !subjects.isEmpty else {
                throw CLIError("no widgets in \(specs.joined(separator: ", ")) (Live Activities and Controls: `widget-render activities`)")
            }
            let matrix = try matrix.matrix()
            let limit = PageLimit(width: pageWidth, height: pageHeight)
            var sheet = PagedSheetWriter(destination: URL(fileURLWithPath: out), renderer: subjects[0].renderer, limit: limit)
            // Pages are written as they fill, so only one widget's renders are held at a time.
            try SheetBuilder.forEachSection(for: subjects, matrix: matrix, jobs: workers.jobs, themesAsRows: themesAsRows, cell: { job in
                try job.subject.render(family: job.family, device: job.device, theme: job.theme, axes: job.axes)
            }) { try sheet.add($0) }
            for url in try sheet.finish() { print("wrote \(url.path)") }
            if let treatmentsOut {
                var treatments = PagedSheetWriter(destination: URL(fileURLWithPath: treatmentsOut), renderer: subjects[0].renderer, limit: limit)
                var any = false
                for subject in subjects {
                    for section in try SheetBuilder.treatmentSections(for: subject, device: matrix.device) {
                        try treatments.add(section)
                        any = true
                    }
                }
                guard any else { throw CLIError("no widget uses an image, so there are no treatments to compare") }
                for url in try treatments.finish() { print("wrote \(url.path)") }
            }
        }
    }
}
