
/// A glyph placed relative to its cluster's pen position, in points at scale 1, y down.
struct ShapedGlyph {
    var glyph: UInt32
    var offsetX: Double
    var offsetY: Double
    var advance: Double
}

/// One grapheme cluster (a Swift `Character`) after font fallback and shaping.
struct ShapedCluster {
    var character: Character
    var runIndex: Int
    var face: FontFace
    /// Glyphs whose HarfBuzz cluster starts at this character; a ligature belongs to its first character.
    var glyphs: [ShapedGlyph]
    /// Points at scale 1.
    var advance: Double
    var breakClass: BreakClass
    /// Part of `advance` that hangs at a line's end like a trailing space (`tracking`).
    var hangingAdvance: Double = 0
    /// Its direction class (Bidi.swift); right-to-left clusters are shaped right to left.
    var bidiClass: BidiClass = .neutral
    /// Horizontal scale of its outlines (`FontWidthScale`); 1 = as designed.
    var horizontalScale: Double = 1
    /// An inline image's box (TextAttachment.swift); nil for text.
    var attachment: TextAttachment?
}

/// A paragraph: the clusters between explicit line breaks.
struct ShapedParagraph {
    var clusters: [ShapedCluster]
    /// The run whose font sizes the paragraph's lines when it has no clusters (an empty line).
    var styleRunIndex: Int
}

/// The text of a `TextContent`, split into paragraphs at explicit line breaks, each cluster
/// given a face by the fallback chain and shaped. Independent of width, height and scale.
///
/// A paragraph is shaped once, before line breaking, so a kern or ligature spanning a line end
/// stays with the cluster before it (it only happens when a word breaks between clusters).
struct ShapedText {
    var paragraphs: [ShapedParagraph]
    /// The primary face of each run (`TextContent.runs`), which sets its line metrics.
    var runFaces: [FontFace]

    init(_ text: TextContent, catalog: FontCatalog) throws {
        runFaces = try text.runs.map { try catalog.fallbackChain(for: $0.font)[0] }
        var paragraphs: [ShapedParagraph] = []
        var pending: [(Character, Int)] = []
        var styleRunIndex = 0
        func finishParagraph() throws {
            paragraphs.append(ShapedParagraph(
                clusters: try ShapedText.shapeParagraph(pending, runs: text.runs, catalog: catalog),
                styleRunIndex: pending.first?.1 ?? styleRunIndex))
            pending.removeAll()
        }
        for (runIndex, run) in text.runs.enumerated() {
            for character in run.string {
                if character.isNewline {
                    styleRunIndex = runIndex
                    try finishParagraph()
                } else {
                    pending.append((ShapedText.isControl(character) ? " " : character, runIndex))
                }
            }
        }
        if !pending.isEmpty || !paragraphs.isEmpty { try finishParagraph() }
        self.paragraphs = paragraphs
    }

    var isEmpty: Bool { paragraphs.isEmpty }

