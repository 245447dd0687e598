import WidgetGeometry

/// Turns an arrangement into the `TextLayout` contract: glyph runs in points, truncation of the
/// last shown line, alignment, baselines.
///
/// Alignment positions each line within the layout's width, which is the widest line (lines
/// never exceed the offered width, except one holding a single cluster wider than it).
enum LayoutAssembler {
    static func assemble(_ arrangement: Arrangement, shaped: ShapedText, text: TextContent, limits: TextLimits,
                         catalog: FontCatalog) throws -> TextLayout {
        let scale = arrangement.scale
        var marks: [String: ShapedCluster] = [:]
        /// "…" (or a space) shaped in a run's style, once per run.
        func mark(_ character: Character, run: Int) throws -> ShapedCluster {
            let key = "\(character)\(run)"
            if let cached = marks[key] { return cached }
            let shapedMark = try ShapedText.shapeCharacter(character, runIndex: run, text: text, catalog: catalog)
            marks[key] = shapedMark
            return shapedMark
        }

        var contents: [(clusters: [ShapedCluster], box: LineBox)] = []
        var rightToLeftBase: [Bool] = []  // per line: its paragraph's direction (UAX #9 P2, P3)
        for (index, line) in arrangement.lines.prefix(arrangement.shownCount).enumerated() {
            let paragraph = shaped.paragraphs[line.paragraph]
            rightToLeftBase.append(Bidi.isRightToLeft(paragraph.clusters.lazy.map(\.bidiClass)))
            guard arrangement.needsTruncation, index == arrangement.shownCount - 1 else {
                contents.append((Array(paragraph.clusters[line.clusters]), arrangement.boxes[index]))
                continue
            }
            // Tail keeps the start, so the rest of the paragraph is enough; head and middle keep the
            // text's end, with later paragraphs joined by spaces.
            var rest = Array(paragraph.clusters[line.clusters.lowerBound...])
            if text.truncation != .tail {
                for next in shaped.paragraphs[(line.paragraph + 1)...] {
                    rest.append(try mark(" ", run: next.styleRunIndex))
                    rest += next.clusters
                }
            }
            let truncated = try Truncator.truncate(rest, mode: text.truncation, scale: scale, maxWidth: limits.width) {
                try mark("…", run: $0)
            }
            let runs = Set(truncated.map(\.runIndex)).sorted()
            contents.append((truncated, LineBox.covering(runIndices: runs, text: text, shaped: shaped, scale: scale)))
        }

        let widths = contents.map { visibleWidth($0.clusters, scale: scale) }
        let layoutWidth = widths.max() ?? 0
        let alignmentFactor: Double = switch text.alignment { case .leading: 0; case .center: 0.5; case .trailing: 1 }
        var lines: [TextLine] = []
        var top = 0.0
        for (index, content) in contents.enumerated() {
            if index > 0 { top += arrangement.lineGap }
            let origin = Point(x: (layoutWidth - widths[index]) * alignmentFactor, y: top + content.box.ascent)
            // Glyphs are drawn in visual order (Bidi.swift); the line's string stays in logical order.
            var visual = content.clusters
            if rightToLeftBase[index] || visual.contains(where: { $0.bidiClass == .rightToLeft }) {
                // Hanging spaces draw nothing and are not in the line's width; reordered, they would
                // land at the left of a right-to-left line and push its glyphs right.
                var logical = content.clusters
                while logical.last?.breakClass == .space { logical.removeLast() }
                let joined = Bidi.numbersJoined(logical.map(\.bidiClass), characters: logical.map(\.character))
                visual = Bidi.visualOrder(joined, rightToLeftBase: rightToLeftBase[index]).map { logical[$0] }
            }
            // Underlines, strikethroughs and backgrounds follow the glyphs as drawn (visual order).
            let decorations = TextDecorations.lines(visual, text: text, shaped: shaped, scale: scale, box: content.box)
            let placed = glyphRuns(visual, text: text, shaped: shaped, scale: scale)
            lines.append(TextLine(origin: origin, width: widths[index], ascent: content.box.ascent,
                                  descent: content.box.descent, string: String(content.clusters.map(\.character)),
                                  runs: placed.runs, decorations: decorations.isEmpty ? nil : decorations,
                                  attachments: placed.attachments.isEmpty ? nil : placed.attachments))
            top += content.box.height
        }
        var layout = TextLayout(size: Size(width: layoutWidth, height: max(0, top)), lines: lines,
                                firstBaseline: lines.first?.origin.y ?? 0, lastBaseline: lines.last?.origin.y ?? 0,
                                isTruncated: arrangement.needsTruncation, scale: scale)
        layout.fontMetrics = arrangement.fontMetrics
        return layout
    }

