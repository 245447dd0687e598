import Foundation
import WidgetGeometry
import WidgetViews
import WidgetPNG
import WidgetJPEG
import WidgetLimits

/// An Xcode asset catalog (`Assets.xcassets`) read the way Xcode writes it (docs/assets.md):
/// image sets (`Image("name")`: 1x/2x/3x by the device scale, dark and tinted appearances,
/// template rendering intent; PNG, JPEG, SVG), color sets (`Color("name")`: sRGB, Display P3, gray; float,
/// 0–255 or hex components; any/dark/tinted) and symbol sets (custom symbols, SVG templates).
/// Folders with Contents.json are groups; a group that "provides-namespace" prefixes its names
/// (`Icons/star`). Reading is eager for the structure and colors and lazy for pixels, which are
/// decoded once per process and file. Thread-safe.
public final class AssetCatalog: ImageProviding, NamedColorProviding, @unchecked Sendable {
    /// Images larger than this many pixels are refused before decoding (decompression bombs); ours,
    /// a 4096 × 4096 picture (no widget shows more than 3× its largest family's size).
    public static let maximumImagePixels = 4096 * 4096
    /// Image files larger than this are refused before reading.
    public static let maximumImageBytes = 50_000_000

    public let url: URL
    /// The catalog's path, for the missing-asset warning.
    public var searchedLocations: [String] { [url.path] }
    private let files: CatalogFiles
    /// Each image set's folder and parsed Contents.json (read once, at init).
    private var imageSets: [String: (folder: URL, contents: ImageSetContents)] = [:]
    private var colorSets: [String: [ColorSetVariant]] = [:]
    /// The catalog's symbol sets, ready for `WidgetRenderer(symbols:)`.
    public private(set) var symbols = CustomSymbols()
    private let lock = NSLock()
    private var pixels: [String: ProvidedImage] = [:]
    /// `limits.decodedBytesPerRun` bounds `decodedBytes`, over every image this catalog decodes.
    public let limits: RenderLimits
    private var decodedBytes = 0
    /// The image each (name, appearance) chose, so a warm lookup is one dictionary hit, not a fresh
    /// ranking of the set's variants and a file-path key.
    private var chosen: [ChosenKey: ProvidedImage] = [:]
    private struct ChosenKey: Hashable { let name: String; let appearance: ImageAppearance }

