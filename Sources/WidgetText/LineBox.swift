
/// The vertical extent of a line: from its top to the baseline, and from the baseline to its bottom.
///
/// Baseline placement (ours, like CSS half-leading): the face's ascender…descender box is
/// centred in the line height. The line height is `FontSpec.lineHeight` when set, else the primary
/// face's ascender − descender, as iOS does (docs/platform.md §5); the font's leading goes between
/// lines (`Arrangement.lineGap`), not into the box. A bundled stand-in uses the metrics of the SF
/// face it replaces (`StandInCalibration`). Both scale with `minimumScaleFactor`. Only the primary face of each run counts (not fallback faces), so an
/// emoji or CJK character never makes one line taller than its neighbours. A line with several
/// runs takes the largest ascent and the largest descent among them.
struct LineBox: Equatable {
    var ascent: Double
    var descent: Double
    var height: Double { ascent + descent }

    static let zero = LineBox(ascent: 0, descent: 0)

    init(ascent: Double, descent: Double) { self.ascent = ascent; self.descent = descent }

    init(font: FontSpec, face: FontFace, scale: Double) {
        let size = font.size * scale
        let glyphAscent = face.lineMetrics.ascender * size
        let glyphDescent = -face.lineMetrics.descender * size
        let natural = font.lineHeight.map { $0 * scale } ?? face.lineMetrics.lineHeight * size
        // `Font.leading`: the line grows or shrinks by the adjustment, split above and below (ours).
        let height = max(natural + (font.leadingAdjustment ?? 0) * scale, 0)
        let halfLeading = (height - glyphAscent - glyphDescent) / 2
        self.init(ascent: glyphAscent + halfLeading, descent: height - glyphAscent - halfLeading)
    }

    /// The box of a line holding clusters of the runs `runIndices` (non-empty).
    static func covering<Runs: Sequence>(runIndices: Runs, text: TextContent, shaped: ShapedText,
                                         scale: Double) -> LineBox where Runs.Element == Int {
        var box: LineBox?
        for run in runIndices {
            let span = text.runs[run]
            let runBox = span.attachment.map {
                $0.lineBox(capHeight: shaped.runFaces[run].metrics.capHeight, fontSize: span.font.size, scale: scale)
            } ?? LineBox(font: span.font, face: shaped.runFaces[run], scale: scale)
            box = box.map { LineBox(ascent: max($0.ascent, runBox.ascent), descent: max($0.descent, runBox.descent)) } ?? runBox
        }
        return box ?? .zero
    }
}