    /// The largest metrics among the runs' primary faces (attachments have no font), as SwiftUI's
    /// text takes the largest of its fonts'.
    static func fontMetrics(_ text: TextContent, shaped: ShapedText, scale: Double) -> TextFontMetrics? {
        var result: TextFontMetrics?
        for (index, run) in text.runs.enumerated() where run.attachment == nil {
            let face = shaped.runFaces[index].lineMetrics, size = run.font.size * scale
            let lineHeight = (face.ascender - face.descender) * size
            let leading = run.font.textStyleLineHeight.map { max(0, $0 * scale - lineHeight) } ?? face.lineGap * size
            let metrics = TextFontMetrics(ascender: face.ascender * size, descender: -face.descender * size,
                                          capHeight: face.capHeight * size, leading: leading)
            result = result.map { $0.union(metrics) } ?? metrics
        }
        return result
    }

    /// Width without trailing spaces.
    static func visibleWidth(_ clusters: [ShapedCluster], scale: Double) -> Double {
        var penX = 0.0, visible = 0.0
        for cluster in clusters {
            penX += cluster.advance * scale
            if cluster.breakClass != .space { visible = penX - cluster.hangingAdvance * scale }
        }
        return visible
    }

    /// Consecutive clusters of one face and one run become one glyph run; positions are pen
    /// positions plus HarfBuzz offsets, relative to the line's origin on the baseline. Attachments
    /// take their box at the pen position instead (TextAttachment.swift).
    private static func glyphRuns(_ clusters: [ShapedCluster], text: TextContent, shaped: ShapedText,
                                  scale: Double) -> (runs: [GlyphRun], attachments: [TextAttachmentPlacement]) {
        var runs: [GlyphRun] = []
        var attachments: [TextAttachmentPlacement] = []
        var penX = 0.0
        for cluster in clusters {
            if let attachment = cluster.attachment {
                let extent = attachment.verticalExtent(capHeight: shaped.runFaces[cluster.runIndex].metrics.capHeight,
                                                       fontSize: text.runs[cluster.runIndex].font.size, scale: scale)
                attachments.append(TextAttachmentPlacement(runIndex: cluster.runIndex, frame: Rect(
                    x: penX, y: extent.top, width: attachment.width * scale, height: attachment.height * scale)))
                penX += cluster.advance * scale
                continue
            }
            let raise = (text.runs[cluster.runIndex].effects?.baselineOffset ?? 0) * scale
            let horizontalScale = cluster.horizontalScale == 1 ? nil : cluster.horizontalScale
            if runs.last.map({ $0.fontID != cluster.face.id || $0.runIndex != cluster.runIndex
                               || $0.horizontalScale != horizontalScale }) ?? true {
                runs.append(GlyphRun(fontID: cluster.face.id, fontSize: text.runs[cluster.runIndex].font.size * scale,
                                     isColorBitmap: cluster.face.isColorBitmap, runIndex: cluster.runIndex,
                                     glyphs: [], positions: []))
                runs[runs.count - 1].horizontalScale = horizontalScale
            }
            for glyph in cluster.glyphs {
                runs[runs.count - 1].glyphs.append(glyph.glyph)
                runs[runs.count - 1].positions.append(Point(x: penX + glyph.offsetX * scale,
                                                                         y: glyph.offsetY * scale - raise))
                penX += glyph.advance * scale
            }
        }
        return (runs, attachments)
    }
}
