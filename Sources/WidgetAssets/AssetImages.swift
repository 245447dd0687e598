import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetPNG
import WidgetJPEG
import WidgetLimits

/// `Image("name")` from folders of PNGs, as an asset catalog would: `name@3x.png`, `name@2x.png`
/// or `name.png`, the highest scale first (every variant has the same size in points).
/// Decoded images are cached by real path; the cache is guarded by a lock, so one provider serves
/// many threads.
///
/// Hostile input (docs/security.md): a name is one file name (no `/`, no leading `.`); a file is
/// read only when its real path lies inside `access` (by default the provider's own folders and
/// the bundled images), so a symlink out of an asset folder is refused; a file larger than
/// `limits.imageFileBytes`, an image of more than `limits.imagePixels`, or more decoded bytes in
/// all than `limits.decodedBytesPerRun` is an error. A file that exists but is no PNG, is corrupt
/// or is a folder is reported as such (`RenderError.unreadableImage`), never as missing.
public final class AssetImages: ImageProviding, @unchecked Sendable {
    public let directories: [URL]
    public let limits: RenderLimits
    public let access: ReadAccess
    private let lock = NSLock()
    private var cache: [String: ProvidedImage] = [:]
    private var decodedBytes = 0

    /// - Parameter access: where files may be read; nil: inside `directories` and the bundled images.
    public init(directories: [URL], limits: RenderLimits = .standard, access: ReadAccess? = nil) {
        self.directories = directories
        self.limits = limits
        self.access = access ?? ReadAccess(roots: directories + [AssetImages.bundledDirectory])
    }

    static var bundledDirectory: URL { BundledAssets.directory.appendingPathComponent("Images") }

    /// The images bundled in `Assets/Images`.
    public static func bundled(limits: RenderLimits = .standard) throws -> AssetImages {
        AssetImages(directories: [bundledDirectory], limits: limits)
    }

    /// A provider that also looks in `directories` before the bundled images, with the same
    /// limits; `access` nil grants the new folders as well.
    public func adding(directories extra: [URL], access: ReadAccess? = nil) -> AssetImages {
        AssetImages(directories: extra + directories, limits: limits, access: access ?? self.access.granting(extra))
    }

    public func image(named name: String) throws -> ProvidedImage {
        // One file name, so that `Image("../../etc/x")` cannot walk out of the folders.
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix("."), !name.contains("\0") else {
            throw RenderError.unreadableImage(path: RenderLimits.excerpt(name),
                                              reason: "an image name is one file name, without '/' and not starting with '.'")
        }
        for directory in directories {
            for scale in [3, 2, 1] {
                let file = directory.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
                // lstat-free check: anything at the path (file, folder, symlink) is this image's, and
                // a wrong kind is reported by `load`, not skipped as missing.
                if FileManager.default.fileExists(atPath: file.path) || isDanglingLink(file) {
                    return try load(file, scale: Double(scale))
                }
            }
        }
        throw RenderError.missingImage(name: name, directory: directories.map(\.path).joined(separator: ", "),
                                       available: availableImageNames)
    }

    public func image(contentsOfFile path: String) throws -> ProvidedImage {
        try load(URL(fileURLWithPath: path), scale: 1)
    }

    /// The folders `image(named:)` reads, for the missing-asset warning.
    public var searchedLocations: [String] { directories.map(\.path) }

    public var availableImageNames: [String] {
        var names = Set<String>()
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files.prefix(RenderLimits.suggestionCandidates) where file.hasSuffix(".png") {
                var name = String(file.dropLast(4))
                if name.hasSuffix("@2x") || name.hasSuffix("@3x") { name = String(name.dropLast(3)) }
                names.insert(name)
            }
        }
        return names.sorted()
    }

    private func isDanglingLink(_ file: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil
    }

    private func load(_ file: URL, scale: Double) throws -> ProvidedImage {
        let real: URL
        do { real = try access.check(file, what: "image") } catch let error as ReadAccessError {
            throw RenderError.unreadableImage(path: file.path, reason: error.reason)
        }
        let key = real.path
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let image = try decode(real, named: file, scale: scale)
        let bytes = image.pixmap.width * image.pixmap.height * 4
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        guard decodedBytes + bytes <= limits.decodedBytesPerRun else {
            throw RenderError.unreadableImage(path: file.path, reason: LimitExceeded(
                limit: "decodedBytesPerRun", value: decodedBytes + bytes, maximum: limits.decodedBytesPerRun,
                what: "the images decoded in this run take \(decodedBytes + bytes) bytes").description)
        }
        decodedBytes += bytes
        cache[key] = image
        return image
    }

    /// Reads and decodes one file, each failure named for what it is.
    private func decode(_ real: URL, named file: URL, scale: Double) throws -> ProvidedImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real.path, isDirectory: &isDirectory) else {
            throw RenderError.unreadableImage(path: file.path, reason: "a symlink to a missing file (\(real.path))")
        }
        guard !isDirectory.boolValue else {
            throw RenderError.unreadableImage(path: file.path, reason: "is a folder, not a PNG file")
        }
        // As for catalog files: a FIFO would block the read, a device never end (Foundation refused
        // a FIFO only with "You don't have permission").
        let attributes = try? FileManager.default.attributesOfItem(atPath: real.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw RenderError.unreadableImage(path: file.path, reason: "not a regular file")
        }
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limits.imageFileBytes else {
            throw RenderError.unreadableImage(path: file.path, reason: LimitExceeded(
                limit: "imageFileBytes", value: size, maximum: limits.imageFileBytes, what: "the file has \(size) bytes").description)
        }
        let data: Data
        do { data = try Data(contentsOf: real) } catch {
            throw RenderError.unreadableImage(path: file.path, reason: "cannot read the file (\(ioReason(error)))")
        }
        do {
            if data.starts(with: [0xFF, 0xD8, 0xFF]) {
                return ProvidedImage(pixmap: try Pixmap(jpegData: [UInt8](data), maximumPixels: limits.imagePixels), scale: scale)
            }
            return ProvidedImage(pixmap: try Pixmap(pngData: data, maximumPixels: limits.imagePixels), scale: scale)
        } catch PNGError.tooLarge(let width, let height), JPEGError.tooLarge(let width, let height) {
            throw RenderError.unreadableImage(path: file.path, reason: LimitExceeded(
                limit: "imagePixels", value: Pixmap.pixelCount(width: width, height: height), maximum: limits.imagePixels,
                what: "the image has \(width)×\(height) pixels").description)
        } catch {
            throw RenderError.unreadableImage(path: file.path, reason: String(describing: error))
        }
    }
}
