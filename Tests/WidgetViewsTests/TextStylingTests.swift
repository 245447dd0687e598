import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetText
import WidgetResolved

/// Text modifiers (design, width, kerning, tracking, baseline, underline, strikethrough), Markdown
/// in literals and `Text(AttributedString)` as they reach the resolved runs (docs/text.md).
final class TextStylingTests: XCTestCase {
    /// The system blue accent in light mode (docs/platform.md §1): links take it.
    private let accentBlue = ResolvedPaint.color(RGBA(r8: 0, g8: 136, b8: 255))

    func testTextModifiersBecomeRunEffects() throws {
        let resolvedText = try text(Text("a").kerning(1).tracking(2).baselineOffset(3)
            .underline(pattern: .dash, color: .red).strikethrough())
        let run = resolvedText.content.runs[0]
        XCTAssertEqual(run.effects, TextEffects(kerning: 1, tracking: 2, baselineOffset: 3, underline: .dash,
                                                strikethrough: .solid))
        XCTAssertEqual(resolvedText.decorationPaints, [ResolvedDecorationPaints(
            underline: .color(RGBA(r8: 255, g8: 56, b8: 60)), strikethrough: nil)])
    }

    /// `textScale(.secondary)` sets the text smaller than its font (ours: × 0.8; Apple gives no
    /// factor): body 17 → 13.6 pt, on the Text or its container; `isEnabled: false` and `.default`
    /// keep 17; the inner setting wins.
    func testTextScaleSecondaryIsSmaller() throws {
        XCTAssertEqual(try text(Text("km").textScale(.secondary)).content.runs[0].font.size, 13.6, accuracy: 1e-9)
        XCTAssertEqual(try text(Text("km").textScale(.secondary, isEnabled: false)).content.runs[0].font.size, 17)
        XCTAssertEqual(try text(Group { Text("km") }.textScale(.secondary)).content.runs[0].font.size, 13.6, accuracy: 1e-9)
        XCTAssertEqual(try text(Text("km").textScale(.default).textScale(.secondary)).content.runs[0].font.size, 17)
        XCTAssertEqual(try text(Text("km").font(.caption).textScale(.secondary)).content.runs[0].font.size, 9.6, accuracy: 1e-9)
    }

    /// Typesetting language and VoiceOver's speech settings change nothing drawn.
    func testTypesettingLanguageAndSpeechChangeNothing() throws {
        let plain = try text(Text("Åsa"))
        XCTAssertEqual(try text(Text("Åsa").typesettingLanguage(Locale.Language(identifier: "sv"))
            .speechAlwaysIncludesPunctuation().speechSpellsOutCharacters().accessibilityLabel("Name")), plain)
        XCTAssertEqual(try resolved(Text("Åsa").typesettingLanguage(.explicit(Locale.Language(identifier: "sv")))
            .speechAdjustedPitch(0.2)).content, try resolved(Text("Åsa")).content)
    }

    func testPlainTextHasNoEffects() throws {
        let resolvedText = try text(Text("plain").kerning(0))
        XCTAssertNil(resolvedText.content.runs[0].effects)
        XCTAssertNil(resolvedText.decorationPaints)
    }

    func testViewModifiersReachEveryTextAndTheInnerOneWins() throws {
        let view = VStack { Text("a").underline(false); Text("b").kerning(4) }.underline().kerning(1)
        let node = try resolved(view).content
        guard case .stack(let stack) = node, case .text(let a) = stack.children[0], case .text(let b) = stack.children[1] else {
            return XCTFail("expected two texts")
        }
        XCTAssertEqual(a.content.runs[0].effects, TextEffects(kerning: 1))
        XCTAssertEqual(b.content.runs[0].effects, TextEffects(kerning: 4, underline: .solid))
    }

    func testConcatenationKeepsEachPartsDecoration() throws {
        let resolvedText = try text((Text("old").strikethrough() + Text(" new").underline()).kerning(1))
        XCTAssertEqual(resolvedText.content.runs.map(\.effects), [TextEffects(kerning: 1, strikethrough: .solid),
                                                                  TextEffects(kerning: 1, underline: .solid)])
    }

