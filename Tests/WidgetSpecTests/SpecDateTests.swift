import Foundation
import XCTest
@testable import WidgetSpec

final class SpecDateTests: XCTestCase {
    /// ISO 8601 instants, whole or with fractional seconds, in UTC or with an offset; epoch seconds
    /// computed by hand (2025-06-09T17:41:00Z = 1,749,490,860). Dates that Foundation would roll
    /// over are refused.
    func testInstants() {
        XCTAssertEqual(SpecDate.isoDate("2025-06-09T17:41:00Z")?.timeIntervalSince1970, 1_749_490_860)
        XCTAssertEqual(SpecDate.isoDate("2025-06-09T17:41:00.250Z")?.timeIntervalSince1970, 1_749_490_860.25)
        XCTAssertEqual(SpecDate.isoDate("2025-06-09T19:41:00+02:00")?.timeIntervalSince1970, 1_749_490_860)
        XCTAssertEqual(SpecDate.isoDate("2024-02-29T23:59:59Z")?.timeIntervalSince1970, 1_709_251_199)
        XCTAssertNil(SpecDate.isoDate("2025-02-29T00:00:00Z"))
        XCTAssertNil(SpecDate.isoDate("2025-06-09 17:41"))
    }

    /// The files of a batch are parsed on several workers, which share the parsers.
    func testParsingFromManyThreadsAtOnce() {
        let dates = UnsafeMutableBufferPointer<Date?>.allocate(capacity: 64)
        defer { dates.deallocate() }
        dates.initialize(repeating: nil)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            dates[index] = SpecDate.isoDate(String(format: "2025-06-09T17:41:%02d.500Z", index % 60))
        }
        for index in 0..<64 {
            XCTAssertEqual(dates[index]?.timeIntervalSince1970, 1_749_490_860 + Double(index % 60) + 0.5)
        }
    }
}
