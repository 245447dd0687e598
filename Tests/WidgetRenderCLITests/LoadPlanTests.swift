import XCTest
@testable import WidgetRenderCLI

final class LoadPlanTests: XCTestCase {
    private let sizes = ["a.yaml": 724, "b.yaml": 3429, "c.yaml": 1831, "d.yaml": 1831, "e.yaml": 1998]

    /// Largest first (longest-processing-time-first); equal sizes keep file order (c before d).
    func testFilesGoLargestFirstAndTiesKeepFileOrder() {
        let plan = LoadPlan(specPaths: ["a.yaml", "b.yaml", "c.yaml", "d.yaml", "e.yaml"], workers: 1) { self.sizes[$0]! }
        XCTAssertEqual(plan.tasks, [.file(1), .file(4), .file(2), .file(3), .file(0)])
    }

    /// With a second worker, the fonts load beside the first (largest) file; never with one worker
    /// or with no file.
    func testTheWarmUpIsSecondWithTwoWorkersOrMore() {
        let paths = ["a.yaml", "b.yaml"]
        XCTAssertEqual(LoadPlan(specPaths: paths, workers: 2) { self.sizes[$0]! }.tasks, [.file(1), .warmUp, .file(0)])
        XCTAssertEqual(LoadPlan(specPaths: ["a.yaml"], workers: 4) { self.sizes[$0]! }.tasks, [.file(0), .warmUp])
        XCTAssertEqual(LoadPlan(specPaths: paths, workers: 1) { self.sizes[$0]! }.tasks, [.file(1), .file(0)])
        XCTAssertEqual(LoadPlan(specPaths: [], workers: 2).tasks, [])
    }

    /// Outcomes come back in file order, without the warm-up's.
    func testOutcomesComeBackInFileOrder() {
        let plan = LoadPlan(specPaths: ["a.yaml", "b.yaml", "c.yaml"], workers: 2) { self.sizes[$0]! }
        XCTAssertEqual(plan.tasks, [.file(1), .warmUp, .file(2), .file(0)])
        XCTAssertEqual(plan.inFileOrder(["b", "warm-up", "c", "a"]), ["a", "b", "c"])
    }

    /// A file that cannot be read sorts last (size 0) and is still parsed in its turn, where its
    /// error is reported.
    func testAnUnreadableFileIsPlannedLast() {
        let plan = LoadPlan(specPaths: ["/nonexistent/spec.yaml", #filePath], workers: 1)
        XCTAssertEqual(plan.tasks, [.file(1), .file(0)])
    }
}
