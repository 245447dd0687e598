import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// `Color("name")` resolves through `EnvironmentValues.namedColors`; the system fill and background
/// styles take UIKit's values; every style has hierarchical levels.
final class AssetColorAndStyleTests: XCTestCase {
    let brand = RGBA(r8: 200, g8: 40, b8: 90)
    let brandDark = RGBA(r8: 250, g8: 120, b8: 160)

    private func fill(_ view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> ResolvedPaint? {
        shapes(in: try resolved(view, configure).content).first?.fill
    }

    func testAssetColorByNameAndScheme() throws {
        let colors = NamedColorTable(light: ["Brand": brand], dark: ["Brand": brandDark])
        XCTAssertEqual(try fill(Color("Brand")) { $0.namedColors = colors }, .color(brand))
        XCTAssertEqual(try fill(Color("Brand", bundle: .main).opacity(0.5)) { $0.namedColors = colors; $0.colorScheme = .dark },
                       .color(brandDark.withAlpha(0.5)))
        XCTAssertEqual(String(describing: Color("Brand")), "Color(\"Brand\")")
    }

    /// Issue 30: a color the catalog lacks is drawn in magenta (#FF00FF) with one warning naming it
    /// and where it was looked for; under strict mode it is an error.
    func testMissingAssetColorIsMagentaWithOneWarning() throws {
        let view = VStack { Rectangle().fill(Color("WidgetBackground")); Text("x").foregroundStyle(Color("WidgetBackground")) }
        let widget = try resolved(view)
        XCTAssertEqual(shapes(in: widget.content).first?.fill, .color(RGBA(red: 1, green: 0, blue: 1)))
        XCTAssertEqual(widget.warnings, ["no color named \"WidgetBackground\": drawn in magenta (no asset catalog was given)"])
        let near = try resolved(Text("x").foregroundStyle(Color("Brnd"))) { $0.namedColors = NamedColorTable(["Brand": self.brand]) }
        XCTAssertEqual(near.warnings, ["no color named \"Brnd\": drawn in magenta (no asset catalog was given; did you mean \"Brand\"?)"])
        let strict = resolveError(VStack { Rectangle().fill(Color("WidgetBackground")) }, strict: true)
        XCTAssertTrue(strict.hasSuffix("no color named \"WidgetBackground\" (no asset catalog was given)"), strict)
    }

    func testAccentColorAssetTintsLikeAnApp() throws {
        let colors = NamedColorTable(["AccentColor": brand])
        XCTAssertEqual(try fill(Color.accentColor) { $0.namedColors = colors }, .color(brand))
        XCTAssertEqual(try fill(Rectangle().fill(.tint)) { $0.namedColors = colors }, .color(brand))
        XCTAssertEqual(try fill(Color.accentColor), .color(RGBA(r8: 0, g8: 136, b8: 255)))
    }

    func testFillStylesAreUIKitSystemFills() throws {
        // systemFill … quaternarySystemFill (light), and systemFill in dark.
        XCTAssertEqual(try fill(Rectangle().fill(.fill)), .color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.2)))
        XCTAssertEqual(try fill(Rectangle().fill(.fill.secondary)), .color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.16)))
        XCTAssertEqual(try fill(Rectangle().fill(.fill.tertiary)), .color(RGBA(r8: 118, g8: 118, b8: 128).withAlpha(0.12)))
        XCTAssertEqual(try fill(Rectangle().fill(.fill.quaternary)), .color(RGBA(r8: 116, g8: 116, b8: 128).withAlpha(0.08)))
        XCTAssertEqual(try fill(Rectangle().fill(.fill)) { $0.colorScheme = .dark },
                       .color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.36)))
    }

    func testTemplateContainerBackgroundIsTertiaryFill() throws {
        let widget = try resolved(Text("Time:").containerBackground(.fill.tertiary, for: .widget))
        XCTAssertEqual(widget.containerBackground.map(shapes(in:))?.first?.fill,
                       .color(RGBA(r8: 118, g8: 118, b8: 128).withAlpha(0.12)))
    }

    func testBackgroundStyles() throws {
        XCTAssertEqual(try fill(Rectangle().fill(.background)), .color(.white))
        XCTAssertEqual(try fill(Rectangle().fill(.background)) { $0.colorScheme = .dark }, .color(RGBA(r8: 0, g8: 0, b8: 0)))
        XCTAssertEqual(try fill(Rectangle().fill(.background.secondary)), .color(RGBA(r8: 242, g8: 242, b8: 247)))
        XCTAssertEqual(try fill(Rectangle().fill(.background.secondary)) { $0.colorScheme = .dark },
                       .color(RGBA(r8: 28, g8: 28, b8: 30)))
        XCTAssertEqual(try fill(Color.clear.background(.background)), .color(.white))
    }

    func testLevelsOfAnyStyleFadeIt() throws {
        let red = RGBA(r8: 255, g8: 56, b8: 60)
        XCTAssertEqual(try fill(Rectangle().fill(Color.red.secondary)), .color(red.withAlpha(0.6)))
        XCTAssertEqual(try fill(Rectangle().fill(.tint.tertiary).tint(.red)), .color(red.withAlpha(0.3)))
        XCTAssertEqual(texts(in: try resolved(Text("x").foregroundStyle(.red.quaternary)).content).first?.paints.first,
                       .color(red.withAlpha(0.18)))
    }

    func testBundleTakingImageInitializersLookUpByName() throws {
        let images = MemoryImages(named: ["coffee": ProvidedImage(pixmap: solidPixmap(255, 0, 0))])
        for view in [Image("coffee", bundle: .main), Image(decorative: "coffee"), Image(decorative: "coffee", bundle: nil)] {
            XCTAssertEqual(try resolved(view, images: images).images.keys.sorted(), ["asset:coffee"])
        }
    }
}