    /// Reads the catalog's structure, its colors and its symbols; throws an `AssetCatalogError`-style
    /// one-line error naming the file and the problem.
    /// `limits`: `decodedBytesPerRun` bounds the decoded images the catalog holds in all (forty
    /// 4096 × 4096 images once took 2.7 GB; docs/security.md).
    public init(contentsOf url: URL, limits: RenderLimits = .standard) throws {
        self.limits = limits
        self.url = url.standardizedFileURL
        files = CatalogFiles(catalog: self.url)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AssetCatalogError(path: url.path, problem: "not an asset catalog folder")
        }
        try scan(self.url, prefix: "", depth: 0)
    }

    private func scan(_ folder: URL, prefix: String, depth: Int) throws {
        guard depth < 16 else { throw AssetCatalogError(path: folder.path, problem: "groups nest deeper than 16 levels") }
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for entry in entries where !entry.hasPrefix(".") {
            let item = folder.appendingPathComponent(entry)
            try files.checkInside(item)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = item.pathExtension, name = prefix + item.deletingPathExtension().lastPathComponent
            switch ext {
            case "imageset":
                // A malformed Contents.json, or a file that leads outside, is reported up front.
                let contents = try AssetContents.imageSet(item, files: files)
                for variant in contents.variants { try files.checkInside(item.appendingPathComponent(variant.filename)) }
                if let vector = contents.variants.first(where: { $0.filename.lowercased().hasSuffix(".svg") }) {
                    // A vector image set: drawn from its SVG at its own size (like a symbol, so it stays sharp).
                    let file = item.appendingPathComponent(vector.filename)
                    do {
                        try symbols.registerVectorImage(name, contentsOf: file, template: contents.renderingIntent == "template")
                    } catch let error as CustomSymbolError {
                        throw AssetCatalogError(path: file.path, problem: error.message.replacingOccurrences(of: file.path + ": ", with: ""))
                    }
                    vectorImages.insert(name)
                    continue
                }
                imageSets[name] = (item, contents)
            case "colorset":
                let variants = try AssetContents.colorSet(item, files: files)
                if !variants.isEmpty { colorSets[name] = variants }
            case "symbolset":
                let file = try AssetContents.symbolSetFile(item, files: files)
                try files.checkInside(file)
                do { try symbols.register(name, contentsOf: file) } catch let error as CustomSymbolError {
                    throw AssetCatalogError(path: file.path, problem: error.message)
                }
            case "appiconset", "launchimage", "dataset", "stickerpack", "brandassets", "imagestack", "textureset",
                 "cubetextureset", "arimageset", "spriteatlas":
                continue  // not drawn in a widget
            default:
                // A group: its own Contents.json may ask for a namespace.
                var namespace = false
                if FileManager.default.fileExists(atPath: item.appendingPathComponent("Contents.json").path) {
                    let object = try AssetContents.object(in: item, files: files)
                    namespace = (object["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                }
                try scan(item, prefix: namespace ? prefix + entry + "/" : prefix, depth: depth + 1)
            }
        }
    }

    // MARK: Images

    public var availableImageNames: [String] { imageSets.keys.sorted() }

    /// Vector image sets (an SVG with `preserves-vector-representation`): drawn as custom symbols at
    /// their own size and in their own colors (`symbols`), so not among `availableImageNames`.
    public var vectorImageNames: [String] { vectorImages.sorted() }
    private var vectorImages: Set<String> = []

    /// Whether the catalog has an image set called `name` (a dictionary lookup).
    public func hasImage(named name: String) -> Bool { imageSets[name] != nil }

    public func image(named name: String) throws -> ProvidedImage {
        try image(named: name, appearance: ImageAppearance())
    }

    public func image(named name: String, appearance: ImageAppearance) throws -> ProvidedImage {
        let chosenKey = ChosenKey(name: name, appearance: appearance)
        lock.lock()
        if let hit = chosen[chosenKey] { lock.unlock(); return hit }
        lock.unlock()
        let image = try chooseAndDecode(named: name, appearance: appearance)
        lock.lock(); chosen[chosenKey] = image; lock.unlock()
        return image
    }

    private func chooseAndDecode(named name: String, appearance: ImageAppearance) throws -> ProvidedImage {
        guard let (folder, contents) = imageSets[name] else {
            throw AssetCatalogError(path: url.path, problem: "no image set named \"\(name)\"")
        }
        guard let variant = AssetCatalog.choose(contents.variants, for: appearance) else {
            throw AssetCatalogError(path: folder.appendingPathComponent("Contents.json").path, problem: "the image set lists no image file")
        }
        let file = folder.appendingPathComponent(variant.filename)
        let key = [variant.luminosity ?? "any", variant.isTinted ? "tinted" : "", variant.scale.map { "\(Int($0))x" } ?? ""]
            .filter { !$0.isEmpty }.joined(separator: "-")
        let cacheKey = file.path
        lock.lock()
        if let cached = pixels[cacheKey] { lock.unlock(); return cached }
        lock.unlock()
        let pixmap = try AssetImageFile.decode(file, files: files)
        var image = ProvidedImage(pixmap: pixmap, scale: variant.scale ?? 1, variant: key)
        image.isTemplate = contents.renderingIntent == "template"
        lock.lock(); defer { lock.unlock() }
        if let cached = pixels[cacheKey] { return cached }
        let bytes = pixmap.premultipliedBytes.count
        guard decodedBytes + bytes <= limits.decodedBytesPerRun else {
            throw AssetCatalogError(path: file.path, problem: LimitExceeded(
                limit: "decodedBytesPerRun", value: decodedBytes + bytes, maximum: limits.decodedBytesPerRun,
                what: "the catalog's images decoded in this run take \(decodedBytes + bytes) bytes").description)
        }
        decodedBytes += bytes
        pixels[cacheKey] = image
        return image
    }

    public func image(contentsOfFile path: String) throws -> ProvidedImage {
        ProvidedImage(pixmap: try AssetImageFile.decode(URL(fileURLWithPath: path)), scale: 1)
    }

    /// The variant for `appearance`: tinted ones in accented mode, then the color scheme's luminosity
    /// (dark; light or any for light), then "any"; among those the scale nearest the device's,
    /// preferring larger. Appearance before scale: a dark-mode widget never shows a light image
    /// while a dark one exists (docs/assets.md; **our rule** for slots the catalog leaves empty).
    static func choose(_ variants: [ImageSetVariant], for appearance: ImageAppearance) -> ImageSetVariant? {
        let wanted = appearance.colorScheme == .dark ? "dark" : "light"
        func rank(_ v: ImageSetVariant) -> Int {
            var score = 0
            if v.isTinted { score += appearance.isTinted ? 100 : -1000 }
            if v.luminosity == wanted { score += 10 } else if v.luminosity != nil { score -= 1000 }
            if v.isHighContrast { score -= 500 }  // accepted, chosen only when nothing else fits
            return score
        }
        let best = variants.map(rank).max()
        let candidates = variants.filter { rank($0) == best && rank($0) > -1000 }
        return candidates.min { a, b in
            let da = abs((a.scale ?? appearance.displayScale) - appearance.displayScale)
            let db = abs((b.scale ?? appearance.displayScale) - appearance.displayScale)
            return da != db ? da < db : (a.scale ?? 0) > (b.scale ?? 0)
        }
    }

    // MARK: Colors

    public var availableColorNames: [String] { colorSets.keys.sorted() }

    public func color(named name: String, colorScheme: ColorScheme) -> RGBA? {
        color(named: name, colorScheme: colorScheme, isTinted: false)
    }

    /// The color set's variant for the appearance: in accented rendering (`isTinted`) a tinted entry
    /// when the set has one; else the color scheme's luminosity, then "any". High-contrast entries
    /// are accepted and skipped while a standard one exists (docs/assets.md).
    public func color(named name: String, colorScheme: ColorScheme, isTinted: Bool) -> RGBA? {
        let key = ColorKey(name: name, colorScheme: colorScheme, isTinted: isTinted)
        lock.lock()
        if let hit = chosenColors[key] { lock.unlock(); return hit }
        lock.unlock()
        guard let color = pickColor(named: name, colorScheme: colorScheme, isTinted: isTinted) else { return nil }
        lock.lock(); chosenColors[key] = color; lock.unlock()
        return color
    }

    /// The color each (name, scheme, tinted) picked: a warm `Color("name")` is one dictionary hit.
    private var chosenColors: [ColorKey: RGBA] = [:]
    private struct ColorKey: Hashable { let name: String; let colorScheme: ColorScheme; let isTinted: Bool }

    private func pickColor(named name: String, colorScheme: ColorScheme, isTinted: Bool) -> RGBA? {
        guard let all = colorSets[name] else { return nil }
        let standard = all.filter { !$0.isHighContrast }
        let variants = standard.isEmpty ? all : standard
        let wanted = colorScheme == .dark ? "dark" : "light"
        if isTinted {
            let tinted = variants.filter(\.isTinted)
            if let match = tinted.first(where: { $0.luminosity == wanted }) ?? tinted.first(where: { $0.luminosity == nil }) ?? tinted.first {
                return match.color
            }
        }
        let plain = variants.filter { !$0.isTinted }
        return (plain.first { $0.luminosity == wanted } ?? plain.first { $0.luminosity == nil } ?? variants.first)?.color
    }
}

/// One image file of a catalog: checked before decoding, then decoded (PNG or JPEG).
enum AssetImageFile {
    /// `files`: the catalog the file belongs to (nil: a file the caller names, read as it is).
    static func decode(_ file: URL, files: CatalogFiles? = nil) throws -> Pixmap {
        let limit = AssetCatalog.maximumImageBytes
        let data = try (files ?? CatalogFiles(catalog: URL(fileURLWithPath: "/"))).read(file, limit: limit, missing: "missing image file") {
            "image file is \($0) bytes, over the \(limit)-byte limit"
        }
        let bytes = [UInt8](data.prefix(24))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            if bytes.count >= 24 {
                // IHDR width and height, big-endian, at bytes 16–23: refuse bombs before inflating.
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                guard Pixmap.pixelCount(width: width, height: height) <= AssetCatalog.maximumImagePixels else {
                    throw AssetCatalogError(path: file.path, problem: "image is \(width)×\(height) pixels, over the \(AssetCatalog.maximumImagePixels)-pixel limit (decompression bomb?)")
                }
            }
            do { return try Pixmap(pngData: data) } catch {
                throw AssetCatalogError(path: file.path, problem: "corrupt PNG (\(error))")
            }
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            // The size comes from the JPEG header; the decoder refuses bombs before decoding pixels.
            do { return try Pixmap(jpegData: [UInt8](data), maximumPixels: AssetCatalog.maximumImagePixels) } catch JPEGError.tooLarge(let width, let height) {
                throw AssetCatalogError(path: file.path, problem: "image is \(width)×\(height) pixels, over the \(AssetCatalog.maximumImagePixels)-pixel limit (decompression bomb?)")
            } catch {
                throw AssetCatalogError(path: file.path, problem: "\(error)")
            }
        }
        if bytes.starts(with: Array("%PDF".utf8)) {
            throw AssetCatalogError(path: file.path, problem: "PDF images are not supported; export PNG or SVG")
        }
        if String(decoding: data.prefix(512), as: UTF8.self).contains("<svg") {
            throw AssetCatalogError(path: file.path, problem: "an SVG file in an image set needs the .svg extension (it is then drawn from its vectors)")
        }
        throw AssetCatalogError(path: file.path, problem: "not an image (neither PNG, JPEG, PDF nor SVG)")
    }
}
