import Foundation

/// Why a font could not be used. Each description is one line naming the file (or name) and the problem.
public enum FontError: Error, Equatable, CustomStringConvertible {
    case missingFile(path: String)
    case emptyFile(path: String)
    /// FreeType or HarfBuzz could not read it as a font (random bytes, an image renamed .ttf …).
    case notAFont(path: String, reason: String)
    /// A font file whose face has no glyphs.
    case emptyFont(path: String)
    case unknownFace(id: String)
    case noFontFiles
    /// A fallback order naming a face the catalog does not hold.
    case unknownFallbackFace(id: String)
    /// A glyph FreeType could not load from a face.
    case glyphLoadFailed(fontID: String, glyph: UInt32, reason: String)
    case freeTypeUnavailable(reason: String)
    /// The folder named for Apple's fonts (`--apple-fonts`) does not exist or is not a folder.
    case appleFontsFolderMissing(path: String)
    /// The folder named for Apple's fonts holds none of them (recognised by PostScript name).
    case noAppleFonts(path: String)

    public var description: String {
        switch self {
        case .missingFile(let path): return "\(path): font file not found"
        case .emptyFile(let path): return "\(path): font file is empty"
        case .notAFont(let path, let reason): return "\(path): not a font file (\(reason))"
        case .emptyFont(let path): return "\(path): font has no glyphs"
        case .unknownFace(let id): return "font '\(id)': no such face in the font catalog"
        case .noFontFiles: return "font catalog: no font files given"
        case .unknownFallbackFace(let id): return "fallback order names '\(id)', which is not one of the catalog's font files"
        case .glyphLoadFailed(let fontID, let glyph, let reason):
            return "font '\(fontID)': glyph \(glyph) could not be loaded (\(reason))"
        case .freeTypeUnavailable(let reason): return "FreeType could not be initialised (\(reason))"
        case .appleFontsFolderMissing(let path): return "\(path): Apple fonts folder not found"
        case .noAppleFonts(let path):
            return "\(path): no Apple fonts found (expected SF Pro, SF Pro Rounded, SF Mono or New York .otf/.ttf files, recognised by their PostScript names)"
        }
    }
}
