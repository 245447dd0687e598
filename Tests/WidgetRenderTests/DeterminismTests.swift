import XCTest
import Foundation
import WidgetRender
import WidgetRaster
import WidgetShowcase
import WidgetPNG
import WidgetPaint

/// The same display list gives the same PNG bytes every time, serially and on all cores at once
/// (docs/architecture.md, "Determinism"): no result depends on thread count or scheduling.
final class DeterminismTests: XCTestCase {
    func testSameDisplayListGivesIdenticalPNGBytesSeriallyAndInParallel() throws {
        let renderer = try WidgetRenderer()
        let device = try Device(named: "iphone-11")
        // Text, emoji-free gradients, an image clipped to a rounded rect and layers: most of the painter.
        let view = Showcase.all.first { $0.id == "most-frequent-beverage" }!.makeView(.systemSmall)
        let laidOut = try renderer.layout(try renderer.resolution(view, family: .systemSmall, device: device),
                                          family: .systemSmall, device: device)
        let (list, images) = (laidOut.list, laidOut.images)
        let painter = DisplayListPainter(fonts: renderer.fonts)
        let reference = try painter.paint(list, images: images, scale: device.scale).pngData()

        for _ in 0..<100 {
            XCTAssertEqual(try painter.paint(list, images: images, scale: device.scale).pngData(), reference)
        }

        let results = UnsafeMutableBufferPointer<Data?>.allocate(capacity: 100)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            results[index] = try? painter.paint(list, images: images, scale: device.scale).pngData()
        }
        for index in 0..<100 {
            XCTAssertEqual(results[index], reference, "parallel render \(index) differs")
        }
    }
}
