import Foundation
import XCTest
import WidgetRender
import WidgetShowcase

/// The showcase's Live Activity and relevant widget (issue 12), compared byte for byte with
/// `Golden/ShowcaseActivities/<widget>/<device>/<presentation or family>__<theme>.png`
/// (WIDGET_RENDER_RECORD=missing records a missing golden, =failed rewrites a changed one; each was
/// looked at when recorded). The other showcase goldens are `ShowcaseGoldenTests`'.
final class ShowcaseActivityGoldenTests: XCTestCase {
    /// Every presentation of the caffeine order (brewing, 4 min left) in light, dark and tinted:
    /// 6 iPhone presentations (iphone-16-pro-max), the watch's, the Mac's two = 9 × 3 = 27 images.
    /// It offers `.small`, so CarPlay and the watch draw its own small layout.
    func testCaffeineOrderLiveActivity() throws {
        let renderer = try WidgetRenderer()
        let order = Showcase.caffeineOrder
        let renders = try renderer.render(.activityPresentations(
            CaffeineOrderLiveActivity(), attributes: order.attributes, content: ActivityContent(state: order.state, staleDate: nil),
            device: try Device(named: "iphone-16-pro-max")))
        XCTAssertEqual(renders.count, 27)
        for render in renders {
            try assertGolden(render.pixmap, "caffeine-order/\(render.device.id)/\(render.presentation)__\(fileName(render.theme.name))")
        }
    }

    /// The happy-hour relevant widget: its provider names two venues, so the Smart Stack shows two
    /// cards, one per relevant entry, each dated by its relevance (the card's render date).
    func testHappyHourRelevantCards() throws {
        // Full color and the accented watch face (the Smart Stack's accent pipeline).
        for theme in [Theme.watchosFullColor, Theme.watchosAccented(try ThemeColor(parsing: "orange"))] {
            let result = try WidgetRenderer().render(.timeline(HappyHourRelevantWidget(), family: .accessoryRectangular,
                                                             device: try Device(named: "watch-45mm"), theme: theme))
            XCTAssertEqual(result.entries.count, 2)
            XCTAssertEqual(result.entries.map(\.date), [Showcase.renderDate.addingTimeInterval(83 * 60 - 3600),
                                                        Showcase.renderDate.addingTimeInterval(203 * 60 - 3600)])
            for entry in result.entries {
                try assertGolden(entry.pixmap, "happy-hour-relevant/watch-45mm/accessoryRectangular__\(fileName(theme.name))__card\(entry.index)")
            }
        }
    }

    private func fileName(_ theme: String) -> String {
        theme.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: "")
    }

    private func assertGolden(_ pixmap: Pixmap, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = ExampleGoldens.root.appendingPathComponent("ShowcaseActivities/\(name).png")
        let png = try pixmap.pngData()
        let mode = ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"]
        guard let golden = try? Data(contentsOf: url) else {
            guard mode == "missing" || mode == "failed" || mode == "all" else {
                return XCTFail("missing golden \(url.path); record with WIDGET_RENDER_RECORD=missing", file: file, line: line)
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try png.write(to: url)
        }
        // Decoded pixels, not file bytes: a new PNG encoder changes the bytes of equal pixels, and
        // re-recording an unchanged suite must rewrite no file.
        guard try Pixmap(pngData: golden) != pixmap else { return }
        if mode == "failed" || mode == "all" { return try png.write(to: url) }
        XCTFail("\(url.path) differs; look at it and re-record with WIDGET_RENDER_RECORD=failed", file: file, line: line)
    }
}
