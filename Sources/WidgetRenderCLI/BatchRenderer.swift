import Foundation
import WidgetRender
import WidgetSnapshot

/// Renders jobs on `workers` threads, writing each PNG atomically as it finishes. Each job is
/// independent and deterministic, so the files — and the manifest, kept in job order — are the
/// same bytes whatever the number of workers. Per job only a `RenderOutcome` (a hash and three
/// numbers) stays in memory, so memory stays flat over long batches.
struct BatchRenderer {
    let outputDirectory: URL
    let workers: Int

    /// Renders every job; on failure, reports the failing job that comes first in the matrix.
    func run<Job: BatchJob>(_ jobs: [Job], progress: ProgressReporter) throws -> [RenderOutcome] {
        let results = ResultSlots<RenderOutcome>(count: jobs.count)
        let next = JobCounter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, jobs.count))) { _ in
            while let index = next.take(below: jobs.count), !results.hasFailed {
                let job = jobs[index]
                do {
                    results.store(.success(try render(job)), at: index)
                    progress.finished(job.relativePath)
                } catch {
                    results.store(.failure(error), at: index)
                }
            }
        }
        return try results.collect { index, error in
            CLIError("\(jobs[index].relativePath) (\(jobs[index].subject.source)): \(error)")
        }
    }

    private func render(_ job: some BatchJob) throws -> RenderOutcome {
        let pixmap = try job.render()
        let png = try pixmap.pngData(preset: .fast)
        try writeAtomically(png, to: outputDirectory.appendingPathComponent(job.relativePath))
        return RenderOutcome(sha256: SHA256.hex(of: png), bytes: png.count, pixelWidth: pixmap.width, pixelHeight: pixmap.height)
    }
}

/// Hands out job indices in order, one per call, across threads.
final class JobCounter: @unchecked Sendable {
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
