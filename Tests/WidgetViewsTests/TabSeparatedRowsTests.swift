import XCTest
import WidgetText
@testable import WidgetViews

final class TabSeparatedRowsTests: XCTestCase {
    /// Comment lines and empty lines are skipped, empty columns dropped, other text kept whole
    /// (a multi-byte name stays one column).
    func testCommentsEmptyLinesAndEmptyColumns() {
        let text = "# name\twidth\n\nairplane\t1.1006\t0.9941\n\ncafé\t\tcup\n#\tnot a row\n"
        XCTAssertEqual(TabSeparatedRows.rows(of: text), [["airplane", "1.1006", "0.9941"], ["café", "cup"]])
        XCTAssertEqual(TabSeparatedRows.rows(of: ""), [])
    }

    /// On every table in `Assets/Symbols`, the rows are those a split on `Character`s gives, which
    /// the tables were read with before.
    func testTheBundledTablesSplitAsByCharacters() throws {
        let folder = BundledAssets.directory.appendingPathComponent("Symbols")
        for name in ["symbols.tsv", "metrics.tsv", "variable.tsv"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let byCharacters = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
            let rows = TabSeparatedRows.rows(of: text)
            XCTAssertGreaterThan(rows.count, 10, name)
            XCTAssertEqual(rows, byCharacters, name)
        }
    }
}
