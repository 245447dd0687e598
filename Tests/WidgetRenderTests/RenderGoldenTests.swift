import XCTest
import Foundation
import WidgetRender
import WidgetShowcase
import WidgetPNG

/// Whole-pipeline goldens (view → PNG), compared exactly: text in several sizes and weights, emoji,
/// CJK, and full widgets. `WIDGET_RENDER_RECORD=missing|all` records; otherwise a missing golden
/// fails. A mismatch writes the actual image next to the failure message.
final class RenderGoldenTests: XCTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Render")
    let renderer = try! WidgetRenderer()

    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily = .systemMedium,
                               device: String = "iphone-11", environment: EnvironmentValues = EnvironmentValues(),
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = try renderer.render(view, family: family, device: try Device(named: device), environment: environment)
        let url = Self.goldenDirectory.appendingPathComponent("\(name).png")
        let exists = FileManager.default.fileExists(atPath: url.path)
        let record = ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"] ?? "never"
        if record == "all" || (record == "missing" && !exists) {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try actual.writePNG(to: url, preset: .small)
            return
        }
        guard exists else {
            return XCTFail("\(url.path): golden missing (WIDGET_RENDER_RECORD=missing records it)", file: file, line: line)
        }
        let golden = try Pixmap(contentsOfPNG: url)
        if golden != actual {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
            try actual.writePNG(to: out)
            XCTFail("\(name): render differs from \(url.path); actual written to \(out.path)", file: file, line: line)
        }
    }

    func testTextSizesAndWeights() throws {
        try assertGolden("text-sizes-weights", VStack(alignment: .leading, spacing: 2) {
            Text("Caption 2 · 11 pt").font(.caption2)
            Text("Footnote light · 13 pt").font(.footnote.weight(.light))
            Text("Body · 17 pt").font(.body)
            Text("Headline semibold").font(.headline)
            Text("Title 2 medium").font(.title2.weight(.medium))
            HStack(alignment: .firstTextBaseline) {
                Text("Bold 28").font(.system(size: 28, weight: .bold))
                Text("Italic").font(.system(size: 20)).italic()
                Text("Rounded").font(.system(size: 20, weight: .semibold, design: .rounded))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white }, family: .systemLarge)
    }

    func testEmojiBesideLatinText() throws {
        try assertGolden("emoji", VStack(spacing: 6) {
            Text("Coffee ☕️ time 🎉").font(.title2)
            Text("👩‍💻 🇯🇵 👍🏽 1️⃣").font(.system(size: 34))
        }
        .containerBackground(for: .widget) { Color(red: 0.95, green: 0.95, blue: 0.97) }, family: .systemSmall)
    }

    func testCJKWrapsBetweenIdeographs() throws {
        try assertGolden("cjk", VStack(alignment: .leading, spacing: 4) {
            Text("今日はいい天気ですね。明日も晴れるでしょう。").font(.headline)
            Text("天气预报：多云转晴，气温二十三度。").font(.subheadline)
            Text("오늘 날씨가 좋네요").font(.footnote)
        }
        .containerBackground(for: .widget) { Color.white }, family: .systemSmall)
    }

    func testFullWidgetsAtTheirDeviceScale() throws {
        for widget in Showcase.all where widget.families.contains(.systemMedium) {
            try assertGolden("widget-\(widget.id)", widget.makeView(.systemMedium), family: .systemMedium,
                             device: "iphone-16")
        }
    }
}