    func testDesignWidthAndMonospaced() throws {
        XCTAssertEqual(try text(Text("a").fontDesign(.serif)).content.runs[0].font.design, .serif)
        XCTAssertEqual(try text(Text("a").font(.system(size: 12, design: .rounded)).monospaced()).content.runs[0].font.design,
                       .monospaced)
        XCTAssertEqual(try text(Text("a").fontDesign(.rounded)).content.runs[0].font.design, .rounded)
        // Widths travel as Core Text's value (docs/text.md "Widths"); standard is no width at all.
        XCTAssertEqual(try text(Text("a").fontWidth(.condensed)).content.runs[0].font.width, -0.2)
        XCTAssertEqual(try text(Text("a").font(.body.width(.expanded))).content.runs[0].font.width, 0.2)
        XCTAssertEqual(try text(Text("a").fontWidth(.standard)).content.runs[0].font, bodyFont)
        XCTAssertEqual(try text(Text("a").font(.system(.body, design: .monospaced))).content.runs[0].font.design, .monospaced)
        XCTAssertEqual(try text(Text("a").allowsTightening(true)).content.allowsTightening, true)
        XCTAssertNil(try text(Text("a")).content.allowsTightening)
    }

    func testBadNumbersAreOneLine() {
        XCTAssertTrue(resolveError(Text("a").kerning(.nan)).contains("kerning is NaN"))
        XCTAssertTrue(resolveError(Text("a").baselineOffset(.infinity)).contains("baselineOffset inf is not finite"))
        XCTAssertTrue(resolveError(Text("a").tracking(20_000)).contains("tracking 20000 is beyond ±10000 points"))
        XCTAssertTrue(resolveError(Text("a").fontWidth(Font.Width(.nan))).contains("fontWidth is NaN"))
    }

    // MARK: Markdown

    func testMarkdownInLiterals() throws {
        let resolvedText = try text(Text("**Bold**, *it*, `code`, ~~gone~~ and [link](https://example.com)"))
        XCTAssertEqual(resolvedText.content.runs.map(\.string), ["Bold", ", ", "it", ", ", "code", ", ", "gone", " and ", "link"])
        let runs = resolvedText.content.runs
        XCTAssertEqual(runs[0].font.weight, 700)
        XCTAssertTrue(runs[2].font.italic)
        XCTAssertEqual(runs[4].font.design, .monospaced)
        XCTAssertEqual(runs[6].effects, TextEffects(strikethrough: .solid))
        XCTAssertEqual(resolvedText.paints[8], accentBlue)
        XCTAssertEqual(resolvedText.paints[7], lightPrimary)
    }

    func testMarkdownLeavesPlainTextAlone() throws {
        for literal in ["snake_case_name", "3 * 4 = 12", "50% off", "a_b *c", "price: $5"] {
            let resolvedText = try text(Text(LocalizedStringKey(literal)))
            XCTAssertEqual(resolvedText.content.runs.map(\.string), [literal])
        }
        XCTAssertEqual(try text(Text(verbatim: "**raw**")).string, "**raw**")
        XCTAssertEqual(try text(Text("\\*not\\* emphasis")).string, "*not* emphasis")
    }

    func testInterpolatedValuesTakeTheStyleButAreNotParsed() throws {
        let name = "*Ann*"
        let resolvedText = try text(Text("Hi **\(name)**!"))
        XCTAssertEqual(resolvedText.content.runs.map(\.string), ["Hi ", "*Ann*", "!"])
        XCTAssertEqual(resolvedText.content.runs.map(\.font.weight), [400, 700, 400])
    }

    func testNestedAndTripleEmphasis() throws {
        let resolvedText = try text(Text("***both*** _it_"))
        XCTAssertEqual(resolvedText.content.runs.map(\.string), ["both", " ", "it"])
        XCTAssertEqual(resolvedText.content.runs[0].font.weight, 700)
        XCTAssertTrue(resolvedText.content.runs[0].font.italic)
        XCTAssertTrue(resolvedText.content.runs[2].font.italic)
    }

