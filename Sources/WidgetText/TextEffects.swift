import CHarfBuzz
import WidgetGeometry

// Character-level effects of a span that shaping and drawing apply after the font is chosen:
// kerning and tracking (extra advance per cluster), a baseline offset, underline / strikethrough
// lines, and a background box behind the glyphs (an attributed run's `backgroundColor`). They ride
// on `TextSpan.effects` (nil = none, so text without them encodes and lays out exactly as before)
// and come out as `TextLine.decorations`.

/// Extra spacing, baseline shift and decoration lines of one span. Numbers are in points at
/// scale 1 (they shrink with `minimumScaleFactor` like the font); resolve has checked them.
package struct TextEffects: Hashable, Codable, Sendable {
    /// `kerning(_:)`: added after every cluster, the last one included, so it moves the trailing edge
    /// (Apple: "the kerning affects the trailing edge of the text view as well"). Ligatures stay.
    package var kerning: Double
    /// `tracking(_:)`: added after every cluster but hanging at a line's end like trailing
    /// whitespace, and a nonzero amount turns off the optional ligatures (`liga`, `dlig`), as
    /// NSAttributedString.Key.tracking documents (docs/platform.md §11).
    package var tracking: Double
    /// `baselineOffset(_:)`: glyphs drawn this many points above the baseline (negative: below).
    package var baselineOffset: Double
    package var underline: TextDecorationPattern?
    package var strikethrough: TextDecorationPattern?
    /// `AttributeScopes.SwiftUIAttributes.backgroundColor`: the run's part of each line box is filled
    /// behind its glyphs. nil (not `false`) when absent, so text without it encodes as before.
    package var fillsBackground: Bool?

    package init(kerning: Double = 0, tracking: Double = 0, baselineOffset: Double = 0,
                 underline: TextDecorationPattern? = nil, strikethrough: TextDecorationPattern? = nil,
                 fillsBackground: Bool? = nil) {
        self.kerning = kerning; self.tracking = tracking; self.baselineOffset = baselineOffset
        self.underline = underline; self.strikethrough = strikethrough; self.fillsBackground = fillsBackground
    }

    /// The advance added after each cluster.
    var extraAdvance: Double { kerning + tracking }
    var disablesLigatures: Bool { tracking != 0 }
}

/// SwiftUI's `Text.LineStyle.Pattern` (NSUnderlineStyle's patterns).
package enum TextDecorationPattern: String, Hashable, Codable, Sendable {
    case solid, dot, dash, dashDot, dashDotDot

    /// On/off lengths in multiples of the line's thickness, starting with a dash. Our rule
    /// (Apple publishes no lengths): a dot is as long as the line is thick, a dash 4 times,
    /// every gap 2 times; solid has none.
    package var lengths: [Double] {
        switch self {
        case .solid: return []
        case .dot: return [1, 2]
        case .dash: return [4, 2]
        case .dashDot: return [4, 2, 1, 2]
        case .dashDotDot: return [4, 2, 1, 2, 1, 2]
        }
    }
}

/// A background is a "line" as tall as the line box, drawn before the glyphs instead of after.
package enum TextDecorationKind: String, Hashable, Codable, Sendable { case underline, strikethrough, background }

/// One decoration line (or background box) over the clusters of one run on one line, relative to
/// the line's origin (its baseline start), y down, in points after scaling.
package struct TextDecoration: Hashable, Codable, Sendable {
    package var kind: TextDecorationKind
    package var pattern: TextDecorationPattern
    /// Which `TextContent.runs` entry the line belongs to (its color comes from that run).
    package var runIndex: Int
    package var x: Double
    package var width: Double
    /// Centre of the line below the baseline (negative: above).
    package var y: Double
    package var thickness: Double

    package init(kind: TextDecorationKind, pattern: TextDecorationPattern, runIndex: Int, x: Double, width: Double,
                 y: Double, thickness: Double) {
        self.kind = kind; self.pattern = pattern; self.runIndex = runIndex
        self.x = x; self.width = width; self.y = y; self.thickness = thickness
    }

    /// The dashes of the line as (x, width) pairs along it: one for solid lines; a dash cut by the
    /// end is shortened.
    package var dashes: [(x: Double, width: Double)] {
        let lengths = pattern.lengths.map { $0 * thickness }
        guard !lengths.isEmpty, thickness > 0 else { return [(x, width)] }
        var result: [(x: Double, width: Double)] = []
        var position = 0.0, index = 0
        while position < width, result.count < 10_000 {
            let length = lengths[index % lengths.count]
            if index % 2 == 0 { result.append((x + position, min(length, width - position))) }
            position += length
            index += 1
        }
        return result
    }
}

/// Where a face puts its underline and strikethrough, in em, y up (the font's `post` and `OS/2`
/// tables, through HarfBuzz; a face without them gets HarfBuzz's synthesized values).
struct DecorationMetrics {
    var underlineOffset: Double
    var underlineSize: Double
    var strikeoutOffset: Double
    var strikeoutSize: Double

