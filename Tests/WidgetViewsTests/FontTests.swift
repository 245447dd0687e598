import XCTest
@testable import WidgetViews
import WidgetText

/// Text styles at the default Dynamic Type size (docs/platform.md §5, from Apple's HIG typography
/// tables): iOS size / line height / weight, and the watchOS rounded table.
final class FontTests: XCTestCase {
    private func font(of view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> FontSpec {
        guard case .text(let text) = try resolved(view, configure).content else {
            XCTFail("expected a text"); return bodyFont
        }
        return text.content.runs[0].font
    }

    func testDefaultFontIsBody() throws {
        XCTAssertEqual(try font(of: Text("a")), bodyFont)
    }

    func testIOSTextStyles() throws {
        let expected: [(Font, Double, Double, Int)] = [
            (.largeTitle, 34, 41, 400), (.title, 28, 34, 400), (.title2, 22, 28, 400), (.title3, 20, 25, 400),
            (.headline, 17, 22, 600), (.body, 17, 22, 400), (.callout, 16, 21, 400), (.subheadline, 15, 20, 400),
            (.footnote, 13, 18, 400), (.caption, 12, 16, 400), (.caption2, 11, 13, 400),
        ]
        // Sizes, weights and line heights as the HIG lists them; the line height only gives the
        // font its leading: lines keep the font's own metrics, as iOS does (docs/platform.md §5).
        for (style, size, lineHeight, weight) in expected {
            XCTAssertEqual(try font(of: Text("a").font(style)),
                           styleFont(size, weight: weight, lineHeight: lineHeight), "\(style)")
        }
    }

    func testWatchOSStylesAreRoundedAndComplicationsMedium() throws {
        let headline = try font(of: Text("a").font(.headline)) { $0.platform = .watchos }
        XCTAssertEqual(headline, FontSpec(size: 16, weight: 600, design: .rounded))
        let title2 = try font(of: Text("a").font(.title2)) { $0.platform = .watchos }
        XCTAssertEqual(title2, FontSpec(size: 27, weight: 400, design: .rounded))
        // Complication text: rounded, medium weight.
        let complication = try font(of: Text("a").font(.caption)) {
            $0.platform = .watchos; $0.widgetFamily = .accessoryCircular
        }
        XCTAssertEqual(complication, FontSpec(size: 15, weight: 500, design: .rounded))
    }

    func testSystemSizeWeightDesignAndTraits() throws {
        XCTAssertEqual(try font(of: Text("a").font(.system(size: 40, weight: .heavy, design: .rounded))),
                       FontSpec(size: 40, weight: 800, design: .rounded))
        var serifTitle = styleFont(28, weight: 300, lineHeight: 34)
        serifTitle.design = .serif
        XCTAssertEqual(try font(of: Text("a").font(.system(.title, design: .serif, weight: .light))), serifTitle)
        var caption = styleFont(12, weight: 700, lineHeight: 16)
        caption.italic = true; caption.monospacedDigit = true
        XCTAssertEqual(try font(of: Text("a").font(.caption.bold().italic().monospacedDigit())), caption)
        XCTAssertEqual(try font(of: Text("a").font(.custom("Inter-Bold", size: 13))),
                       FontSpec(size: 13, customName: "Inter-Bold"))
    }

    func testViewTraitModifiersReachTheText() throws {
        let view = VStack { Text("a") }.font(.footnote).fontWeight(.semibold).italic().monospacedDigit()
        guard case .stack(let stack) = try resolved(view).content, case .text(let text) = stack.children[0] else {
            return XCTFail("expected a stack of text")
        }
        var footnote = styleFont(13, weight: 600, lineHeight: 18)
        footnote.italic = true; footnote.monospacedDigit = true
        XCTAssertEqual(text.content.runs[0].font, footnote)
    }

    func testInnerFontWinsOverOuter() throws {
        XCTAssertEqual(try font(of: Text("a").font(.caption).font(.title)).size, 12)
    }
}
