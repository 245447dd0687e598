import CHarfBuzz

/// One glyph from HarfBuzz in font units (y up), tagged with the scalar index it came from.
struct RawGlyph {
    var glyph: UInt32
    /// Index into the paragraph's scalars of the first scalar of the glyph's cluster.
    var scalarIndex: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// HarfBuzz shaping of one segment (one face, one style) of a paragraph.
///
/// Shaping happens at scale = units per em with no hinting, so results are font units that
/// scale linearly with the font size and do not depend on the machine.
enum Shaper {
    /// `scalars` is the whole paragraph, so that shaping sees the segment's context;
    /// only `segment` is shaped. Always left-to-right; the language is fixed (not the
    /// process locale) so results never depend on the environment.
    static func shape(scalars: [UInt32], segment: Range<Int>, face: FontFace, tabularDigits: Bool,
                      noLigatures: Bool = false, rightToLeft: Bool = false) -> [RawGlyph] {
        guard !segment.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(segment.lowerBound), Int32(segment.count))
        }
        // Right-to-left segments (Bidi.swift) come out in visual order, joined as their script joins.
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, fixedLanguage)
        hb_buffer_guess_segment_properties(buffer)

        var features = tabularDigits ? [hb_feature_t(tag: HarfBuzzTag.make("tnum"), value: 1, start: 0, end: UInt32.max)] : []
        if noLigatures {  // `tracking` turns off the optional ligatures (TextEffects.tracking)
            features += ["liga", "dlig"].map { hb_feature_t(tag: HarfBuzzTag.make($0), value: 0, start: 0, end: UInt32.max) }
        }
        hb_shape(face.hbFont, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            RawGlyph(glyph: infos[i].codepoint, scalarIndex: Int(infos[i].cluster),
                     xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }

    private static let fixedLanguage = hb_language_from_string("en", -1)
}
