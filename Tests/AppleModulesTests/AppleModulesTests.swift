import XCTest
import WidgetKit
import AppIntents
import ActivityKit
import Intents

// A widget file exactly as it builds in Xcode: Apple's imports, and names qualified by Apple's
// modules (`WidgetKit.TimelineEntry`, `WidgetKit.Color`), which some teams write to avoid clashes
// with their own types.

struct TimelineEntry: WidgetKit.TimelineEntry {
    let date: Date
    let cups: Int
}

private let logger = Logger(subsystem: "com.example.cups", category: "provider")

struct Provider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> TimelineEntry {
        logger.debug("placeholder for \(context.family.description, privacy: .public)")
        return TimelineEntry(date: .distantPast, cups: 0)
    }
    func getSnapshot(in context: Context, completion: @escaping (TimelineEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TimelineEntry>) -> Void) {
        completion(Timeline(entries: [TimelineEntry(date: Date(timeIntervalSince1970: 1_750_000_000), cups: 3)], policy: .never))
    }
}

struct Color {  // a team's own type with a SwiftUI name
    static let brand = WidgetKit.Color(red: 0.2, green: 0.4, blue: 0.9)
}

struct CupsView: WidgetKit.View {
    let entry: TimelineEntry
    var body: some WidgetKit.View {
        VStack {
            Text("\(entry.cups) cups").font(.headline)
            Image(uiImage: UIImage(systemName: "cup.and.saucer.fill")!)
        }
        .containerBackground(Color.brand, for: .widget)
    }
}

struct CupsWidget: WidgetKit.Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "cups", provider: Provider()) { CupsView(entry: $0) }
            .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    CupsWidget()
} timeline: {
    TimelineEntry(date: .distantPast, cups: 1)
}

struct AddCup: AppIntents.AppIntent {
    static let title: LocalizedStringResource = "Add a cup"
    init() {}
}

/// A SiriKit intent written by hand (the plugin generates such classes from `.intentdefinition` files).
final class CupSizeIntent: Intents.INIntent, @unchecked Sendable {
    var size: NSNumber?
    override func applyDefinitionDefaults() { size = 250 }
}

struct DrinkAttributes: ActivityKit.ActivityAttributes {
    struct ContentState: Codable, Hashable { var cups: Int }
}

final class AppleModulesTests: XCTestCase {
    /// `UIDevice.current` and `UIScreen.main` describe the render's preset (docs/widgetkit.md):
    /// iPhone 16 Pro: phone, 402 × 874 at 3×; iPad Pro 13-inch (M4): pad, 1032 × 1376 at 2×.
    func testUIKitDeviceAndScreenAreTheRendersPreset() throws {
        var seen: [String] = []
        struct Probe: WidgetKit.View {
            let record: (String) -> Void
            var body: some WidgetKit.View {
                record("\(UIDevice.current.userInterfaceIdiom) \(UIDevice.current.model) \(UIScreen.main.bounds.size) \(UIScreen.main.scale)")
                return WidgetKit.Color.red
            }
        }
        let renderer = try WidgetRenderer()
        for id in ["iphone-16-pro", "ipad-pro-13-m4"] {
            let device = try XCTUnwrap(Device.all.first { $0.id == id })
            _ = try renderer.render(.view(Probe { seen.append($0) }.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
        }
        XCTAssertEqual(Set(seen), ["phone iPhone CGSize(width: 402.0, height: 874.0) 3.0", "pad iPad CGSize(width: 1032.0, height: 1376.0) 2.0"])
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .unspecified, "outside a render: no device")
    }

    /// Rendered through the re-exported WidgetRender: the same pixels as the widget written with
    /// `import WidgetRender` (the module names change nothing but the spelling).
    func testAWidgetWithApplesImportsRenders() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(.widget(CupsWidget(), family: .systemSmall))
        XCTAssertEqual(image.width, Int(try Device.iPhone.size(of: .systemSmall).width * Device.iPhone.scale))
        // The container background is the team's brand color (51, 102, 230) at the widget's centre's edge.
        let p = image.pixel(x: 4, y: image.height / 2)
        XCTAssertEqual([p.r, p.g, p.b], [51, 102, 230])
        XCTAssertEqual(AddCup.title.key, "Add a cup")
        let intent = CupSizeIntent()
        XCTAssertNil(intent.size)
        intent.applyDefinitionDefaults()
        XCTAssertEqual(intent.size?.intValue, 250)
    }

    /// URLSession and URLRequest come with `import WidgetKit` as with Foundation on iOS
    /// (FoundationNetworking on Linux), so a provider that fetches its feed compiles unchanged.
    func testNetworkingTypesAreThereAsOnIOS() {
        var request = URLRequest(url: URL(string: "https://example.com/feed.json")!)
        request.httpMethod = "POST"
        XCTAssertEqual(request.httpMethod, "POST")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        XCTAssertEqual(URLSession(configuration: configuration).configuration.timeoutIntervalForRequest, 5)
    }
}
