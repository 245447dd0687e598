import Foundation
import XCTest
@testable import WidgetRenderCLI

/// The package preview page's controls as the run's input (`/controls`, PackagePreviewControls):
/// a good choice queues a run whose command gets the control variables; a bad one is one line and
/// the last good images stay. The fake build (Tests/Browser/fake-preview-build.py) logs the
/// variables it got and names its images by the themes variable.
final class PackagePreviewControlsTests: XCTestCase {
    func testQueryBecomesTheControlVariablesAndBack() throws {
        let query = ["theme": "ios.tinted", "tint": "#ff2d55", "wallpaper": "", "device": "iphone-16",
                     "dynamicType": "accessibility3", "locale": "ar", "os": "17", "rtl": "1"]
        let variables = try PackagePreviewControls.variables(from: query)
        XCTAssertEqual(variables, ["WIDGET_RENDER_PREVIEW_THEMES": "ios.tinted", "WIDGET_RENDER_PREVIEW_TINT": "#ff2d55",
                                   "WIDGET_RENDER_PREVIEW_DEVICES": "iphone-16", "WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE": "accessibility3",
                                   "WIDGET_RENDER_PREVIEW_LOCALE": "ar", "WIDGET_RENDER_PREVIEW_LAYOUT_DIRECTION": "rtl",
                                   "WIDGET_RENDER_PREVIEW_OS": "17"])
        XCTAssertEqual(PackagePreviewControls.query(from: variables), query.filter { !$0.value.isEmpty })
        XCTAssertEqual(try PackagePreviewControls.variables(from: ["rtl": "0", "theme": ""]), [:])
        XCTAssertThrowsError(try PackagePreviewControls.variables(from: ["dynamicType": "huge"])) { error in
            XCTAssertEqual("\(error)".components(separatedBy: "\n").count, 1)
            XCTAssertTrue("\(error)".hasPrefix("WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE: 'huge' is not a Dynamic Type size"), "\(error)")
        }
        // The page is the only source of choices: variables the CLI was started with are not passed on.
        let environment = PackagePreviewControls.environment(
            base: ["PATH": "/bin", "WIDGET_RENDER_PREVIEW_LOCALE": "ja"], controls: ["WIDGET_RENDER_PREVIEW_TINT": "red"])
        XCTAssertEqual(environment, ["PATH": "/bin", "WIDGET_RENDER_PREVIEW_TINT": "red"])
    }

    /// A run only a control change asked for skips the build (the default command with
    /// `--skip-build`) when the last run was good and no watched file changed; otherwise it builds.
    func testAControlChangeAloneRerunsWithoutBuilding() throws {
        let folder = try temporaryFolder("package-rerun")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let sources = folder.appendingPathComponent("Sources/W")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let source = sources.appendingPathComponent("a.swift")
        try Data("let a = 1\n".utf8).write(to: source)
        let fake = packageRoot.appendingPathComponent("Tests/Browser/fake-preview-build.py").path
        let state = try PackagePreviewState(packageDirectory: folder, target: "W", buildCommand: "echo build >> runs.log; python3 '\(fake)'",
                                            rerunCommand: "echo rerun >> runs.log; python3 '\(fake)'")
        func get(_ target: String) { _ = state.respond(to: LoopbackHTTPServer.parse(Array("GET \(target) HTTP/1.1\r\n\r\n".utf8))!) }
        state.requestBuild()
        state.buildOnce(waiting: true)                          // first run: builds
        get("/controls?dynamicType=ax1"); state.buildOnce(waiting: true)   // control only: rerun
        try Data("let a = 2\n".utf8).write(to: source)
        state.requestBuild()                                    // what the watcher does on a change
        get("/controls?dynamicType=ax2"); state.buildOnce(waiting: true)   // a change and a control: builds
        try Data("  #error(\"no\")\n".utf8).write(to: source)
        state.requestBuild(); state.buildOnce(waiting: true)     // fails
        try Data("let a = 3\n".utf8).write(to: source)
        get("/controls?dynamicType=ax3"); state.buildOnce(waiting: true)   // after a failure: builds
        get("/controls?dynamicType=ax4"); state.buildOnce(waiting: true)   // good again, control only: rerun
        let runs = try String(contentsOf: folder.appendingPathComponent("runs.log"), encoding: .utf8)
        XCTAssertEqual(runs.split(separator: "\n"), ["build", "rerun", "build", "build", "build", "rerun"])
        XCTAssertEqual(PackagePreviewOptions.rerunCommand(option: nil, target: "W", testTarget: nil, environment: [:]),
                       "swift test --skip-build --filter '^WTests\\.'")
        XCTAssertNil(PackagePreviewOptions.rerunCommand(option: "make previews", target: "W", testTarget: nil, environment: [:]),
                     "a command of the user's always runs as given")
    }

