import XCTest
import Foundation
import WidgetGeometry
@testable import WidgetViews

/// `CGColor`, `CGImage` and their UIKit and SwiftUI doors, and `WidgetFamily`'s raw values.
final class CoreGraphicsTests: XCTestCase {
    func testCGColorComponents() {
        XCTAssertEqual(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).components, [1, 0.5, 0, 0.25])
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1).components, [0.5, 1])
        // Out-of-range components are clamped, as Core Graphics clamps sRGB.
        XCTAssertEqual(CGColor(red: 2, green: -1, blue: 0.5, alpha: 1).components, [1, 0, 0.5, 1])
        XCTAssertEqual(CGColor.white.copy(alpha: 0.5)?.components, [1, 0.5])
    }

    func testUIColorResolvesInTheCurrentAppearance() {
        // systemRed in iOS 26, the default release: light (255, 56, 60), dark (255, 66, 69)
        // (docs/platform.md §10b).
        let light = UIColor.systemRed.cgColor.components!.map { Int(($0 * 255).rounded()) }
        XCTAssertEqual(light, [255, 56, 60, 255])
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let inDark = EnvironmentValues.$current.withValue(dark) { UIColor.systemRed.cgColor }
        XCTAssertEqual(inDark.components!.map { Int(($0 * 255).rounded()) }, [255, 66, 69, 255])
        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.25, accuracy: 1e-9)
    }

    func testColorFromCGColorIsItsComponents() throws {
        let color = Color(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        let rgba = try color.resolve(in: EnvironmentValues())
        XCTAssertEqual([rgba.red, rgba.green, rgba.blue, rgba.alpha], [0.2, 0.4, 0.6, 1])
    }

    func testOrientationTurnsPixelsUpright() throws {
        // Stored: A B in one row. EXIF 6 (`.right`): stored row 0 is the upright right side and
        // column 0 the top, so upright is one column, A above B; 8 (`.left`) gives B above A.
        let a: [UInt8] = [255, 0, 0, 255], b: [UInt8] = [0, 0, 255, 255]
        let stored = try Pixmap(width: 2, height: 1, premultipliedBytes: a + b)
        XCTAssertEqual(stored.turned(.right).premultipliedBytes, a + b)
        XCTAssertEqual([stored.turned(.right).width, stored.turned(.right).height], [1, 2])
        XCTAssertEqual(stored.turned(.left).premultipliedBytes, b + a)
        XCTAssertEqual(stored.turned(.upMirrored).premultipliedBytes, b + a)
        XCTAssertEqual(stored.turned(.up), stored)
    }

    func testWidgetFamilyRawValuesAndNames() throws {
        // Apple's raw values (docs/platform.md §17).
        XCTAssertEqual(WidgetFamily.allCases.map(\.rawValue), Array(0...8))
        XCTAssertEqual(WidgetFamily(rawValue: 4), .systemExtraLargePortrait)
        XCTAssertEqual(WidgetFamily.accessoryCircular.description, "accessoryCircular")
        XCTAssertEqual("\(WidgetFamily.systemMedium)", "systemMedium")
        // Our files keep the names, also as dictionary keys.
        let json = try JSONEncoder().encode([WidgetFamily.systemSmall: 1])
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"{"systemSmall":1}"#)
        XCTAssertEqual(try JSONDecoder().decode([WidgetFamily].self, from: Data(#"["accessoryInline"]"#.utf8)), [.accessoryInline])
        XCTAssertThrowsError(try JSONDecoder().decode([WidgetFamily].self, from: Data(#"["huge"]"#.utf8)))
    }

    func testCGMutablePathTransformsOnlyWhatEachCallAdds() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 20, y: 5))
        // The first square stays at the origin; the second moves to (20, 5): together 30 × 15.
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 30, height: 15))
        XCTAssertEqual(Path(path).boundingRect, path.boundingBoxOfPath)
        XCTAssertEqual(Path(ellipseIn: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath.boundingBoxOfPath,
                       CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
