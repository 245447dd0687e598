import CFreeType
import CHarfBuzz
import Foundation
import WidgetGeometry

/// One face of one font file, open in both FreeType (outlines, bitmaps) and HarfBuzz (cmap,
/// metrics, shaping).
///
/// Thread safety: the HarfBuzz font is made immutable after setup, so shaping and cmap lookups
/// run concurrently without locks. FreeType faces are not thread-safe, so every FreeType call
/// happens under `lock`; each face owns its own `FT_Library` so faces never contend. The decoded
/// outlines have their own lock (`outlineLock`): painting looks one up per glyph drawn, and before,
/// those lookups queued behind another worker's FreeType loads of the same face.
final class FontFace: @unchecked Sendable {
    let id: String
    let path: String
    let familyName: String
    let postScriptName: String
    /// OS/2 usWeightClass (100…900).
    let weight: Int
    let isItalic: Bool
    /// Color bitmap strikes (CBDT/sbix) and no outlines: glyphs are drawn as images.
    let isColorBitmap: Bool
    let metrics: FaceMetrics
    /// The metrics line boxes use: `metrics`, or the Apple face's for a calibrated stand-in.
    let lineMetrics: FaceMetrics
    /// Advance scales of a calibrated stand-in (`StandInCalibration`); nil: the font's own advances.
    let calibration: StandInCalibration?
    /// The tracking of Apple's faces only (`AppleFonts`): their `trak` table, or for SF Pro the
    /// system font's published one (`TrackingSource`). Other fonts keep their advances exactly, as
    /// before Apple's fonts were supported.
    let tracking: TrackingTable?
    let unitsPerEm: Double
    /// Immutable HarfBuzz font at scale = unitsPerEm, so positions come back in font units.
    let hbFont: OpaquePointer

    private let library: FT_Library
    private let ftFace: FT_Face
    private let lock = NSLock()
    private let outlineLock = NSLock()
    private var outlineCache: [UInt32: VectorPath] = [:]
    private var colorGlyphCache: [UInt32: ColorGlyph?] = [:]

