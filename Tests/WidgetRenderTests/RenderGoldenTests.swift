import XCTest
import Foundation
import WidgetRender
import WidgetShowcase
import WidgetSnapshotTesting

/// Whole-pipeline goldens (view → PNG), compared exactly through WidgetSnapshot's one mechanism
/// (`assertWidgetSnapshot`: record modes, inputs hash, artifacts): text in several sizes and weights,
/// emoji, CJK, and full widgets at 3×, in the `ios.light` theme (the Home Screen as authored), under
/// `Golden/Render/<name>/<device>/<family>__ios.light.png`.
final class RenderGoldenTests: XCTestCase {
    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily = .systemMedium, device: String = "iphone-11",
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: [family], device: try Device(named: device), named: name, suite: "Render",
                             filePath: file, line: line)
    }

    /// App-side views in a widget (issue 31's lists and navigation groups, docs/views.md): an inset
    /// grouped list with a header, separators, a menu picker row and a footer; a tab view with a
    /// segmented picker and its tab bar; a navigation stack's root with a rounded text field and a
    /// group box, dark. Looked at when recorded: every part is where iOS puts it in an app screen.
    func testListsTabsAndNavigationInAWidget() throws {
        try assertGolden("list-sections-picker", List {
            Section("Drinks") { Text("Latte"); Text("Espresso"); Label("Mocha", systemImage: "cup.and.saucer.fill") }
            Section { Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Medium").tag(1) } } footer: { Text("Footer text") }
        }, family: .systemLarge)
        try assertGolden("tabs-segmented", TabView {
            VStack { Text("Home"); Picker("", selection: .constant(0)) { Text("Day").tag(0); Text("Week").tag(1) }.pickerStyle(.segmented) }
                .tabItem { Label("Home", systemImage: "house") }
            Text("Two").tabItem { Label("Settings", systemImage: "gear") }
        }, family: .systemLarge)
        try assertGolden("navigation-root-fields", NavigationStack {
            VStack(alignment: .leading) {
                Text("Title").font(.headline)
                TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
                GroupBox("Box") { Text("Inside") }
            }.navigationTitle("Nav")
        }, family: .systemLarge)
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
