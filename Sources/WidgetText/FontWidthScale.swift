/// `fontWidth(_:)` / `Font.width(_:)`: SF Pro has compressed, condensed and expanded widths; no
/// open stand-in in Debian 12 has a width axis (Inter has none; Noto Sans, Open Sans and DejaVu
/// ship separate condensed files of other designs, docs/text.md), so the width is drawn as a
/// horizontal scale of the default design's glyphs (docs/text.md, "Widths").
///
/// Our rule: scale = 1 + the width's value, the value clamped to −0.5 … 0.5, so `.compressed`
/// (−0.3) draws at 70 %, `.condensed` (−0.2) at 80 %, `.expanded` (0.2) at 120 %. Advances,
/// HarfBuzz offsets and outlines scale together; vertical metrics do not change. Only the default
/// design's faces scale (SF Rounded and SF Mono have one width); fallback faces (other scripts,
/// CJK, emoji) keep their width, as other fonts do under a width trait the font lacks.
enum FontWidthScale {
    static func horizontalScale(for font: FontSpec, face: FontFace, catalog: FontCatalog) -> Double {
        guard let width = font.width, width != 0, font.customName == nil,
              catalog.isDefaultDesignFace(face) else { return 1 }
        return 1 + min(max(width, -0.5), 0.5)
    }
}
