import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// Translations on the command line (docs/localization.md): `--localizations` with the `--locale`
/// axis checks the example spec against the same goldens the Swift test writes
/// (`Golden/Localization/water__<locale>`), so the spec and the Swift widget must draw alike.
final class LocalizationCLITests: XCTestCase {
    private var example: URL { packageRoot.appendingPathComponent("Examples/localization") }

    func testCheckWithLocaleAxisMatchesTheSwiftGoldens() throws {
        let record = ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"] ?? "never"
        let command = try CheckCommand.parse([
            example.appendingPathComponent("water.yaml").path, "--golden", packageRoot.appendingPathComponent("Golden").path,
            "--suite", "Localization", "--device", "iphone-11", "--theme", "ios.light", "--locale", "en,de,ru,ar,ja",
            "--localizations", example.path, "--record", record, "--quiet",
        ])
        XCTAssertNoThrow(try command.run())
    }

    /// A bad file is one line naming it, through the spec and through --localizations.
    func testBadLocalizationsAreOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"Water\" = \"Wasser\"\n\"Goal\" = \"Ziel\";".utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        let spec = folder.appendingPathComponent("w.yaml")
        try Data("localizations: .\nwidgets:\n  - name: w\n    body: {Text: {key: Water}}\n".utf8).write(to: spec)
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [spec.path])) { error in
            let line = "\(error)"
            XCTAssertTrue(line.contains("de.lproj/Localizable.strings:2:1: expected ';' after the entry for \"Water\""), line)
            XCTAssertFalse(line.contains("\n"), line)
        }
        var run = RunOptions()
        run.localizations = folder
        let plain = folder.appendingPathComponent("plain.yaml")
        try Data("widgets:\n  - name: w\n    body: {Text: {key: Water}}\n".utf8).write(to: plain)
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [plain.path], run: run)) { error in
            XCTAssertTrue("\(error)".contains("--localizations: "), "\(error)")
        }
    }

    /// A symlinked translation file pointing out of the spec's folder is refused (docs/security.md).
    func testSymlinkOutOfTheSpecFolderIsRefused() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-link-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("spec"), outside = base.appendingPathComponent("secret.strings")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("\"Water\" = \"secret\";".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("de.lproj/Localizable.strings"),
                                                   withDestinationURL: outside)
        let spec = folder.appendingPathComponent("w.yaml")
        try Data("localizations: .\nwidgets:\n  - name: w\n    body: {Text: {key: Water}}\n".utf8).write(to: spec)
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [spec.path])) { error in
            XCTAssertTrue("\(error)".contains("outside"), "\(error)")
        }
    }
}
