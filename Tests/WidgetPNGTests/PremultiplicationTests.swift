import XCTest
@testable import WidgetPNG
import WidgetGeometry

final class PremultiplicationTests: XCTestCase {
    /// The encoder unpremultiplies and the decoder premultiplies; every valid premultiplied pair
    /// (c ≤ a) must survive both, or decode(encode(p)) == p fails. 32,896 pairs in all.
    func testEveryPremultipliedPairRoundTrips() {
        var checked = 0
        for a in 0...255 {
            for c in 0...a {
                let straight = Premultiplication.unpremultiply(UInt8(c), alpha: UInt8(a))
                let back = a == 0 ? 0 : Premultiplication.premultiply(straight, alpha: UInt8(a))
                XCTAssertEqual(back, UInt8(c), "c \(c), a \(a) → straight \(straight) → \(back)")
                XCTAssertEqual(Premultiplication.unpremultiplyTable[a << 8 | c], straight)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 32_896)
    }

    /// Round to nearest, checked by hand: 200 × 128 / 255 = 100.39 → 100; 255 × 128 / 255 = 128;
    /// 1 × 255 × 2 … unpremultiply(1, alpha 2) = 127.5 → 128 (halves round up).
    func testRoundingToNearest() {
        XCTAssertEqual(Premultiplication.premultiply(200, alpha: 128), 100)
        XCTAssertEqual(Premultiplication.premultiply(255, alpha: 128), 128)
        XCTAssertEqual(Premultiplication.premultiply(1, alpha: 128), 1)    // 0.502 → 1
        XCTAssertEqual(Premultiplication.premultiply(1, alpha: 127), 0)    // 0.498 → 0
        XCTAssertEqual(Premultiplication.unpremultiply(1, alpha: 2), 128)
        XCTAssertEqual(Premultiplication.unpremultiply(100, alpha: 128), 199) // 199.2 → 199
        XCTAssertEqual(Premultiplication.unpremultiply(0, alpha: 0), 0)
        XCTAssertEqual(Premultiplication.unpremultiply(200, alpha: 100), 255) // breaks c ≤ a: clamped
    }
}
