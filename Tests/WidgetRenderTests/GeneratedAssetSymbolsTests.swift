import XCTest
import Foundation
@testable import WidgetRender

/// Xcode 15 generated asset symbols: `GeneratedAssetSymbols.swift` beside this file is the output of
/// `widget-render asset-symbols Fixtures/Widget.xcassets`, compiled into the tests, so widget code
/// written with `Color.brandPrimary`, `.foregroundStyle(.brandPrimary)` and `Image(.logo)` compiles and
/// draws the catalog's assets.
final class GeneratedAssetSymbolsTests: XCTestCase {
    func testGeneratedSourceIsTheCheckedInOne() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let catalog = try AssetCatalog(contentsOf: here.appendingPathComponent("Fixtures/Widget.xcassets"))
        let checkedIn = try String(contentsOf: here.appendingPathComponent("GeneratedAssetSymbols.swift"), encoding: .utf8)
        XCTAssertEqual(GeneratedAssetSymbols.swiftSource(for: catalog), checkedIn)
    }

    func testIdentifiersAsXcodeNamesThem() {
        XCTAssertEqual(GeneratedAssetSymbols.identifier("BrandPrimary", dropping: "Color"), "brandPrimary")
        XCTAssertEqual(GeneratedAssetSymbols.identifier("brand-primary", dropping: "Color"), "brandPrimary")
        XCTAssertEqual(GeneratedAssetSymbols.identifier("AccentColor", dropping: "Color"), "accent")
        XCTAssertEqual(GeneratedAssetSymbols.identifier("Icons/Glyph", dropping: "Image"), "glyph")
        XCTAssertEqual(GeneratedAssetSymbols.identifier("2x badge", dropping: "Image"), "_2xBadge")
    }

    func testGeneratedSymbolsDrawTheCatalogAssets() throws {
        let renderer = try WidgetRenderer(assets: AssetCatalogTests.catalogURL)
        func render(_ view: some View) throws -> Pixmap {
            try renderer.render(.view(view.containerBackground(for: .widget) { Color.white }))
        }
        XCTAssertEqual(try render(Image(.badge)), try render(Image("Badge")))
        XCTAssertEqual(try render(HStack { Image(.logo); Text("A").foregroundStyle(.brandPrimary); Color.vividGreen.frame(width: 9, height: 9) }),
                       try render(HStack { Image("Logo"); Text("A").foregroundStyle(Color("BrandPrimary")); Color("VividGreen").frame(width: 9, height: 9) }))
    }
}
