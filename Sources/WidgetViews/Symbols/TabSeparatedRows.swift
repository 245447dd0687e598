/// The rows of the symbol tables in `Assets/Symbols` (`symbols.tsv`, `metrics.tsv`, `variable.tsv`):
/// lines split on tabs, `#` lines and empty lines skipped, empty columns dropped.
///
/// Split on UTF-8 bytes: a newline and a tab are single bytes in UTF-8 and never occur inside another
/// character's encoding, so the rows are the ones a split on `Character`s gives for these files (no
/// `\r\n`), at a fraction of the cost. Splitting by `Character` took 3.2 ms for `metrics.tsv`
/// alone, once per process, while the other worker of a batch waited for the table
/// (docs/performance.md, *Issue 35: the load before the batch*).
enum TabSeparatedRows {
    static func rows(of text: String) -> [[Substring]] {
        text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            guard line.first != UInt8(ascii: "#") else { return nil }
            return line.split(separator: UInt8(ascii: "\t")).map { Substring($0) }
        }
    }
}
