import Foundation
import XCTest
import WidgetRender

/// `--apple-fonts DIR` (docs/text.md, "Apple's fonts"): a folder that does not exist, or holds
/// none of Apple's fonts (recognised by the PostScript name inside, not the file name), is one
/// line on stderr and a non-zero exit, before anything is written (or served).
final class AppleFontsCLITests: XCTestCase {
    func testAMissingFolderOrOneWithoutAppleFontsIsOneLineAndAFailure() throws {
        let folder = try temporaryFolder("apple-fonts-cli")
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Inter under Apple's file name: not SF Pro.
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Assets/Fonts/Inter-Regular.otf"),
                                         to: fonts.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        let spec = packageRoot.appendingPathComponent("Examples/caffeine-tracker.yaml").path
        let cases = [
            (folder.appendingPathComponent("nowhere").path, "Apple fonts folder not found"),
            (fonts.path, "no Apple fonts found (expected SF Pro, SF Pro Rounded, SF Mono or New York"),
        ]
        for (argument, message) in cases {
            for command in [["render", spec, "--out", "out"], ["check", spec, "--golden", "golden"],
                            ["layout", spec, "--widget", "caffeine-tracker"], ["preview", spec, "--port", "0"]] {
                let run = try BuiltCommand.run(BuiltCommand.widgetRender.path, command + ["--apple-fonts", argument], in: folder)
                XCTAssertNotEqual(run.status, 0, "\(command) \(argument)")
                XCTAssertEqual(run.err.split(separator: "\n").count, 1, run.err)
                XCTAssertTrue(run.err.contains("\(argument): \(message)"), run.err)
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden").path))
            }
        }
    }

    /// With Apple's fonts (WIDGET_RENDER_APPLE_FONTS=DIR; skipped otherwise): `check --apple-fonts`
    /// records goldens that say "Fonts: apple" and name no path, matches them again, and the same
    /// goldens checked with the stand-ins fail with the fonts named, never compared.
    func testGoldensRecordedWithAppleFontsFailWithTheStandIns() throws {
        guard let fonts = ProcessInfo.processInfo.environment["WIDGET_RENDER_APPLE_FONTS"], !fonts.isEmpty else {
            throw XCTSkip("WIDGET_RENDER_APPLE_FONTS is not set (a folder of Apple's SF Pro files)")
        }
        let folder = try temporaryFolder("apple-fonts-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", packageRoot.appendingPathComponent("Examples/caffeine-tracker.yaml").path,
                         "--golden", "golden", "--suite", "Apple", "--device", "iphone-11", "--theme", "ios.light"]
        let record = try BuiltCommand.run(BuiltCommand.widgetRender.path, arguments + ["--record", "missing", "--apple-fonts", fonts],
                                          in: folder)
        XCTAssertNotEqual(record.status, 2, record.err)
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("golden").path)
            .filter { $0.hasSuffix(".png") }
        XCTAssertFalse(goldens.isEmpty)
        for golden in goldens {
            let text = try PNGInfo.text(of: try Data(contentsOf: folder.appendingPathComponent("golden/" + golden)))
            XCTAssertEqual(text["Fonts"], "apple", golden)
            XCTAssertFalse(text.values.contains { $0.contains("/") }, "\(golden): \(text)")
        }
        let again = try BuiltCommand.run(BuiltCommand.widgetRender.path, arguments + ["--record", "never", "--apple-fonts", fonts],
                                         in: folder)
        XCTAssertEqual(again.status, 0, again.out + again.err)
        let standIns = try BuiltCommand.run(BuiltCommand.widgetRender.path, arguments + ["--record", "never"], in: folder)
        XCTAssertEqual(standIns.status, 1, standIns.out + standIns.err)
        XCTAssertTrue((standIns.out + standIns.err).contains("recorded with fonts: apple, rendered with fonts: stand-ins"),
                      standIns.out + standIns.err)
    }
}
