import Foundation
import XCTest
@testable import WidgetSnapshotTesting
import WidgetRender

/// Issue 30: the golden flow finds the widget target's own asset catalog and strings with no
/// configuration: `Sources/<module>` of the package holding the test file.
final class TargetResourcesTests: XCTestCase {
    func testFindsTheTargetsCatalogAndStrings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("target-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("Sources/Widgets")
        let colorSet = target.appendingPathComponent("Resources/Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(#"{"info": {"version": 1, "author": "xcode"}}"#.utf8)
            .write(to: target.appendingPathComponent("Resources/Assets.xcassets/Contents.json"))
        // 0x33 / 255 = 0.2, 0x66 / 255 = 0.4, 0x99 / 255 = 0.6.
        try Data(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}}}], "info": {"version": 1, "author": "xcode"}}"#.utf8)
            .write(to: colorSet.appendingPathComponent("Contents.json"))
        try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"greeting": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}"#.utf8)
            .write(to: target.appendingPathComponent("Localizable.xcstrings"))
        let testFile = root.appendingPathComponent("Tests/WidgetsTests/GoldenTests.swift")

        let renderer = try TargetResources.renderer(module: "Widgets", testFile: testFile)
        XCTAssertEqual(renderer.namedColors?.color(named: "Brand", colorScheme: .light), RGBA(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertNotNil(renderer.localizations)
        XCTAssertEqual(renderer.localizations?.lookup("greeting", table: nil, locale: Locale(identifier: "de"))?.value.format, "Hallo")
        // Another module of the package has no folder: the bundled assets only.
        XCTAssertNil(try TargetResources.renderer(module: "Other", testFile: testFile).namedColors)
        XCTAssertEqual(TargetResources.module(of: TargetResourcesTests.self), "WidgetSnapshotTests")
    }
}
