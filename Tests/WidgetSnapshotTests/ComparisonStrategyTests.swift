import XCTest
import WidgetGeometry
@testable import WidgetSnapshot

final class ComparisonStrategyTests: XCTestCase {
    /// A 10×10 gray image with `changed` pixels in row 2 from column 3 raised by `amount` per channel.
    func image(changed: Int = 0, amount: UInt8 = 0) throws -> Pixmap {
        try TestPixmaps.make(10, 10) { x, y in
            y == 2 && x >= 3 && x < 3 + changed ? (100 + amount, 100 + amount, 100 + amount, 255) : (100, 100, 100, 255)
        }
    }

    func testExactPassesIdenticalImagesWithoutAVerdictMap() throws {
        let outcome = ImageComparison.exact.compare(expected: try image(), actual: try image())
        XCTAssertTrue(outcome.passed)
        XCTAssertEqual(outcome.differingPixelCount, 0)
        XCTAssertNil(outcome.boundingBox)
        XCTAssertNil(outcome.verdicts, "identical buffers are settled by memcmp alone")
    }

    func testExactCountsEveryChangedPixelAndBoundsThem() throws {
        let outcome = ImageComparison.exact.compare(expected: try image(), actual: try image(changed: 4, amount: 1))
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(outcome.differingPixelCount, 4)
        XCTAssertEqual(outcome.boundingBox, PixelRect(x: 3, y: 2, width: 4, height: 1))
        XCTAssertEqual(outcome.summary, "4 pixels differ (4.0 % of 10×10), within 4×1 at (3, 2)")
    }

    func testTolerantIgnoresChannelDifferencesUpToTheThreshold() throws {
        let expected = try image(), actual = try image(changed: 5, amount: 3)
        XCTAssertTrue(ImageComparison.tolerant(perChannel: 3).compare(expected: expected, actual: actual).passed)
        let strict = ImageComparison.tolerant(perChannel: 2).compare(expected: expected, actual: actual)
        XCTAssertEqual(strict.differingPixelCount, 5)
        XCTAssertFalse(strict.passed)
    }

    func testTolerantAllowsACountOrARatioOfDifferingPixels() throws {
        let expected = try image(), actual = try image(changed: 5, amount: 50)
        XCTAssertTrue(ImageComparison.tolerant(perChannel: 0, maxDifferingPixels: 5).compare(expected: expected, actual: actual).passed)
        XCTAssertFalse(ImageComparison.tolerant(perChannel: 0, maxDifferingPixels: 4).compare(expected: expected, actual: actual).passed)
        // 5 of 100 pixels = 5 %.
        XCTAssertTrue(ImageComparison.tolerant(perChannel: 0, ratio: 0.05).compare(expected: expected, actual: actual).passed)
        XCTAssertFalse(ImageComparison.tolerant(perChannel: 0, ratio: 0.049).compare(expected: expected, actual: actual).passed)
    }

    /// pixelmatch: the threshold is compared with the YIQ distance scaled by 35215 (black vs white).
    /// Gray +20 gives y = 20, i = q = 0, so delta = 0.5053 · 400 = 202.12; threshold 0.075 allows
    /// 35215 · 0.075² = 198.08 (fails), 0.076 allows 203.40 (passes).
    func testPerceptualThresholdIsTheScaledYIQDistance() throws {
        let expected = try image(), actual = try image(changed: 6, amount: 20)
        XCTAssertEqual(ImageComparison.perceptual(threshold: 0.075).compare(expected: expected, actual: actual).differingPixelCount, 6)
        XCTAssertEqual(ImageComparison.perceptual(threshold: 0.076).compare(expected: expected, actual: actual).differingPixelCount, 0)
    }

    func testPerceptualMarksDarkerActualPixelsForTheAlternativeColor() throws {
        let expected = try image(changed: 2, amount: 100), actual = try image()
        let outcome = ImageComparison.perceptual().compare(expected: expected, actual: actual)
        XCTAssertEqual(outcome.verdicts?[2 * 10 + 3], PixelVerdict.differsDarker.rawValue)
        XCTAssertEqual(outcome.differingPixelCount, 2)
    }

    func testIgnoredRegionsDoNotCount() throws {
        let outcome = ImageComparison.exact.ignoring(PixelRect(x: 0, y: 0, width: 5, height: 10))
            .compare(expected: try image(), actual: try image(changed: 4, amount: 9))
        // Changed columns 3…6; columns 3 and 4 are ignored.
        XCTAssertEqual(outcome.differingPixelCount, 2)
        XCTAssertEqual(outcome.boundingBox, PixelRect(x: 5, y: 2, width: 2, height: 1))
    }

    func testStricterRegionFailsWhereTheBaseToleranceWouldPass() throws {
        let base = ImageComparison.tolerant(perChannel: 10)
        let expected = try image(), actual = try image(changed: 4, amount: 5)
        XCTAssertTrue(base.compare(expected: expected, actual: actual).passed)
        let logo = PixelRect(x: 6, y: 0, width: 4, height: 10)
        let outcome = base.holding(logo, to: .exact).compare(expected: expected, actual: actual)
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(outcome.differingPixelCount, 1, "only column 6 is in the strict region")
    }

    func testDifferentSizesFailOnThePaddedCanvas() throws {
        let small = try TestPixmaps.solid(4, 4, (0, 0, 0, 255))
        let wide = try TestPixmaps.solid(6, 4, (0, 0, 0, 255))
        let outcome = ImageComparison.tolerant(perChannel: 255, maxDifferingPixels: 1000).compare(expected: small, actual: wide)
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(outcome.width, 6)
        XCTAssertEqual(outcome.sizeMismatch?.expected.width, 4)
        XCTAssertTrue(outcome.summary.hasPrefix("size differs: expected 4×4, actual 6×4"))
    }

    /// pixelmatch's diff image: highlights opaque; other pixels the expected luma faded to 10 %:
    /// gray 100 → 255 + (100 − 255) · 0.1 = 239.5 → 239.
    func testDiffImageHighlightsOverAFadedExpectedImage() throws {
        let expected = try image(), actual = try image(changed: 1, amount: 80)
        let outcome = ImageComparison.exact.compare(expected: expected, actual: actual)
        let diff = try outcome.diffImage(expected: expected)
        XCTAssertTrue(diff.premultipliedPixel(x: 3, y: 2) == (255, 0, 0, 255))
        XCTAssertTrue(diff.premultipliedPixel(x: 0, y: 0) == (239, 239, 239, 255))
        let strip = try outcome.sideBySide(expected: expected, actual: actual)
        XCTAssertEqual(strip.width, 10 * 3 + 8 * 2)
        XCTAssertTrue(strip.premultipliedPixel(x: 18 + 3, y: 2) == (180, 180, 180, 255), "the actual panel starts at 18")
    }
}
