import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// `widget-render activities`: a spec's Live Activities and Controls become one PNG per
/// presentation and theme (or state) and one contact sheet each (docs/spec.md).
final class ActivitiesCommandTests: XCTestCase {
    func testActivitiesAndControlsOfASpecRenderWithSheets() throws {
        let folder = try temporaryFolder("activities")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("delivery.yaml")
        try """
            activities:
              - name: delivery
                states: [{name: brewing, values: {eta: 4 min}}, {name: ready, values: {eta: now}}]
                lockScreen: {Text: "{{eta}}"}
                dynamicIsland: {compactLeading: {Text: L}, compactTrailing: {Text: "{{eta}}"}, minimal: {Text: M}}
            controls:
              - {name: timer, kind: toggle, title: Start Timer, symbol: timer, tint: orange}
            """.write(to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let command = try ActivitiesCommand.parse([spec.path, "--out", out.path])
        try command.run()
        let files = Set((FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") })
        // Two states × 9 presentations × 3 themes; the control's 11 places (the Action button on the
        // iPhone among them) × off/on plus on under each platform's tinted theme (11); and 3 sheets.
        XCTAssertEqual(files.count, 2 * 27 + 22 + 11 + 3)
        for sheet in ["sheets/delivery.brewing.png", "sheets/delivery.ready.png", "sheets/timer.png",
                      "delivery.ready/iphone-16/dynamicIslandCompact__ios.tinted-blue.png",
                      "timer/iphone-16/controlCenterSmall__on.png", "timer/watch-45mm/watchSmartStack__off.png",
                      "timer/iphone-16/actionButton__on.png",
                      "timer/iphone-16/controlCenterSmall__on__ios.tinted-blue.png", "timer/mac/macMenuBar__on__macos.tinted-blue.png"] {
            XCTAssertTrue(files.contains(sheet), "missing \(sheet) in \(files.sorted().prefix(5))")
        }
    }

    func testASpecWithoutActivitiesIsOneLineAndExitStatusOne() throws {
        let spec = packageRoot.appendingPathComponent("Examples/calendar-circle.yaml").path
        let process = Process()
        process.executableURL = try cliBinary()
        process.arguments = ["activities", spec, "--out", NSTemporaryDirectory() + "unused-activities"]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(stderr, "widget-render: \(spec): no 'activities' or 'controls' to render (widgets render with `widget-render render`)\n")
    }
}
