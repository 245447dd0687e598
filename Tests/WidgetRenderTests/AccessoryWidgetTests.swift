import XCTest
import Foundation
import WidgetRender

// A Lock Screen / watch widget as extension code writes it: one view switching on the family,
// AccessoryWidgetBackground in the circular family, a gauge, inline text.

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: fixtureStart, glasses: 0) }
    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: fixtureStart, glasses: 5))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        completion(Timeline(entries: [WaterEntry(date: fixtureStart, glasses: 5)], policy: .never))
    }
}

struct WaterView: View {
    @Environment(\.widgetFamily) var family
    let entry: WaterEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: Double(entry.glasses), in: 0 ... 8) {
                    Text("Water")
                } currentValueLabel: {
                    Text("\(entry.glasses)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        case .accessoryInline:
            Text("\(entry.glasses) of 8 glasses")
        default:
            VStack(alignment: .leading) {
                Text("Water").font(.headline)
                Text("\(entry.glasses) of 8 glasses")
            }
        }
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Water", provider: WaterProvider()) { entry in
            WaterView(entry: entry)
                .containerBackground(for: .widget) { Color.blue }
        }
        .configurationDisplayName("Water")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

final class AccessoryWidgetTests: XCTestCase {
    /// The Lock Screen shows circular, rectangular and inline (Apple, "Creating accessory widgets
    /// and watch complications"); the watch adds corner. Each family renders its own branch.
    func testAccessoryFamiliesRenderOnLockScreenAndWatch() throws {
        let renderer = try WidgetRenderer()
        let results = try renderer.render(.matrix(WaterWidget(), themes: [.iosLockScreen, .watchosFullColor]))
        XCTAssertEqual(results.map { "\($0.family.description)/\($0.theme!.name)" }, [
            "accessoryCircular/ios.lockscreen", "accessoryCircular/watchos.fullColor",
            "accessoryRectangular/ios.lockscreen", "accessoryRectangular/watchos.fullColor",
            "accessoryInline/ios.lockscreen", "accessoryInline/watchos.fullColor",
            "accessoryCorner/watchos.fullColor",
        ])
        for result in results {
            XCTAssertTrue(result.warnings.isEmpty)
            let pixmap = result.entries[0].pixmap
            // Something is drawn: not every pixel equals the first one.
            let first = pixmap.pixel(x: 0, y: 0)
            let varied = (0 ..< pixmap.height).contains { y in (0 ..< pixmap.width).contains { x in
                let p = pixmap.pixel(x: x, y: y); return p.r != first.r || p.g != first.g || p.b != first.b || p.a != first.a } }
            XCTAssertTrue(varied, "\(result.family) in \(result.theme!.name) is blank")
        }
        XCTAssertThrowsError(try renderer.render(.widget(WaterWidget(), family: .systemSmall, theme: .iosLight))) {
            XCTAssertTrue(String(describing: $0).contains("systemSmall is not supported"))
        }
    }
}
