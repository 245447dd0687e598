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

        let found = try TargetResources.resources(module: "Widgets", testFile: testFile)
        XCTAssertEqual(found.problems, [])
        let renderer = found.renderer
        XCTAssertEqual(renderer.namedColors?.color(named: "Brand", colorScheme: .light), RGBA(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertNotNil(renderer.localizations)
        XCTAssertEqual(renderer.localizations?.lookup("greeting", table: nil, locale: Locale(identifier: "de"))?.value.format, "Hallo")
        // Another module of the package has no folder: the bundled assets only.
        XCTAssertNil(try TargetResources.resources(module: "Other", testFile: testFile).renderer.namedColors)
        XCTAssertEqual(TargetResources.module(of: TargetResourcesTests.self), "WidgetSnapshotTests")
    }

    /// A malformed catalog is one line naming the file; the target renders without it.
    func testMalformedCatalogIsOneProblemNotAFailedSuite() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("target-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let colorSet = root.appendingPathComponent("Sources/Widgets/Assets.xcassets/Bad.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("{\"colors\": [".utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        let found = try TargetResources.resources(module: "Widgets", testFile: root.appendingPathComponent("Tests/T/T.swift"))
        XCTAssertEqual(found.problems.count, 1)
        XCTAssertTrue(found.problems[0].contains("Bad.colorset/Contents.json:1:"), found.problems[0])
        XCTAssertTrue(found.problems[0].hasSuffix("(rendering without the target's asset catalog)"), found.problems[0])
        XCTAssertNil(found.renderer.namedColors)
    }
}
