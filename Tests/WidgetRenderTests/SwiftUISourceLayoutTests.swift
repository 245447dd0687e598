import XCTest
import Foundation
import WidgetRender
import WidgetLayout

// A widget written exactly as SwiftUI code: only the import differs from an iOS project.
// It reads the rendering mode from the environment and changes its tree in accented mode, and
// asks for a desaturated photo there (Apple, "Optimizing your widget for accented rendering mode
// and Liquid Glass": use `widgetAccentedRenderingMode(.desaturated)` for most images).
struct LatteWidgetView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    var drinks: Int

    var body: some View {
        ZStack {
            if renderingMode == .accented {
                VStack(alignment: .leading) {
                    Image("latte")
                        .resizable()
                        .widgetAccentedRenderingMode(.desaturated)
                        .frame(width: 48, height: 48)
                    Text("\(drinks) lattes")
                        .font(.headline)
                        .widgetAccentable()
                }
            } else {
                Image("latte")
                    .resizable()
                    .widgetAccentedRenderingMode(.desaturated)
                    .scaledToFit()
                Text("\(drinks) lattes")
                    .font(.headline)
                    .foregroundStyle(.white)
            }
        }
        .containerBackground(for: .widget) {
            Color.brown
        }
    }
}

final class SwiftUISourceLayoutTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    private func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .layer(let layer) = item { return flatten(layer.items) }
            return [item]
        }
    }

    func testFullColorLayoutOfSwiftUISource() throws {
        let list = try renderer.render(.layout(LatteWidgetView(drinks: 3), family: .systemSmall, device: .iPhone))
        // iPhone 393×852 systemSmall is 158×158 pt (docs/platform.md §4).
        XCTAssertEqual(list.size, Size(width: 158, height: 158))
        let ops = flatten(list.items)
        guard case .shape(let background) = ops.first else { return XCTFail("background first: \(ops)") }
        // The container background fills the whole widget, outside the 16 pt content margins.
        XCTAssertEqual(background.group, .containerBackground)
        XCTAssertEqual(background.frame, Rect(x: 0, y: 0, width: 158, height: 158))

        let images = ops.compactMap { op -> ImageOp? in if case .image(let i) = op { return i }; return nil }
        XCTAssertEqual(images.count, 1)
        // scaledToFit in the 126×126 content area (158 − 2 × 16): the square photo fills it.
        XCTAssertEqual(images[0].frame, Rect(x: 16, y: 16, width: 126, height: 126))
        XCTAssertEqual(images[0].treatment, .desaturated)
        XCTAssertEqual(images[0].group, .default)

        let texts = ops.compactMap { op -> TextOp? in if case .text(let t) = op { return t }; return nil }
        XCTAssertEqual(texts.map { $0.layout.lines.map(\.string) }, [["3 lattes"]])
        XCTAssertEqual(texts[0].group, .default)
        XCTAssertEqual(texts[0].paints, [.color(.white)])
        // ZStack centers the text on the image: the text's center is the content center (79, 79).
        XCTAssertEqual(texts[0].frame.midX, 79, accuracy: 0.5)
        XCTAssertEqual(texts[0].frame.midY, 79, accuracy: 0.5)
    }

    func testAccentedLayoutOfSwiftUISource() throws {
        var environment = EnvironmentValues()
        environment.widgetRenderingMode = .accented
        let list = try renderer.render(.layout(LatteWidgetView(drinks: 3), family: .systemSmall, device: .iPhone,
                                       environment: environment))
        let ops = flatten(list.items)
        let images = ops.compactMap { op -> ImageOp? in if case .image(let i) = op { return i }; return nil }
        XCTAssertEqual(images.count, 1)
        // Frames are snapped edge by edge to the pixel grid, so the size carries the last bits of float noise.
        XCTAssertEqual(images[0].frame.width, 48, accuracy: 1e-9)
        XCTAssertEqual(images[0].frame.height, 48, accuracy: 1e-9)
        XCTAssertEqual(images[0].treatment, .desaturated)
        let texts = ops.compactMap { op -> TextOp? in if case .text(let t) = op { return t }; return nil }
        XCTAssertEqual(texts.count, 1)
        XCTAssertEqual(texts[0].group, .accent, "widgetAccentable puts the title in the accent group")
        // VStack(alignment: .leading) with default spacing: an image above a text ends the text's
        // line spacing less its ascender above the text's line (docs/platform.md §6): 17-pt headline
        // at 3x, 20.29 + 2.33 − 16.19 = 6.43, 6.33 once the frames are on the pixel grid.
        XCTAssertEqual(texts[0].frame.minY - images[0].frame.maxY, 6.33, accuracy: 0.01)
        XCTAssertEqual(texts[0].frame.minX, images[0].frame.minX, accuracy: 1e-9)
    }

    func testSameViewTwiceGivesByteIdenticalJSON() throws {
        let view = LatteWidgetView(drinks: 12)
        let first = try renderer.render(.layout(view, family: .systemMedium, device: .iPhone)).jsonData()
        let second = try WidgetRenderer().render(.layout(view, family: .systemMedium, device: .iPhone)).jsonData()
        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(first.count, 500)
    }

    func testFamilyTheDeviceDoesNotOfferIsAClearError() {
        XCTAssertThrowsError(try renderer.render(.layout(LatteWidgetView(drinks: 1), family: .systemExtraLarge,
                                                 device: .iPhone))) { error in
            XCTAssertEqual(String(describing: error),
                           "device 'iphone-16' has no systemExtraLarge widgets; it offers: systemSmall, systemMedium, "
                           + "systemLarge, accessoryCircular, accessoryRectangular, accessoryInline")
        }
    }

    /// A missing image is the crossed box with one warning (issue 30); strict, a one-line error.
    func testMissingImageNamesTheImageAndListsAvailableOnes() throws {
        struct Broken: View {
            var body: some View { Image("lattte") }
        }
        let strict = try WidgetRenderer(strictSymbols: true)
        XCTAssertThrowsError(try strict.render(.layout(Broken(), family: .systemSmall, device: .iPhone))) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("lattte"), message)
            XCTAssertTrue(message.contains("latte"), message)
            XCTAssertFalse(message.contains("\n"), "one line: \(message)")
        }
        let lenient = try WidgetRenderer()
        XCTAssertNoThrow(try lenient.render(.layout(Broken(), family: .systemSmall, device: .iPhone)))
        XCTAssertTrue(lenient.warnings.all.contains { $0.hasPrefix("no image named \"lattte\"") && $0.contains("\"latte\"") },
                      "\(lenient.warnings.all)")
    }

    func testNegativeFrameAndNaNAreErrorsNotCrashes() {
        XCTAssertThrowsError(try renderer.render(.layout(Text("x").frame(width: -10), family: .systemSmall, device: .iPhone))) {
            XCTAssertEqual(String(describing: $0), "Text(\"x\").frame: width -10 is negative")
        }
        XCTAssertThrowsError(try renderer.render(.layout(Color.red.frame(height: .nan), family: .systemSmall, device: .iPhone))) {
            XCTAssertEqual(String(describing: $0), "Color.frame: height is NaN")
        }
    }

    func testUnknownDeviceListsValidOnes() {
        XCTAssertThrowsError(try Device(named: "iphone-99")) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("unknown device 'iphone-99'; valid devices: iphone-16-pro-max,"))
        }
    }
}
