import XCTest
import WidgetGeometry
@testable import WidgetViews

/// Images kept in memory, keyed by asset name and by file path.
struct MemoryImages: ImageProviding {
    var named: [String: ProvidedImage] = [:]
    var files: [String: ProvidedImage] = [:]

    func image(named name: String) throws -> ProvidedImage {
        guard let image = named[name] else { throw MissingImage() }
        return image
    }
    func image(contentsOfFile path: String) throws -> ProvidedImage {
        guard let image = files[path] else { throw MissingImage() }
        return image
    }
    var availableImageNames: [String] { Array(named.keys) }

    struct MissingImage: Error {}
}
