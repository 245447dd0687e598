import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetText
import WidgetResolved

/// Layout modifiers become wrapper nodes with SwiftUI's defaults (`padding()` = 16 pt on every
/// edge, `frame` alignment center, shadow color black at 33 %).
final class ModifierTests: XCTestCase {
    func testLayoutModifiersWrapInOrder() throws {
        let view = Text("a").padding().frame(width: 100, alignment: .leading).opacity(0.5)
        let expected = ResolvedNode.modified(.opacity(0.5), .modified(
            .frame(width: 100, height: nil, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center)),
            .modified(.padding(Insets(all: 16)), plainText("a"))))
        XCTAssertEqual(try resolved(view).content, expected)
    }

    func testPaddingForms() throws {
        func insets(_ view: some View) throws -> Insets? {
            if case .modified(.padding(let insets), _) = try resolved(view).content { return insets }
            return nil
        }
        XCTAssertEqual(try insets(Text("a").padding(8)), Insets(all: 8))
        XCTAssertEqual(try insets(Text("a").padding(.horizontal, 4)), Insets(top: 0, leading: 4, bottom: 0, trailing: 4))
        XCTAssertEqual(try insets(Text("a").padding(.top)), Insets(top: 16))
        XCTAssertEqual(try insets(Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
                       Insets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    func testFlexibleFrameFixedSizeAndPriority() throws {
        let view = Text("a").frame(maxWidth: .infinity, minHeight: 10, alignment: .topLeading).fixedSize(horizontal: false, vertical: true)
            .layoutPriority(1)
        let frame = FlexibleFrame(maxWidth: .infinity, minHeight: 10, alignment: ResolvedAlignment(horizontal: .leading, vertical: .top))
        XCTAssertEqual(try resolved(view).content,
                       .modified(.layoutPriority(1), .modified(.fixedSize(horizontal: false, vertical: true),
                                                               .modified(.flexibleFrame(frame), plainText("a")))))
    }

    func testBackgroundOverlayAndClipping() throws {
        let view = Text("a").background(Color.black).overlay(alignment: .bottom) { Text("o") }
            .clipShape(RoundedRectangle(cornerRadius: 8)).cornerRadius(4)
        let black = ResolvedNode.shape(ResolvedShape(kind: .rectangle, fill: .color(.black)))
        let bottom = ResolvedAlignment(horizontal: .center, vertical: .bottom)
        let expected = ResolvedNode.modified(
            .clip(.roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .circular), evenOdd: false),
            .modified(.clip(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous), evenOdd: false),
                      .modified(.overlay(plainText("o"), alignment: bottom),
                                .modified(.background(black, alignment: .center), plainText("a")))))
        XCTAssertEqual(try resolved(view).content, expected)
    }

    func testBackgroundStyleAndShapeStyleIn() throws {
        let view = Text("a").background(.red, in: Capsule())
        let red = ResolvedPaint.color(RGBA(r8: 255, g8: 56, b8: 60))
        XCTAssertEqual(try resolved(view).content, .modified(
            .background(.shape(ResolvedShape(kind: .capsule(style: .continuous), fill: red)), alignment: .center), plainText("a")))
    }

    func testTransformsShadowHiddenAspectRatio() throws {
        let view = Color.blue.aspectRatio(2, contentMode: .fit).rotationEffect(.degrees(-90), anchor: .topLeading)
            .scaleEffect(2).offset(x: 3, y: 4).shadow(radius: 5).hidden()
        let blue = ResolvedNode.shape(ResolvedShape(kind: .rectangle, fill: .color(RGBA(r8: 0, g8: 136, b8: 255))))
        let center = ResolvedUnitPoint(x: 0.5, y: 0.5)
        let expected = ResolvedNode.modified(.hidden, .modified(.shadow(color: RGBA.black.withAlpha(0.33), radius: 5, x: 0, y: 0),
            .modified(.offset(x: 3, y: 4), .modified(.scale(x: 2, y: 2, anchor: center),
                .modified(.rotation(degrees: -90, anchor: ResolvedUnitPoint(x: 0, y: 0)),
                          .modified(.aspectRatio(2, contentMode: .fit), blue))))))
        XCTAssertEqual(try resolved(view).content, expected)
    }

    func testShapesFillStrokeTrim() throws {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.white, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        XCTAssertEqual(try resolved(ring).content, .shape(ResolvedShape(
            kind: .circle, fill: nil, stroke: ResolvedStroke(paint: .color(.white), lineWidth: 4, cap: .round),
            trimFrom: 0, trimTo: 0.25)))
        let border = RoundedRectangle(cornerSize: CGSize(width: 3, height: 5), style: .circular).strokeBorder(lineWidth: 2)
        XCTAssertEqual(try resolved(border).content, .shape(ResolvedShape(
            kind: .roundedRectangle(cornerWidth: 3, cornerHeight: 5, style: .circular), fill: nil,
            stroke: ResolvedStroke(paint: lightPrimary, lineWidth: 2, insideBorder: true))))
        // A bare shape fills with the foreground style.
        XCTAssertEqual(try resolved(Ellipse().foregroundStyle(.white)).content,
                       .shape(ResolvedShape(kind: .ellipse, fill: .color(.white))))
    }

    struct Diamond: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                            CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)])
                p.closeSubpath()
            }
        }
    }

    func testCustomShapeBecomesAUnitPath() throws {
        let path = VectorPath(elements: [.move(Point(x: 0.5, y: 0)), .line(Point(x: 1, y: 0.5)), .line(Point(x: 0.5, y: 1)),
                                         .line(Point(x: 0, y: 0.5)), .close])
        XCTAssertEqual(try resolved(Diamond().fill(Color.black)).content,
                       .shape(ResolvedShape(kind: .unitPath(path), fill: .color(.black))))
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding(4).font(.caption) }
    }

    func testUserViewModifierWrapsContentInItsEnvironment() throws {
        let caption = styleFont(12, lineHeight: 16)
        XCTAssertEqual(try resolved(Text("a").modifier(Card())).content,
                       .modified(.padding(Insets(all: 4)), plainText("a", font: caption)))
    }

    func testInertModifiersChangeNothing() throws {
        let view = Text("a").widgetURL(nil).id(3).accessibilityLabel("label")
        XCTAssertEqual(try resolved(view).content, plainText("a"))
    }

    func testResolvingTwiceGivesEqualTreesAndJSON() throws {
        let view = VStack { Text("a").bold(); Image(systemName: "heart.fill"); ProgressView(value: 0.3) }.padding()
        let first = try resolved(view), second = try resolved(view)
        XCTAssertEqual(first, second)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(try encoder.encode(first), try encoder.encode(second))
    }
}
