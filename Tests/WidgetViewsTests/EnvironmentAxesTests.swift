import XCTest
@testable import WidgetViews
import WidgetText
import WidgetResolved
import WidgetGeometry

/// Dynamic Type, layout direction, Bold Text and preferredColorScheme at resolve. Sizes are the
/// HIG's iOS Dynamic Type table (docs/platform.md §5a, Apple HIG › Typography › Dynamic Type sizes).
final class EnvironmentAxesTests: XCTestCase {
    private func font(of view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> FontSpec {
        guard case .text(let text) = try resolved(view, configure).content else {
            XCTFail("expected a text"); return bodyFont
        }
        return text.content.runs[0].font
    }

    /// HIG table rows (size / line height): body xSmall 14/19, accessibility5 53/62; caption2 stays
    /// 11/13 from xSmall to large; largeTitle AX3 52/61; footnote xxxLarge 19/24; headline xLarge
    /// 19/24. The line height gives the font its leading only (docs/platform.md §5); watchOS sets
    /// none (every watch line height is below SF's own).
    func testTextStylesScaleWithDynamicTypeSize() throws {
        XCTAssertEqual(try font(of: Text("a")) { $0.dynamicTypeSize = .xSmall }, styleFont(14, lineHeight: 19))
        XCTAssertEqual(try font(of: Text("a")) { $0.dynamicTypeSize = .accessibility5 }, styleFont(53, lineHeight: 62))
        for size in [DynamicTypeSize.xSmall, .small, .medium, .large] {
            XCTAssertEqual(try font(of: Text("a").font(.caption2)) { $0.dynamicTypeSize = size },
                           styleFont(11, lineHeight: 13), "\(size)")
        }
        XCTAssertEqual(try font(of: Text("a").font(.largeTitle)) { $0.dynamicTypeSize = .accessibility3 },
                       styleFont(52, lineHeight: 61))
        XCTAssertEqual(try font(of: Text("a").font(.footnote)) { $0.dynamicTypeSize = .xxxLarge },
                       styleFont(19, lineHeight: 24))
        XCTAssertEqual(try font(of: Text("a").font(.headline)) { $0.dynamicTypeSize = .xLarge },
                       styleFont(19, weight: 600, lineHeight: 24))
        XCTAssertNil(try font(of: Text("a")) { $0.platform = .watchos; $0.dynamicTypeSize = .xLarge }.textStyleLineHeight)
    }

    /// Every style grows (or stays) from one size to the next, and `.large` is the default table.
    func testTableIsMonotonicAndLargeIsTheDefault() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { DynamicTypeTable.iOSSize(style, $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
            let metrics = TextStyleMetrics.metrics(for: style, platform: .ios)
            XCTAssertEqual(DynamicTypeTable.iOSSize(style, .large), metrics.size, "\(style)")
        }
    }

    /// `@ScaledMetric` scales with its text style's row: 20 × body AX3 40 / large 17 = 47.06;
    /// relative to `.caption2` at xSmall (11 / 11) it stays 20.
    func testScaledMetricFollowsDynamicType() throws {
        struct Badge: View {
            @ScaledMetric var side: CGFloat = 20
            @ScaledMetric(relativeTo: .caption2) var small: CGFloat = 20
            var body: some View { Color.red.frame(width: side, height: small) }
        }
        func frame(_ size: DynamicTypeSize) throws -> (Double?, Double?) {
            let node = try resolved(Badge()) { $0.dynamicTypeSize = size }.content
            guard case .modified(.frame(let width, let height, _), _) = node else {
                XCTFail("expected a frame"); return (nil, nil)
            }
            return (width, height)
        }
        let large = try frame(.accessibility3)
        XCTAssertEqual(large.0 ?? 0, 20 * 40 / 17, accuracy: 1e-9)
        XCTAssertEqual(try frame(.large).0, 20)
        XCTAssertEqual(try frame(.xSmall).1, 20)
    }

    /// `.dynamicTypeSize(_:)` sets the size; a range clamps the environment's size into it.
    func testDynamicTypeSizeModifiers() throws {
        XCTAssertEqual(try font(of: Text("a").dynamicTypeSize(.xxLarge)).size, 21)
        // AX5 clamped to ...xxLarge → xxLarge body 21.
        XCTAssertEqual(try font(of: Text("a").dynamicTypeSize(...DynamicTypeSize.xxLarge)) { $0.dynamicTypeSize = .accessibility5 }.size, 21)
        // xSmall clamped to .medium ... .large → medium body 16; inside the range unchanged.
        XCTAssertEqual(try font(of: Text("a").dynamicTypeSize(.medium ... .large)) { $0.dynamicTypeSize = .xSmall }.size, 16)
        XCTAssertEqual(try font(of: Text("a").dynamicTypeSize(.xSmall ... .xLarge)) { $0.dynamicTypeSize = .small }.size, 15)
        // A half-open range excludes its upper bound: AX1 in ..<AX1 → xxxLarge body 23.
        XCTAssertEqual(try font(of: Text("a").dynamicTypeSize(..<DynamicTypeSize.accessibility1)) { $0.dynamicTypeSize = .accessibility1 }.size, 23)
        XCTAssertEqual(try font(of: Text("a").dynamicTypeSize(DynamicTypeSize.accessibility2...)).size, 33)
    }

    /// `Font.custom(_:size:)` scales like body (17 → 28 at AX1: × 28/17), `relativeTo:` like its
    /// style (title 28 → 38 at AX1), `fixedSize:` and `.system(size:)` not at all (SwiftUI's Font docs).
    func testCustomFontsScale() throws {
        let ax1: (inout EnvironmentValues) -> Void = { $0.dynamicTypeSize = .accessibility1 }
        XCTAssertEqual(try font(of: Text("a").font(.custom("Inter-Bold", size: 17)), ax1).size, 28, accuracy: 1e-9)
        XCTAssertEqual(try font(of: Text("a").font(.custom("Inter-Bold", size: 14, relativeTo: .title)), ax1).size,
                       14 * 38 / 28, accuracy: 1e-9)
        XCTAssertEqual(try font(of: Text("a").font(.custom("Inter-Bold", fixedSize: 17)), ax1).size, 17)
        XCTAssertEqual(try font(of: Text("a").font(.system(size: 17)), ax1).size, 17)
    }

    /// watchOS (ours): its own large values × the iOS ratio; body 16 at AX3 → 16 × 40/17 = 37.6 → 38.
    func testWatchScalesByTheIOSRatio() throws {
        let spec = try font(of: Text("a")) { $0.platform = .watchos; $0.dynamicTypeSize = .accessibility3 }
        XCTAssertEqual(spec.size, 38)
        XCTAssertNil(spec.lineHeight)  // from the font's metrics at 38 pt (docs/platform.md §5)
    }

    func testDynamicTypeSizeNames() {
        XCTAssertEqual(DynamicTypeSize(name: "xSmall"), .xSmall)
        XCTAssertEqual(DynamicTypeSize(name: "ACCESSIBILITY3"), .accessibility3)
        XCTAssertEqual(DynamicTypeSize(name: "ax5"), .accessibility5)
        XCTAssertNil(DynamicTypeSize(name: "huge"))
        XCTAssertEqual(DynamicTypeSize.xxxLarge.name, "xxxLarge")
    }

    /// Bold Text (ours, docs/platform.md §5a): regular → semibold, semibold → bold; custom fonts keep theirs.
    func testBoldText() throws {
        let bold: (inout EnvironmentValues) -> Void = { $0.legibilityWeight = .bold }
        XCTAssertEqual(try font(of: Text("a"), bold).weight, 600)
        XCTAssertEqual(try font(of: Text("a").font(.headline), bold).weight, 700)
        XCTAssertEqual(try font(of: Text("a").fontWeight(.black), bold).weight, 900)
        XCTAssertEqual(try font(of: Text("a").font(.custom("Inter-Regular", size: 12)), bold).weight, 400)
    }

    private let flip = ResolvedModifier.scale(x: -1, y: 1, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5))

