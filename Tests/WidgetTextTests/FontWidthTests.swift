import XCTest
@testable import WidgetText

/// `fontWidth`: the default design's glyphs scaled horizontally by 1 + the width's value
/// (docs/text.md "Widths", our rule); other designs and fallback faces keep their width.
final class FontWidthTests: XCTestCase {
    private func layout(_ string: String, width: Double?, design: FontDesign = .default) throws -> TextLayout {
        var font = FontSpec(size: 17, design: design)
        font.width = width
        return try Fixtures.engine().layout(TextContent(runs: [TextSpan(string: string, font: font)]), width: nil, height: nil)
    }

    func testWidthsScaleAdvancesAndOutlines() throws {
        let standard = try layout("Hamburgefonstiv", width: nil)
        // Condensed −0.2 → 80 %, compressed −0.3 → 70 %, expanded 0.2 → 120 % of the standard width.
        for (value, factor) in [(-0.2, 0.8), (-0.3, 0.7), (0.2, 1.2)] {
            let scaled = try layout("Hamburgefonstiv", width: value)
            XCTAssertEqual(scaled.size.width, standard.size.width * factor, accuracy: 1e-9, "\(value)")
            XCTAssertEqual(scaled.lines[0].runs[0].horizontalScale, factor)
            XCTAssertEqual(scaled.size.height, standard.size.height)
        }
        XCTAssertNil(standard.lines[0].runs[0].horizontalScale)
    }

    func testOtherDesignsAndFallbackFacesKeepTheirWidth() throws {
        for design in [FontDesign.rounded, .monospaced] {
            XCTAssertEqual(try layout("Width", width: -0.2, design: design).size.width,
                           try layout("Width", width: nil, design: design).size.width, accuracy: 1e-9)
        }
        let mixed = try layout("A漢", width: -0.2), plain = try layout("A漢", width: nil)
        let a = try layout("A", width: nil).size.width
        XCTAssertEqual(mixed.size.width, plain.size.width - a * 0.2, accuracy: 1e-9)
        XCTAssertEqual(mixed.lines[0].runs.map(\.horizontalScale), [0.8, nil])
    }
}
