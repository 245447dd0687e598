import Foundation
import XCTest

/// `--apple-fonts DIR` (docs/text.md, "Apple's fonts"): a folder that does not exist, or holds
/// none of Apple's fonts (recognised by the PostScript name inside, not the file name), is one
/// line on stderr and a non-zero exit, before anything is written.
final class AppleFontsCLITests: XCTestCase {
    func testAMissingFolderOrOneWithoutAppleFontsIsOneLineAndAFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-fonts-cli-\(UUID().uuidString)")
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
            for command in [["render", spec, "--out", "out"], ["check", spec, "--golden", "golden"]] {
                let run = try BuiltCommand.run(BuiltCommand.widgetRender.path, command + ["--apple-fonts", argument], in: folder)
                XCTAssertNotEqual(run.status, 0, "\(command) \(argument)")
                XCTAssertEqual(run.err.split(separator: "\n").count, 1, run.err)
                XCTAssertTrue(run.err.contains("\(argument): \(message)"), run.err)
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden").path))
            }
        }
    }
}
