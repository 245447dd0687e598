import WidgetPreviewFixtures
import WidgetRender
import WidgetSnapshot
import WidgetSnapshotTesting
import XCTest

/// The live preview's control variables (`PreviewControls`, docs/preview.md "Swift package targets"):
/// parsing, their errors, and `assertWidgetPreviewSnapshots` drawing what they ask for.
final class PreviewControlsTests: XCTestCase {
    private let out = ["WIDGET_RENDER_PREVIEWS_OUT": "/tmp/unused"]

    func testEveryVariableIsRead() throws {
        let controls = try PreviewControls.parse([
            "WIDGET_RENDER_PREVIEW_THEMES": "ios.tinted, ios.dark", "WIDGET_RENDER_PREVIEW_DEVICES": "iphone-16-pro",
            "WIDGET_RENDER_PREVIEW_TINT": "#ff2d55", "WIDGET_RENDER_PREVIEW_WALLPAPER": Wallpaper.allCases.last!.rawValue,
            "WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE": "ax3", "WIDGET_RENDER_PREVIEW_LOCALE": "ar",
            "WIDGET_RENDER_PREVIEW_LAYOUT_DIRECTION": "ltr", "WIDGET_RENDER_PREVIEW_OS": "18",
        ])
        // A theme that takes a color is named without one and gets the tint (`ThemeColor` spells it upper-case).
        let themes = controls.themes(replacing: Theme.builtIn)
        XCTAssertEqual(themes.map(\.name), ["ios.tinted(#FF2D55)", "ios.dark"])
        XCTAssertEqual(themes.map(\.wallpaper), [Wallpaper.allCases.last!, Wallpaper.allCases.last!])
        XCTAssertEqual(controls.devices?.map(\.id), ["iphone-16-pro"])
        XCTAssertEqual(controls.axes, EnvironmentAxes(dynamicTypeSize: .accessibility3, locale: Locale(identifier: "ar"),
                                                      layoutDirection: .leftToRight, osRelease: .v18))
    }

    func testTintRecolorsTheCallsThemesAndDevicesAloneKeepTheirPlatform() throws {
        let tinted = try PreviewControls.parse(["WIDGET_RENDER_PREVIEW_TINT": "red"]).themes(replacing: Theme.builtIn)
        XCTAssertEqual(tinted.filter { $0.name.contains("(") }.map(\.name),
                       ["ios.tinted(red)", "macos.tinted(red)", "watchos.accented(red)", "visionos.color(red)"])
        XCTAssertEqual(tinted.count, Theme.builtIn.count)
        let onWatch = try PreviewControls.parse(["WIDGET_RENDER_PREVIEW_DEVICES": "watch-series-10-46mm"])
        let watchThemes = onWatch.themes(replacing: Theme.builtIn)
        XCTAssertFalse(watchThemes.isEmpty)
        XCTAssertTrue(watchThemes.allSatisfy { "\($0.platform)" == "\(onWatch.devices![0].widgetPlatform)" })
        XCTAssertEqual(try PreviewControls.parse(["WIDGET_RENDER_PREVIEW_THEMES": "all"]).themes?.count, Theme.builtIn.count)
    }