    /// Right to left: the root is mirrored and each text flipped back, with leading alignment
    /// becoming trailing inside the text's own frame.
    func testRightToLeftMirrorsAndFlipsTextBack() throws {
        let view = HStack { Text("a"); Color.red }
        let content = try resolved(view) { $0.layoutDirection = .rightToLeft }.content
        guard case .modified(let outer, .stack(let stack)) = content else { return XCTFail("expected a mirrored stack: \(content)") }
        XCTAssertEqual(outer, flip)
        guard case .modified(let inner, .text(let text)) = stack.children[0] else { return XCTFail("expected a flipped-back text") }
        XCTAssertEqual(inner, flip)
        XCTAssertEqual(text.content.alignment, .trailing)
        // Shapes and colors are not flipped back (they mirror with the layout).
        if case .modified = stack.children[1] { XCTFail("a color is mirrored with its stack") }
        // Left to right: nothing is added.
        guard case .stack = try resolved(view).content else { return XCTFail("left to right adds no flip") }
    }

    /// `.environment(\.layoutDirection, …)` mirrors where the direction changes, and back again;
    /// `flipsForRightToLeftLayoutDirection(true)` leaves an image mirrored.
    func testNestedDirectionsAndFlips() throws {
        let view = VStack { Text("a").environment(\.layoutDirection, .leftToRight) }
            .environment(\.layoutDirection, .rightToLeft)
        guard case .modified(let outer, .stack(let stack)) = try resolved(view).content,
              case .modified(let back, .text) = stack.children[0] else { return XCTFail("expected two flips") }
        XCTAssertEqual(outer, flip)
        XCTAssertEqual(back, flip)  // the left-to-right subtree mirrored back; its text not flipped again

        let flipped = Text("a").flipsForRightToLeftLayoutDirection(true)
        guard case .text = try resolved(flipped) { $0.layoutDirection = .rightToLeft }.content.unwrappingRootFlip else {
            return XCTFail("a text that flips for right to left is not flipped back")
        }
    }

