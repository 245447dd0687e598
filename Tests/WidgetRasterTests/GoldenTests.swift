import Foundation
import XCTest
import WidgetGeometry
import WidgetSnapshot
@testable import WidgetRaster

/// Golden images through WidgetSnapshot's one mechanism (record modes, inputs hash, artifacts): each
/// scene in `GoldenScenes` must match its golden exactly. A scene has no device, family or theme, so
/// its id uses fixed parts: `Golden/Raster/<scene>/canvas/scene__plain.png`. Its inputs are the
/// scene's code, which cannot be hashed; the hash is its name, so a difference reads "the renderer
/// changed" after a version bump and "not deterministic" otherwise: look at the diff either way.
final class GoldenTests: XCTestCase {
    static let goldenRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    func testEveryPrimitiveMatchesItsGolden() throws {
        let check = try SnapshotCheck.resolving(goldenRoot: Self.goldenRoot)
        for (name, render) in GoldenScenes.all {
            let id = try SnapshotID(suite: "Raster", widget: name, device: "canvas", family: "scene", theme: "plain")
            let result = try check.check(RenderedSnapshot(pixmap: render(), inputsHash: "scene \(name)"), id: id)
            if result.needsAttention { XCTFail(result.message) }
        }
    }
}
