import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// `widget-render layout` honours the environment axes and `--color-scheme`: the printed frames are
/// those of the widget laid out in those settings.
final class LayoutCommandAxesTests: XCTestCase {
    private static let spec = """
        widgets:
          - name: row
            families: [systemSmall]
            body:
              HStack:
                alignment: top
                content:
                  - Text: Left
                  - Spacer: {}
                  - Text: Right
        """

    private func textFrames(_ extra: [String]) throws -> [Rect] {
        let folder = try temporaryFolder("layout-axes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("row.yaml")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let command = try LayoutCommand.parse([spec.path, "--widget", "row", "--device", "iphone-11"] + extra)
        return Self.texts(in: try command.displayList().items)
    }

    /// Every text's frame in widget coordinates: right to left is drawn by a mirroring layer
    /// transform (docs/views.md), so the frames inside layers are mapped through their transforms.
    private static func texts(in items: [DisplayItem], _ map: (Point) -> Point = { $0 }) -> [Rect] {
        items.flatMap { item -> [Rect] in
            switch item {
            case .text(let text):
                let (a, b) = (map(text.frame.origin), map(Point(x: text.frame.maxX, y: text.frame.maxY)))
                return [Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))]
            case .layer(let layer): return texts(in: layer.items) { map(layer.transform.apply($0)) }
            default: return []
            }
        }
    }

    /// Right to left, an HStack places its first child on the trailing (right) edge (SwiftUI's
    /// `layoutDirection`, docs/platform.md §5a): "Left" moves from the left margin to the right one.
    func testRightToLeftMirrorsTheFrames() throws {
        let plain = try textFrames([])
        let mirrored = try textFrames(["--rtl"])
        XCTAssertEqual(plain.count, 2)
        XCTAssertEqual(mirrored.count, 2)
        // The two texts differ in width ("Left" is narrower), which tells them apart in any order.
        let (left, right) = (plain[0], plain[1])
        XCTAssertLessThan(left.size.width, right.size.width)
        func same(_ a: Rect, _ b: Rect) -> Bool { abs(a.size.width - b.size.width) < 0.5 && abs(a.size.height - b.size.height) < 0.5 }
        let mirroredLeft = try XCTUnwrap(mirrored.first { same($0, left) }, "\(plain) \(mirrored)")
        let mirroredRight = try XCTUnwrap(mirrored.first { same($0, right) }, "\(plain) \(mirrored)")
        // iPhone 11 systemSmall: 169 pt wide (docs/platform.md §4), 16 pt content margins (§3).
        XCTAssertEqual(left.origin.x, 16, accuracy: 0.5)
        XCTAssertEqual(right.origin.x + right.size.width, 169 - 16, accuracy: 0.5)
        XCTAssertEqual(mirroredLeft.origin.x + mirroredLeft.size.width, 169 - 16, accuracy: 0.5)
        XCTAssertEqual(mirroredRight.origin.x, 16, accuracy: 0.5)
    }

    /// At accessibility3 body text is 40 pt instead of 17 (the HIG's Dynamic Type table,
    /// docs/platform.md §5a): the text frames grow; Bold Text (semibold) widens them only.
    func testDynamicTypeAndBoldTextChangeTheFrames() throws {
        let plain = try textFrames([])
        let large = try textFrames(["--dynamic-type", "accessibility3"])
        // 40 pt lines are more than twice as tall as 17 pt ones (the words no longer fit side by
        // side in the 137 pt content width and may wrap, which only adds height).
        XCTAssertGreaterThan(large[0].size.height, plain[0].size.height * 2)
        XCTAssertGreaterThan(large[1].size.height, plain[1].size.height * 2)
        let bold = try textFrames(["--bold-text"])
        XCTAssertGreaterThan(bold[0].size.width, plain[0].size.width)
        XCTAssertEqual(bold[0].size.height, plain[0].size.height)
    }

    /// A layout is one render: several values for an axis, or an unknown scheme, are one-line errors.
    func testOneValuePerAxisAndKnownSchemes() throws {
        XCTAssertThrowsError(try textFrames(["--dynamic-type", "large,xLarge"])) { error in
            XCTAssertTrue("\(error)".contains("layout takes one value per axis option"), "\(error)")
        }
        XCTAssertThrowsError(try textFrames(["--color-scheme", "sepia"])) { error in
            XCTAssertTrue("\(error)".contains("unknown color scheme 'sepia'; valid schemes: light, dark"), "\(error)")
        }
        XCTAssertEqual(try textFrames(["--color-scheme", "dark"]), try textFrames([]))
    }
}
