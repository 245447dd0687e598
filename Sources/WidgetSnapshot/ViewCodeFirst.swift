import Foundation

// Where a view's own code runs. SwiftUI declares `View`, `Widget` and their kin `@MainActor`, and
// code compiled in Swift 6 mode checks that at run time: a builder closure from a `body` traps when
// it is called off the main thread. So the suites run view code (resolve and layout, previews and
// providers' entries turned into views) on the main thread, and only paint, compare and write in
// parallel (docs/golden-testing.md, *Where your code runs*).

package enum MainThread {
    /// `body` on the main queue: here when this is it, else waiting for it. The main actor is the
    /// main queue, not always the main thread: after `dispatchMain()` (Swift Testing's runner) the
    /// queue is served by other threads, and a nonisolated test runs on the cooperative pool.
    package static func run<T>(_ body: () throws -> T) rethrows -> T {
        if isCurrent { return try body() }
        return try DispatchQueue.main.sync(execute: body)
    }

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

package enum ViewCodeFirst {
    /// `prepare` for each item on the main thread, then `finish` for those items in parallel; a
    /// batch at a time, so that no more laid-out snapshots (with their images) are held at once
    /// than the painters can take. Results are in the items' order, whatever the scheduling.
    package static func map<Item, Prepared, Output>(
        _ items: [Item], batch: Int = 2 * ProcessInfo.processInfo.activeProcessorCount,
        prepare: (Item) throws -> Prepared, finish: (Item, Prepared) throws -> Output) -> [Result<Output, Error>] {
        var outputs: [Result<Output, Error>] = []
        outputs.reserveCapacity(items.count)
        var start = 0
        while start < items.count {
            let slice = Array(items[start..<min(items.count, start + max(1, batch))])
            let prepared = MainThread.run { slice.map { item in Result { try prepare(item) } } }
            var finished = [Result<Output, Error>?](repeating: nil, count: slice.count)
            let lock = NSLock()
            DispatchQueue.concurrentPerform(iterations: slice.count) { index in
                let output = Result { try finish(slice[index], try prepared[index].get()) }
                lock.lock(); finished[index] = output; lock.unlock()
            }
            // concurrentPerform returns after every iteration stored its output, so none is nil here.
            outputs += finished.compactMap { $0 }
            start += slice.count
        }
        return outputs
    }
}
