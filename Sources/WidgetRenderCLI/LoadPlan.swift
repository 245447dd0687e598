import Foundation

/// Who parses which spec file when, in `RenderSubject.load`. Parsing is most of a batch's start-up
/// and every render waits for all of it, so its longest chain matters:
/// - files go largest first (longest-processing-time-first, by byte size), so that the longest
///   parse does not start last while the other workers sit idle;
/// - with two workers or more, the run's fonts are loaded as the second task, beside the first
///   file's YAML: every renderer needs them, and a worker that reached them first made the others
///   wait (a `perf` timeline of `render Examples/*.yaml --jobs 2` had the main thread blocked for
///   a third of the load; docs/performance.md, *Issue 35: the load before the batch*).
/// The plan orders work only: outcomes go back to file order, so nothing printed depends on it.
struct LoadPlan {
    enum Task: Equatable {
        case file(Int)
        case warmUp
    }

    let tasks: [Task]

    init(specPaths: [String], workers: Int, size: (String) -> Int = LoadPlan.byteSize) {
        let sizes = specPaths.map(size)
        // Equal sizes keep file order, so the plan is the same on every run.
        var tasks = specPaths.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }.map(Task.file)
        if workers > 1, !tasks.isEmpty { tasks.insert(.warmUp, at: 1) }
        self.tasks = tasks
    }

    /// The file tasks' outcomes (`outcomes[i]` belongs to `tasks[i]`) in file order.
    func inFileOrder<Outcome>(_ outcomes: [Outcome]) -> [Outcome] {
        zip(tasks, outcomes).compactMap { task, outcome in
            if case .file(let file) = task { (file, outcome) } else { nil }
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A file's size in bytes; 0 when it cannot be read, so parsing reports the problem in its turn.
    static func byteSize(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
