import XCTest
import Foundation
import WidgetRender

/// Samples a view drawn at the content origin of the default device's small widget (`Device.iPhone`:
/// iPhone 16, 158 pt at 3×, 16 pt margins, docs/platform.md §3), on white; `Color.red` is
/// (255, 56, 60) in light in iOS 26, the default release (docs/platform.md §10b). A point (x, y) of
/// the content area is read at device pixel ((16 + x) × 3, (16 + y) × 3).
protocol ContentPixelSampling {}

extension ContentPixelSampling {
    var device: Device { .iPhone }
    var red: (UInt8, UInt8, UInt8) { (255, 56, 60) }
    var white: (UInt8, UInt8, UInt8) { (255, 255, 255) }

    /// The pixel at point (x, y) of the content area (each coordinate a quarter point into a pixel).
    func pixel<V: View>(_ view: V, _ points: [(Double, Double)], file: StaticString = #filePath,
                        line: UInt = #line) throws -> [(UInt8, UInt8, UInt8)] {
        let framed = ZStack(alignment: .topLeading) { Color.white; view }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(.white, for: .widget)
        let image = try WidgetRenderer().render(.view(framed, family: .systemSmall, device: device))
        let scale = device.scale
        return points.map { x, y in
            let p = image.pixel(x: Int((16 + x) * scale), y: Int((16 + y) * scale))
            return (p.r, p.g, p.b)
        }
    }

    func assertColors(_ actual: [(UInt8, UInt8, UInt8)], _ expected: [(UInt8, UInt8, UInt8)],
                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.map { "\($0)" }, expected.map { "\($0)" }, file: file, line: line)
    }
}
