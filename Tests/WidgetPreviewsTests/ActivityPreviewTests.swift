import WidgetPreviewFixtures
import WidgetRender
import XCTest

/// `#Preview(_:as:using:widget:contentStates:)`: the kind maps to its presentation, the builder keeps
/// states in order (lines, loops, conditions), and bad input is one clear error.
final class ActivityPreviewTests: XCTestCase {
    struct Attrs: ActivityAttributes {
        struct ContentState: Codable, Hashable { var n: Int }
        var name: String
    }
    struct Other: ActivityAttributes {
        struct ContentState: Codable, Hashable { var n: Int }
    }
    struct Live: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attrs.self) { context in
                Text("\(context.attributes.name) \(context.state.n)")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("\(context.state.n)") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }
    }

    func testKindsMapToTheirPresentations() {
        // docs/previews.md: .content is the Lock Screen view, .dynamicIsland(x) that island presentation.
        XCTAssertEqual(ActivityPreviewViewKind.content.presentation, .lockScreen)
        XCTAssertEqual(ActivityPreviewViewKind.dynamicIsland(.compact).presentation, .dynamicIslandCompact)
        XCTAssertEqual(ActivityPreviewViewKind.dynamicIsland(.expanded).presentation, .dynamicIslandExpanded)
        XCTAssertEqual(ActivityPreviewViewKind.dynamicIsland(.minimal).presentation, .dynamicIslandMinimal)
    }

    func testBuilderKeepsLinesLoopsAndConditionsInOrder() throws {
        let flag = true
        let preview = WidgetPreview("States", as: .dynamicIsland(.expanded), using: Attrs(name: "A")) { Live() } contentStates: {
            Attrs.ContentState(n: 1)
            for n in 2...3 { Attrs.ContentState(n: n) }
            if flag { Attrs.ContentState(n: 4) } else { Attrs.ContentState(n: 0) }
        }
        XCTAssertEqual(preview.kind, .activity)
        XCTAssertEqual(preview.activityViewKind, .dynamicIsland(.expanded))
        XCTAssertNil(preview.family)
        let renderer = try WidgetRenderer()
        let states = try renderer.render(.activityStates(of: preview))
        XCTAssertEqual(states.count, 4)
        XCTAssertEqual(states.presentation, .dynamicIslandExpanded)
        let image = try renderer.render(.activityState(states, at: 0, device: try Device(named: "iphone-16-pro"), theme: .iosDark))
        // The expanded island on iPhone 16 Pro: 371 pt wide at 3× (docs/platform.md §8).
        XCTAssertEqual(image.width, 1113)
        XCTAssertThrowsError(try renderer.render(.activityState(states, at: 4, device: try Device(named: "iphone-16-pro"), theme: nil)))
        XCTAssertThrowsError(try renderer.render(.snapshots(of: preview, device: try Device(named: "iphone-16-pro"))))
    }

    func testAttributesOfAnotherTypeAreAnErrorNamingBoth() throws {
        let preview = WidgetPreview(as: .content, using: Other()) { Live() } contentStates: { Other.ContentState(n: 1) }
        XCTAssertThrowsError(try WidgetRenderer().render(.activityStates(of: preview))) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("Other") && text.contains("Attrs"), text)
        }
    }

    func testFixtureTemplatePreviewsAreListedWithTheirKinds() {
        let kinds = WidgetPreviews.all.filter { $0.kind == .activity }.compactMap(\.activityViewKind)
        XCTAssertEqual(kinds, [.content, .dynamicIsland(.compact), .dynamicIsland(.expanded), .dynamicIsland(.minimal)])
    }
}