    /// Tabs and other control characters have no glyph in any face; they are laid out as spaces.
    static func isControl(_ character: Character) -> Bool {
        // General category Cc is exactly U+0000–001F and U+007F–009F.
        guard character.unicodeScalars.count == 1, let value = character.unicodeScalars.first?.value else { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Shapes a single character in a run's style: the ellipsis added by truncation.
    static func shapeCharacter(_ character: Character, runIndex: Int, text: TextContent,
                               catalog: FontCatalog) throws -> ShapedCluster {
        // shapeParagraph returns one cluster per character given.
        try shapeParagraph([(character, runIndex)], runs: text.runs, catalog: catalog)[0]
    }

    /// Font fallback per cluster, then one HarfBuzz call per segment of clusters that share a
    /// face and a run.
    private static func shapeParagraph(_ characters: [(Character, Int)], runs: [TextSpan],
                                       catalog: FontCatalog) throws -> [ShapedCluster] {
        var scalars: [UInt32] = []
        var clusterStart: [Int] = []          // first scalar index of each cluster
        var clusterOfScalar: [Int] = []
        var clusters: [ShapedCluster] = []
        var chains: [Int: [FontFace]] = [:]
        for (index, (character, runIndex)) in characters.enumerated() {
            clusterStart.append(scalars.count)
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                clusterOfScalar.append(index)
            }
            let chain = try chains[runIndex] ?? catalog.fallbackChain(for: runs[runIndex].font)
            chains[runIndex] = chain
            let isEmoji = EmojiPresentation.prefersEmoji(character)
            let face = faceFor(character, isEmoji: isEmoji, chain: chain, catalog: catalog)
            clusters.append(ShapedCluster(character: character, runIndex: runIndex, face: face, glyphs: [],
                                          advance: 0, breakClass: BreakClass(character, isEmoji: isEmoji),
                                          bidiClass: BidiClass(character)))
        }

        var segmentStart = 0
        while segmentStart < clusters.count {
            if clusters[segmentStart].character == TextAttachment.character,
               let attachment = runs[clusters[segmentStart].runIndex].attachment {
                // Not shaped: a box the size of the image (its run's primary face for metrics).
                let chain = try chains[clusters[segmentStart].runIndex] ?? catalog.fallbackChain(for: runs[clusters[segmentStart].runIndex].font)
                clusters[segmentStart].becomeAttachment(attachment, face: chain[0])
                segmentStart += 1
                continue
            }
            var segmentEnd = segmentStart + 1
            while segmentEnd < clusters.count, clusters[segmentEnd].face === clusters[segmentStart].face,
                  runs[clusters[segmentEnd].runIndex].attachment == nil || clusters[segmentEnd].character != TextAttachment.character,
                  clusters[segmentEnd].runIndex == clusters[segmentStart].runIndex,
                  (clusters[segmentEnd].bidiClass == .rightToLeft) == (clusters[segmentStart].bidiClass == .rightToLeft) {
                segmentEnd += 1
            }
            let face = clusters[segmentStart].face
            let font = runs[clusters[segmentStart].runIndex].font
            let scalarEnd = segmentEnd < clusters.count ? clusterStart[segmentEnd] : scalars.count
            let toPoints = font.size / face.unitsPerEm
            // `fontWidth`: advances, offsets and (in the painter) outlines narrower or wider.
            let horizontalScale = FontWidthScale.horizontalScale(for: font, face: face, catalog: catalog)
            let toPointsX = toPoints * horizontalScale
            // A calibrated stand-in's extra width is split around the glyph (StandInCalibration);
            // a mark without advance moves back with its base.
            var baseShift = 0.0
            for raw in Shaper.shape(scalars: scalars, segment: clusterStart[segmentStart]..<scalarEnd,
                                    face: face, tabularDigits: font.monospacedDigit,
                                    noLigatures: runs[clusters[segmentStart].runIndex].effects?.disablesLigatures ?? false,
                                    rightToLeft: clusters[segmentStart].bidiClass == .rightToLeft) {
                let owner = clusterOfScalar[min(max(raw.scalarIndex, 0), clusterOfScalar.count - 1)]
                let widthScale = face.calibration?.scale(for: clusters[owner].character, pointSize: font.size,
                                                         weight: font.weight, tabularDigits: font.monospacedDigit) ?? 1
                let ownAdvance = Double(raw.xAdvance) * toPointsX
                let extra = ownAdvance * (widthScale - 1)
                var offsetX = Double(raw.xOffset) * toPointsX
                if ownAdvance != 0 {
                    offsetX += extra / 2
                    baseShift = extra / 2
                } else {
                    offsetX -= baseShift
                }
                let advance = ownAdvance + extra
                clusters[owner].glyphs.append(ShapedGlyph(glyph: raw.glyph, offsetX: offsetX,
                                                          offsetY: -Double(raw.yOffset) * toPoints, advance: advance))
                clusters[owner].advance += advance
                clusters[owner].horizontalScale = horizontalScale
            }
            // After every cluster: Apple's faces' own tracking at this size, as Core Text sets it
            // (TrackingTable; scripts/calibrate-stand-ins models SF's widths the same way, one step
            // per character; 0 for other faces), then the run's `.tracking`/`.kerning`. Added one
            // after the other, in that order, as lines have always been measured.
            let tracking = face.trackingPoints(at: font.size)
            let effects = runs[clusters[segmentStart].runIndex].effects.flatMap { $0.extraAdvance != 0 ? $0 : nil }
            if tracking != 0 || effects != nil {
                for index in segmentStart..<segmentEnd where !clusters[index].glyphs.isEmpty {
                    let last = clusters[index].glyphs.count - 1
                    if tracking != 0 {
                        clusters[index].glyphs[last].advance += tracking
                        clusters[index].advance += tracking
                    }
                    if let effects {
                        clusters[index].glyphs[last].advance += effects.extraAdvance
                        clusters[index].advance += effects.extraAdvance
                        clusters[index].hangingAdvance = effects.tracking
                    }
                }
            }
            segmentStart = segmentEnd
        }
        return clusters
    }

    /// The first face of the chain whose cmap covers every scalar of the cluster (presentation
    /// selectors and joiners aside); emoji-presentation clusters try the color faces first. When
    /// no face covers the cluster, the requested face draws it as its .notdef glyph.
    private static func faceFor(_ character: Character, isEmoji: Bool, chain: [FontFace], catalog: FontCatalog) -> FontFace {
        let candidates = isEmoji ? catalog.emojiFaces + chain : chain
        let scalars = character.unicodeScalars.filter { !EmojiPresentation.isIgnoredForCoverage($0) }
        return candidates.first { face in scalars.allSatisfy { face.glyph(for: $0) != nil } } ?? chain[0]
    }
}
