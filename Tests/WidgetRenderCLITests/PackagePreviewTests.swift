import Foundation
import XCTest
@testable import WidgetRenderCLI

/// `widget-render preview --package`: the build → state → image flow with the fake build of the
/// browser test (Tests/Browser/fake-preview-build.py: previews.json and PNGs colored by a hash of the
/// sources; `#error` in a source fails like the compiler). The real `swift test` build is measured by
/// hand (docs/preview.md). scripts/browser-test drives the page in headless Chromium.
final class PackagePreviewTests: XCTestCase {
    func testBuildsServeImagesAndAFailedBuildKeepsTheLastGoodOne() throws {
        let folder = try temporaryFolder("package-preview")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let sources = folder.appendingPathComponent("Sources/W")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let source = sources.appendingPathComponent("a.swift")
        try Data("let a = 1\n".utf8).write(to: source)
        let fake = packageRoot.appendingPathComponent("Tests/Browser/fake-preview-build.py").path
        let state = try PackagePreviewState(packageDirectory: folder, target: "W", buildCommand: "python3 '\(fake)'")
        func get(_ target: String) -> LoopbackHTTPServer.Response {
            state.respond(to: LoopbackHTTPServer.parse(Array("GET \(target) HTTP/1.1\r\n\r\n".utf8))!)
        }
        func json() throws -> [String: Any] { try XCTUnwrap(JSONSerialization.jsonObject(with: get("/state").body) as? [String: Any]) }

        let before = state.fingerprint()
        state.buildOnce(waiting: false)
        var body = try json()
        XCTAssertEqual(body["run"] as? Int, 1)
        XCTAssertNil(body["error"])
        XCTAssertEqual((body["previews"] as? [[String: Any]])?.first?["title"] as? String, "Fake Preview")
        let image = "/image.png?run=1&path=Fake-Preview/iphone-16__ios.light.png"
        let first = get(image)
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.contentType, "image/png")
        XCTAssertEqual(get("/image.png?run=1&path=../../Package.swift").status, 404, "only the manifest's images")
        XCTAssertEqual(get("/image.png?run=0&path=Fake-Preview/iphone-16__ios.light.png").status, 404, "only the current run")

        // An edit changes the fingerprint; the next run serves new pixels and the old run is gone.
        try Data("let a = 2\n".utf8).write(to: source)
        XCTAssertNotEqual(state.fingerprint(), before)
        state.buildOnce(waiting: false)
        let second = get("/image.png?run=2&path=Fake-Preview/iphone-16__ios.light.png")
        XCTAssertEqual(second.status, 200)
        XCTAssertNotEqual(second.body, first.body)
        XCTAssertEqual(get(image).status, 404)

        // A compiler error: its file:line:col line is the state's error; run 2 stays on the page.
        try Data("let a = 2\n  #error(\"no\")\n".utf8).write(to: source)
        state.buildOnce(waiting: false)
        body = try json()
        XCTAssertEqual(body["error"] as? String, "Sources/W/a.swift:2:3: error: the fake build found #error")
        XCTAssertEqual(body["run"] as? Int, 2)
        XCTAssertEqual(get("/image.png?run=2&path=Fake-Preview/iphone-16__ios.light.png").body, second.body)
    }

    func testErrorLinesOptionsAndQueue() throws {
        let output = "Compiling W a.swift\n/p/W/a.swift:3:7: error: cannot find 'x' in scope\n  |  `- error: cannot find\n/p/W/a.swift:3:7: error: cannot find 'x' in scope\n"
        XCTAssertEqual(PackagePreviewState.problem(status: 1, output: output, what: "`swift test`"),
                       "/p/W/a.swift:3:7: error: cannot find 'x' in scope")
        XCTAssertEqual(PackagePreviewState.problem(status: 2, output: "a\nb\n", what: "`make`"),
                       "`make` exited with status 2 and wrote no previews.json:\na\nb")
        // A preview that traps: the runtime's line, not the stack trace.
        let trap = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\nCurrent stack trace:\n0    libswiftCore.so    0x1 swift_reportError + 33\n"
        XCTAssertEqual(PackagePreviewState.problem(status: 132, output: trap, what: "the fast reload"),
                       "the fast reload stopped (status 132): Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        XCTAssertEqual(PackagePreviewOptions.buildCommand(option: nil, target: "W", testTarget: nil, environment: [:]),
                       "swift test --filter '^WTests\\.'")
        XCTAssertEqual(PackagePreviewOptions.buildCommand(option: nil, target: "W", testTarget: nil,
                                                          environment: ["WIDGET_RENDER_PREVIEW_BUILD": "./fake"]), "./fake")
        XCTAssertThrowsError(try PackagePreviewOptions.validate(spec: nil, package: "p", target: "W; rm", testTarget: nil))
        XCTAssertThrowsError(try PackagePreviewOptions.validate(spec: "s.yaml", package: "p", target: "W", testTarget: nil))
        XCTAssertThrowsError(try PackagePreviewOptions.validate(spec: nil, package: "p", target: nil, testTarget: nil))
        XCTAssertNoThrow(try PackagePreviewOptions.validate(spec: nil, package: "p", target: "W", testTarget: "WTests"))

        // Saves during a build queue one build: two requests, one build.
        let folder = try temporaryFolder("package-queue")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/W"), withIntermediateDirectories: true)
        let counter = folder.appendingPathComponent("count")
        let state = try PackagePreviewState(packageDirectory: folder, target: "W", buildCommand: "echo x >> '\(counter.path)'")
        state.requestBuild()
        state.requestBuild()
        state.buildOnce(waiting: true)
        let done = expectation(description: "no second build")
        done.isInverted = true
        Thread.detachNewThread { state.buildOnce(waiting: true); done.fulfill() }
        wait(for: [done], timeout: 0.5)
        XCTAssertEqual(try String(contentsOf: counter, encoding: .utf8), "x\n")
    }
}