    func testBadValuesGiveOneLineNamingTheVariableAndValue() {
        let bad = [
            ("WIDGET_RENDER_PREVIEW_THEMES", "ios.sepia"), ("WIDGET_RENDER_PREVIEW_DEVICES", "iphone-1"),
            ("WIDGET_RENDER_PREVIEW_TINT", "reddish"), ("WIDGET_RENDER_PREVIEW_WALLPAPER", "beach"),
            ("WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE", "huge"), ("WIDGET_RENDER_PREVIEW_LOCALE", "de;rm -rf"),
            ("WIDGET_RENDER_PREVIEW_LAYOUT_DIRECTION", "up"), ("WIDGET_RENDER_PREVIEW_OS", "19"),
        ]
        for (variable, value) in bad {
            XCTAssertThrowsError(try PreviewControls.parse([variable: value]), variable) { error in
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix("\(variable): '\(value)' is not"), line)
                XCTAssertFalse(line.contains("\n"), line)
            }
        }
    }

    func testVariablesAreReadOnlyInPreviewMode() throws {
        let chosen = ["WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE": "accessibility3"]
        XCTAssertNil(try PreviewControls.current(environment: chosen), "a stray variable must not change a plain test run")
        XCTAssertNil(try PreviewControls.current(environment: out))
        XCTAssertEqual(try PreviewControls.current(environment: out.merging(chosen) { a, _ in a })?.axes.dynamicTypeSize,
                       .accessibility3)
        XCTAssertThrowsError(try PreviewControls.current(environment: out.merging(["WIDGET_RENDER_PREVIEW_TINT": "x"]) { a, _ in a }))
    }

    /// The preview images in preview mode with the controls set: exactly the pixels of the preview's
    /// view drawn in the chosen tint, text size and locale (Arabic: right to left, docs/platform.md
    /// §5a), and different from the image without each of them; the goldens are still checked as the
    /// call says (ios.light only here).
    func testAssertDrawsThePreviewImagesInTheChosenControls() throws {
        let preview = try XCTUnwrap(WidgetPreviews.all.first { $0.title == "Level · full" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-controls-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = ["WIDGET_RENDER_PREVIEWS_OUT": folder.appendingPathComponent("out").path,
                      "WIDGET_RENDER_PREVIEW_THEMES": "ios.tinted", "WIDGET_RENDER_PREVIEW_TINT": "#FF2D55",
                      "WIDGET_RENDER_PREVIEW_DYNAMIC_TYPE": "accessibility3", "WIDGET_RENDER_PREVIEW_LOCALE": "ar"]
        let messages = Messages()
        for (name, value) in chosen { setenv(name, value, 1) }
        let results = assertWidgetPreviewSnapshots([preview], themes: [.iosLight], record: .all,
                                                   goldenRoot: folder.appendingPathComponent("Golden"), reporter: SnapshotFailureReporter { message, _ in messages.add(message) })
        for name in chosen.keys { unsetenv(name) }
        XCTAssertFalse(messages.all.contains { $0.contains("check failed") }, "\(messages.all)")
        XCTAssertEqual(results.map { $0.id.theme }, ["ios.light"], "the goldens follow the call, not the controls")

        let manifestURL = folder.appendingPathComponent("out/previews.json")
        let manifest = try JSONDecoder().decode(PreviewImageManifest.self, from: Data(contentsOf: manifestURL))
        let image = try XCTUnwrap(manifest.previews.first?.snapshots.first?.images.first)
        XCTAssertEqual(manifest.previews.first?.snapshots.first?.images.count, 1)
        XCTAssertEqual(image.theme, "ios.tinted(#FF2D55)")
        let written = try Data(contentsOf: folder.appendingPathComponent("out/\(image.path)"))

        let device = try Device(named: image.device)
        let view = try XCTUnwrap(PreviewSnapshots.make([preview], themes: [try Theme(named: "ios.tinted(#FF2D55)")]).first?.snapshots.first?.view)
        func draw(_ theme: String, _ axes: EnvironmentAxes) throws -> Data {
            try SnapshotRenderer.standard().render(axes.applied(to: view), .systemSmall, device, try Theme(named: theme)).pixmap.pngData()
        }
        let asked = EnvironmentAxes(dynamicTypeSize: .accessibility3, locale: Locale(identifier: "ar"))
        XCTAssertEqual(written, try draw("ios.tinted(#FF2D55)", asked))
        XCTAssertNotEqual(written, try draw("ios.tinted(blue)", asked), "the tint")
        XCTAssertNotEqual(written, try draw("ios.tinted(#FF2D55)", EnvironmentAxes(locale: Locale(identifier: "ar"))), "the text size")
        XCTAssertNotEqual(written, try draw("ios.tinted(#FF2D55)", EnvironmentAxes(dynamicTypeSize: .accessibility3)), "the locale's direction")
    }

    func testAssertDrawsRightToLeftWhenAsked() throws {
        let preview = try XCTUnwrap(WidgetPreviews.all.first { $0.title == "Level · full" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-rtl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = ["WIDGET_RENDER_PREVIEWS_OUT": folder.appendingPathComponent("out").path,
                      "WIDGET_RENDER_PREVIEW_THEMES": "ios.light", "WIDGET_RENDER_PREVIEW_LAYOUT_DIRECTION": "rtl"]
        for (name, value) in chosen { setenv(name, value, 1) }
        assertWidgetPreviewSnapshots([preview], themes: [.iosLight], record: .all,
                                     goldenRoot: folder.appendingPathComponent("Golden"), reporter: SnapshotFailureReporter { _, _ in })
        for name in chosen.keys { unsetenv(name) }
        let manifest = try JSONDecoder().decode(PreviewImageManifest.self, from: Data(contentsOf: folder.appendingPathComponent("out/previews.json")))
        let image = try XCTUnwrap(manifest.previews.first?.snapshots.first?.images.first)
        let written = try Data(contentsOf: folder.appendingPathComponent("out/\(image.path)"))
        let view = try XCTUnwrap(PreviewSnapshots.make([preview], themes: [.iosLight]).first?.snapshots.first?.view)
        func draw(_ axes: EnvironmentAxes) throws -> Data {
            try SnapshotRenderer.standard().render(axes.applied(to: view), .systemSmall, try Device(named: image.device), .iosLight).pixmap.pngData()
        }
        XCTAssertEqual(written, try draw(EnvironmentAxes(layoutDirection: .rightToLeft)))
        XCTAssertNotEqual(written, try draw(EnvironmentAxes()), "right to left mirrors the leading-aligned texts")
    }
}

/// Messages a reporter collects (the reporter may be called from any thread).
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
}
