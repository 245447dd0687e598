import XCTest
@testable import WidgetText

/// The SF Mono stand-in (DejaVu Sans Mono, docs/text.md "Stand-in calibration"): one pitch for every
/// glyph, SF Mono's advance of 1266 / 2048 em and SF's line box (docs/platform.md §5); fallback faces
/// (CJK, emoji) keep their own advances, as Apple documents for the monospaced system font.
final class MonospacedFaceTests: XCTestCase {
    private func layout(_ string: String, design: FontDesign, weight: Int = 400) throws -> TextLayout {
        let text = TextContent(runs: [TextSpan(string: string, font: FontSpec(size: 17, weight: weight, design: design))])
        return try Fixtures.engine().layout(text, width: nil, height: nil)
    }

    func testEveryLatinGlyphTakesSFMonosPitch() throws {
        // 17 pt × 1266 / 2048 = 10.5087890625 pt per character, narrow or wide, in both weights.
        for weight in [400, 700] {
            for string in ["il", "WM", "10", "::"] {
                let width = try layout(string, design: .monospaced, weight: weight).size.width
                XCTAssertEqual(width, 2 * 10.5087890625, accuracy: 1e-9, "\(string) at \(weight)")
            }
        }
        XCTAssertEqual(try layout("il", design: .monospaced).lines[0].runs[0].fontID, "DejaVuSansMono")
        XCTAssertEqual(try layout("il", design: .monospaced, weight: 700).lines[0].runs[0].fontID, "DejaVuSansMono-Bold")
    }

    func testLineBoxIsSFs() throws {
        // SF's 1950 + 494 of 2048 units: 17 × 2444 / 2048 = 20.287109375 pt.
        XCTAssertEqual(try layout("Mono", design: .monospaced).size.height, 20.287109375, accuracy: 1e-9)
    }

    /// CJK and emoji come from the same fallback faces with the same advances in either design.
    func testFallbackFacesAreUnchanged() throws {
        for string in ["漢字", "👍🏽", "שלום"] {
            let mono = try layout(string, design: .monospaced), plain = try layout(string, design: .default)
            XCTAssertEqual(mono.size.width, plain.size.width, accuracy: 1e-9, string)
            XCTAssertEqual(mono.lines[0].runs.map(\.fontID), plain.lines[0].runs.map(\.fontID), string)
            XCTAssertFalse(mono.lines[0].runs.contains { $0.fontID.hasPrefix("DejaVuSansMono") }, string)
        }
        // A mixed string: Latin on the pitch, the ideograph at Noto Sans CJK's own 1 em.
        let mixed = try layout("A漢", design: .monospaced)
        XCTAssertEqual(mixed.lines[0].runs.map(\.fontID), ["DejaVuSansMono", "NotoSansCJKsc-Regular-Subset"])
        XCTAssertEqual(mixed.size.width, 10.5087890625 + 17, accuracy: 1e-9)
    }

    /// `monospacedDigit()` keeps the proportional face and turns on its tabular figures.
    func testMonospacedDigitKeepsTheProportionalFace() throws {
        let engine = try Fixtures.engine()
        let one = try engine.layout(Fixtures.text("1", monospacedDigit: true), width: nil, height: nil)
        let zero = try engine.layout(Fixtures.text("0", monospacedDigit: true), width: nil, height: nil)
        XCTAssertEqual(one.lines[0].runs[0].fontID, "Inter-Regular")
        XCTAssertEqual(one.size.width, zero.size.width, accuracy: 1e-9)
    }
}