    /// `weight`: the face's weight when the file's OS/2 class is not to be trusted (Apple's, which
    /// gives Bold 600); `tracking`: what its text is tracked by (Apple's faces).
    init(id: String, url: URL, calibration: StandInCalibration? = nil, weight: Int? = nil,
         tracking trackingSource: TrackingSource = .none) throws {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw FontError.missingFile(path: path)
        }
        let byteCount = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard byteCount > 0 else { throw FontError.emptyFile(path: path) }

        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw FontError.freeTypeUnavailable(reason: FreeTypeErrorText.describe(initError))
        }
        var face: FT_Face?
        let openError = FT_New_Face(library, path, 0, &face)
        guard openError == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError.notAFont(path: path, reason: FreeTypeErrorText.describe(openError))
        }
        guard face.pointee.num_glyphs > 0 else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.emptyFont(path: path)
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.notAFont(path: path, reason: "HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let hbFont = hb_font_create(hbFace)!
        let upem = max(1, Int(hb_face_get_upem(hbFace)))
        hb_font_set_scale(hbFont, Int32(upem), Int32(upem))
        hb_font_make_immutable(hbFont)

        let tracking: TrackingTable?
        switch trackingSource {
        case .none: tracking = nil
        case .fontTable: tracking = FontFace.trackingTable(in: hbFace)
        case .points(let table): tracking = table.inFontUnits(unitsPerEm: Double(upem))
        }
        let hasOutlines = FontFace.hasTable("glyf", in: hbFace) || FontFace.hasTable("CFF ", in: hbFace)
            || FontFace.hasTable("CFF2", in: hbFace)
        hb_face_destroy(hbFace)
        let faceFlags = UInt(bitPattern: face.pointee.face_flags)
        let isColorBitmap = faceFlags & FreeTypeFlags.faceColor != 0 && face.pointee.num_fixed_sizes > 0 && !hasOutlines
        if isColorBitmap {
            // The largest strike: emoji are drawn scaled down from it.
            let strikes = UnsafeBufferPointer(start: face.pointee.available_sizes, count: Int(face.pointee.num_fixed_sizes))
            let largest = strikes.indices.max { strikes[$0].height < strikes[$1].height } ?? 0
            FT_Select_Size(face, Int32(largest))
        }

        self.id = id
        self.path = path
        self.library = library
        self.ftFace = face
        self.hbFont = hbFont
        self.unitsPerEm = Double(upem)
        self.isColorBitmap = isColorBitmap
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? id
        self.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? id
        self.isItalic = Int(face.pointee.style_flags) & FreeTypeFlags.styleItalic != 0
        self.weight = weight ?? FontFace.weightClass(of: face)
        self.tracking = tracking
        self.metrics = FontFace.readMetrics(hbFont, unitsPerEm: Double(upem))
        self.calibration = calibration
        self.lineMetrics = calibration?.lineMetrics(replacing: metrics) ?? metrics
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
        FT_Done_FreeType(library)
    }

    /// The glyph the cmap maps `scalar` to, nil when the face does not cover it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// The unhinted outline of `glyph`, 1 em = 1.0, y down, origin at the glyph origin.
    /// Empty for glyphs without an outline (space, bitmap-only faces).
    func outline(glyph: UInt32) throws -> VectorPath {
        guard !isColorBitmap else { return VectorPath() }
        outlineLock.lock()
        let cached = outlineCache[glyph]
        outlineLock.unlock()
        if let cached { return cached }
        let path = try decodedOutline(glyph: glyph)
        outlineLock.lock(); defer { outlineLock.unlock() }
        outlineCache[glyph] = path
        return path
    }

    private func decodedOutline(glyph: UInt32) throws -> VectorPath {
        lock.lock(); defer { lock.unlock() }
        let flags = Int32(FreeTypeFlags.loadNoScale | FreeTypeFlags.loadNoHinting | FreeTypeFlags.loadNoBitmap)
        let error = FT_Load_Glyph(ftFace, glyph, flags)
        guard error == 0 else {
            throw FontError.glyphLoadFailed(fontID: id, glyph: glyph, reason: FreeTypeErrorText.describe(error))
        }
        let slot = ftFace.pointee.glyph!
        return slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            ? OutlineDecoder.decode(&slot.pointee.outline, unitsPerEm: unitsPerEm)
            : VectorPath()
    }

    /// The color bitmap of `glyph` from the selected strike, nil for outline faces and empty glyphs.
    func colorGlyph(glyph: UInt32) throws -> ColorGlyph? {
        guard isColorBitmap else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let cached = colorGlyphCache[glyph] { return cached }
        let error = FT_Load_Glyph(ftFace, glyph, Int32(FreeTypeFlags.loadColor))
        guard error == 0 else {
            throw FontError.glyphLoadFailed(fontID: id, glyph: glyph, reason: FreeTypeErrorText.describe(error))
        }
        let slot = ftFace.pointee.glyph!
        let pixelsPerEm = Double(ftFace.pointee.size.pointee.metrics.x_ppem)
        let result = pixelsPerEm > 0 ? BGRABitmap.colorGlyph(from: slot.pointee, pixelsPerEm: pixelsPerEm) : nil
        colorGlyphCache[glyph] = result
        return result
    }

    /// The PostScript name inside the font file at `url`, nil when FreeType cannot open it (used to
    /// recognise Apple's files whatever they are called).
    static func postScriptName(of url: URL) -> String? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, url.path, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        return FT_Get_Postscript_Name(face).map { String(cString: $0) }
    }

    private static func trackingTable(in face: OpaquePointer?) -> TrackingTable? {
        let blob = hb_face_reference_table(face, HarfBuzzTag.make("trak"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return TrackingTable(bytes: data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        })
    }

    /// The tracking the font's `trak` table adds after each glyph at `pointSize`, in points; 0 for
    /// faces without one (and every face that is not Apple's).
    func trackingPoints(at pointSize: Double) -> Double {
        guard let tracking else { return 0 }
        return tracking.value(at: pointSize) / unitsPerEm * pointSize
    }

    private static func hasTable(_ tag: String, in face: OpaquePointer?) -> Bool {
        let blob = hb_face_reference_table(face, HarfBuzzTag.make(tag))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    private static func weightClass(of face: FT_Face) -> Int {
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let weight = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            if (1...1000).contains(weight) { return weight }
        }
        return Int(face.pointee.style_flags) & FreeTypeFlags.styleBold != 0 ? 700 : 400
    }

    private static func readMetrics(_ font: OpaquePointer, unitsPerEm: Double) -> FaceMetrics {
        func read(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &value)
            return Double(value) / unitsPerEm
        }
        return FaceMetrics(unitsPerEm: Int(unitsPerEm),
                           ascender: read(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
                           descender: read(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
                           lineGap: read(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
                           capHeight: read(HB_OT_METRICS_TAG_CAP_HEIGHT),
                           xHeight: read(HB_OT_METRICS_TAG_X_HEIGHT))
    }
}

/// FreeType's flag macros, which Swift does not import (they are `(1L << n)` expressions).
enum FreeTypeFlags {
    static let loadNoScale = 1 << 0
    static let loadNoHinting = 1 << 1
    static let loadNoBitmap = 1 << 3
    static let loadColor = 1 << 20
    static let faceColor: UInt = 1 << 14
    static let styleItalic = 1 << 0
    static let styleBold = 1 << 1
}

enum FreeTypeErrorText {
    /// FreeType's own message when it was built with error strings, else the error code.
    static func describe(_ error: FT_Error) -> String {
        if let text = FT_Error_String(error) { return String(cString: text) }
        return "FreeType error \(error)"
    }
}

enum HarfBuzzTag {
    /// `HB_TAG('a','b','c','d')`: four ASCII bytes, big-endian.
    static func make(_ tag: String) -> hb_tag_t {
        tag.utf8.prefix(4).reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }
}
