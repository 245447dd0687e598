import WidgetPreviewFixtures
import WidgetRender
import WidgetSnapshot
import XCTest

/// Every `Widget` of a target renders, not only those with a `#Preview`: the plugin lists the widget
/// types (`WidgetPreviews.widgets`) and `WidgetPreview.gallery(of:)` makes one preview per family each
/// supports, showing the widget's own snapshot (`isPreview` true), as the widget gallery does.
final class WidgetGalleryTests: XCTestCase {
    func testEveryListedWidgetGetsAPreviewPerSupportedFamily() {
        let gallery = WidgetPreview.gallery(of: WidgetPreviews.widgets)
        let widgetTypes = Set(gallery.compactMap(\.widgetType))
        // The fixtures' Live Activity is listed as a widget but has no gallery families.
        XCTAssertTrue(WidgetPreviews.widgets.contains { $0.isLiveActivity })
        XCTAssertEqual(widgetTypes, ["EmojiWidget", "LevelWidget", "MyWidget"])
        XCTAssertTrue(gallery.allSatisfy { $0.family != nil && $0.title.contains(" gallery ") }, "\(gallery.map(\.title))")
        // The template widget names no families: WidgetKit's default, every system family somewhere.
        let templateFamilies = gallery.filter { $0.widgetType == "MyWidget" }.compactMap(\.family)
        XCTAssertTrue(templateFamilies.contains(.systemSmall) && templateFamilies.contains(.systemLarge), "\(templateFamilies)")
    }

    func testGalleryPreviewsDrawTheWidgetsOwnSnapshot() throws {
        let gallery = WidgetPreview.gallery(of: WidgetPreviews.widgets).filter { $0.family == .systemSmall }
        let made = try PreviewSnapshots.make(gallery, themes: [.iosLight])
        XCTAssertEqual(made.count, gallery.count)
        for preview in made {
            XCTAssertEqual(preview.snapshots.count, 1, "one snapshot entry: \(preview.id)")
            let pixmap = try WidgetRenderer().render(.view(preview.snapshots[0].view, family: .systemSmall,
                                                     device: Device.default(for: .ios), theme: .iosLight))
            XCTAssertGreaterThan(Set(pixmap.premultipliedBytes).count, 2, "\(preview.id) draws something")
        }
    }
}
