import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
@testable import WidgetAppearance

/// The procedural wallpapers: previews in `Assets/Wallpapers` (the 430 × 932 pt screen at 0.75 px a
/// point, 323 × 699 px, about 1290 × 2796 ÷ 4) must match exactly, and the blurred crops keep their edges.
/// The previews are assets, not goldens: `WIDGET_RENDER_RECORD=all` rewrites those that differ (and still fails).
final class WallpaperTests: XCTestCase {
    static let previews = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Wallpapers")

    func testPreviewsMatchTheGenerator() throws {
        let rewrite = ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"] == "all"
        for wallpaper in Wallpaper.allCases {
            let screen = Rect(origin: .zero, size: Wallpaper.screenSize)
            let pixels = try wallpaper.pixmap(crop: screen, pixelsPerPoint: 0.75)
            XCTAssertEqual([pixels.width, pixels.height], [323, 699])
            let url = Self.previews.appendingPathComponent("\(wallpaper.rawValue).png")
            let stored = try? Pixmap(contentsOfPNG: url)
            guard stored != pixels else { continue }
            // A changed preview fails even when it is rewritten, as goldens do: look at it, then re-run.
            if rewrite {
                try pixels.writePNG(to: url, preset: .small)
                XCTFail("\(url.path) differed from the generator and was rewritten; check the image and re-run")
            } else {
                XCTFail("\(url.path) differs from the generator")
            }
        }
    }

    /// A crop computes each column's and each row's terms once; every pixel must still be the color
    /// at its center, here on a crop whose origin and scale fall between pixels.
    func testCropPixelsAreTheColorsAtTheirCenters() throws {
        let crop = Rect(x: 101.3, y: 250.7, width: 37.5, height: 21.25)
        let scale = 2.6
        for wallpaper in Wallpaper.allCases {
            let pixels = try wallpaper.pixmap(crop: crop, pixelsPerPoint: scale)
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let c = wallpaper.color(at: Point(x: crop.minX + (Double(x) + 0.5) / scale, y: crop.minY + (Double(y) + 0.5) / scale))
                    let p = pixels.pixel(x: x, y: y)
                    XCTAssertEqual([p.r, p.g, p.b, p.a], [RGBA.byte(c.red), RGBA.byte(c.green), RGBA.byte(c.blue), 255], "\(wallpaper) (\(x), \(y))")
                }
            }
        }
    }

    func testWatchFaceIsBlackAndEveryWallpaperOpaque() throws {
        let region = Wallpaper.region(for: Size(width: 50, height: 50))
        XCTAssertEqual(region, Rect(x: 190, y: 275, width: 50, height: 50), "centered on (215, 300)")
        let black = try Wallpaper.watchBlack.pixmap(crop: region, pixelsPerPoint: 1)
        XCTAssertTrue(stride(from: 0, to: black.premultipliedBytes.count, by: 4).allSatisfy {
            black.premultipliedBytes[$0] == 0 && black.premultipliedBytes[$0 + 1] == 0 && black.premultipliedBytes[$0 + 2] == 0 && black.premultipliedBytes[$0 + 3] == 255
        })
        for wallpaper in Wallpaper.allCases {
            let pixels = try wallpaper.pixmap(crop: region, pixelsPerPoint: 1)
            XCTAssertTrue(stride(from: 3, to: pixels.premultipliedBytes.count, by: 4).allSatisfy { pixels.premultipliedBytes[$0] == 255 }, "\(wallpaper)")
        }
    }

    /// The blur is computed on a region three σ wider and cut out, so the crop's edges keep the
    /// wallpaper's brightness: a blurred uniform black-free picture stays opaque at its corners, and
    /// its mean stays within 2 levels of the sharp picture's (a blur moves no light, it spreads it).
    func testBlurredCropKeepsItsEdges() throws {
        let region = Wallpaper.region(for: Size(width: 158, height: 158))
        let blurred = try Wallpaper.iosLight.blurredPixmap(crop: region, pixelsPerPoint: 0.5)
        XCTAssertEqual([blurred.width, blurred.height], [79, 79])
        let corner = blurred.pixel(x: 0, y: 0)
        XCTAssertEqual(corner.a, 255)
        let sharp = try Wallpaper.iosLight.pixmap(crop: region, pixelsPerPoint: 0.5)
        func mean(_ p: Pixmap) -> Double {
            Double(stride(from: 0, to: p.premultipliedBytes.count, by: 4).map { Int(p.premultipliedBytes[$0 + 1]) }.reduce(0, +)) / Double(p.width * p.height)
        }
        XCTAssertEqual(mean(blurred), mean(sharp), accuracy: 2)
    }
}
