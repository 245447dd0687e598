import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// The OS release as a render setting (issue 33, item 2): iOS 26's system colors and capsule
/// bordered buttons by default, earlier releases on request (docs/platform.md §10b).
///
/// Expected pixels follow the painter's arithmetic: a straight color (r, g, b, α) becomes the
/// premultiplied bytes round(c × α) and round(α × 255), and source-over onto opaque white gives
/// src + round(255 × (255 − src.α) / 255).
final class OSReleaseTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    private func environment(_ release: OSRelease, _ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.osRelease = release
        environment.colorScheme = scheme
        return environment
    }

    /// The middle pixel of a 10 pt square of `color` over white, at 1×.
    private func pixel(_ color: some ShapeStyle, _ release: OSRelease, _ scheme: ColorScheme = .light) throws -> [UInt8] {
        let view = Rectangle().fill(color).background(Color.white)
        let image = try renderer.render(.view(view, size: .fixed(width: 10, height: 10), scale: 1,
                                        environment: environment(release, scheme)))
        let p = image.pixel(x: 5, y: 5)
        return [p.r, p.g, p.b]
    }

    func testTheNewestReleaseIsTheDefault() {
        XCTAssertEqual(EnvironmentValues().osRelease, .v26)
        XCTAssertEqual(EnvironmentAxes.default.osRelease, .newest)
        XCTAssertEqual(OSRelease(name: "iOS 18"), .v18)
        XCTAssertEqual(OSRelease(name: "os17"), .v17)
        XCTAssertNil(OSRelease(name: "19"))
    }

    /// HIG, Color → System colors: blue is (0, 122, 255) / dark (10, 132, 255) through iOS 18 and
    /// (0, 136, 255) / dark (0, 145, 255) in iOS 26 (the value issue 33 measured on an iOS 26 render).
    func testSystemBlueByRelease() throws {
        XCTAssertEqual(try pixel(Color.blue, .v26), [0, 136, 255])
        XCTAssertEqual(try pixel(Color.blue, .v26, .dark), [0, 145, 255])
        XCTAssertEqual(try pixel(Color.blue, .v18), [0, 122, 255])
        XCTAssertEqual(try pixel(Color.blue, .v17, .dark), [10, 132, 255])
        // The default tint is system blue of the release, and so is UIKit's systemBlue.
        XCTAssertEqual(try pixel(TintShapeStyle(), .v26), [0, 136, 255])
        XCTAssertEqual(try pixel(Color(uiColor: .systemBlue), .v18), [0, 122, 255])
    }

    /// Colors the 26 releases changed (HIG): red (255, 59, 48) → (255, 56, 60), indigo
    /// (88, 86, 214) → (97, 85, 245), cyan dark (100, 210, 255) → (60, 211, 254); green stays.
    func testOtherChangedColors() throws {
        XCTAssertEqual(try pixel(Color.red, .v26), [255, 56, 60])
        XCTAssertEqual(try pixel(Color.red, .v18), [255, 59, 48])
        XCTAssertEqual(try pixel(Color.indigo, .v26), [97, 85, 245])
        XCTAssertEqual(try pixel(Color.cyan, .v26, .dark), [60, 211, 254])
        XCTAssertEqual(try pixel(Color.green, .v26), try pixel(Color.green, .v17))
    }

    /// `withAlphaComponent` keeps a system color a system color, so the release still picks it:
    /// red (255, 56, 60) at 50 %: premultiplied (128, 28, 30, α 128); over white
    /// 128 + 127 = 255, 28 + 127 = 155, 30 + 127 = 157.
    func testAlphaOfASystemColorKeepsTheRelease() throws {
        XCTAssertEqual(try pixel(Color(uiColor: UIColor.systemRed.withAlphaComponent(0.5)), .v26), [255, 155, 157])
    }

    /// A bordered button without a tint: iOS 26 draws a capsule filled 233 over white
    /// (`secondarySystemFill`, (120, 120, 128) at 16 %: premultiplied r = round(19.2) = 19,
    /// b = round(20.48) = 20, α = round(40.8) = 41; 19 + 214 = 233, b 20 + 214 = 234), as issue 33
    /// measured; earlier releases an 8 pt rounded rectangle filled 238 (`tertiarySystemFill`,
    /// (118, 118, 128) at 12 %: r = round(14.16) = 14, b = round(15.36) = 15, α = round(30.6) = 31;
    /// 14 + 224 = 238, b 15 + 224 = 239).
    func testBorderedButtonByRelease() throws {
        func render(_ release: OSRelease) throws -> Pixmap {
            let view = Button("Add") {}.buttonStyle(.bordered).background(Color.white)
            return try renderer.render(.view(view, size: .sizeThatFits, scale: 1, environment: environment(release)))
        }
        let capsule = try render(.v26), rounded = try render(.v18)
        XCTAssertEqual(capsule.width, rounded.width)
        let middle = capsule.height / 2
        func rgb(_ image: Pixmap, _ x: Int, _ y: Int) -> [UInt8] { let p = image.pixel(x: x, y: y); return [p.r, p.g, p.b] }
        XCTAssertEqual(rgb(capsule, 4, middle), [233, 233, 234])
        XCTAssertEqual(rgb(rounded, 4, middle), [238, 238, 239])
        // 3 px in from the top-left corner: inside an 8 pt corner (its center is 7.1 px away),
        // outside a capsule whose radius is half the height (about 18 pt).
        XCTAssertGreaterThan(capsule.height, 30)
        XCTAssertEqual(rgb(capsule, 3, 3), [255, 255, 255])
        XCTAssertEqual(rgb(rounded, 3, 3), [238, 238, 239])
    }
}

/// The same widget in iOS 26 (the default, `Golden/OSRelease/controls`) and iOS 18
/// (`controls__os18`): bordered buttons are capsules on a lighter platter in 26 and 8 pt rounded
/// rectangles before (measured on iOS renders, issue 33); the swatches are the system colors of
/// each release (HIG, Color, docs/platform.md §10b).
final class OSReleaseGoldenTests: XCTestCase {
    private struct Controls: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 6) {
                    Button("Sync") {}.buttonStyle(.bordered)
                    Button("Log") {}.buttonStyle(.borderedProminent)
                }
                HStack(spacing: 4) {
                    ForEach(Array([Color.red, .orange, .yellow, .green, .mint, .teal, .cyan].enumerated()), id: \.offset) { $0.element.frame(width: 14, height: 14) }
                }
                HStack(spacing: 4) {
                    ForEach(Array([Color.blue, .indigo, .purple, .pink, .brown, .gray].enumerated()), id: \.offset) { $0.element.frame(width: 14, height: 14) }
                }
                Text("Next refill in 3 days").font(.caption).foregroundStyle(.tint)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(for: .widget) { Color(uiColor: .systemBackground) }
        }
    }

    func testControlsAndColorsByRelease() throws {
        assertWidgetSnapshot(of: Controls(), families: [.systemSmall], themes: [.iosLight, .iosDark],
                             device: try Device(named: "iphone-11"),
                             axes: [.default, EnvironmentAxes(osRelease: .v18)], named: "controls", suite: "OSRelease")
    }
}
