import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// `render --size WxH|fit --scale N --color-scheme …`: each widget's view on its own, in the files
/// `assertViewSnapshot` checks (`<widget>/<W>x<H>-<N>x/view__<scheme>.png`), with a manifest.
final class ViewSizeCLITests: XCTestCase {
    private func spec(in folder: URL) throws -> URL {
        let spec = folder.appendingPathComponent("badge.yaml")
        try """
            widgets:
              - name: badge
                families: [systemSmall]
                body:
                  HStack:
                    - Image: {systemName: flame.fill}
                    - Text: 12-day streak
            """.write(to: spec, atomically: true, encoding: .utf8)
        return spec
    }

    /// 200 × 60 pt at 2× is 400 × 120 px, in light and dark; `fit` takes the view's own size.
    func testFixedAndFittingSizes() throws {
        let folder = try temporaryFolder("view-size")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let run = try BuiltCommand.run(BuiltCommand.widgetRender.path,
                                       ["render", try spec(in: folder).path, "--out", out.path, "--size", "200x60",
                                        "--scale", "2", "--color-scheme", "light,dark"], in: folder)
        XCTAssertEqual(run.status, 0, run.err)
        let manifest = try Manifest.read(from: out.appendingPathComponent(Manifest.fileName))
        XCTAssertEqual(manifest.files.map(\.path), ["badge/200x60-2x/view__dark.png", "badge/200x60-2x/view__light.png"])
        XCTAssertEqual(manifest.files.map(\.family), ["view", "view"])
        XCTAssertEqual(manifest.files.map(\.theme), ["dark", "light"])
        let light = try Pixmap(pngData: Data(contentsOf: out.appendingPathComponent("badge/200x60-2x/view__light.png")))
        XCTAssertEqual([light.width, light.height], [400, 120])
        // Nothing around the view: the corners are transparent (no widget background or backdrop).
        XCTAssertEqual(light.pixel(x: 0, y: 0).a, 0)

        let fit = try BuiltCommand.run(BuiltCommand.widgetRender.path,
                                       ["render", try spec(in: folder).path, "--out", out.path, "--size", "fit"], in: folder)
        XCTAssertEqual(fit.status, 0, fit.err)
        let fitted = try Pixmap(pngData: Data(contentsOf: out.appendingPathComponent("badge/fit-3x/view__light.png")))
        XCTAssertLessThan(fitted.height, 90, "a one-line badge at 3× is about 20 pt tall")
        XCTAssertGreaterThan(fitted.width, fitted.height * 3)
    }

    func testBadSizesAndOptionsThatDoNotApply() throws {
        let folder = try temporaryFolder("view-size-errors")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try spec(in: folder).path
        for (arguments, message) in [
            (["--size", "0x10"], "--size '0x10' must be WxH in points"),
            (["--size", "abc"], "--size 'abc' must be WxH in points"),
            (["--size", "10x10", "--scale", "0"], "--scale 0.0 must be more than 0"),
            (["--size", "10x10", "--theme", "ios.dark"], "--size renders views on their own"),
            (["--size", "10x10", "--color-scheme", "sepia"], "--color-scheme: unknown scheme 'sepia'"),
        ] {
            let run = try BuiltCommand.run(BuiltCommand.widgetRender.path, ["render", spec, "--out", "out"] + arguments, in: folder)
            XCTAssertNotEqual(run.status, 0)
            XCTAssertTrue(run.err.contains(message), "\(arguments): \(run.err)")
            XCTAssertEqual(run.err.split(separator: "\n").count, 1, run.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/badge").path))
        }
    }
}
