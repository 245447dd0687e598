import Foundation
import WidgetGeometry

/// The fonts text may use, and glyph access for the rasterizer (which never touches FreeType).
///
/// Immutable after init apart from caches and custom font files loaded on first use, all behind
/// a lock; safe to share between threads. Faces are identified by `fontID`: the file name without
/// extension for catalog files ("Inter-Bold"), the absolute path for custom font files.
///
/// `FontSpec.customName` (`Font.custom`) names a catalog face (by id, file name, PostScript or
/// family name) or a font file (a path with a folder, absolute or relative to the current
/// directory, or a name ending in .ttf/.otf/.ttc/.otc). An unknown face name gets the default
/// design, as in SwiftUI; a named file that cannot be used is an error.
///
/// Fallback: a cluster uses the first face of its chain whose cmap covers it. The chain is the
/// requested face, then the default design at the same weight and slant (Latin), then the
/// catalog's fallback faces in order (`BundledFonts.fallbackFiles` for the bundled catalog).
public final class FontCatalog: @unchecked Sendable {
    private let facesByID: [String: FontFace]
    private let primaryFaces: [FontDesign: [FontFace]]
    private let fallbackFaces: [FontFace]
    private let lock = NSLock()
    private var customFaces: [String: FontFace] = [:]
    private var chainCache: [FontSpec: [FontFace]] = [:]
    /// Apple's faces by design, each design's optical size bands ascending (SF Pro Text from 0 pt,
    /// Display from 20 pt); empty without Apple's fonts.
    private let appleBands: [FontDesign: [OpticalBand]]

    private struct OpticalBand {
        var minimumSize: Double
        var faces: [FontFace]
    }

    private static let bundledCatalog = Result { try FontCatalog(bundledWith: []) }

    /// The fonts of `Assets/Fonts` with their fallbacks and calibrations, and Apple's faces if any.
    private convenience init(bundledWith apple: [AppleFonts.Face]) throws {
        let directory = BundledFonts.fontsDirectory
        try self.init(primary: BundledFonts.primaryFaces.map { (directory.appendingPathComponent($0.file), $0.design) },
                      fallbacks: BundledFonts.fallbackFiles.map { directory.appendingPathComponent($0) },
                      calibrations: BundledFonts.calibrations, apple: apple)
    }

    /// The pinned fonts of `Assets/Fonts` with the declared fallback chain. Loaded once per process.
    public static func bundled() throws -> FontCatalog { try bundledCatalog.get() }

