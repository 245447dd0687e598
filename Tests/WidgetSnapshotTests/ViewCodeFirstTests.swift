import Foundation
import XCTest
import WidgetRender
@testable import WidgetSnapshot

/// Where a suite runs view code (ViewCodeFirst.swift; docs/golden-testing.md, *Where your code
/// runs*): the prepare stage on the main queue, even when the suite is checked from another thread
/// (as Swift Testing does); painting in parallel; results in the suite's order.
final class ViewCodeFirstTests: XCTestCase {
    final class Threads: @unchecked Sendable {
        let lock = NSLock()
        var prepareOffMain = 0, prepared = 0, painted = 0
        func record(_ body: (Threads) -> Void) { lock.lock(); body(self); lock.unlock() }
    }

    func renderer(_ threads: Threads) -> SnapshotRenderer {
        SnapshotRenderer(prepare: { _, family, device, _ in
            let onMain = MainThread.isCurrent
            threads.record { $0.prepared += 1; if !onMain { $0.prepareOffMain += 1 } }
            let size = try device.size(of: family)
            return PreparedSnapshot {
                threads.record { $0.painted += 1 }
                return RenderedSnapshot(pixmap: try TestPixmaps.solid(Int(size.width), Int(size.height), (9, 9, 9, 255)),
                                        inputsHash: "fixed")
            }
        })
    }

    let suite = GoldenSuite(name: "Threads", widgets: (0..<5).map { index in
        GoldenWidget(id: "w\(index)", families: [.systemSmall, .systemMedium]) { _ in AnyView(EmptyView()) }
    }, devices: [.iPhone], themes: [.iosLight, .iosDark])

    func testPrepareRunsOnTheMainQueueWhenCheckedFromAnotherThread() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("view-code-first-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let threads = Threads()
        let done = expectation(description: "checked off the main thread")
        let box = ResultBox()
        Thread.detachNewThread { [suite] in
            box.set(Result { try checkGoldens(suite, goldenRoot: root, renderer: self.renderer(threads), recordMode: .all,
                                              environment: [:]) })
            done.fulfill()
        }
        // XCTest's wait runs the main run loop, which serves the main queue the suite waits for.
        wait(for: [done], timeout: 60)
        let run = try XCTUnwrap(box.value).get()
        XCTAssertEqual(run.results.count, 20)  // 5 widgets × 2 families × 2 themes
        XCTAssertEqual(run.results.map(\.id.description), try suite.snapshotIDs().map(\.description))
        XCTAssertEqual(threads.prepared, 20)
        XCTAssertEqual(threads.painted, 20)
        XCTAssertEqual(threads.prepareOffMain, 0)
    }

    func testBatchesKeepTheItemsOrderAndReportEachFailure() {
        let outputs = ViewCodeFirst.map(Array(0..<23), batch: 4, prepare: { item -> Int in
            if item == 7 { throw RenderError.unknownDevice("seven", valid: []) }
            return item * 10
        }, finish: { item, prepared in "\(item):\(prepared)" })
        XCTAssertEqual(outputs.count, 23)
        XCTAssertEqual(try outputs[22].get(), "22:220")
        XCTAssertThrowsError(try outputs[7].get())
        XCTAssertEqual(outputs.compactMap { try? $0.get() }.count, 22)
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<GoldenCheckRun, Error>?
    func set(_ value: Result<GoldenCheckRun, Error>) { lock.lock(); stored = value; lock.unlock() }
    var value: Result<GoldenCheckRun, Error>? { lock.lock(); defer { lock.unlock() }; return stored }
}
