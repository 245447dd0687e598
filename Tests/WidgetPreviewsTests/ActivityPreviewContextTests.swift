import WidgetRender
import XCTest

/// WidgetKit's pre-macro Live Activity previews: `attributes.previewContext(state, viewKind:)` in a
/// `PreviewProvider` (WidgetPreviews/ActivityPreviewContext.swift). Each listed presentation is a
/// Live Activity preview of the target's activity for those attributes, drawn exactly as the
/// `#Preview(_:as:using:)` of the same kind, attributes and state draws it.
final class ActivityPreviewContextTests: XCTestCase {
    struct Attrs: ActivityAttributes {
        struct ContentState: Codable, Hashable { var n: Int }
        var name: String
    }
    struct Unshown: ActivityAttributes {
        struct ContentState: Codable, Hashable { var n: Int }
    }
    struct Live: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attrs.self) { context in
                Text("\(context.attributes.name) \(context.state.n)")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("\(context.state.n)") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T\(context.state.n)") } minimal: { Text("M") }
            }
        }
    }
    struct Plain: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "plain", provider: EmptyProvider()) { _ in Text("x") }
        }
    }
    struct EmptyProvider: TimelineProvider {
        struct Entry: TimelineEntry { var date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    struct Live_Previews: PreviewProvider {
        static let attributes = Attrs(name: "Pizza")
        static let state = Attrs.ContentState(n: 3)
        static var previews: some View {
            attributes.previewContext(state, viewKind: .dynamicIsland(.compact)).previewDisplayName("Compact")
            attributes.previewContext(state, viewKind: .content)
        }
    }

    struct Unshown_Previews: PreviewProvider {
        static var previews: some View {
            Unshown().previewContext(Unshown.ContentState(n: 1), viewKind: .dynamicIsland(.minimal))
        }
    }

    func testEachListedPresentationIsAnActivityPreview() throws {
        let previews = WidgetPreview.previews(of: Live_Previews.self, widgets: { [Plain(), Live()] })
        XCTAssertEqual(previews.map(\.name), ["Compact", "Live_Previews 2"])
        XCTAssertEqual(previews.map(\.kind), [.activity, .activity])
        XCTAssertEqual(previews.map(\.activityViewKind), [.dynamicIsland(.compact), .content])

        let renderer = try WidgetRenderer()
        let device = try Device(named: "iphone-16-pro")
        for (preview, kind) in zip(previews, [ActivityPreviewViewKind.dynamicIsland(.compact), .content]) {
            let states = try renderer.render(.activityStates(of: preview))
            XCTAssertEqual(states.count, 1)
            let macro = WidgetPreview(as: kind, using: Attrs(name: "Pizza")) { Live() } contentStates: { Attrs.ContentState(n: 3) }
            XCTAssertEqual(try renderer.render(.activityState(states, at: 0, device: device, theme: .iosDark)),
                           try renderer.render(.activityState(try renderer.render(.activityStates(of: macro)), at: 0, device: device,
                                                            theme: .iosDark)), "\(kind)")
        }
    }

    /// No widget of the target shows the attributes: one error naming them.
    func testAttributesNoWidgetShowsAreAnError() throws {
        let previews = WidgetPreview.previews(of: Unshown_Previews.self, widgets: { [Live()] })
        XCTAssertEqual(previews.count, 1)
        XCTAssertThrowsError(try WidgetRenderer().render(.activityStates(of: previews[0]))) { error in
            XCTAssertTrue("\(error)".contains("Unshown"), "\(error)")
        }
    }
}
