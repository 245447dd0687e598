import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
@testable import WidgetSnapshot

/// The perceptual metric against pixelmatch 7.x. Fixtures and expected counts come from
/// `Reference/make_fixtures.py`, which runs `Reference/pixelmatch_reference.py` (a port of
/// pixelmatch's index.js; no npm registry is reachable here to run the original). The cases mirror
/// pixelmatch's test suite: anti-aliased edges, alpha, thresholds, includeAA, custom colors,
/// diffColorAlt and identical images.
final class PerceptualConformanceTests: XCTestCase {
    struct Expected: Decodable {
        struct Case: Decodable {
            let image: String
            let optionsName: String
            let options: Options
            let mismatches: Int
            let diff: String
        }
        struct Options: Decodable {
            var threshold: Double?
            var includeAA: Bool?
            var alpha: Double?
            var aaColor: [UInt8]?
            var diffColor: [UInt8]?
            var diffColorAlt: [UInt8]?
        }
        let cases: [Case]
    }

    func testMismatchCountsAndDiffImagesMatchPixelmatch() throws {
        let data = try Data(contentsOf: TestPixmaps.fixtures.appendingPathComponent("expected.json"))
        let expected = try JSONDecoder().decode(Expected.self, from: data)
        XCTAssertEqual(expected.cases.count, 40)
        for c in expected.cases {
            let a = try Pixmap(contentsOfPNG: TestPixmaps.fixtures.appendingPathComponent("\(c.image)-a.png"))
            let b = try Pixmap(contentsOfPNG: TestPixmaps.fixtures.appendingPathComponent("\(c.image)-b.png"))
            func color(_ v: [UInt8]?) -> DiffColor? { v.map { DiffColor($0[0], $0[1], $0[2]) } }
            let defaults = PerceptualOptions()
            let comparison = ImageComparison.perceptual(
                threshold: c.options.threshold ?? defaults.threshold, includeAA: c.options.includeAA ?? false,
                alpha: c.options.alpha ?? defaults.alpha, aaColor: color(c.options.aaColor) ?? defaults.aaColor,
                diffColor: color(c.options.diffColor) ?? defaults.diffColor, diffColorAlt: color(c.options.diffColorAlt))
            let outcome = comparison.compare(expected: a, actual: b)
            let label = "\(c.image) with \(c.optionsName)"
            XCTAssertEqual(outcome.differingPixelCount, c.mismatches, label)
            XCTAssertEqual(outcome.passed, c.mismatches == 0, label)

            let diff = try outcome.diffImage(expected: a, style: comparison.metric.diffStyle)
            let reference = try Pixmap(contentsOfPNG: TestPixmaps.fixtures.appendingPathComponent(c.diff))
            XCTAssertEqual(diff.premultipliedBytes, reference.premultipliedBytes, "diff image of \(label)")
        }
    }

    /// pixelmatch blends translucent pixels over a background chosen by the byte offset, so that
    /// two nearly transparent pixels of different colors differ at threshold 0 but not above.
    func testTranslucentColorsDifferOnlyAtThresholdZero() throws {
        let red = try TestPixmaps.solid(3, 3, (1, 0, 0, 1))    // straight (255, 0, 0) at alpha 1
        let green = try TestPixmaps.solid(3, 3, (0, 1, 0, 1))  // straight (0, 255, 0) at alpha 1
        XCTAssertEqual(ImageComparison.perceptual(threshold: 0).compare(expected: red, actual: green).differingPixelCount, 9)
        XCTAssertEqual(ImageComparison.perceptual().compare(expected: red, actual: green).differingPixelCount, 0)
    }
}
