import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// `--strict`, `--assets`, the spec's `assetCatalog:` and `symbols:` keys, and `widget-render symbols`.
final class SymbolRunTests: XCTestCase {
    static let catalog = packageRoot.appendingPathComponent("Tests/WidgetRenderTests/Fixtures/Widget.xcassets")

    func spec(_ body: String, extra: String = "") throws -> URL {
        let folder = try temporaryFolder("symbols")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("w.yaml")
        try Data("""
        \(extra)widgets:
          - name: probe
            families: [systemSmall]
            body:
              VStack:
                content:
        \(body)
              containerBackground: {Color: white}
        """.utf8).write(to: url)
        return url
    }

    func testUnknownSymbolWarnsOnceInARunAndFailsWhenStrict() throws {
        let url = try spec("""
                  - Image: {systemName: hart.fill}
                  - Label: {title: Hi, systemImage: hart.fill}
        """)
        let run = RunOptions()
        let subjects = try RenderSubject.load(specPaths: [url.path], run: run)
        _ = try subjects[0].render(family: .systemSmall, device: .iPhone, theme: try Theme(named: "ios.light"))
        _ = try subjects[0].render(family: .systemSmall, device: .iPhone, theme: try Theme(named: "ios.dark"))
        XCTAssertEqual(run.warnings.all.count, 1, "\(run.warnings.all)")
        XCTAssertTrue(run.warnings.all[0].contains("unknown symbol \"hart.fill\""))

        let strict = try RenderSubject.load(specPaths: [url.path], run: RunOptions(strict: true))
        XCTAssertThrowsError(try strict[0].render(family: .systemSmall, device: .iPhone, theme: try Theme(named: "ios.light"))) {
            XCTAssertTrue("\($0)".contains("unknown symbol \"hart.fill\" (did you mean"), "\($0)")
        }
    }

    func testAssetsOptionAndSpecKeyReadTheCatalog() throws {
        let body = """
                  - Image: Logo
                  - Text: Brand
                    foregroundStyle: {asset: BrandPrimary}
                  - Image: {systemName: team.badge}
        """
        // Without a catalog the image name is a spec error; with --assets it renders.
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [try spec(body).path]))
        let viaOption = try RenderSubject.load(specPaths: [try spec(body).path], run: RunOptions(assets: Self.catalog))
        // A catalog outside the spec's folder is read only when a root grants it (docs/security.md).
        let keyed = try spec(body, extra: "assetCatalog: \(Self.catalog.path)\n").path
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [keyed])) { error in
            XCTAssertTrue("\(error)".contains("asset catalog"), "\(error)")
        }
        let viaKey = try RenderSubject.load(specPaths: [keyed], readRoots: [Self.catalog.deletingLastPathComponent()])
        let theme = try Theme(named: "ios.light")
        let a = try viaOption[0].render(family: .systemSmall, device: .iPhone, theme: theme)
        let b = try viaKey[0].render(family: .systemSmall, device: .iPhone, theme: theme)
        XCTAssertEqual(a, b)
    }

    func testSymbolsCommandListsMappedNames() throws {
        let names = BundledSymbolSet.shared.names
        XCTAssertGreaterThan(names.count, 1000)
        for name in ["cloud.sun.fill", "battery.100", "calendar", "heart.fill", "play.fill", "house.fill", "car.fill",
                     "arrow.up.right", "plus.circle.fill", "xmark.square"] {
            XCTAssertTrue(names.contains(name), name)
        }
        XCTAssertFalse(names.contains { $0.contains("@") })
    }
}
