import XCTest
import WidgetGeometry

/// `RGBA.byte` rounds without libm: it must equal round(c × 255) (half away from zero) for every
/// component, halves and their neighbours included.
final class RGBAByteTests: XCTestCase {
    private func reference(_ component: Double) -> UInt8 {
        UInt8((component.isNaN ? 0 : min(max(component, 0), 1) * 255).rounded())
    }

    func testEqualsRoundingHalfAwayFromZero() {
        var samples: [Double] = [0, 1, -0.0, -1, 2, .nan, .infinity, -.infinity, .ulpOfOne, 0.5 / 255, 254.5 / 255]
        for k in 0...255 {
            // Each code's half-way point scaled back, and the doubles around it and around the code.
            for x in [Double(k) + 0.5, Double(k)] {
                var below = x, above = x
                for _ in 0..<4 {
                    below = below.nextDown
                    above = above.nextUp
                    samples += [below / 255, above / 255, x / 255]
                }
            }
        }
        samples += Array(stride(from: -0.1, through: 1.1, by: 1.2 / 200_003))
        for sample in samples {
            XCTAssertEqual(RGBA.byte(sample), reference(sample), "\(sample)")
        }
        // Hand-computed: 0.5 / 255 × 255 is one half: away from zero, 1; 127.5 → 128; 0.2 → 51.
        XCTAssertEqual(RGBA.byte(0.5 / 255), 1)
        XCTAssertEqual(RGBA.byte(127.5 / 255), 128)
        XCTAssertEqual(RGBA.byte(0.2), 51)
    }
}
