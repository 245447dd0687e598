import XCTest
@testable import WidgetText

/// Face selection from `FontSpec`, glyph access, and clear errors for bad font files.
final class FontCatalogTests: XCTestCase {
    /// Nearest weight (CSS font matching), italic when asked, Quicksand for the rounded design,
    /// DejaVu Sans Mono for the monospaced design, Inter for serif (no pinned face).
    func testFaceSelection() throws {
        let catalog = try FontCatalog.bundled()
        func face(_ spec: FontSpec) throws -> String { try catalog.faceID(for: spec) }
        XCTAssertEqual(try face(FontSpec(size: 17)), "Inter-Regular")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 600)), "Inter-SemiBold")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 100)), "Inter-Light")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 900)), "Inter-ExtraBold")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 700, italic: true)), "Inter-BoldItalic")
        XCTAssertEqual(try face(FontSpec(size: 17, italic: true)), "Inter-Italic")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 500, design: .rounded)), "Quicksand-Medium")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 600, design: .rounded)), "Quicksand-Bold")
        XCTAssertEqual(try face(FontSpec(size: 17, design: .rounded, italic: true)), "Quicksand-Regular")
        XCTAssertEqual(try face(FontSpec(size: 17, design: .monospaced)), "DejaVuSansMono")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 600, design: .monospaced)), "DejaVuSansMono-Bold")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 500, design: .monospaced)), "DejaVuSansMono")
        XCTAssertEqual(try face(FontSpec(size: 17, weight: 700, design: .serif)), "Inter-Bold")
    }

    /// `Font.custom`: a face id, PostScript or family name from the catalog; an unknown name
    /// falls back to the default design as SwiftUI does; a named file that is missing is an error.
    func testCustomNames() throws {
        let catalog = try FontCatalog.bundled()
        XCTAssertEqual(try catalog.faceID(for: FontSpec(size: 12, customName: "Inter-Bold")), "Inter-Bold")
        XCTAssertEqual(try catalog.faceID(for: FontSpec(size: 12, weight: 700, customName: "Quicksand")), "Quicksand-Bold")
        XCTAssertEqual(try catalog.faceID(for: FontSpec(size: 12, customName: "Quicksand-Medium.ttf")), "Quicksand-Medium")
        XCTAssertEqual(try catalog.faceID(for: FontSpec(size: 12, customName: "Avenir-Heavy")), "Inter-Regular")
        XCTAssertThrowsError(try catalog.faceID(for: FontSpec(size: 12, customName: "/nonexistent/Brand.ttf"))) { error in
            XCTAssertEqual("\(error)", "/nonexistent/Brand.ttf: font file not found")
        }
    }

    /// A font file named by path is loaded on first use and its glyphs are reachable by its id.
    func testCustomFontFileByPath() throws {
        let path = BundledFonts.fontsDirectory.appendingPathComponent("Quicksand-Bold.ttf").path
        let engine = try Fixtures.engine()
        let text = TextContent(runs: [TextSpan(string: "Hi", font: FontSpec(size: 20, customName: path))])
        let run = try XCTUnwrap(try engine.layout(text, width: nil, height: nil).lines.first?.runs.first)
        XCTAssertEqual(run.fontID, path)
        XCTAssertFalse(try engine.catalog.glyphOutline(fontID: run.fontID, glyph: run.glyphs[0]).isEmpty)
    }

    /// Inter's "O" is two closed contours (outer and counter), within the em, y down: its top is
    /// above the baseline (negative y) at about the cap height (0.727 em in Inter).
    func testOutlineOfOIsTwoClosedContours() throws {
        let catalog = try FontCatalog.bundled()
        let face = try catalog.fontFace(id: "Inter-Regular")
        let outline = try catalog.glyphOutline(fontID: face.id, glyph: try XCTUnwrap(face.glyph(for: "O")))
        let moves = outline.elements.filter { if case .move = $0 { return true } else { return false } }.count
        let closes = outline.elements.filter { $0 == .close }.count
        XCTAssertEqual(moves, 2)
        XCTAssertEqual(closes, 2)
        XCTAssertEqual(outline.elements.last, .close)
        let bounds = try XCTUnwrap(outline.controlBounds)
        XCTAssertEqual(bounds.minY, -0.737, accuracy: 0.01)
        XCTAssertEqual(bounds.maxY, 0.01, accuracy: 0.02)
        XCTAssertGreaterThan(bounds.minX, 0)
        XCTAssertLessThan(bounds.maxX, 0.8)
    }

    /// Emoji strikes come back as premultiplied RGBA with ink, placed in em units around the
    /// baseline (Noto Color Emoji: 136×128 px at 109 ppem).
    func testColorGlyphHasPixels() throws {
        let catalog = try FontCatalog.bundled()
        let face = try catalog.fontFace(id: "NotoColorEmoji")
        let glyph = try XCTUnwrap(try catalog.colorGlyph(fontID: face.id, glyph: try XCTUnwrap(face.glyph(for: "🎉"))))
        XCTAssertEqual(glyph.pixelsPerEm, 109)
        XCTAssertEqual(glyph.pixmap.width, 136)
        XCTAssertEqual(glyph.pixmap.height, 128)
        XCTAssertEqual(glyph.rect.width, 136.0 / 109, accuracy: 1e-12)
        XCTAssertLessThan(glyph.rect.minY, 0)
        XCTAssertGreaterThan(glyph.rect.maxY, 0)
        let alphas = stride(from: 3, to: glyph.pixmap.premultipliedBytes.count, by: 4).map { glyph.pixmap.premultipliedBytes[$0] }
        XCTAssertGreaterThan(alphas.filter { $0 > 0 }.count, 1000)
        XCTAssertNil(try catalog.colorGlyph(fontID: "Inter-Regular", glyph: 2))
    }

    /// `$WIDGET_RENDER_ASSETS` overrides the package's Assets folder (installed CLIs).
    func testAssetsDirectoryOverride() throws {
        XCTAssertEqual(BundledAssets.directory.lastPathComponent, "Assets")
        let inter = BundledFonts.fontsDirectory.appendingPathComponent("Inter-Regular.otf")
        XCTAssertTrue(FileManager.default.fileExists(atPath: inter.path))
        setenv(BundledAssets.environmentVariable, "/opt/widget-assets", 1)
        defer { unsetenv(BundledAssets.environmentVariable) }
        XCTAssertEqual(BundledAssets.directory.path, "/opt/widget-assets")
    }

    /// Outlines are cached behind a lock: many threads asking at once get the same paths.
    func testConcurrentOutlineAccess() throws {
        let catalog = try FontCatalog.bundled()
        let face = try catalog.fontFace(id: "Inter-Bold")
        let glyphs = "Widget 42".unicodeScalars.compactMap(face.glyph(for:))
        let expected = try glyphs.map { try catalog.glyphOutline(fontID: face.id, glyph: $0) }
        let lock = NSLock()
        var mismatches = 0
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let glyph = glyphs[index % glyphs.count]
            let same = (try? catalog.glyphOutline(fontID: face.id, glyph: glyph)) == expected[index % glyphs.count]
            if !same { lock.lock(); mismatches += 1; lock.unlock() }
        }
        XCTAssertEqual(mismatches, 0)
    }

    func testFaceMetricsAreInEm() throws {
        let metrics = try FontCatalog.bundled().faceMetrics(fontID: "Inter-Regular")
        XCTAssertEqual(metrics.unitsPerEm, 2816)
        XCTAssertEqual(metrics.ascender, 2728.0 / 2816, accuracy: 1e-12)
        XCTAssertEqual(metrics.descender, -680.0 / 2816, accuracy: 1e-12)
        XCTAssertEqual(metrics.lineGap, 0)
    }

    func testMalformedFontFilesThrowNamingThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgettext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let random = folder.appendingPathComponent("Random.ttf")
        var generator = SplitMix(seed: 7)
        try Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: random)
        let empty = folder.appendingPathComponent("Empty.otf")
        try Data().write(to: empty)
        let png = folder.appendingPathComponent("Picture.ttf")
        // A complete 1×1 gray-alpha PNG (68 bytes).
        let onePixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
        try XCTUnwrap(Data(base64Encoded: onePixelPNG)).write(to: png)
        let missing = folder.appendingPathComponent("Missing.ttf")

        let cases: [(URL, String)] = [
            (random, "not a font file"), (empty, "font file is empty"), (png, "not a font file"), (missing, "font file not found"),
        ]
        for (url, problem) in cases {
            XCTAssertThrowsError(try FontCatalog(fontFiles: [url])) { error in
                let message = "\(error)"
                XCTAssertTrue(error is FontError)
                XCTAssertTrue(message.hasPrefix(url.path + ": " + problem), message)
                XCTAssertFalse(message.contains("\n"))
            }
        }
    }

    func testUserCatalogRejectsUnknownFallback() throws {
        let inter = BundledFonts.fontsDirectory.appendingPathComponent("Inter-Regular.otf")
        XCTAssertThrowsError(try FontCatalog(fontFiles: [inter], fallbackOrder: ["NotoColorEmoji"])) { error in
            XCTAssertEqual(error as? FontError, .unknownFallbackFace(id: "NotoColorEmoji"))
        }
        XCTAssertThrowsError(try FontCatalog(fontFiles: [])) { error in
            XCTAssertEqual("\(error)", "font catalog: no font files given")
        }
        let catalog = try FontCatalog(fontFiles: [inter])
        XCTAssertEqual(catalog.faceIDs, ["Inter-Regular"])
        XCTAssertEqual(try catalog.faceID(for: FontSpec(size: 10, weight: 700)), "Inter-Regular")
    }
}

/// A tiny seeded generator so the "random bytes" file is the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
