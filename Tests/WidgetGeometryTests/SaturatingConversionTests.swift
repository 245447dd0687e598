import XCTest
@testable import WidgetGeometry

/// `Int(saturating:)`: the one float → integer conversion for computed values; never traps.
final class SaturatingConversionTests: XCTestCase {
    func testInRangeValuesTruncateLikeInit() {
        XCTAssertEqual(Int(saturating: 2.9), 2)
        XCTAssertEqual(Int(saturating: -2.9), -2)
        XCTAssertEqual(UInt8(saturating: 254.99), 254)
        XCTAssertEqual(Int32(saturating: Float(-7.5)), -7)
    }

    func testOutOfRangeValuesClamp() {
        XCTAssertEqual(Int(saturating: 1e19), Int.max)
        XCTAssertEqual(Int(saturating: 9.223372036854775807e18), Int.max, "2^63 itself is out of range")
        XCTAssertEqual(Int(saturating: -1e300), Int.min)
        XCTAssertEqual(Int(saturating: Double.infinity), Int.max)
        XCTAssertEqual(Int(saturating: -Double.infinity), Int.min)
        XCTAssertEqual(Int32(saturating: 3.8e9), Int32.max)
        XCTAssertEqual(UInt8(saturating: -1.0), 0)
        XCTAssertEqual(UInt8(saturating: 300.0), 255)
    }

    func testNaNIsZero() {
        XCTAssertEqual(Int(saturating: Double.nan), 0)
        XCTAssertEqual(UInt32(saturating: Float.nan), 0)
    }
}