    /// `.preferredColorScheme(.dark)` draws the subtree's system colors dark (systemBackground: black).
    func testPreferredColorScheme() throws {
        guard case .shape(let shape) = try resolved(Rectangle().fill(.background).preferredColorScheme(.dark)).content else {
            return XCTFail("expected a shape")
        }
        XCTAssertEqual(shape.fill, .color(RGBA(r8: 0, g8: 0, b8: 0)))
    }

    /// The deprecated `.accentColor(_:)` sets the tint: `.tint` fills with it (`Color.pink` light: 255, 45, 85).
    func testAccentColorIsTheTint() throws {
        guard case .shape(let shape) = try resolved(Rectangle().fill(.tint).accentColor(.pink)).content else {
            return XCTFail("expected a shape")
        }
        XCTAssertEqual(shape.fill, .color(RGBA(r8: 255, g8: 45, b8: 85)))
    }

    /// The deprecated `.colorScheme(.dark)` sets the same environment value.
    func testColorSchemeModifier() throws {
        guard case .shape(let shape) = try resolved(Rectangle().fill(.background).colorScheme(.dark)).content else {
            return XCTFail("expected a shape")
        }
        XCTAssertEqual(shape.fill, .color(RGBA(r8: 0, g8: 0, b8: 0)))
    }
}

private extension ResolvedNode {
    /// The node inside the root's mirroring flip.
    var unwrappingRootFlip: ResolvedNode {
        if case .modified(.scale(x: -1, y: 1, _), let inner) = self { return inner }
        return self
    }
}
