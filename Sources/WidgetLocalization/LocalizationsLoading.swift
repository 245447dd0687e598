import Foundation
import WidgetViews
import WidgetLimits

// Reading a widget extension's translations from a folder (`--localizations`, the spec's
// `localizations:`, `WidgetRenderer(localizations:)`): every `xx.lproj/*.strings` and
// `*.stringsdict`, and every `*.xcstrings` in the folder (docs/localization.md).

extension Localizations {
    /// The translations under `url`: a folder of `xx.lproj` folders and/or `.xcstrings` catalogs,
    /// or one `.xcstrings` file. A `.stringsdict` entry replaces the `.strings` entry of the same
    /// key (as Foundation prefers it); the development language is the first catalog's
    /// `sourceLanguage`, else "en". Each file is bounded by `limits.specFileBytes`.
    public init(contentsOf url: URL, limits: RenderLimits = .standard) throws {
        try self.init(contentsOf: url, limits: limits, access: nil)
    }

    /// As `init(contentsOf:limits:)`, each file's real path checked against `access` (a spec's
    /// folders: a symlinked `.strings` pointing outside them is refused; docs/security.md).
    package init(contentsOf url: URL, limits: RenderLimits = .standard, access: ReadAccess?) throws {
        self.init()
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LocalizationError(file: url.path, message: "no such folder or file")
        }
        var sourceLanguage: String?
        func addCatalog(_ file: URL) throws {
            let parsed = try StringCatalogFile.parse(try Self.read(file, limits: limits, access: access), file: file.path)
            sourceLanguage = sourceLanguage ?? parsed.sourceLanguage
            let table = file.deletingPathExtension().lastPathComponent
            for (language, entries) in parsed.languages {
                for (key, value) in entries { add(value, key: key, table: table, language: language) }
            }
        }
        guard isDirectory.boolValue else {
            guard url.pathExtension == "xcstrings" else {
                throw LocalizationError(file: url.path, message: "expected a folder of xx.lproj folders or .xcstrings files, or an .xcstrings file")
            }
            try addCatalog(url)
            developmentLanguage = sourceLanguage ?? "en"
            return
        }
        let children = try Self.contents(of: url)
        for child in children where child.pathExtension == "xcstrings" { try addCatalog(child) }
        for folder in children where folder.pathExtension == "lproj" {
            let language = folder.deletingPathExtension().lastPathComponent
            let files = try Self.contents(of: folder)
            // .strings first, so that .stringsdict entries of the same key replace them.
            for file in files where file.pathExtension == "strings" {
                let entries = try StringsFile.parse(try Self.read(file, limits: limits, access: access), file: file.path)
                let table = file.deletingPathExtension().lastPathComponent
                for (key, value) in entries { add(LocalizedValue(format: value), key: key, table: table, language: language) }
            }
            for file in files where file.pathExtension == "stringsdict" {
                let entries = try StringsDictFile.parse(try Self.read(file, limits: limits, access: access), file: file.path)
                let table = file.deletingPathExtension().lastPathComponent
                for (key, value) in entries { add(value, key: key, table: table, language: language) }
            }
        }
        developmentLanguage = sourceLanguage ?? "en"
    }

    /// The entries of a folder, sorted by name (so that loading never depends on the file system's order).
    private static func contents(of folder: URL) throws -> [URL] {
        do {
            return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw LocalizationError(file: folder.path, message: "cannot list the folder")
        }
    }

    private static func read(_ file: URL, limits: RenderLimits, access: ReadAccess?) throws -> Data {
        if let access { _ = try access.check(file, what: "localization file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= limits.specFileBytes else {
            throw LocalizationError(file: file.path, message: "the file has \(size) bytes, more than the limit specFileBytes = "
                                    + "\(limits.specFileBytes) (see docs/security.md)")
        }
        do { return try Data(contentsOf: file) } catch {
            throw LocalizationError(file: file.path, message: "cannot read the file")
        }
    }
}
