import Foundation
import WidgetRender
import WidgetSnapshot

/// Renders jobs on `workers` threads, writing each PNG atomically as it finishes. Each job is
/// independent and deterministic, so the files — and the manifest, kept in job order — are the
/// same bytes whatever the number of workers. Per job only its `ManifestEntry` (about 450 bytes)
/// stays in memory, so memory grows little over long batches.
struct BatchRenderer {
    let outputDirectory: URL
    let workers: Int

    /// Renders every job; on failure, reports the failing job that comes first in the matrix.
    func run<Job: BatchJob>(_ jobs: [Job], progress: ProgressReporter) throws -> [ManifestEntry] {
        let results = ResultSlots<ManifestEntry>.run(count: jobs.count, workers: workers) { index in
            let entry = try render(jobs[index])
            progress.finished(jobs[index].relativePath)
            return entry
        }
        return try results.collect { index, error in
            CLIError("\(jobs[index].relativePath) (\(jobs[index].subject.source)): \(error)")
        }
    }

    private func render(_ job: some BatchJob) throws -> ManifestEntry {
        let pixmap = try job.render()
        let png = try pixmap.pngData(preset: .fast)
        try writeAtomically(png, to: outputDirectory.appendingPathComponent(job.relativePath))
        return ManifestEntry(job: job, outcome: RenderOutcome(sha256: SHA256.hex(of: png), bytes: png.count,
                                                                  pixelWidth: pixmap.width, pixelHeight: pixmap.height))
    }
}

/// Hands out job indices in order, one per call, across threads.
private final class JobCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}

/// One result slot per job, filled from any thread.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]
    private var failed = false

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// `work` for every index below `count` on `workers` threads, indices handed out in order;
    /// once one fails no new index starts (those already taken finish, so the first failure in
    /// index order is the same whatever the threads did).
    static func run(count: Int, workers: Int, _ work: (Int) throws -> Value) -> ResultSlots<Value> {
        let slots = ResultSlots(count: count), next = JobCounter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while !slots.hasFailed, let index = next.take(below: count) {
                slots.store(Result { try work(index) }, at: index)
            }
        }
        return slots
    }

    var hasFailed: Bool { lock.lock(); defer { lock.unlock() }; return failed }

    func store(_ result: Result<Value, Error>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        if case .failure = result { failed = true }
    }

    /// Every value in job order, or the first failure in job order (so the error does not depend
    /// on which thread got there first). Slots never filled (after a failure stopped the batch)
    /// are skipped.
    func collect(describing describe: (Int, Error) -> Error) throws -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        var values: [Value] = []
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .success(let value)?: values.append(value)
            case .failure(let error)?: throw describe(index, error)
            case nil: continue
            }
        }
        return values
    }
}
