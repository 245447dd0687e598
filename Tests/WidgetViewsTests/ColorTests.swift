import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// Named colors take the iOS system color values (UIKit `systemRed` … light / dark) by color scheme.
final class ColorTests: XCTestCase {
    private func fill(_ view: some View, scheme: ColorScheme = .light, release: OSRelease = .newest) throws -> ResolvedPaint? {
        guard case .shape(let shape) = try resolved(view, { $0.colorScheme = scheme; $0.osRelease = release }).content else {
            XCTFail("expected a shape"); return nil
        }
        return shape.fill
    }

    /// The HIG's system colors, light and dark, of iOS 26 (the default) and of iOS 17–18
    /// (docs/platform.md §10b).
    func testNamedColorsLightAndDark() throws {
        typealias Row = (Color, (UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8))
        let tables: [(OSRelease, [Row])] = [
            (.v26, [(.red, (255, 56, 60), (255, 66, 69)), (.orange, (255, 141, 40), (255, 146, 48)),
                    (.green, (52, 199, 89), (48, 209, 88)), (.blue, (0, 136, 255), (0, 145, 255)),
                    (.indigo, (97, 85, 245), (109, 124, 255)), (.brown, (172, 127, 94), (183, 138, 102)),
                    (.primary, (0, 0, 0), (255, 255, 255))]),
            (.v18, [(.red, (255, 59, 48), (255, 69, 58)), (.orange, (255, 149, 0), (255, 159, 10)),
                    (.green, (52, 199, 89), (48, 209, 88)), (.blue, (0, 122, 255), (10, 132, 255)),
                    (.indigo, (88, 86, 214), (94, 92, 230)), (.brown, (162, 132, 94), (172, 142, 104)),
                    (.primary, (0, 0, 0), (255, 255, 255))]),
        ]
        for (release, table) in tables {
            for (color, light, dark) in table {
                XCTAssertEqual(try fill(color, scheme: .light, release: release),
                               .color(RGBA(r8: light.0, g8: light.1, b8: light.2)), "\(color) \(release)")
                XCTAssertEqual(try fill(color, scheme: .dark, release: release),
                               .color(RGBA(r8: dark.0, g8: dark.1, b8: dark.2)), "\(color) \(release)")
            }
        }
        // secondaryLabel: #3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark.
        XCTAssertEqual(try fill(Color.secondary, scheme: .dark), .color(RGBA(r8: 235, g8: 235, b8: 245).withAlpha(0.6)))
    }

    func testColorInitializersAndOpacity() throws {
        XCTAssertEqual(try fill(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)),
                       .color(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
        XCTAssertEqual(try fill(Color(white: 0.25)), .color(RGBA(red: 0.25, green: 0.25, blue: 0.25)))
        // Hue 1/3 at full saturation and brightness is pure green.
        XCTAssertEqual(try fill(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), .color(RGBA(red: 0, green: 1, blue: 0)))
        XCTAssertEqual(try fill(Color(hex: "#FF8000")), .color(RGBA(r8: 255, g8: 128, b8: 0)))
        XCTAssertEqual(try fill(Color.red.opacity(0.5).opacity(0.5)), .color(RGBA(r8: 255, g8: 56, b8: 60).withAlpha(0.25)))
    }

    /// Over the default foreground the levels are UIKit's label colors (docs/platform.md §10a).
    func testDefaultForegroundIsPrimaryAndHierarchicalStylesAreLabelColors() throws {
        func paint(_ view: some View, _ scheme: ColorScheme) throws -> ResolvedPaint? {
            guard case .text(let text) = try resolved(view, { $0.colorScheme = scheme }).content else { return nil }
            return text.paints[0]
        }
        XCTAssertEqual(try paint(Text("a"), .dark), .color(.white))
        XCTAssertEqual(try paint(Text("a").foregroundStyle(.tertiary), .light), .color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.3)))
        XCTAssertEqual(try paint(Text("a").foregroundStyle(.quaternary), .dark), .color(RGBA(r8: 235, g8: 235, b8: 245).withAlpha(0.16)))
        // Over a non-default foreground, `.secondary` fades that foreground.
        let faded = try paint(Group { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.red), .light)
        XCTAssertEqual(faded, .color(RGBA(r8: 255, g8: 56, b8: 60).withAlpha(0.6)))
    }

    func testGradientsResolveToPaints() throws {
        let linear = LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
        XCTAssertEqual(try fill(linear), .linearGradient(
            stops: [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)],
            start: ResolvedUnitPoint(x: 0.5, y: 0), end: ResolvedUnitPoint(x: 0.5, y: 1)))
        let angular = AngularGradient(gradient: Gradient(stops: [.init(color: .white, location: 0.25)]), center: .center)
        XCTAssertEqual(try fill(angular), .angularGradient(stops: [GradientStop(color: .white, location: 0.25)],
                                                           center: ResolvedUnitPoint(x: 0.5, y: 0.5),
                                                           startAngle: 0, endAngle: 360))
        let radial = Circle().fill(RadialGradient(colors: [.clear, .white], center: .topLeading, startRadius: 0, endRadius: 20))
        XCTAssertEqual(try fill(radial), .radialGradient(
            stops: [GradientStop(color: .clear, location: 0), GradientStop(color: .white, location: 1)],
            center: ResolvedUnitPoint(x: 0, y: 0), startRadius: 0, endRadius: 20))
    }
}
