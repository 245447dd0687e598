import Foundation
import XCTest
import WidgetRender
import WidgetSnapshotTesting

/// `assertWidgetSnapshot` under XCTest. The failing example overrides `recordFailure`, where
/// swift-corelibs-xctest delivers every `XCTFail`, to check that the real `.xcTest` reporter
/// fails the test at the assertion's line, without failing this suite.
final class XCTestIntegrationTests: XCTestCase {
    private var expectingFailures = false
    private var recorded: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if expectingFailures {
            recorded.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testPassingSnapshot() {
        let results = assertWidgetSnapshot(of: GreetingView(text: "Hello"), themes: [.iosLight, .iosDark], named: "greeting",
                                           suite: "SnapshotExamples", goldenRoot: ExampleGoldens.root)
        XCTAssertEqual(results.map(\.status), [.matched, .matched])
    }

    func testFailingSnapshotFailsAtTheAssertionWithArtifacts() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-failing-example-\(getpid())")
        expectingFailures = true
        let line = #line + 1
        let results = assertWidgetSnapshot(of: GreetingView(text: "Goodbye"), named: "greeting", suite: "SnapshotExamples",
                                           record: .never, goldenRoot: ExampleGoldens.root, artifactsDirectory: artifacts,
                                           reporter: .xcTest)
        expectingFailures = false

        XCTAssertEqual(results.map(\.status), [.failed])
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        let message = try XCTUnwrap(recorded.first?.description)
        XCTAssertTrue(message.contains("SnapshotExamples/greeting/iphone-11/systemSmall__ios.light: differs from"), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
        XCTAssertTrue(message.contains("the inputs changed: re-record"), message)
        let paths = ExampleGoldens.artifactPaths(in: message)
        XCTAssertEqual(paths.count, 2)
        for path in paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
        let files = try XCTUnwrap(results.first?.artifacts)
        for url in [files.expected, files.actual, files.diff, files.strip] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path)
        }
    }
}
