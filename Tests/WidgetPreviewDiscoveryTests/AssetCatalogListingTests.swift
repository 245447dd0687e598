import Foundation
import WidgetPreviewDiscovery
import XCTest

/// Listing an asset catalog's sets from its files and the asset symbols written for them
/// (docs/assets.md; Xcode's naming: namespaces kept in the set name, dropped from the identifier).
final class AssetCatalogListingTests: XCTestCase {
    private func catalog(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)/Media.xcassets")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        return root
    }

    func testNamespacesSetKindsAndDuplicates() throws {
        let namespace = #"{"properties": {"provides-namespace": true}}"#
        let root = try catalog([
            "Contents.json": "{}",
            "Brand.colorset/Contents.json": "{}",
            "Icons/Contents.json": namespace,
            "Icons/Weather/Contents.json": namespace,
            "Icons/Weather/Sun.imageset/Contents.json": "{}",
            "Icons/Weather/Sun.imageset/sun.png": "",
            "Plain/Contents.json": "{}",
            "Plain/Logo-Image.imageset/Contents.json": "{}",
            "AppIcon.appiconset/Contents.json": "{}",
        ])
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).map { root.path + "/" + $0 }
        let listing = AssetCatalogListing.list(files: files + files)
        XCTAssertEqual(listing.colors, ["Brand"])
        XCTAssertEqual(listing.images, ["Icons/Weather/Sun", "Logo-Image"])
        let source = listing.swiftSource(imports: ["import WidgetKit"])
        XCTAssertTrue(source.contains("    static let brand = ColorResource(name: \"Brand\")"), source)
        XCTAssertTrue(source.contains("    static let sun = ImageResource(name: \"Icons/Weather/Sun\")"), source)
        XCTAssertTrue(source.contains("    static let logo = ImageResource(name: \"Logo-Image\")"), source)
        XCTAssertTrue(source.contains("import WidgetKit\n"), source)
    }

    /// A set named like a keyword gets a backticked identifier; files outside a catalog are ignored.
    func testKeywordNamesAndStrayFiles() {
        let listing = AssetCatalogListing.list(files: ["/p/A.xcassets/Default.colorset/Contents.json", "/p/Sources/Widget.swift"])
        XCTAssertEqual(listing.colors, ["Default"])
        XCTAssertTrue(listing.swiftSource(imports: []).contains("static let `default` = ColorResource(name: \"Default\")"))
    }
}
