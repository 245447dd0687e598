import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Images inside a Text wrap with it as inline attachments (docs/text.md, "Inline images"): line
/// breaks and the frames of the runs through the whole pipeline, and goldens (Golden/Symbols/inline-*).
final class InlineImageTextTests: XCTestCase {
    /// The text op and the symbol's shapes (all drawn after it) of a laid-out widget.
    private func laidOut<V: View>(_ view: V) throws -> (text: TextOp, shapes: [ShapeOp]) {
        let list = try WidgetRenderer().render(.layout(view, family: .systemSmall, device: try Device(named: "iphone-11")))
        var text: TextOp?, shapes: [ShapeOp] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let op): text = op
                case .shape(let op) where text != nil: shapes.append(op)
                case .layer(let layer): walk(layer.items)
                default: break
                }
            }
        }
        walk(list.items)
        return (try XCTUnwrap(text), shapes)
    }

    /// 17-pt body text in 70 pt: "Rain ￼ " fits, "at 5 pm" goes to line two; the cloud is drawn in the
    /// box the engine placed on line one, SF's cloud.rain box: metrics.tsv row `cloud.rain 1.1147 1.1222 −0.2106`,
    /// 1.1222 × 17 = 19.0774 pt tall (docs/symbols.md).
    func testInterpolatedSymbolWrapsAsPartOfTheParagraph() throws {
        let (text, shapes) = try laidOut(Text("Rain \(Image(systemName: "cloud.rain")) at 5 pm").frame(width: 70))
        XCTAssertEqual(text.layout.lines.map(\.string), ["Rain \u{FFFC} ", "at 5 pm"])
        let line = text.layout.lines[0]
        let box = try XCTUnwrap(line.attachments?.first)
        XCTAssertEqual(box.runIndex, 1)
        XCTAssertEqual(box.frame.height, 19.0774, accuracy: 1e-9)
        // Where SF Pro draws the glyph: the row's bottom, −0.2106 em, is 3.5802 pt below the baseline.
        XCTAssertEqual(box.frame.maxY, 0.2106 * 17, accuracy: 1e-9)
        let cloud = try XCTUnwrap(shapes.first)
        // Pixel rounding snaps the text's and the symbol's frames to the 2× grid, each by half a pixel
        // at most: 0.5 pt between them.
        XCTAssertEqual(cloud.frame.minX, text.frame.minX + line.origin.x + box.frame.minX, accuracy: 0.5)
        XCTAssertEqual(cloud.frame.minY, text.frame.minY + line.origin.y + box.frame.minY, accuracy: 0.5)
        XCTAssertEqual(cloud.frame.height, 19.0774, accuracy: 0.5)
        // The line's width ends at the box (its trailing space hangs).
        XCTAssertEqual(line.width, box.frame.maxX, accuracy: 1e-9)
    }

    /// `Text(Image) + Text`: the image piece takes its own color and font, and a narrow frame breaks
    /// after the box, before "82% charged".
    func testConcatenatedImageWrapsAndKeepsItsPieceStyle() throws {
        let view = (Text(Image(systemName: "bolt.fill")).foregroundColor(.green) + Text(" 82% charged")).frame(width: 70)
        let (text, shapes) = try laidOut(view)
        XCTAssertEqual(text.layout.lines.map(\.string), ["\u{FFFC} 82% ", "charged"])
        let bolt = try XCTUnwrap(shapes.first)
        XCTAssertEqual(bolt.fill, text.paints[0], "the bolt is drawn in its piece's green")
        XCTAssertNotEqual(text.paints[0], text.paints[1])
    }

    func testResolvesToOneTextWithTheSymbolAsAttachment() throws {
        let widget = try WidgetRenderer().resolve(Text("Rain \(Image(systemName: "cloud.rain")) at 5 pm").font(.title3),
                                                  family: .systemSmall, device: try Device(named: "iphone-11"))
        guard case .text(let text) = widget.content else { return XCTFail("\(widget.content)") }
        XCTAssertEqual(text.content.runs.map(\.string), ["Rain ", "\u{FFFC}", " at 5 pm"])
        // title3 is 20 pt: the symbol is 1.1222 × 20 = 22.444 pt tall (metrics.tsv row `cloud.rain`).
        XCTAssertEqual(text.content.runs[1].attachment?.height ?? 0, 22.444, accuracy: 1e-9)
        XCTAssertNotNil(text.attachments?[1])
        XCTAssertNil(text.attachments?[0] ?? nil)
    }

    /// Wrapping across images (leading), centred and trailing paragraphs, a one-line truncation after
    /// an image piece in its own color, and a right-to-left paragraph.
    private var inlineView: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Rain \(Image(systemName: "cloud.rain.fill")) at 5 pm, then \(Image(systemName: "sun.max.fill")) later")
                .frame(width: 150, alignment: .leading)
            (Text(Image(systemName: "bolt.fill")).foregroundColor(.orange) + Text(" 82% charged by 6 pm"))
                .font(.caption).lineLimit(1).frame(width: 100, alignment: .leading)
            HStack(alignment: .top, spacing: 12) {
                Text("\(Image(systemName: "star.fill")) 4.8 · 1,204 ratings").font(.caption)
                    .multilineTextAlignment(.center).frame(width: 64)
                Text("Low \(Image(systemName: "battery.25")) charge now").font(.caption)
                    .multilineTextAlignment(.trailing).frame(width: 56)
                Text("גשם \(Image(systemName: "cloud.rain.fill")) בערב ומחר בבוקר").font(.caption)
                    .environment(\.layoutDirection, .rightToLeft).frame(width: 70)
            }
        }
        .foregroundStyle(.blue)
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white }
    }

    func testInlineImagesGolden() throws {
        assertWidgetSnapshot(of: inlineView, families: [.systemMedium],
                             themes: [try Theme(named: "ios.light"), try Theme(named: "ios.tinted(blue)")],
                             device: try Device(named: "iphone-11"), named: "inline-wrap", suite: "Symbols")
    }

    /// Vibrant (lock screen): the inline symbol joins the text's material and wraps with it.
    func testInlineImagesVibrantGolden() throws {
        let view = Text("\(Image(systemName: "cloud.rain.fill")) Rain at 5 pm, clearing \(Image(systemName: "sun.max.fill")) after 8")
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(for: .widget) { Color.clear }
        assertWidgetSnapshot(of: view, families: [.accessoryRectangular], themes: [try Theme(named: "ios.lockscreen")],
                             device: try Device(named: "iphone-11"), named: "inline-vibrant", suite: "Symbols")
    }
}