    func testAControlChangeQueuesARunWithTheVariablesAndABadOneKeepsTheImages() throws {
        let folder = try temporaryFolder("package-controls")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let sources = folder.appendingPathComponent("Sources/W")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: sources.appendingPathComponent("a.swift"))
        let fake = packageRoot.appendingPathComponent("Tests/Browser/fake-preview-build.py").path
        let state = try PackagePreviewState(packageDirectory: folder, target: "W", buildCommand: "python3 '\(fake)'")
        func get(_ target: String) -> LoopbackHTTPServer.Response {
            state.respond(to: LoopbackHTTPServer.parse(Array("GET \(target) HTTP/1.1\r\n\r\n".utf8))!)
        }
        func json() throws -> [String: Any] { try XCTUnwrap(JSONSerialization.jsonObject(with: get("/state").body) as? [String: Any]) }
        func loggedControls() throws -> [[String: String]] {
            try String(contentsOf: folder.appendingPathComponent("fake-build-controls.log"), encoding: .utf8)
                .split(separator: "\n").map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String]) }
        }

        state.buildOnce(waiting: false)
        XCTAssertEqual(try loggedControls(), [[:]], "no choice: the test's own axes")
        let first = get("/image.png?run=1&path=Fake-Preview/iphone-16__ios.light.png")
        XCTAssertEqual(first.status, 200)
        let choices = try json()
        XCTAssertEqual((choices["themes"] as? [[String: Any]])?.count, 15, "the built-in themes, for the page's select")
        XCTAssertNotNil(choices["devices"] as? [[String: Any]])

        // A choice: state shows it, a run is asked for (building), and that run gets the variables.
        XCTAssertEqual(get("/controls?theme=ios.light&dynamicType=accessibility3&rtl=1").status, 200)
        var body = try json()
        XCTAssertEqual(body["controls"] as? [String: String], ["theme": "ios.light", "dynamicType": "accessibility3", "rtl": "1"])
        XCTAssertEqual(body["building"] as? Bool, true)
        state.buildOnce(waiting: false)
        XCTAssertEqual(try loggedControls().last, ["WIDGET_RENDER_PREVIEW_THEMES": "ios.light", "WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE": "accessibility3",
                                                  "WIDGET_RENDER_PREVIEW_LAYOUT_DIRECTION": "rtl"])
        body = try json()
        XCTAssertEqual(body["run"] as? Int, 2)
        XCTAssertEqual(body["runControls"] as? [String: String], body["controls"] as? [String: String])
        let second = get("/image.png?run=2&path=Fake-Preview/iphone-16__ios.light.png")
        XCTAssertEqual(second.status, 200)
        XCTAssertNotEqual(second.body, first.body, "the fake build colors by the sources and the variables")

        // The same choice again asks for nothing.
        XCTAssertEqual(get("/controls?theme=ios.light&dynamicType=accessibility3&rtl=1").status, 200)
        XCTAssertEqual(try json()["building"] as? Bool, false)

        // A bad value: one line, in the response and the state; no run, run 2's images stay.
        let refused = get("/controls?theme=ios.light&tint=reddish")
        XCTAssertEqual(refused.status, 422)
        let line = String(decoding: refused.body, as: UTF8.self).trimmingCharacters(in: .newlines)
        XCTAssertTrue(line.hasPrefix("WIDGET_RENDER_PREVIEW_TINT: 'reddish' is not a theme color"), line)
        body = try json()
        XCTAssertEqual(body["controlError"] as? String, line)
        XCTAssertEqual(body["building"] as? Bool, false)
        XCTAssertEqual(body["run"] as? Int, 2)
        XCTAssertEqual(get("/image.png?run=2&path=Fake-Preview/iphone-16__ios.light.png").body, second.body)
        // A good choice clears the line.
        XCTAssertEqual(get("/controls?theme=ios.light").status, 200)
        XCTAssertNil(try json()["controlError"])
    }
}
