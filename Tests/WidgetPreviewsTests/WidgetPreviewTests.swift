import Foundation
@testable import WidgetPreviewFixtures
import WidgetRender
import XCTest

/// What a `WidgetPreview` makes, against WidgetKit's documented behavior ("Preview(_:as:widget:timeline:)":
/// the widget's content for each entry, in order; "the timeline entries must be of the type that the
/// widget expects") and our rules (docs/previews.md).
final class WidgetPreviewTests: XCTestCase {
    private let renderer = try! WidgetRenderer()
    private func snapshots(_ preview: WidgetPreview) throws -> [PreviewSnapshot] {
        try renderer.render(.snapshots(of: preview, device: .iPhone))
    }

    func testTimelineBuilderTakesLinesLoopsAndConditions() throws {
        let showThird = true
        let preview = WidgetPreview(as: .systemSmall) { EmojiWidget() } timeline: {
            EmojiEntry(date: .fixture, emoji: "1")
            for emoji in ["2", "3"] { EmojiEntry(date: .fixture, emoji: emoji) }
            if showThird { EmojiEntry(date: .fixture, emoji: "4") }
        }
        let snapshots = try snapshots(preview)
        XCTAssertEqual(snapshots.map(\.label), ["entry 1 of 4", "entry 2 of 4", "entry 3 of 4", "entry 4 of 4"])
        XCTAssertEqual(snapshots[0].detail, "2025-06-09 09:41 UTC")
        XCTAssertEqual(preview.widgetType, "EmojiWidget")
        XCTAssertEqual(preview.title, "EmojiWidget systemSmall")
    }

    func testEntryOfAnotherTypeIsAnErrorNotACrash() {
        let preview = WidgetPreview(as: .systemSmall) { EmojiWidget() } timeline: {
            LevelEntry(date: .fixture, level: 0.5)
        }
        XCTAssertThrowsError(try snapshots(preview)) { error in
            XCTAssertTrue("\(error)".contains("was given an entry of type LevelEntry; its provider's entries are EmojiEntry"), "\(error)")
        }
    }

    func testEmptyTimelineIsAnError() {
        let preview = WidgetPreview(as: .systemSmall) { EmojiWidget() } timeline: {}
        XCTAssertThrowsError(try snapshots(preview)) { error in
            XCTAssertEqual("\(error)", "EmojiWidget: the preview's timeline has no entries")
        }
    }

    func testProviderPreviewShowsTheProvidersTimelineEntriesAtTheirDates() throws {
        let preview = WidgetPreview(as: .accessoryRectangular, widget: { EmojiWidget() }, timelineProvider: EmojiProvider())
        // EmojiWidget declares no supportedFamilies: on watchOS its default families are the accessory ones.
        let snapshots = try renderer.render(.snapshots(of: preview, device: Device.default(for: .watchos)))
        XCTAssertEqual(snapshots.map(\.detail), ["2025-06-09 09:41 UTC", "2025-06-09 10:41 UTC"])
        // The entry's date is "now" for its content: Text(date, style: .time) shows it.
        let renderer = try WidgetRenderer()
        let list = try renderer.render(.layout(snapshots[1].view, family: .accessoryRectangular, device: Device.default(for: .watchos)))
        XCTAssertTrue(String(describing: list).contains("10:41"))
    }

    func testPreviewProviderSplitsAGroupIntoPreviewsWithTheirContexts() {
        let previews = WidgetPreview.previews(of: EmojiWidget_Previews.self)
        XCTAssertEqual(previews.map(\.title), ["Turtle", "EmojiWidget_Previews 2"])
        XCTAssertEqual(previews.map(\.family), [.systemSmall, .accessoryRectangular])
    }

    func testViewPreviewHasNoFamilyAndIsDrawnSmall() throws {
        let preview = WidgetPreview("Plain") { Text("Hi") }
        XCTAssertNil(preview.family)
        XCTAssertEqual(preview.drawnFamily, .systemSmall)
        XCTAssertEqual(try snapshots(preview).count, 1)
    }

    func testXcodeTemplatePreviewWithFileprivateEntriesIsListedAndRenders() throws {
        // The registry reaches it through the macro's accessor (it uses fileprivate `.smiley`, `.starEyes`).
        let preview = try XCTUnwrap(WidgetPreviews.all.first { $0.title == "MyWidget systemSmall" })
        XCTAssertEqual(preview.line, 74)
        let snapshots = try snapshots(preview)
        XCTAssertEqual(snapshots.map(\.label), ["entry 1 of 2", "entry 2 of 2"])
        let texts = try snapshots.map { String(describing: try renderer.render(.layout($0.view, family: .systemSmall))) }
        XCTAssertTrue(texts[0].contains("😀") && texts[1].contains("🤩"))
    }

    func testAppIntentProviderPreviewUsesTheGivenIntent() throws {
        // "Preview(_:as:using:widget:timelineProvider:)": the provider's timeline for the given intent
        // (the template's timeline: five entries an hour apart), each showing the intent's emoji.
        let preview = try XCTUnwrap(WidgetPreviews.all.first { $0.title == "Template · using intent" })
        let snapshots = try snapshots(preview)
        XCTAssertEqual(snapshots.count, 5)
        let text = String(describing: try renderer.render(.layout(snapshots[4].view, family: .systemMedium)))
        XCTAssertTrue(text.contains("🤩"))
    }
}
