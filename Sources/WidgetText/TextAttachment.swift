import WidgetGeometry

// Inline attachments: an image inside a paragraph (`Text("Rain \(Image(systemName: "cloud.rain"))")`),
// laid out as one unbreakable cluster the size of the image, as a text attachment (U+FFFC, the
// object replacement character) is in Apple's text system. The engine only places a box; what is
// drawn in it is layout's business (`TextLine.attachments`).

/// The box of an inline image, in points at scale 1 (`minimumScaleFactor` scales it with the text).
package struct TextAttachment: Hashable, Codable, Sendable {
    package var width: Double
    package var height: Double
    /// The box's lower edge above the baseline (negative below), as an SF Symbol's own glyph box
    /// sits on the line; nil: centred on half the cap height (`verticalExtent`).
    package var bottom: Double?
    package init(width: Double, height: Double, bottom: Double? = nil) {
        self.width = width; self.height = height; self.bottom = bottom
    }

    /// The character a span holding an attachment carries: U+FFFC OBJECT REPLACEMENT CHARACTER.
    package static let character: Character = "\u{FFFC}"

    /// Vertical placement: a symbol with SF Symbols' metrics where its glyph sits (`bottom`,
    /// docs/platform.md §9); any other box centred on half the cap height of its run's primary face,
    /// the line SF Symbols are drawn to align with text (ours, docs/text.md "Inline images").
    /// Returns the box's top and bottom relative to the baseline, y down.
    func verticalExtent(capHeight: Double, fontSize: Double, scale: Double) -> (top: Double, bottom: Double) {
        if let bottom { return (-(bottom + height) * scale, -bottom * scale) }
        let centre = -capHeight * fontSize * scale / 2
        return (centre - height * scale / 2, centre + height * scale / 2)
    }

    /// The line box an attachment run needs: its own box (the run's font does not add a line height
    /// of its own, as an attachment's run metrics replace the font's).
    func lineBox(capHeight: Double, fontSize: Double, scale: Double) -> LineBox {
        let extent = verticalExtent(capHeight: capHeight, fontSize: fontSize, scale: scale)
        return LineBox(ascent: max(0, -extent.top), descent: max(0, extent.bottom))
    }
}

/// Where an attachment landed on a line: its run and its box, relative to the line's origin on the
/// baseline (y down, so `frame.minY` is negative above the baseline), at the layout's scale.
package struct TextAttachmentPlacement: Hashable, Codable, Sendable {
    /// Index into `TextContent.runs`: the span holding the attachment.
    package var runIndex: Int
    package var frame: Rect
    package init(runIndex: Int, frame: Rect) { self.runIndex = runIndex; self.frame = frame }
}

extension TextSpan {
    /// A span that is one inline image of `attachment`'s size; `font` sets its vertical placement.
    package init(attachment: TextAttachment, font: FontSpec) {
        self.init(string: String(TextAttachment.character), font: font)
        self.attachment = attachment
    }
}

extension ShapedCluster {
    /// An attachment as a cluster: no glyphs, the box's width as advance, and a break opportunity
    /// before and after it (UAX #14 LB20: U+FFFC is class CB, "break before and after"), never
    /// before closing punctuation (the ideographic class's rules, BreakClass.swift).
    mutating func becomeAttachment(_ attachment: TextAttachment, face: FontFace) {
        self.face = face
        glyphs = []
        advance = attachment.width
        breakClass = .ideographic
        bidiClass = .neutral
        self.attachment = attachment
    }
}
