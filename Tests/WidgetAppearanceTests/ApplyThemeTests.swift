import XCTest
import WidgetGeometry
import WidgetViews
import WidgetLayout
@testable import WidgetAppearance
import WidgetResolved
import WidgetDisplayList

/// `applyTheme` on hand-built display lists: paints, filters, backdrops and structure.
final class ApplyThemeTests: XCTestCase {
    typealias F = ListFixtures
    let red = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)

    /// §1: every content paint becomes its group color, keeping only its own opacity.
    func testAccentedPaintsTakeTheirGroupColor() throws {
        let list = F.list([F.text(.color(red)), F.text(.color(red), group: .accent)])
        let tinted = try applyTheme(F.bare(F.tinted), to: list, family: .systemSmall).list.items.leaves
        XCTAssertEqual(tinted.map { $0.textOp?.paints }, [[.color(RGBA.white.withAlpha(0.5))], [.color(RGBA.white.withAlpha(0.5))]])
        let watch = try applyTheme(F.bare(F.watchBlue), to: list, family: .accessoryRectangular).list.items.leaves
        XCTAssertEqual(watch.map { $0.textOp?.paints },
                       [[.color(RGBA.white.withAlpha(0.5))], [.color(F.blue.color.withAlpha(0.5))]])
        // Emoji are pictures: desaturated into the group color (ours).
        XCTAssertEqual(watch[1].textOp?.bitmapFilter, .colorize(color: F.blue.color, byLuminance: true))
    }

    /// §1: "a gradient from clear to black becomes white fading in": each stop keeps its alpha only.
    func testAccentedGradientKeepsOnlyStopAlphas() throws {
        let stops = [GradientStop(color: .clear, location: 0), GradientStop(color: RGBA.black.withAlpha(0.75), location: 1)]
        let list = F.list([F.shape(.linearGradient(stops: stops, start: .zero, end: Point(x: 0, y: 4)))])
        let out = try applyTheme(F.bare(F.tinted), to: list, family: .systemSmall).list.items.leaves
        let expected = [GradientStop(color: RGBA.white.withAlpha(0), location: 0),
                        GradientStop(color: RGBA.white.withAlpha(0.75), location: 1)]
        XCTAssertEqual(out.first?.shapeOp?.fill, .linearGradient(stops: expected, start: .zero, end: Point(x: 0, y: 4)))
    }

    /// §2's table, on iOS (both groups white), watchOS (accent = face, fullColor ignored) and a
    /// visionOS color theme (both groups the light tint).
    func testImageTreatmentTable() throws {
        let treatments: [AccentedRenderingModeValue?] = [nil, .accented, .desaturated, .accentedDesaturated, .fullColor]
        let list = F.list(treatments.map { F.image(treatment: $0) })
        func filters(_ theme: Theme, _ family: WidgetFamily) throws -> [ImageFilter?] {
            try applyTheme(F.bare(theme), to: list, family: family).list.items.leaves.map { $0.imageOp?.filter }
        }
        XCTAssertEqual(try filters(F.tinted, .systemSmall), [
            .colorize(color: .white, byLuminance: false), .colorize(color: .white, byLuminance: false),
            .colorize(color: .white, byLuminance: true), .colorize(color: .white, byLuminance: true), nil])
        let face = F.blue.color
        XCTAssertEqual(try filters(F.watchBlue, .accessoryCircular), [
            .colorize(color: .white, byLuminance: false), .colorize(color: face, byLuminance: false),
            .colorize(color: .white, byLuminance: true), .colorize(color: face, byLuminance: true),
            .colorize(color: .white, byLuminance: false)])
        let tint = AppearanceColorMath.visionGroupColor(face)
        XCTAssertEqual(try filters(F.visionBlue, .systemSmall), [
            .colorize(color: tint, byLuminance: false), .colorize(color: tint, byLuminance: false),
            .colorize(color: tint, byLuminance: true), .colorize(color: tint, byLuminance: true), nil])
        // fullColor and vibrant: no colorize; vibrant desaturates.
        XCTAssertEqual(try filters(.iosLight, .systemSmall), [nil, nil, nil, nil, nil])
        let vibrant = try applyTheme(F.bare(.iosLockScreen), to: list, family: .accessoryCircular).list.items.leaves
        XCTAssertEqual(vibrant.map { $0.imageOp?.filter }, [ImageFilter?](repeating: .desaturate, count: 5))
    }

    /// A descendant of `.widgetAccentable()` stays in the accent group; template images recolor their paint.
    func testAccentGroupAndTemplateImages() throws {
        let list = F.list([F.image(treatment: .desaturated, group: .accent), F.image(template: .color(red))])
        let out = try applyTheme(F.bare(F.watchBlue), to: list, family: .accessoryCircular).list.items.leaves
        XCTAssertEqual(out[0].imageOp?.filter, .colorize(color: F.blue.color, byLuminance: true))
        XCTAssertEqual(out[1].imageOp?.templatePaint, .color(RGBA.white.withAlpha(0.5)))
        XCTAssertNil(out[1].imageOp?.filter)
    }

    /// §3: the container background is removed where the theme removes it, kept (gray, faded) when
    /// not removable, and kept as authored in fullColor Home Screen themes.
    func testContainerBackground() throws {
        let background = F.shape(.color(RGBA(r8: 200, g8: 100, b8: 50)), group: .containerBackground)
        let list = F.list([background, F.text(.color(.black))])
        let removed = try applyTheme(F.bare(F.tinted), to: list, family: .systemSmall).list.items
        XCTAssertEqual(removed.leaves.count, 1)
        XCTAssertNotNil(removed.leaves.first?.textOp)

        let kept = try applyTheme(F.bare(F.tinted), to: list, family: .systemSmall, backgroundRemovable: false).list.items
        XCTAssertEqual(kept.first?.layerOp?.opacity, AppearanceColorMath.keptBackgroundOpacity)
        let gray = 117.645 / 255
        XCTAssertEqual(kept.first?.layerOp?.items.first?.shapeOp?.fill, .color(RGBA(red: gray, green: gray, blue: gray)))

        let light = try applyTheme(F.bare(.iosLight), to: list, family: .systemSmall).list.items
        XCTAssertEqual(light, list.items)
    }

    /// Backdrops come first: tint = blurred wallpaper + the tint at 75 %; glass adds a veil and a rim.
    func testBackdropOpsAndImages() throws {
        let list = F.list([F.text(.color(.black))], size: Size(width: 158, height: 158), cornerRadius: 22)
        let tinted = try applyTheme(F.tinted, to: list, family: .systemSmall)
        let wallpaper = try XCTUnwrap(tinted.list.items.first?.imageOp)
        XCTAssertEqual(wallpaper.frame, Rect(x: 0, y: 0, width: 158, height: 158))
        let pixels = try XCTUnwrap(tinted.images[wallpaper.imageID])
        XCTAssertEqual([pixels.width, pixels.height], [79, 79], "blurred wallpaper at 0.5 px a point")
        XCTAssertTrue(wallpaper.imageID.hasPrefix("appearance:"))
        XCTAssertEqual(tinted.list.items[1].shapeOp?.fill, .color(F.blue.color.withAlpha(0.75)))

        let clear = try applyTheme(.iosClear, to: list, family: .systemSmall).list.items
        XCTAssertEqual(clear[1].shapeOp?.fill, .color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.12)))
        XCTAssertEqual(clear[2].shapeOp?.stroke?.style.width, 1)

        let standBy = try applyTheme(.iosStandBy, to: list, family: .systemSmall).list
        XCTAssertEqual(standBy.size, Size(width: 237, height: 237), "158 × 1.5")
        XCTAssertEqual(standBy.cornerRadius, 0)
        XCTAssertEqual(standBy.items.first?.layerOp?.transform, .scale(x: 1.5, y: 1.5))
        XCTAssertEqual(standBy.items.leaves.first?.shapeOp?.fill, .color(.black))
    }

    /// Vibrant: gray content in a `.vibrant` layer; AccessoryWidgetBackground beneath it, black 35 %.
    func testVibrantStructure() throws {
        let list = F.list([F.shape(.color(.white), accessoryBackground: true), F.text(.color(RGBA(r8: 200, g8: 100, b8: 50)))])
        let items = try applyTheme(F.bare(.iosStandByNight), to: list, family: .systemSmall).list.items
        let scaled = try XCTUnwrap(items.first?.layerOp).items
        XCTAssertEqual(scaled.first?.shapeOp?.fill, .color(AppearanceColorMath.vibrantAccessoryBackgroundFill))
        let material = try XCTUnwrap(scaled.last?.layerOp)
        XCTAssertEqual(material.blend, .material(highlight: Theme.nightRed, backdropGain: 1.08))
        let gray = 117.645 / 255
        XCTAssertEqual(material.items.first?.textOp?.paints, [.color(RGBA(red: gray, green: gray, blue: gray))])
        XCTAssertEqual(material.items.first?.textOp?.bitmapFilter, .desaturate)
    }

    /// §3: AccessoryWidgetBackground is white at 14 % in fullColor and accented rendering.
    func testAccessoryBackgroundInAccented() throws {
        let list = F.list([F.shape(.color(.black), accessoryBackground: true)])
        let out = try applyTheme(F.bare(F.watchBlue), to: list, family: .accessoryCircular).list.items.leaves
        XCTAssertEqual(out.first?.shapeOp?.fill, .color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.14)))
    }

    /// accessoryInline (ours): text in the label color and one image; shapes dropped.
    func testInlineKeepsTextAndOneImage() throws {
        let list = F.list([F.shape(.color(.white)), F.image("a"), F.text(.color(red), group: .accent), F.image("b")])
        let out = try applyTheme(F.bare(.watchosFullColor), to: list, family: .accessoryInline).list.items.leaves
        XCTAssertEqual(out.count, 2)
        XCTAssertEqual(out[0].imageOp?.imageID, "a")
        XCTAssertEqual(out[1].textOp?.paints, [.color(.white)])
        XCTAssertEqual(out[1].textOp?.group, .default)
    }

    /// Always-on dims the content (ours: 60 %); the watch Smart Stack platter sits beneath a shown background.
    func testLuminanceReducedAndPlatter() throws {
        var theme = Theme.watchosFullColor
        theme.isLuminanceReduced = true
        let list = F.list([F.text(.color(.white))], size: Size(width: 184, height: 80.5), cornerRadius: 18)
        let items = try applyTheme(theme, to: list, family: .accessoryRectangular).list.items
        XCTAssertEqual(items[0].shapeOp?.fill, .color(.black))
        XCTAssertEqual(items[1].shapeOp?.fill, .color(RGBA(r8: 0x24, g8: 0x24, b8: 0x26)))
        XCTAssertEqual(items[2].layerOp?.opacity, 0.6)
        XCTAssertThrowsError(try applyTheme(theme, to: list, family: .systemSmall))
    }

    func testSameInputSameOutput() throws {
        let list = F.list([F.text(.color(.black))], size: Size(width: 338, height: 158), cornerRadius: 22)
        for theme in Theme.builtIn where theme.families.contains(.systemMedium) {
            XCTAssertEqual(try applyTheme(theme, to: list, family: .systemMedium),
                           try applyTheme(theme, to: list, family: .systemMedium), theme.name)
        }
    }
}