    init(_ face: FontFace) {
        func read(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(face.hbFont, tag, &value)
            return Double(value) / face.unitsPerEm
        }
        underlineOffset = read(HB_OT_METRICS_TAG_UNDERLINE_OFFSET)
        underlineSize = read(HB_OT_METRICS_TAG_UNDERLINE_SIZE)
        strikeoutOffset = read(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET)
        strikeoutSize = read(HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
    }
}

enum TextDecorations {
    /// The decoration lines of one laid-out line: consecutive clusters of one run with an underline,
    /// strikethrough or background share a line, which ends at the last visible cluster (trailing
    /// spaces and hanging tracking are not underlined; a background covers a run's trailing spaces
    /// unless they end the line). Metrics come from the run's primary face, so an emoji or fallback
    /// glyph does not make a step in the line. A background spans the whole line box (`box`),
    /// whatever the run's own font, as a highlighter mark does; our rule.
    static func lines(_ clusters: [ShapedCluster], text: TextContent, shaped: ShapedText, scale: Double,
                      box: LineBox) -> [TextDecoration] {
        func isDecorated(_ effects: TextEffects?, _ kind: TextDecorationKind) -> Bool {
            switch kind {
            case .underline: effects?.underline != nil
            case .strikethrough: effects?.strikethrough != nil
            case .background: effects?.fillsBackground == true
            }
        }
        let visibleEnd = LayoutAssembler.visibleWidth(clusters, scale: scale)
        var result: [TextDecoration] = []
        for kind in [TextDecorationKind.background, .underline, .strikethrough] {
            var penX = 0.0
            var open: (run: Int, start: Double, end: Double)?
            func close() {
                guard let current = open else { return }
                open = nil
                guard current.end > current.start, let effects = text.runs[current.run].effects else { return }
                if kind == .background {
                    let end = min(current.end, visibleEnd)
                    guard end > current.start else { return }
                    result.append(TextDecoration(kind: kind, pattern: .solid, runIndex: current.run, x: current.start,
                                                 width: end - current.start,
                                                 y: (box.descent - box.ascent) / 2, thickness: box.height))
                    return
                }
                guard let pattern = kind == .underline ? effects.underline : effects.strikethrough else { return }
                let size = text.runs[current.run].font.size * scale
                let metrics = DecorationMetrics(shaped.runFaces[current.run])
                let offset = kind == .underline ? metrics.underlineOffset : metrics.strikeoutOffset
                let thickness = max(kind == .underline ? metrics.underlineSize : metrics.strikeoutSize, 0.02) * size
                // Fonts give the top of the underline (post.underlinePosition) and the bottom of the
                // strikeout stroke, both y up; the line's centre is half a thickness inside.
                let centre = kind == .underline ? -offset * size + thickness / 2 : -offset * size - thickness / 2
                result.append(TextDecoration(kind: kind, pattern: pattern, runIndex: current.run, x: current.start,
                                             width: current.end - current.start,
                                             y: centre - effects.baselineOffset * scale, thickness: thickness))
            }
            for cluster in clusters {
                let decorated = isDecorated(text.runs[cluster.runIndex].effects, kind)
                if open?.run != cluster.runIndex || !decorated {
                    // A space between two decorated runs stays under the line, as in one run.
                    if decorated, open != nil { open?.end = penX }
                    close()
                }
                let advance = cluster.advance * scale
                if decorated {
                    if open == nil { open = (cluster.runIndex, penX, penX) }
                    // A background covers a run's spaces too (a " LIVE " chip); the line's own trailing
                    // spaces are cut off in `close`.
                    if cluster.breakClass != .space || kind == .background {
                        open?.end = penX + advance - cluster.hangingAdvance * scale
                    }
                }
                penX += advance
            }
            close()
        }
        return result
    }
}

/// `allowsTightening(true)`: before a text that does not fit shrinks (`minimumScaleFactor`) or
/// truncates, its letter spacing may tighten. Our rule (Apple gives no amount): up to 0.05 em less
/// per cluster, found by bisection like the scale, applied to every cluster except spaces.
enum Tightening {
    static let maximumPerEm = 0.05

    /// `shaped` with every non-space cluster `fraction` × maximum narrower.
    static func tightened(_ shaped: ShapedText, by fraction: Double, text: TextContent) -> ShapedText {
        var copy = shaped
        for p in copy.paragraphs.indices {
            for c in copy.paragraphs[p].clusters.indices {
                let cluster = copy.paragraphs[p].clusters[c]
                guard cluster.breakClass != .space, !cluster.glyphs.isEmpty else { continue }
                let amount = fraction * maximumPerEm * text.runs[cluster.runIndex].font.size
                copy.paragraphs[p].clusters[c].advance -= amount
                copy.paragraphs[p].clusters[c].glyphs[cluster.glyphs.count - 1].advance -= amount
            }
        }
        return copy
    }
}
