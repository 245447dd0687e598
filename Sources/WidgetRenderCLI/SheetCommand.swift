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

    @Option(help: "Worker threads for the renders (default: the number of cores).")
    var jobs: Int = defaultJobCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        try CLIError.reporting {
            let subjects = try RenderSubject.load(specPaths: specs)
            let sections = try SheetBuilder.sections(for: subjects, matrix: try matrix.matrix(), jobs: jobs) { job in
                try job.subject.render(family: job.family, device: job.device, theme: job.theme)
            }
            let url = URL(fileURLWithPath: out)
            try SheetBuilder.write(ContactSheet(sections: sections, transposed: themesAsRows), to: url,
                                   fonts: subjects[0].renderer.fonts)
            print("wrote \(url.path)")
        }
    }
}

/// Groups a matrix into sheet sections and fills their cells.
enum SheetBuilder {
    /// One section per (widget, device) in matrix order; cells come from `cell`, run on `jobs` threads.
    static func sections(for subjects: [RenderSubject], matrix: RenderMatrix, jobs: Int,
                         cell: @escaping (RenderJob) throws -> Pixmap) throws -> [ContactSheet.Section] {
        var sections: [ContactSheet.Section] = []
        for subject in subjects {
            let all = try matrix.jobs(for: [subject])
            let devices = all.map(\.device).reduce(into: [Device]()) { if !$0.contains($1) { $0.append($1) } }
            for device in devices {
                let group = all.filter { $0.device == device }
                let pixmaps = try renderCells(group, jobs: jobs, cell: cell)
                var cells: [String: Pixmap] = [:]
                for (job, pixmap) in zip(group, pixmaps) { cells[ContactSheet.Section.key(job.family, job.theme)] = pixmap }
                sections.append(ContactSheet.Section(
                    subject: subject, device: device,
                    families: subject.families.filter { family in group.contains { $0.family == family } },
                    themes: group.map(\.theme).reduce(into: [Theme]()) { if !$0.contains($1) { $0.append($1) } }
                        .sorted { a, b in (Theme.order(of: a), a.name) < (Theme.order(of: b), b.name) },
                    cells: cells))
            }
        }
        return sections
    }

    private static func renderCells(_ jobs: [RenderJob], jobs workers: Int,
                                    cell: @escaping (RenderJob) throws -> Pixmap) throws -> [Pixmap] {
        let slots = ResultSlots<Pixmap>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            slots.store(Result { try cell(jobs[index]) }, at: index)
        }
        return try slots.collect { index, error in CLIError("\(jobs[index].relativePath): \(error)") }
    }

    static func write(_ sheet: ContactSheet, to url: URL, fonts: FontCatalog) throws {
        let png = try sheet.render(fonts: fonts).pngData(preset: .fast)
        try writeAtomically(png, to: url)
    }
}
