import Foundation
import WidgetGeometry
import WidgetViews
import WidgetResolved
import WidgetText
import WidgetPNG

/// `Image("name")` from folders of PNGs, as an asset catalog would: `name@3x.png`, `name@2x.png`
/// or `name.png`, the highest scale first (every variant has the same size in points).
/// Decoded images are cached; the cache is guarded by a lock, so one provider serves many threads.
public final class AssetImages: ImageProviding, @unchecked Sendable {
    public let directories: [URL]
    private let lock = NSLock()
    private var cache: [String: ProvidedImage] = [:]

    public init(directories: [URL]) {
        self.directories = directories
    }

    /// The images bundled in `Assets/Images`.
    public static func bundled() throws -> AssetImages {
        AssetImages(directories: [BundledAssets.directory.appendingPathComponent("Images")])
    }

    /// A provider that also looks in `directories` before the bundled images.
    public func adding(directories extra: [URL]) -> AssetImages {
        AssetImages(directories: extra + directories)
    }

    public func image(named name: String) throws -> ProvidedImage {
        for directory in directories {
            for scale in [3, 2, 1] {
                let file = directory.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
                if FileManager.default.fileExists(atPath: file.path) {
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

    public var availableImageNames: [String] {
        var names = Set<String>()
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files where file.hasSuffix(".png") {
                var name = String(file.dropLast(4))
                if name.hasSuffix("@2x") || name.hasSuffix("@3x") { name = String(name.dropLast(3)) }
                names.insert(name)
            }
        }
        return names.sorted()
    }

    private func load(_ file: URL, scale: Double) throws -> ProvidedImage {
        let key = file.standardizedFileURL.path
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let image: ProvidedImage
        do {
            image = ProvidedImage(pixmap: try Pixmap(contentsOfPNG: file), scale: scale)
        } catch {
            throw RenderError.unreadableImage(path: file.path, reason: String(describing: error))
        }
        lock.lock()
        cache[key] = image
        lock.unlock()
        return image
    }
}
