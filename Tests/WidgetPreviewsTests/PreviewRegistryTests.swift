import WidgetPreviewFixtures
import WidgetRender
import XCTest

/// The registry the build-tool plugin generated for `WidgetPreviewFixtures` (our rule: every
/// `#Preview` and every view a `PreviewProvider` lists, in file and line order).
final class PreviewRegistryTests: XCTestCase {
    func testEveryPreviewIsListedWithItsNameFileAndLine() {
        let listed = WidgetPreviews.all.map { "\($0.fileID ?? "?"):\($0.line ?? 0) \($0.title) \($0.family?.description ?? "view") \($0.kind.rawValue)" }
        XCTAssertEqual(listed, [
            "WidgetPreviewFixtures/EmojiWidget.swift:68 EmojiWidget systemSmall systemSmall timeline",
            "WidgetPreviewFixtures/EmojiWidget.swift:75 Lock Screen accessoryRectangular timelineProvider",
            "WidgetPreviewFixtures/GaugeWidget.swift:43 Level systemMedium timelineProvider",
            "WidgetPreviewFixtures/GaugeWidget.swift:49 GaugeWidget view view",
            "WidgetPreviewFixtures/GaugeWidget.swift:54 Level · full view view",
            "WidgetPreviewFixtures/LegacyPreviews.swift:5 Turtle systemSmall previewProvider",
            "WidgetPreviewFixtures/LegacyPreviews.swift:5 EmojiWidget_Previews 2 accessoryRectangular previewProvider",
            "WidgetPreviewFixtures/TemplateLiveActivity.swift:68 Notification view activity",
            "WidgetPreviewFixtures/TemplateLiveActivity.swift:75 Dynamic Island Compact view activity",
            "WidgetPreviewFixtures/TemplateLiveActivity.swift:82 Dynamic Island Expanded view activity",
            "WidgetPreviewFixtures/TemplateLiveActivity.swift:90 Dynamic Island Minimal view activity",
            "WidgetPreviewFixtures/TemplateWidget.swift:74 MyWidget systemSmall systemSmall timeline",
            "WidgetPreviewFixtures/TemplateWidget.swift:82 Template · using intent systemMedium timelineProvider",
        ])
    }

    func testWidgetsAreListed() {
        XCTAssertEqual(WidgetPreviews.widgets.map { String(describing: type(of: $0)) }, ["EmojiWidget", "LevelWidget", "TemplateWidgetLiveActivity", "MyWidget"])
    }
}
