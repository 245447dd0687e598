import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetResolved

// Widget code written exactly as SwiftUI code (only the import differs): it must compile unchanged
// and resolve to different trees in fullColor and accented rendering modes.

struct LatteView: View {
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        ZStack {
            if renderingMode == .accented {
                VStack(alignment: .leading) {
                    Text("Latte").font(.headline).widgetAccentable()
                    Text("95 mg")
                }
            } else {
                VStack(alignment: .leading) {
                    Text("Latte").font(.headline).foregroundStyle(.brown)
                    Text("95 mg").foregroundStyle(.secondary)
                }
            }
            Image("latte")
                .resizable()
                .widgetAccentedRenderingMode(.desaturated)
                .aspectRatio(contentMode: .fit)
                .frame(width: 48, height: 48)
        }
        .containerBackground(for: .widget) {
            Color.brown
        }
    }
}

final class AcceptanceTests: XCTestCase {
    let images = MemoryImages(named: ["latte": ProvidedImage(pixmap: solidPixmap(120, 80, 40, width: 96, height: 96), scale: 2)])

    private func latte(_ mode: WidgetRenderingMode) throws -> ResolvedWidget {
        var environment = EnvironmentValues()
        environment.widgetRenderingMode = mode
        return try resolveWidget(LatteView(), environment: environment, images: images)
    }

    /// The image branch is the same in both modes: resizable, desaturated treatment, default group.
    private var latteImage: ResolvedNode {
        .modified(.frame(width: 48, height: 48, alignment: .center),
                  .modified(.aspectRatio(nil, contentMode: .fit),
                            .image(ResolvedImage(imageID: "asset:latte", pixelWidth: 96, pixelHeight: 96, scale: 2,
                                                 resizable: true, treatment: .desaturated))))
    }

    private func layout(_ texts: [ResolvedNode]) -> ResolvedNode {
        .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [
            .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                 spacing: nil, children: texts)),
            latteImage,
        ]))
    }

    private let headline = styleFont(17, weight: 600, lineHeight: 22)
    private let body = styleFont(17, lineHeight: 22)

    func testFullColorTree() throws {
        let widget = try latte(.fullColor)
        let brown = ResolvedPaint.color(RGBA(r8: 172, g8: 127, b8: 94))
        let secondary = ResolvedPaint.color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.6))
        XCTAssertEqual(widget.content, layout([
            .text(ResolvedText(runs: [TextRun(string: "Latte", font: headline, paint: brown)])),
            .text(ResolvedText(runs: [TextRun(string: "95 mg", font: body, paint: secondary)])),
        ]))
        XCTAssertEqual(widget.containerBackground,
                       .shape(ResolvedShape(kind: .rectangle, fill: brown, group: .containerBackground)))
        XCTAssertEqual(widget.images["asset:latte"]?.width, 96)
    }

    func testAccentedTree() throws {
        let widget = try latte(.accented)
        let black = ResolvedPaint.color(RGBA(red: 0, green: 0, blue: 0))
        XCTAssertEqual(widget.content, layout([
            .text(ResolvedText(runs: [TextRun(string: "Latte", font: headline, paint: black)], group: .accent)),
            .text(ResolvedText(runs: [TextRun(string: "95 mg", font: body, paint: black)])),
        ]))
        XCTAssertNotEqual(widget.content, try latte(.fullColor).content)
    }

    func testResolvingIsDeterministic() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(try encoder.encode(latte(.accented)), try encoder.encode(latte(.accented)))
    }
}
