import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetResolved

/// A deterministic stand-in for the HarfBuzz engine, so layout tests compute by hand:
/// every character is 10 pt wide, every line 20 pt tall (+ `lineSpacing` between lines) with its
/// baseline 16 pt below the line's top. Lines break at spaces only (a word longer than the width
/// overflows on its own line); an unspecified width means one line. `lineLimit` and a proposed
/// height limit the line count (at least one line); cut text ends in "…" (tail truncation).
/// The leading is 0 (as SF's), or 4 pt when the first run names the font "Leading4".
struct FakeTextMeasurer: TextMeasuring {
    static let characterWidth = 10.0
    static let lineHeight = 20.0
    static let ascent = 16.0

    func layout(_ text: TextContent, width: Double?, height: Double?) throws -> TextLayout {
        let words = text.string.split(separator: " ").map(String.init)
        var lines: [String] = []
        if let width {
            for word in words {
                if let last = lines.last, Self.width(of: last + " " + word) <= width {
                    lines[lines.count - 1] = last + " " + word
                } else {
                    lines.append(word)
                }
            }
        } else {
            lines = [words.joined(separator: " ")]
        }

        var maximumLines = text.lineLimit ?? Int.max
        if let height {
            let fitting = Int(((height + text.lineSpacing) / (Self.lineHeight + text.lineSpacing)).rounded(.down))
            maximumLines = min(maximumLines, max(1, fitting))
        }
        var truncated = false
        if lines.count > maximumLines {
            truncated = true
            lines = Array(lines.prefix(maximumLines))
            var last = lines[lines.count - 1] + "…"
            while let width, Self.width(of: last) > width, last.count > 1 {
                last.remove(at: last.index(last.endIndex, offsetBy: -2))
            }
            lines[lines.count - 1] = last
        }

        let pitch = Self.lineHeight + text.lineSpacing
        let textLines = lines.enumerated().map { index, string in
            TextLine(origin: Point(x: 0, y: Self.ascent + Double(index) * pitch), width: Self.width(of: string),
                     ascent: Self.ascent, descent: Self.lineHeight - Self.ascent, string: string, runs: [])
        }
        let size = Size(width: textLines.map(\.width).max() ?? 0,
                        height: Double(lines.count) * Self.lineHeight + Double(max(0, lines.count - 1)) * text.lineSpacing)
        var layout = TextLayout(size: size, lines: textLines, firstBaseline: textLines.first?.origin.y ?? 0,
                                lastBaseline: textLines.last?.origin.y ?? 0, isTruncated: truncated, scale: 1)
        layout.fontMetrics = TextFontMetrics(ascender: Self.ascent, descender: Self.lineHeight - Self.ascent,
                                             capHeight: Self.ascent * 0.75,
                                             leading: Self.leading(of: text))
        return layout
    }

    static func width(of string: String) -> Double { Double(string.count) * characterWidth }

    /// A font named "Leading<points>" has that leading (the largest among the runs); others none.
    static func leading(of text: TextContent) -> Double {
        text.runs.compactMap { $0.font.customName.flatMap { Double($0.dropFirst("Leading".count)) } }.max() ?? 0
    }
}

/// A text engine that answers with an impossible size, to check that layout refuses it.
struct BrokenTextMeasurer: TextMeasuring {
    func layout(_ text: TextContent, width: Double?, height: Double?) throws -> TextLayout {
        TextLayout(size: Size(width: .nan, height: 20), lines: [], firstBaseline: 0, lastBaseline: 0,
                   isTruncated: false, scale: 1)
    }
}
