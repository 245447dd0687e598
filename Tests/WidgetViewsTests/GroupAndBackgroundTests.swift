import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// Draw groups (docs/platform.md §1–§3): `.widgetAccentable()` puts a subtree in the accent group and a
/// descendant cannot opt back out; image treatments are recorded; the container background is
/// extracted from the content with every op in `DrawGroup.containerBackground`.
final class GroupAndBackgroundTests: XCTestCase {
    let images = MemoryImages(named: ["latte": ProvidedImage(pixmap: solidPixmap(200, 150, 100, width: 4, height: 2), scale: 2)])

    func testAccentableSubtreeStaysAccentEvenWhereADescendantOptsOut() throws {
        let view = VStack {
            Text("plain")
            VStack {
                Text("accent")
                Text("still accent").widgetAccentable(false)
                Circle()
            }.widgetAccentable()
        }
        XCTAssertEqual(groups(in: try resolved(view).content), [.default, .accent, .accent, .accent])
    }

    func testImageTreatmentsAreRecordedAndAccentedOnesJoinTheAccentGroup() throws {
        let view = HStack {
            Image("latte")
            Image("latte").widgetAccentedRenderingMode(.desaturated)
            Image("latte").widgetAccentedRenderingMode(.accentedDesaturated)
            Image("latte").widgetAccentedRenderingMode(.fullColor)
            Image("latte").widgetAccentedRenderingMode(.accented)
        }
        guard case .stack(let stack) = try resolved(view, images: images).content else { return XCTFail("stack") }
        let leaves: [ResolvedImage] = stack.children.compactMap { if case .image(let i) = $0 { return i } else { return nil } }
        XCTAssertEqual(leaves.map(\.treatment), [nil, .desaturated, .accentedDesaturated, .fullColor, .accented])
        XCTAssertEqual(leaves.map(\.group), [.default, .default, .accent, .default, .accent])
        XCTAssertEqual(leaves[0], ResolvedImage(imageID: "asset:latte", pixelWidth: 4, pixelHeight: 2, scale: 2))
    }

    func testImagePixelsAreKeyedByStableIDs() throws {
        let pixels = solidPixmap(10, 20, 30)
        var provider = images
        provider.files["/tmp/bean.png"] = ProvidedImage(pixmap: solidPixmap(1, 1, 1))
        let view = VStack { Image("latte"); Image(filePath: "/tmp/bean.png"); Image(pixmap: pixels, scale: 2) }
        let widget = try resolved(view, images: provider)
        let ids = widget.images.keys.sorted()
        XCTAssertEqual(ids.count, 3)
        XCTAssertEqual(Array(ids.prefix(2)), ["asset:latte", "file:/tmp/bean.png"])
        XCTAssertTrue(ids[2].hasPrefix("pixmap:"))
        XCTAssertEqual(widget.images[ids[2]], pixels)
        // The same pixels always hash to the same id.
        XCTAssertEqual(try resolved(view, images: provider).images.keys.sorted(), ids)
    }

    func testContainerBackgroundIsExtractedWithItsGroupAndFlags() throws {
        let view = Text("hi")
            .containerBackground(for: .widget) { Color.brown; Text("bg") }
            .containerBackgroundRemovable(false)
            .contentMarginsDisabled()
        let widget = try resolved(view)
        XCTAssertEqual(widget.content, plainText("hi"))
        let brown = ResolvedPaint.color(RGBA(r8: 172, g8: 127, b8: 94))
        XCTAssertEqual(widget.containerBackground, .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [
            .shape(ResolvedShape(kind: .rectangle, fill: brown, group: .containerBackground)),
            plainText("bg", group: .containerBackground),
        ])))
        XCTAssertFalse(widget.backgroundRemovable)
        XCTAssertTrue(widget.contentMarginsDisabled)
    }

    func testContainerBackgroundStyleFormAndDefaults() throws {
        let widget = try resolved(Text("x").containerBackground(Color.white, for: .widget))
        XCTAssertEqual(widget.containerBackground,
                       .shape(ResolvedShape(kind: .rectangle, fill: .color(.white), group: .containerBackground)))
        XCTAssertTrue(widget.backgroundRemovable)
        XCTAssertFalse(widget.contentMarginsDisabled)
        XCTAssertNil(try resolved(Text("x")).containerBackground)
    }

    func testAccessoryWidgetBackgroundOnlyInAccessoryFamilies() throws {
        let soft = ResolvedPaint.color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.14))
        XCTAssertEqual(try resolved(AccessoryWidgetBackground()) { $0.widgetFamily = .accessoryCircular }.content,
                       .shape(ResolvedShape(kind: .circle, fill: soft, isAccessoryWidgetBackground: true)))
        XCTAssertEqual(try resolved(AccessoryWidgetBackground()) { $0.widgetFamily = .accessoryRectangular }.content,
                       .shape(ResolvedShape(kind: .containerRelative, fill: soft, isAccessoryWidgetBackground: true)))
        XCTAssertEqual(try resolved(AccessoryWidgetBackground()) { $0.widgetFamily = .accessoryInline }.content, .empty)
        XCTAssertEqual(try resolved(AccessoryWidgetBackground()) { $0.widgetFamily = .systemSmall }.content, .empty)
    }
}