    // MARK: AttributedString

    func testAttributedStringRuns() throws {
        var title = AttributedString("Sale")
        title.font = .headline
        title.foregroundColor = .red
        title.underlineStyle = Text.LineStyle(pattern: .dot, color: .blue)
        var rest = AttributedString(" now")
        rest.kern = 2
        rest.baselineOffset = 1
        var link = AttributedString(" here")
        link.link = URL(string: "https://example.com")
        let resolvedText = try text(Text(title + rest + link))
        let runs = resolvedText.content.runs
        XCTAssertEqual(runs.map(\.string), ["Sale", " now", " here"])
        XCTAssertEqual(runs[0].font, styleFont(17, weight: 600, lineHeight: 22))
        XCTAssertEqual(resolvedText.paints[0], .color(RGBA(r8: 255, g8: 56, b8: 60)))
        XCTAssertEqual(runs[0].effects, TextEffects(underline: .dot))
        XCTAssertEqual(resolvedText.decorationPaints?[0], ResolvedDecorationPaints(underline: .color(RGBA(r8: 0, g8: 136, b8: 255)),
                                                                                    strikethrough: nil))
        XCTAssertEqual(runs[1].effects, TextEffects(kerning: 2, baselineOffset: 1))
        XCTAssertEqual(resolvedText.paints[2], accentBlue)
    }

    /// `backgroundColor` marks the run and carries its paint; the other runs have neither.
    func testAttributedStringBackgroundColor() throws {
        var marked = AttributedString("new")
        marked.backgroundColor = .yellow
        let resolvedText = try text(Text(AttributedString("Is ") + marked))
        XCTAssertNil(resolvedText.content.runs[0].effects)
        XCTAssertEqual(resolvedText.content.runs[1].effects, TextEffects(fillsBackground: true))
        XCTAssertEqual(resolvedText.decorationPaints, [nil, ResolvedDecorationPaints(
            underline: nil, strikethrough: nil, background: .color(RGBA(r8: 255, g8: 204, b8: 0)))])
    }
}

extension TextStylingTests {
    /// `AttributedString(markdown:)` (Foundation's, absent on Linux): runs with
    /// `inlinePresentationIntent` and `link`, drawn by `Text` as the same Markdown in a literal.
    func testAttributedStringFromMarkdown() throws {
        let attributed = try AttributedString(markdown: "Hi **bold** _it_ `code` ~~old~~ [site](https://example.com) 2*3")
        let runs = attributed.runs.map { (String(attributed[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
        XCTAssertEqual(runs.map(\.0), ["Hi ", "bold", " ", "it", " ", "code", " ", "old", " ", "site", " 2*3"])
        XCTAssertEqual(runs[1].1, .stronglyEmphasized)
        XCTAssertEqual(runs[3].1, .emphasized)
        XCTAssertEqual(runs[5].1, .code)
        XCTAssertEqual(runs[7].1, .strikethrough)
        XCTAssertEqual(runs[9].2, URL(string: "https://example.com"))
        XCTAssertNil(runs[10].1, "an unmatched * stays a character")

        let drawn = try text(Text(attributed)).content.runs
        let literal = try text(Text("Hi **bold** _it_ `code` ~~old~~ [site](https://example.com) 2*3")).content.runs
        XCTAssertEqual(drawn.map(\.string), literal.map(\.string))
        XCTAssertEqual(drawn.map(\.font), literal.map(\.font))
        XCTAssertEqual(drawn.map(\.effects), literal.map(\.effects))
    }

    func testMarkdownWithALinkTitleOfTwoWords() throws {
        let resolvedText = try text(Text("**Bold**, *italic*, `code`, ~~old~~ and [a link](https://example.com)").font(.footnote))
        XCTAssertEqual(resolvedText.content.runs.map(\.string), ["Bold", ", ", "italic", ", ", "code", ", ", "old", " and ", "a link"])
    }
}
