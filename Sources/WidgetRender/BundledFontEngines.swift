import WidgetText
import WidgetPaint

/// The text engine and painter of the bundled fonts, shared by every renderer that draws with them.
/// A batch makes one renderer per spec file (and the demo, sheets and checks more): each used to
/// start with empty layout, shaping and glyph-tile caches and fill them again. Their caches depend
/// only on the catalog (a glyph tile on its face id, a layout on its text), so sharing them never
/// changes a pixel. Renderers with fonts of their own get their own engines.
enum BundledFontEngines {
    private static let shared: (fonts: FontCatalog, text: TextEngine, painter: DisplayListPainter)? = {
        guard let fonts = try? FontCatalog.bundled() else { return nil }
        return (fonts, TextEngine(catalog: fonts), DisplayListPainter(fonts: fonts))
    }()

    static func engines(for fonts: FontCatalog) -> (TextEngine, DisplayListPainter) {
        if let shared, shared.fonts === fonts { return (shared.text, shared.painter) }
        return (TextEngine(catalog: fonts), DisplayListPainter(fonts: fonts))
    }
}