    /// A catalog of exactly these files. Files named (by id, the file name without extension) in
    /// `fallbackOrder` are fallback faces, tried in that order; the others are selectable faces of
    /// the default design, matched by their OS/2 weight and italic flag.
    public convenience init(fontFiles: [URL], fallbackOrder: [String] = []) throws {
        let ids = Set(fontFiles.map(FontCatalog.faceID(for:)))
        if let unknown = fallbackOrder.first(where: { !ids.contains($0) }) {
            throw FontError.unknownFallbackFace(id: unknown)
        }
        let byID = Dictionary(fontFiles.map { (FontCatalog.faceID(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        let fallbackSet = Set(fallbackOrder)
        try self.init(primary: fontFiles.filter { !fallbackSet.contains(FontCatalog.faceID(for: $0)) }.map { ($0, .default) },
                      fallbacks: fallbackOrder.compactMap { byID[$0] })
    }

    /// `calibrations`: stand-in calibrations by face id (only the bundled catalog has any).
    /// `apple`: Apple's faces (`AppleFonts.discover`), which draw the designs they cover in place
    /// of the stand-ins, uncalibrated, and tracked as the system font is (SF Pro: the HIG's table;
    /// the others: their own `trak` tables).
    init(primary: [(URL, FontDesign)], fallbacks: [URL], calibrations: [String: StandInCalibration] = [:],
         apple: [AppleFonts.Face] = []) throws {
        var byID: [String: FontFace] = [:]
        func open(_ url: URL) throws -> FontFace {
            let id = FontCatalog.faceID(for: url)
            if let existing = byID[id] { return existing }
            let face = try FontFace(id: id, url: url, calibration: calibrations[id])
            byID[id] = face
            return face
        }
        var primaryFaces: [FontDesign: [FontFace]] = [:]
        for (url, design) in primary { primaryFaces[design, default: []].append(try open(url)) }
        let fallbackFaces = try fallbacks.map(open)
        guard let anyFace = primaryFaces[.default]?.first ?? fallbackFaces.first else {
            throw FontError.noFontFiles
        }
        // Every catalog needs a default design: without selectable faces, the first fallback serves.
        if primaryFaces[.default] == nil { primaryFaces[.default] = [anyFace] }
        var bands: [FontDesign: [OpticalBand]] = [:]
        var appleNames: [String] = []
        for appleFace in apple {
            let id = FontCatalog.faceID(for: appleFace.url)
            guard byID[id] == nil else { continue }  // a file named like a bundled one ("Inter-Bold.otf")
            appleNames.append(appleFace.postScriptName)
            let face = try FontFace(id: id, url: appleFace.url, weight: appleFace.weight,
                                    tracking: appleFace.family.tracksLikeTheSystemFont ? .points(AppleFonts.sfProTracking) : .fontTable)
            byID[id] = face
            var designBands = bands[appleFace.family.design] ?? []
            if let index = designBands.firstIndex(where: { $0.minimumSize == appleFace.family.minimumSize }) {
                designBands[index].faces.append(face)
            } else {
                designBands.append(OpticalBand(minimumSize: appleFace.family.minimumSize, faces: [face]))
            }
            bands[appleFace.family.design] = designBands.sorted { $0.minimumSize < $1.minimumSize }
        }
        self.facesByID = byID
        self.primaryFaces = primaryFaces
        self.fallbackFaces = fallbackFaces
        self.appleBands = bands
        self.appleFontNames = appleNames.sorted()
    }

    /// The bundled catalog with Apple's own fonts from `directory` (SF Pro Text, Display and
    /// Rounded, SF Mono, New York: static .otf/.ttf files the team downloaded from Apple, found by
    /// their PostScript names) drawing the designs they cover; designs, weights and scripts they
    /// do not cover keep the stand-ins and fallbacks (docs/text.md, "Apple's fonts"). Throws when
    /// the folder does not exist or holds none of Apple's fonts.
    public static func bundled(appleFonts directory: URL) throws -> FontCatalog {
        try FontCatalog(bundledWith: try AppleFonts.discover(in: directory))
    }

    /// The PostScript names of the Apple faces this catalog draws with, sorted; empty for the
    /// stand-ins.
    public let appleFontNames: [String]

    /// Whether Apple's own fonts draw (some of) its text: what golden files record as
    /// "fonts: apple" (docs/golden-testing.md).
    public var drawsWithAppleFonts: Bool { !appleFontNames.isEmpty }

    /// Ids of the catalog's own faces (custom files loaded later are not listed), sorted.
    public var faceIDs: [String] { facesByID.keys.sorted() }

    package func face(id: String) -> FontFaceDescription? {
        (try? fontFace(id: id)).map(FontFaceDescription.init)
    }

    package func faceMetrics(fontID: String) throws -> FaceMetrics { try fontFace(id: fontID).metrics }

    /// The unhinted outline of `glyph`: 1 em = 1.0, y down, origin at the glyph origin on the
    /// baseline. Empty for glyphs without ink and for color bitmap faces. Cached.
    package func glyphOutline(fontID: String, glyph: UInt32) throws -> VectorPath {
        try fontFace(id: fontID).outline(glyph: glyph)
    }

    /// The color bitmap of `glyph` for bitmap (emoji) faces; nil for outline faces. Cached.
    package func colorGlyph(fontID: String, glyph: UInt32) throws -> ColorGlyph? {
        try fontFace(id: fontID).colorGlyph(glyph: glyph)
    }

    /// The face `spec` selects before any fallback.
    package func faceID(for spec: FontSpec) throws -> String { try fallbackChain(for: spec)[0].id }

    func fontFace(id: String) throws -> FontFace {
        if let face = facesByID[id] { return face }
        lock.lock(); defer { lock.unlock() }
        if let face = customFaces[id] { return face }
        throw FontError.unknownFace(id: id)
    }

    /// The faces tried for a cluster of text in `spec`, in order, without duplicates.
    func fallbackChain(for spec: FontSpec) throws -> [FontFace] {
        // Only what selects a face matters: size only picks Apple's optical size bands.
        let key = FontSpec(size: appleBands.isEmpty ? 0 : spec.size, weight: spec.weight, design: spec.design, italic: spec.italic,
                           customName: spec.customName)
        lock.lock()
        if let cached = chainCache[key] { lock.unlock(); return cached }
        lock.unlock()

        let requested = try requestedFace(for: key)
        let latin = defaultFace(weight: key.weight, italic: key.italic, size: key.size)
        var chain: [FontFace] = []
        for face in [requested, latin] + fallbackFaces where !chain.contains(where: { $0 === face }) {
            chain.append(face)
        }
        lock.lock(); defer { lock.unlock() }
        chainCache[key] = chain
        return chain
    }

    /// Whether `face` is one of the default design's selectable faces (the SF Pro stand-in).
    func isDefaultDesignFace(_ face: FontFace) -> Bool {
        primaryFaces[.default]?.contains { $0 === face } ?? false
            || appleBands[.default]?.contains { $0.faces.contains { $0 === face } } ?? false
    }

    /// Color bitmap faces among the fallbacks: where emoji-presentation clusters look first.
    var emojiFaces: [FontFace] { fallbackFaces.filter(\.isColorBitmap) }

    private func requestedFace(for spec: FontSpec) throws -> FontFace {
        if let name = spec.customName {
            if let face = namedFace(name, weight: spec.weight, italic: spec.italic) { return face }
            if FaceSelection.isPath(name) { return try customFace(path: name) }
            // SwiftUI draws `Font.custom` with an unknown name in the system font; so do we.
        }
        if let face = appleFace(design: spec.design, weight: spec.weight, italic: spec.italic, size: spec.size) {
            return face
        }
        let designFaces = primaryFaces[spec.design] ?? []
        return FaceSelection.best(among: designFaces, weight: spec.weight, italic: spec.italic)
            ?? defaultFace(weight: spec.weight, italic: spec.italic, size: spec.size)
    }

    private func defaultFace(weight: Int, italic: Bool, size: Double) -> FontFace {
        if let face = appleFace(design: .default, weight: weight, italic: italic, size: size) { return face }
        // `init` guarantees a non-empty default design.
        return FaceSelection.best(among: primaryFaces[.default] ?? [], weight: weight, italic: italic) ?? fallbackFaces[0]
    }

    /// Apple's face for a design at a size: the band of the largest minimum size not above `size`
    /// (SF Pro Display from 20 pt), else the smallest band (only Display given: it draws small text
    /// too); within it the nearest weight and slant (`FaceSelection`). Nil when the design has none.
    private func appleFace(design: FontDesign, weight: Int, italic: Bool, size: Double) -> FontFace? {
        guard let bands = appleBands[design], let first = bands.first else { return nil }
        let band = bands.last { $0.minimumSize <= size } ?? first
        return FaceSelection.best(among: band.faces, weight: weight, italic: italic)
    }

    /// A face by id, file name or PostScript name, else the best face of a family with that name
    /// (case-insensitive).
    private func namedFace(_ name: String, weight: Int, italic: Bool) -> FontFace? {
        guard !name.contains("/") else { return nil }
        var lower = name.lowercased()
        if FaceSelection.isPath(lower) { lower = FontCatalog.faceID(for: URL(fileURLWithPath: lower)) }
        let all = facesByID.values.sorted { $0.id < $1.id }
        if let exact = all.first(where: { $0.id.lowercased() == lower || $0.postScriptName.lowercased() == lower }) {
            return exact
        }
        return FaceSelection.best(among: all.filter { $0.familyName.lowercased() == lower }, weight: weight, italic: italic)
    }

    /// A font file the user named explicitly, opened on first use.
    private func customFace(path: String) throws -> FontFace {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        lock.lock(); defer { lock.unlock() }
        if let face = customFaces[url.path] { return face }
        let face = try FontFace(id: url.path, url: url)
        customFaces[url.path] = face
        return face
    }

    static func faceID(for url: URL) -> String { url.deletingPathExtension().lastPathComponent }
}

/// What the catalog knows about one face.
package struct FontFaceDescription: Hashable, Sendable {
    package var id: String
    package var path: String
    package var familyName: String
    package var postScriptName: String
    package var weight: Int
    package var isItalic: Bool
    package var isColorBitmap: Bool
    package var metrics: FaceMetrics

    init(_ face: FontFace) {
        id = face.id; path = face.path; familyName = face.familyName; postScriptName = face.postScriptName
        weight = face.weight; isItalic = face.isItalic; isColorBitmap = face.isColorBitmap; metrics = face.metrics
    }
}
