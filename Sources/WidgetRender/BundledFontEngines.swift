import Foundation
import WidgetText
import WidgetPaint

/// The text engine and painter of the bundled fonts, shared by every renderer that draws with them.
/// A batch makes one renderer per spec file (and the demo, sheets and checks more): each used to
/// start with empty layout, shaping and glyph-tile caches and fill them again. Their caches depend
/// only on the catalog (a glyph tile on its face id, a layout on its text), so sharing them never
/// changes a pixel. A catalog with Apple's fonts (`--apple-fonts`, one per run) shares its engines
/// the same way; other renderers with fonts of their own get their own engines.
enum BundledFontEngines {
    private static let shared: (fonts: FontCatalog, text: TextEngine, painter: DisplayListPainter)? = {
        guard let fonts = try? FontCatalog.bundled() else { return nil }
        return (fonts, TextEngine(catalog: fonts), DisplayListPainter(fonts: fonts))
    }()

    private static let lock = NSLock()
    /// The engines of the last few Apple-font catalogs: a run has one; a program that makes more
    /// keeps only the newest, so the catalogs they hold are not kept forever.
    nonisolated(unsafe) private static var appleEngines: [(fonts: FontCatalog, text: TextEngine, painter: DisplayListPainter)] = []
    private static let appleEngineLimit = 4

    static func engines(for fonts: FontCatalog) -> (TextEngine, DisplayListPainter) {
        if let shared, shared.fonts === fonts { return (shared.text, shared.painter) }
        guard fonts.drawsWithAppleFonts else { return (TextEngine(catalog: fonts), DisplayListPainter(fonts: fonts)) }
        lock.lock(); defer { lock.unlock() }
        if let cached = appleEngines.first(where: { $0.fonts === fonts }) { return (cached.text, cached.painter) }
        let made = (fonts: fonts, text: TextEngine(catalog: fonts), painter: DisplayListPainter(fonts: fonts))
        appleEngines.append(made)
        if appleEngines.count > appleEngineLimit { appleEngines.removeFirst() }
        return (made.text, made.painter)
    }
}
