import Foundation

/// Apple's own font files, found in a folder the user names (`--apple-fonts DIR`,
/// `FontCatalog.bundled(appleFonts:)`). Apple licenses SF Pro, SF Mono and New York for mock-ups
/// of its platforms but not for redistribution, so they are never bundled: a team that has
/// downloaded them (developer.apple.com/fonts) points us at its own copy (docs/text.md, "Apple's
/// fonts").
///
/// A file is recognised by the PostScript name inside it, never by its file name: a renamed
/// stand-in is not SF Pro. Each family is an optical size band of a design: static SF Pro has a
/// Text design for sizes below 20 pt and a Display design from 20 pt [WWDC20-10175].
package enum AppleFonts {
    /// One of Apple's families: the PostScript name prefix ("SFProText-Bold"), the design it draws
    /// and the smallest point size it draws.
    package struct Family: Hashable, Sendable {
        package var prefix: String
        package var design: FontDesign
        package var minimumSize: Double
        /// Tracked by the system font's published table (`sfProTracking`) rather than the file's own.
        package var tracksLikeTheSystemFont = false
    }

    /// Text below 20 pt, Display from 20 pt: Apple's rule for the static SF families
    /// [WWDC20-10175] (docs/platform.md §5). New York's four optical sizes have no published
    /// switch sizes: Small below 20 pt as SF, Medium from 20, Large from 28, Extra Large from 36
    /// (**our rule**). SF Compact (watchOS) is not listed: a `FontSpec` does not carry the
    /// platform, and watch text styles draw the rounded design (docs/text.md).
    package static let families: [Family] = [
        Family(prefix: "SFProText", design: .default, minimumSize: 0, tracksLikeTheSystemFont: true),
        Family(prefix: "SFProDisplay", design: .default, minimumSize: displayMinimumSize, tracksLikeTheSystemFont: true),
        Family(prefix: "SFProRounded", design: .rounded, minimumSize: 0),
        Family(prefix: "SFMono", design: .monospaced, minimumSize: 0),
        Family(prefix: "NewYorkSmall", design: .serif, minimumSize: 0),
        Family(prefix: "NewYorkMedium", design: .serif, minimumSize: 20),
        Family(prefix: "NewYorkLarge", design: .serif, minimumSize: 28),
        Family(prefix: "NewYorkExtraLarge", design: .serif, minimumSize: 36),
    ]

    /// SF Pro's tracking on iOS, in points at each size [HIG-Typography › Tracking values]. The
    /// system font tracks by this table; the static SF Pro Text files' own `trak` differs at body
    /// size (−47/2048 em at 17 pt: −0.39 pt, against −0.43), and iOS renders agree with the
    /// published value (docs/text.md, "Apple's fonts"). Linear between listed sizes, the end
    /// values beyond them.
    static let sfProTracking = TrackingTable(
        sizes: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
                31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54,
                56, 58, 60, 62, 64, 66, 68, 70, 72, 76, 80, 84, 88, 92, 96],
        values: [0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45, -0.45,
                 -0.36, -0.26, -0.10, 0.07, 0.15, 0.22, 0.29, 0.38, 0.40, 0.40, 0.39, 0.41, 0.40, 0.40, 0.38,
                 0.37, 0.36, 0.37, 0.38, 0.37, 0.36, 0.37, 0.38, 0.37, 0.35, 0.36, 0.37, 0.35, 0.33, 0.34,
                 0.35, 0.33, 0.31, 0.32, 0.30, 0.28, 0.26, 0.24, 0.22, 0.19, 0.17, 0.14, 0.14, 0.07, 0, 0, 0, 0, 0])

    /// The size from which static SF Pro switches from its Text to its Display design.
    package static let displayMinimumSize = 20.0

    /// The weights Apple's PostScript names spell out. The files' OS/2 weight class cannot be
    /// used: SF Pro 16's Bold says 600, the same as its Semibold.
    package static let weights: [(name: String, weight: Int)] = [
        ("Ultralight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
        ("Semibold", 600), ("Bold", 700), ("Heavy", 800), ("Black", 900),
    ]

    /// What a PostScript name says: the family, the weight and the slant; nil for any other font.
    package static func classify(postScriptName: String) -> (family: Family, weight: Int, italic: Bool)? {
        let parts = postScriptName.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2, let family = families.first(where: { $0.prefix == parts[0] }) else { return nil }
        var style = parts[1]
        let italic = style.hasSuffix("Italic")
        if italic { style.removeLast("Italic".count) }
        if style.isEmpty { style = "Regular" }  // "SFProText-Italic" in some releases
        guard let weight = weights.first(where: { $0.name == style })?.weight else { return nil }
        return (family, weight, italic)
    }

    /// One recognised file.
    package struct Face: Hashable, Sendable {
        package var url: URL
        package var postScriptName: String
        package var family: Family
        package var weight: Int
        package var italic: Bool
    }

    /// Font files of `directory` and its subfolders (two levels: Apple's disk images install into
    /// one folder per family) that are Apple's faces. Files whose real path leaves the folder
    /// (symlinks out) are not read: only the named folder is granted. Files that are not fonts, or
    /// fonts of other families, are skipped; when two files hold one PostScript name the first by
    /// path wins.
    package static func discover(in directory: URL) throws -> [Face] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontError.appleFontsFolderMissing(path: directory.path)
        }
        let root = directory.resolvingSymlinksInPath().standardizedFileURL.path
        var faces: [String: Face] = [:]
        for url in fontFiles(in: URL(fileURLWithPath: root), depth: 2) {
            let real = url.resolvingSymlinksInPath().standardizedFileURL
            guard real.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { continue }
            guard let name = FontFace.postScriptName(of: real),
                  let (family, weight, italic) = classify(postScriptName: name),
                  faces[name] == nil else { continue }
            faces[name] = Face(url: real, postScriptName: name, family: family, weight: weight, italic: italic)
        }
        guard !faces.isEmpty else { throw FontError.noAppleFonts(path: directory.path) }
        return faces.values.sorted { $0.postScriptName < $1.postScriptName }
    }

    private static func fontFiles(in folder: URL, depth: Int) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                                   options: [.skipsHiddenFiles])) ?? []
        var files: [URL] = []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            if (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if depth > 0 { files += fontFiles(in: entry, depth: depth - 1) }
            } else if [".otf", ".ttf"].contains(where: { entry.lastPathComponent.lowercased().hasSuffix($0) }) {
                files.append(entry)
            }
        }
        return files
    }
}
