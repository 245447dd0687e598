import XCTest
import Foundation
@testable import WidgetRender
@testable import WidgetAssets
import WidgetSnapshotTesting

/// An asset catalog written the way Xcode writes it (`Fixtures/Widget.xcassets`): image sets in
/// 1x/2x/3x with dark and tinted variants, a namespaced template image, color sets in float, 0–255,
/// hex and Display P3 notation with a dark variant, and a custom symbol set (docs/assets.md).
final class AssetCatalogTests: XCTestCase {
    static let catalogURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Widget.xcassets")

    func catalog() throws -> AssetCatalog { try AssetCatalog(contentsOf: Self.catalogURL) }

    /// The straight color of the center pixel of an image variant.
    func center(_ image: ProvidedImage) -> [UInt8] {
        let p = image.pixmap, offset = ((p.height / 2) * p.width + p.width / 2) * 4
        return Array(p.premultipliedBytes[offset..<offset + 4])
    }

    func testStructureNamesAndNamespaces() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.availableImageNames, ["Icons/Glyph", "Logo"])
        XCTAssertEqual(catalog.availableColorNames, ["AccentColor", "BrandPrimary", "BrandSecondary", "VividGreen"])
        XCTAssertEqual(catalog.symbols.names, ["Badge", "team.badge"])  // Badge: a vector image set
    }

    func testImageVariantsByScaleAndAppearance() throws {
        let catalog = try catalog()
        // The fixture colors each variant: 1x red, 2x green, 3x blue, dark yellow, tinted gray.
        XCTAssertEqual(center(try catalog.image(named: "Logo", appearance: ImageAppearance(displayScale: 1))), [255, 0, 0, 255])
        XCTAssertEqual(center(try catalog.image(named: "Logo", appearance: ImageAppearance(displayScale: 2))), [0, 255, 0, 255])
        let light3 = try catalog.image(named: "Logo", appearance: ImageAppearance(displayScale: 3))
        XCTAssertEqual(center(light3), [0, 0, 255, 255])
        XCTAssertEqual(light3.scale, 3)
        XCTAssertEqual(light3.variant, "any-3x")
        // Dark at 3x has its own file; dark at 2x has none, and appearance wins over scale: the dark 3x.
        XCTAssertEqual(center(try catalog.image(named: "Logo", appearance: ImageAppearance(colorScheme: .dark, displayScale: 3))),
                       [255, 255, 0, 255])
        XCTAssertEqual(center(try catalog.image(named: "Logo", appearance: ImageAppearance(colorScheme: .dark, displayScale: 2))),
                       [255, 255, 0, 255])
        XCTAssertEqual(center(try catalog.image(named: "Logo", appearance: ImageAppearance(isTinted: true, displayScale: 3))),
                       [128, 128, 128, 255])
        let glyph = try catalog.image(named: "Icons/Glyph")
        XCTAssertTrue(glyph.isTemplate)
        XCTAssertEqual(glyph.scale, 2)
    }

    func testColorsInEveryNotation() throws {
        let catalog = try catalog()
        // Floats as written.
        XCTAssertEqual(catalog.color(named: "BrandPrimary", colorScheme: .light), RGBA(red: 1, green: 0.4, blue: 0.2))
        // 0–255 integers: 204/255, 102/255, 51/255.
        XCTAssertEqual(catalog.color(named: "BrandPrimary", colorScheme: .dark), RGBA(red: 0.8, green: 0.4, blue: 0.2))
        // Hex: 0x00, 0x80 = 128/255, 0xFF; alpha as a float.
        XCTAssertEqual(catalog.color(named: "BrandSecondary", colorScheme: .light),
                       RGBA(red: 0, green: 128.0 / 255, blue: 1, alpha: 0.5))
        // Display P3 pure green is outside sRGB: linear sRGB (−0.2249, 1.0421, −0.0786) clips to (0, 1, 0).
        let green = try XCTUnwrap(catalog.color(named: "VividGreen", colorScheme: .light))
        XCTAssertEqual(green.red, 0, accuracy: 1e-9)
        XCTAssertEqual(green.green, 1, accuracy: 1e-6)
        XCTAssertEqual(green.blue, 0, accuracy: 1e-9)
        XCTAssertNil(catalog.color(named: "Nope", colorScheme: .light))
    }

    func testVectorImageSetDrawsAtItsSizeInItsColors() throws {
        let renderer = try WidgetRenderer(assets: Self.catalogURL)
        // badge.svg says width 40, height 24: the image is 40 × 24 pt whatever the font.
        let size = try SymbolBehaviourTests.firstShape(try renderer.render(.layout(Image("Badge").font(.largeTitle)))).size
        XCTAssertEqual(size["width"]!, 40, accuracy: 0.34)
        XCTAssertEqual(size["height"]!, 24, accuracy: 0.34)
        // Its own green (#34C759) at a corner-free edge point, not the foreground red: the image's
        // left-middle point (2 pt in) is inside the rounded rectangle only.
        let pixmap = try renderer.render(.view(Image("Badge").foregroundStyle(.red).containerBackground(for: .widget) { Color.white }))
        let list = try renderer.render(.layout(Image("Badge").containerBackground(for: .widget) { Color.white }))
        let frame = try XCTUnwrap(Self.frames(list).first { abs($0.width - 40) < 0.5 })
        let scale = Double(pixmap.width) / list.size.width
        let x = Int((frame.x + 2) * scale), y = Int((frame.y + 12) * scale), offset = (y * pixmap.width + x) * 4
        XCTAssertEqual(Array(pixmap.premultipliedBytes[offset..<offset + 4]), [0x34, 0xC7, 0x59, 255])
    }

    static func frames(_ list: DisplayList) throws -> [(x: Double, y: Double, width: Double)] {
        let root = try JSONSerialization.jsonObject(with: try list.jsonData()) as! [String: Any]
        return (root["items"] as! [[String: Any]]).compactMap { item in
            guard let shape = item["shape"] as? [String: Any], let frame = shape["frame"] as? [String: Any],
                  let origin = frame["origin"] as? [String: Double], let size = frame["size"] as? [String: Double] else { return nil }
            return (origin["x"]!, origin["y"]!, size["width"]!)
        }
    }

    func testDisplayP3MidGrayStaysGray() {
        // Both spaces share white point and transfer curve: a P3 gray is the same sRGB gray.
        let gray = AssetColor.displayP3ToSRGB(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        XCTAssertEqual(gray.red, 0.5, accuracy: 1e-6)
        XCTAssertEqual(gray.green, 0.5, accuracy: 1e-6)
        XCTAssertEqual(gray.blue, 0.5, accuracy: 1e-6)
    }

    func testCatalogWidgetGolden() throws {
        let renderer = try WidgetRenderer(assets: Self.catalogURL)
        let view = VStack(spacing: 8) {
            HStack(spacing: 10) {
                Image("Logo")
                Image("Icons/Glyph").foregroundStyle(Color("BrandPrimary"))
                Image(systemName: "team.badge").font(.largeTitle).foregroundStyle(Color("BrandPrimary"))
                Image("team.badge").font(.largeTitle).symbolRenderingMode(.hierarchical).foregroundStyle(Color("BrandSecondary"))
                Image(systemName: "team.badge").font(.largeTitle).symbolRenderingMode(.multicolor)
            }
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 6).fill(Color("BrandPrimary")).frame(width: 40, height: 24)
                RoundedRectangle(cornerRadius: 6).fill(Color("BrandSecondary")).frame(width: 40, height: 24)
                RoundedRectangle(cornerRadius: 6).fill(Color("VividGreen")).frame(width: 40, height: 24)
                RoundedRectangle(cornerRadius: 6).fill(Color.accentColor).frame(width: 40, height: 24)
            }
            Text("Catalog").font(.headline).foregroundStyle(Color("BrandPrimary"))
        }
        .containerBackground(for: .widget) { Color.white }
        assertWidgetSnapshot(of: view, families: [.systemMedium], themes: [try Theme(named: "ios.light"), try Theme(named: "ios.dark"),
                                                                           try Theme(named: "ios.tinted(blue)")],
                             device: try Device(named: "iphone-11"), named: "catalog", suite: "Assets",
                             renderer: .standard(renderer))
        XCTAssertEqual(renderer.warnings.all, [])
    }

    // MARK: Bad input

    func makeCatalog(_ build: (URL) throws -> Void) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcassets")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try build(url)
        return url
    }

    /// Xcode's new targets ship an AccentColor set whose one entry has no color (issue 30: the
    /// template extension's catalog failed to load). The unset slot adds nothing: the accent stays
    /// the system blue (#0088FF in light in iOS 26, docs/platform.md §10b), and the catalog's other colors load.
    func testXcodesUnsetAccentColorLoads() throws {
        let url = try makeCatalog { catalog in
            for (name, body) in [("AccentColor", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#),
                                 ("Brand", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#)] {
                let folder = catalog.appendingPathComponent(name + ".colorset")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(body.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            }
        }
        let catalog = try AssetCatalog(contentsOf: url)
        XCTAssertEqual(catalog.availableColorNames, ["Brand"])
        XCTAssertNil(catalog.color(named: "AccentColor", colorScheme: .light))
        let renderer = try WidgetRenderer(assets: catalog)
        let pixmap = try renderer.render(.view(Color.accentColor.containerBackground(for: .widget) { Color.accentColor }, family: .systemSmall))
        let center = pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2)
        XCTAssertEqual([center.r, center.g, center.b], [0, 136, 255])
    }

    func imageSet(_ catalog: URL, _ name: String, file: String, data: Data) throws {
        let folder = catalog.appendingPathComponent(name + ".imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"images\":[{\"filename\":\"\(file)\",\"idiom\":\"universal\",\"scale\":\"1x\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
        try data.write(to: folder.appendingPathComponent(file))
    }

    func renderError(_ catalog: URL, _ view: some View, strict: Bool = false) throws -> String {
        do {
            _ = try WidgetRenderer(assets: catalog, strictSymbols: strict).render(.view(view.containerBackground(for: .widget) { Color.white }))
            XCTFail("expected an error"); return ""
        } catch { return "\(error)" }
    }

    func testMalformedContentsJSONNamesTheFile() throws {
        let url = try makeCatalog { url in
            let folder = url.appendingPathComponent("Bad.colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{\"colors\": [".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: url)) { error in
            // `{"colors": [` is 12 bytes: the data ends at line 1, column 13.
            XCTAssertEqual("\(error)", url.path + "/Bad.colorset/Contents.json:1:13: malformed Contents.json (unexpected end of file during JSON parse)")
        }
    }

    func testCorruptImageIsCorruptNotMissing() throws {
        let url = try makeCatalog { try imageSet($0, "Photo", file: "photo.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])) }
        let message = try renderError(url, Image("Photo"))
        XCTAssertTrue(message.contains("photo.png: corrupt PNG"), message)
        XCTAssertFalse(message.contains("no image named"), message)
        XCTAssertFalse(message.contains("did you mean"), message)
    }

    func testNotAnImageAndPDFAreNamed() throws {
        let url = try makeCatalog { url in
            try imageSet(url, "Text", file: "notes.png", data: Data("hello".utf8))
            try imageSet(url, "Doc", file: "doc.pdf", data: Data("%PDF-1.7".utf8))
        }
        XCTAssertTrue(try renderError(url, Image("Text")).hasSuffix("notes.png: not an image (neither PNG, JPEG, PDF nor SVG)"))
        XCTAssertTrue(try renderError(url, Image("Doc")).hasSuffix("doc.pdf: PDF images are not supported; export PNG or SVG"))
    }

    func testDecompressionBombIsRefusedBeforeDecoding() throws {
        // A PNG header claiming 100000 × 100000 pixels (IHDR only; never inflated).
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        header += Data([0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let url = try makeCatalog { try imageSet($0, "Huge", file: "huge.png", data: header) }
        let message = try renderError(url, Image("Huge"))
        XCTAssertTrue(message.contains("huge.png: image is 100000×100000 pixels, over the 16777216-pixel limit"), message)
    }

    func testMissingImageSuggestsNearNames() throws {
        let message = try renderError(Self.catalogURL, Image("Logoo"), strict: true)
        XCTAssertTrue(message.contains("no image named \"Logoo\" (searched \(Self.catalogURL.standardizedFileURL.path), "), message)
        XCTAssertTrue(message.hasSuffix("/Assets/Images; did you mean \"Logo\"?)"), message)
        // Not strict: drawn as the crossed box, one warning naming the catalog searched.
        let renderer = try WidgetRenderer(assets: Self.catalogURL)
        _ = try renderer.render(.view(Image("Logoo").containerBackground(for: .widget) { Color.white }))
        XCTAssertTrue(renderer.warnings.all.contains { $0.hasPrefix("no image named \"Logoo\" in Image(\"Logoo\"): drawn as a crossed box (searched ") },
                      "\(renderer.warnings.all)")
    }

    func testSymlinkOutsideTheCatalogIsRefused() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).png")
        try Data("x".utf8).write(to: outside)
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        let url = try makeCatalog { url in
            let folder = url.appendingPathComponent("Leak.imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("leak.png"), withDestinationURL: outside)
            try Data("{\"images\":[{\"filename\":\"leak.png\",\"idiom\":\"universal\"}]}".utf8)
                .write(to: folder.appendingPathComponent("Contents.json"))
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("Leak.imageset/leak.png: symlink points outside the catalog"), "\(error)")
        }
    }

    func testMissingContentsJSONInAnImageSet() throws {
        let url = try makeCatalog { url in
            try FileManager.default.createDirectory(at: url.appendingPathComponent("Empty.imageset"), withIntermediateDirectories: true)
        }
        XCTAssertThrowsError(try AssetCatalog(contentsOf: url)) { error in
            XCTAssertEqual("\(error)", url.path + "/Empty.imageset/Contents.json: missing Contents.json")
        }
    }
}
