import XCTest
import Foundation
@testable import WidgetRender

/// `.secondary`, `.tertiary` and `.quaternary` over the default foreground are UIKit's label colors,
/// not the primary color faded (docs/platform.md §10a; measured on an iOS render, issue 33: tertiary
/// text is 197 over white and 70 over black, where the faded primary gave 178 and 77).
///
/// The expected pixels follow the painter's arithmetic: a straight color (r, g, b, α) becomes the
/// premultiplied bytes round(c × α × 255) and round(α × 255) (`PremultipliedColor`), and source-over
/// onto an opaque background B gives src + round(B × (255 − src.α) / 255) (`sourceOver`).
final class HierarchicalLabelColorTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    /// The middle of a 40 pt square filled with `style` on an opaque `background`, in `scheme`.
    private func pixel(_ style: HierarchicalShapeStyle, over background: Color, scheme: ColorScheme) throws -> [UInt8] {
        let view = ZStack { background; Rectangle().fill(style).frame(width: 40, height: 40) }
            .containerBackground(background, for: .widget)
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let image = try renderer.render(.view(view, family: .systemSmall, device: .iPhone, environment: environment))
        let p = image.pixel(x: image.width / 2, y: image.height / 2)
        return [p.r, p.g, p.b]
    }

    func testTertiaryIsTertiaryLabelInLight() throws {
        // tertiaryLabel, light: (60, 60, 67) at 30 %. Premultiplied: r = g = round(60 × 0.3) = 18,
        // b = round(67 × 0.3 = 20.1) = 20, α = round(0.3 × 255 = 76.5) = 77 (halves round up). Over
        // white: 18 + round(255 × 178 / 255) = 196, b = 20 + 178 = 198. iOS showed 197: the exact
        // 255 − 0.3 × 195 = 196.5, which our premultiplied bytes round the other way. The old
        // primary at 30 % gave 0 + 178 = 178, as issue 33 read it.
        XCTAssertEqual(try pixel(.tertiary, over: .white, scheme: .light), [196, 196, 198])
    }

    func testTertiaryIsTertiaryLabelInDark() throws {
        // tertiaryLabel, dark: (235, 235, 245) at 30 %. Over black the pixel is the premultiplied
        // source: 235 × 0.3 = 70.5 exactly, but 235 / 255 × 0.3 × 255 as Doubles lands just below the
        // half, so 70 (iOS: 70); b = round(245 × 0.3 = 73.5) = 74 (just above the half). The old white
        // at 30 % gave round(76.5) = 77, as issue 33 read it.
        XCTAssertEqual(try pixel(.tertiary, over: .black, scheme: .dark), [70, 70, 74])
    }

    func testQuaternaryIsQuaternaryLabel() throws {
        // Light: (60, 60, 67) at 18 %: r = round(10.8) = 11, b = round(12.06) = 12, α = round(45.9) = 46;
        // over white 11 + round(255 × 209 / 255) = 220, b = 12 + 209 = 221 (old black at 18 %: 209).
        XCTAssertEqual(try pixel(.quaternary, over: .white, scheme: .light), [220, 220, 221])
        // Dark: (235, 235, 245) at 16 %: round(37.6) = 38, round(39.2) = 39; over black the source
        // itself (old white at 18 %: round(45.9) = 46).
        XCTAssertEqual(try pixel(.quaternary, over: .black, scheme: .dark), [38, 38, 39])
    }

    func testSecondaryIsSecondaryLabel() throws {
        // (60, 60, 67) at 60 %: r = 36, b = round(40.2) = 40, α = 153; over white
        // 36 + round(255 × 102 / 255) = 138, b = 40 + 102 = 142.
        XCTAssertEqual(try pixel(.secondary, over: .white, scheme: .light), [138, 138, 142])
    }

    func testAnExplicitPrimaryForegroundKeepsTheLabelLadder() throws {
        // `.foregroundStyle(.primary)` (or `Color.primary`) around the view is still the label color, so `.tertiary` below
        // it is tertiaryLabel (196), not black at 30 % (178); a colored foreground is faded instead:
        // red (255, 56, 60) (iOS 26) at 30 % over white: r = α = 77, 77 + 178 = 255; g = round(16.8)
        // = 17, 17 + 178 = 195; b = round(18) = 18, 18 + 178 = 196.
        func tertiary(under foreground: some ShapeStyle) throws -> [UInt8] {
            let view = ZStack { Color.white; Rectangle().fill(.tertiary).frame(width: 40, height: 40) }
                .foregroundStyle(foreground)
                .containerBackground(.white, for: .widget)
            let image = try renderer.render(.view(view, family: .systemSmall, device: .iPhone))
            let p = image.pixel(x: image.width / 2, y: image.height / 2)
            return [p.r, p.g, p.b]
        }
        XCTAssertEqual(try tertiary(under: HierarchicalShapeStyle.primary), [196, 196, 198])
        XCTAssertEqual(try tertiary(under: Color.primary), [196, 196, 198])
        XCTAssertEqual(try tertiary(under: Color.red), [255, 195, 196])
    }

    /// The colors each op of a themed layout is painted with.
    private func fills(_ view: some View, family: WidgetFamily, device: Device, theme: Theme) throws -> [RGBA] {
        func walk(_ items: [DisplayItem]) -> [RGBA] {
            items.flatMap { item -> [RGBA] in
                switch item {
                case .layer(let layer): return walk(layer.items)
                case .shape(let op): if case .color(let c)? = op.fill, !op.isAccessoryWidgetBackground { return [c] }; return []
                case .text(let op): return op.paints.compactMap { if case .color(let c) = $0 { return c }; return nil }
                case .image: return []
                }
            }
        }
        return walk(try renderer.render(.layout(view, family: family, device: device, theme: theme)).list.items)
    }

    func testLevelsKeepTheirOpacityInAccentedAndVibrantRendering() throws {
        let levels = VStack {
            Rectangle().fill(.tertiary).frame(width: 10, height: 10)
            Text("q").foregroundStyle(.quaternary)
        }
        // Accented (ios.clear, dark): each becomes the group color, white, at the source's alpha:
        // tertiaryLabel's 0.3 and the dark quaternaryLabel's 0.16 (the old primary fade gave 0.18).
        let accented = try fills(levels.containerBackground(.clear, for: .widget), family: .systemSmall,
                                 device: .iPhone, theme: .iosClear)
        XCTAssertEqual(accented.suffix(2).map { [$0.red, $0.green, $0.blue, $0.alpha] }, [[1, 1, 1, 0.3], [1, 1, 1, 0.16]])
        // Vibrant (Lock Screen, dark): gray of the luminance, alpha kept. L(235, 235, 245) =
        // (0.2125 × 235 + 0.7154 × 235 + 0.0721 × 245) / 255 = 235.721 / 255 = 0.92440.
        let vibrant = try fills(levels, family: .accessoryRectangular, device: .iPhone, theme: .iosLockScreen)
        let gray = (0.2125 * 235 + 0.7154 * 235 + 0.0721 * 245) / 255
        XCTAssertEqual(vibrant.count, 2)
        for (color, alpha) in zip(vibrant, [0.3, 0.16]) {
            XCTAssertEqual(color.red, gray, accuracy: 1e-9)
            XCTAssertEqual(color.blue, gray, accuracy: 1e-9)
            XCTAssertEqual(color.alpha, alpha, accuracy: 1e-9)
        }
    }
}
