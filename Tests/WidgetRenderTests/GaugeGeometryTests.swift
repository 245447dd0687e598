import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// The accessory gauges' geometry and paint, scaled from an iOS render (docs/platform.md §6,
/// "Accessory gauges"; issue 33): in a 76-pt `accessoryCircular` widget an
/// `accessoryCircularCapacity` ring is 58 pt across its outer edge with a 5.3-pt stroke, in the
/// primary color over a gray track, and its value label is set in 24 pt (digits 17.3 pt tall).
/// Before: the ring filled the space it was offered (76 pt here, 60 pt in the measured view) with a
/// 6-pt stroke, in the accent color, and the label was body text (17 pt, digits 12.7 pt tall).
final class GaugeGeometryTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    /// The stroked circles (the gauge's ring: track and fill) and the text ops of a layout.
    private func parts(_ view: some View, family: WidgetFamily = .accessoryCircular, device: String = "iphone-11",
                       scheme: ColorScheme = .dark) throws -> (rings: [ShapeOp], texts: [TextOp], shapes: [ShapeOp]) {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let list = try renderer.render(.layout(view, family: family, device: try Device(named: device), environment: environment))
        var rings: [ShapeOp] = [], texts: [TextOp] = [], shapes: [ShapeOp] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .layer(let layer): walk(layer.items)
                case .shape(let op):
                    shapes.append(op)
                    if case .circle = op.kind, op.stroke != nil { rings.append(op) }
                case .text(let op): texts.append(op)
                case .image: break
                }
            }
        }
        walk(list.items)
        return (rings, texts, shapes)
    }

    /// The center line of a 58-pt ring with a 5.3-pt stroke in a 76-pt widget at 2× (see below).
    static let measuredRing = Rect(x: 11.5, y: 11.5, width: 53, height: 53)

    /// The ring's outer diameter: its center line plus the stroke (within the pixel snapping).
    private func outer(_ ring: ShapeOp?) -> Double { (ring?.frame.width ?? 0) + (ring?.stroke?.style.width ?? 0) }

    private let capacity = Gauge(value: 62, in: 0...100) { Text("B") } currentValueLabel: { Text("62") }

    func testCircularCapacityRingIsTheMeasuredSizeInA76PointWidget() throws {
        let (rings, texts, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity))
        XCTAssertEqual(rings.count, 2, "track and fill")
        for ring in rings {
            // 58 pt across, centered in the 76-pt widget: (76 − 58) / 2 = 9 pt in from each side, the
            // stroke inside that outline. An op's frame is the stroke's center line: 58 − 5.3 = 52.7 pt
            // across from 9 + 5.3 / 2 = 11.65 pt, snapped to the 2× pixel grid: 11.65 → 11.5 and
            // 11.65 + 52.7 = 64.35 → 64.5, so 53 pt.
            XCTAssertEqual(ring.frame, Self.measuredRing)
            XCTAssertEqual(ring.stroke?.style.width ?? 0, 5.3, accuracy: 1e-9)
        }
        // Fill in the primary color (white in the Lock Screen's dark scheme), track the same at 30 %.
        XCTAssertEqual(rings.map { $0.stroke?.paint }, [.color(RGBA.white.withAlpha(0.3)), .color(.white)])
        XCTAssertEqual(rings[1].trimTo ?? 0, 0.62, accuracy: 1e-12)
        // The value label: 24 pt, not scaled down (two digits fit the 47.4-pt inside).
        XCTAssertEqual(texts.count, 1)
        XCTAssertEqual(texts[0].layout.lines[0].runs[0].fontSize, 24)
        XCTAssertEqual(texts[0].layout.scale, 1)
    }

    func testTheGaugeKeepsItsSizeInALargerSpaceAndShrinksInASmallerOne() throws {
        // The measured view offered its gauge 60 pt: iOS still drew 58.
        let (offered60, _, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity).padding(8))
        XCTAssertEqual(offered60.first?.frame, Self.measuredRing)
        // Ours: less room than 58 pt shrinks the ring (stroke unchanged) rather than overflowing: a
        // 40-pt ring at (76 − 40) / 2 = 18 pt, center line 40 − 5.3 = 34.7 pt from 20.65 → 20.5 to
        // 55.35 → 55.5 on the 2× grid.
        let (offered40, _, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity).frame(width: 40, height: 40))
        XCTAssertEqual(offered40.first?.frame, Rect(x: 20.5, y: 20.5, width: 35, height: 35))
        XCTAssertEqual(offered40.first?.stroke?.style.width ?? 0, 5.3, accuracy: 1e-9)
    }

    func testFiguresScaleWithTheDevicesCircularAccessory() throws {
        // iPhone 16: a 72-pt circular widget, so 58 × 72/76 = 54.947 pt, stroke 5.3 × 72/76 = 5.021,
        // label 24 × 72/76 = 22.737 pt (the outer diameter within a 3× pixel of the snapping).
        let (phone, phoneText, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity), device: "iphone-16")
        XCTAssertEqual(outer(phone.first), 58 * 72 / 76, accuracy: 1.0 / 3)
        XCTAssertEqual(phone.first?.stroke?.style.width ?? 0, 5.3 * 72 / 76, accuracy: 1e-9)
        XCTAssertEqual(phoneText.first?.layout.lines[0].runs[0].fontSize ?? 0, 24 * 72 / 76, accuracy: 1e-9)
        // A 45-mm watch: 50-pt complication, ring 58 × 50/76 = 38.158 pt, stroke 3.487 (2× grid).
        let (watch, _, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity), device: "watch-45mm")
        XCTAssertEqual(outer(watch.first), 58 * 50 / 76, accuracy: 0.5)
        XCTAssertEqual(watch.first?.stroke?.style.width ?? 0, 5.3 * 50 / 76, accuracy: 1e-9)
    }

    func testATintColorsTheGaugeInsteadOfThePrimaryColor() throws {
        let (rings, _, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity).tint(.green), scheme: .light)
        let green = RGBA(r8: 52, g8: 199, b8: 89)
        XCTAssertEqual(rings.map { $0.stroke?.paint }, [.color(green.withAlpha(0.3)), .color(green)])
        // Without a tint, in light mode: black over black at 30 %, never the accent blue.
        let (plain, _, _) = try parts(capacity.gaugeStyle(.accessoryCircularCapacity), scheme: .light)
        XCTAssertEqual(plain.map { $0.stroke?.paint }, [.color(RGBA.black.withAlpha(0.3)), .color(.black)])
    }

    func testOpenRingAndBarsUseTheSameStroke() throws {
        let marked = Gauge(value: 0.4) { Text("B") } currentValueLabel: { Text("40") }
        let (rings, _, _) = try parts(marked.gaugeStyle(.accessoryCircular))
        XCTAssertEqual(rings.first?.frame, Self.measuredRing)
        XCTAssertEqual(rings.first?.stroke?.style.width ?? 0, 5.3, accuracy: 1e-9)
        // Bars on the Lock Screen: the accessory bars 5.3 pt thick, `linearCapacity` 4 pt (ours);
        // a bar's edges snap to the 2× grid, so 5.3 reads 5 or 5.5.
        func barHeight(_ style: some View) throws -> Double {
            let (_, _, shapes) = try parts(style, family: .accessoryRectangular)
            return try XCTUnwrap(shapes.first { if case .capsule = $0.kind { return true }; return false }).frame.height
        }
        XCTAssertEqual(try barHeight(marked.gaugeStyle(.accessoryLinearCapacity)), 5.3, accuracy: 0.5)
        XCTAssertEqual(try barHeight(marked.gaugeStyle(.accessoryLinear)), 5.3, accuracy: 0.5)
        XCTAssertEqual(try barHeight(marked.gaugeStyle(.linearCapacity)), 4, accuracy: 1e-9)
    }

    func testCircularProgressViewIsTheCapacityGauge() throws {
        // Apple: in widgets a circular progress view appears as an accessoryCircularCapacity gauge,
        // empty when indeterminate.
        let (rings, _, _) = try parts(ProgressView(value: 0.62).progressViewStyle(.circular))
        XCTAssertEqual(rings.map(\.frame), [Self.measuredRing, Self.measuredRing])
        XCTAssertEqual(rings.map { $0.stroke?.paint }, [.color(RGBA.white.withAlpha(0.3)), .color(.white)])
        let (empty, _, _) = try parts(ProgressView().progressViewStyle(.circular))
        XCTAssertEqual(empty.map { $0.trimTo ?? 1 }, [1, 0], "the whole track, no fill")
    }

    /// iOS and watchOS draw a gauge's track only past its fill (issue 33), so a translucent fill shows
    /// the background through it, not the track. A 100-pt linear ProgressView half filled with red at
    /// 50 % over white, read at 3× in the fill (25 pt) and the track (75 pt): fill premultiplied
    /// r = α = round(127.5) = 128, over white r = 128 + round(255 × 127 / 255) = 255 and
    /// g = b = 0 + 127 = 127. Track: red at 0.5 × 0.3 = 15 %, α = round(38.25) = 38, over white
    /// r = 38 + 217 = 255, g = b = 217. With the track under the fill, as before, the fill read
    /// g = round(217 × 127 / 255) = 108.
    func testTheTrackShowsOnlyPastTheFill() throws {
        let halfRed = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        let view = ZStack(alignment: .topLeading) {
            Color.white
            ProgressView(value: 0.5).tint(halfRed).frame(width: 100)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.white, for: .widget)
        let image = try renderer.render(.view(view, family: .systemSmall, device: .iPhone))
        // The iPhone 16's small widget has 16-pt margins at 3×; the 4-pt bar's middle is 2 pt down.
        func rgb(_ x: Double) -> [UInt8] { let p = image.pixel(x: Int((16 + x) * 3), y: Int((16 + 2) * 3)); return [p.r, p.g, p.b] }
        XCTAssertEqual(rgb(25), [255, 127, 127], "the fill over the background only")
        XCTAssertEqual(rgb(75), [255, 217, 217], "the track past the fill")
    }
}

/// Goldens of every gauge style at the measured geometry (docs/platform.md §6, "Accessory gauges"),
/// each opened and checked by eye. `Golden/Gauges/<name>/<device>/<family>__<theme>.png`; iphone-11
/// is a 76-pt circular widget at 2×, so the figures below are the measured ones × 2 in pixels.
final class GaugeGoldenTests: XCTestCase {
    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily, device: String = "iphone-11",
                               themes: [Theme], file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: [family], themes: themes, device: try Device(named: device),
                             named: name, suite: "Gauges", filePath: file, line: line)
    }

    /// Lock Screen, 76-pt circular widget: a white ring 58 pt across (116 px) with a 5.3-pt stroke
    /// (10.6 px), 9 pt (18 px) in from the widget's edge, filled clockwise from 12 o'clock to 62 %
    /// (about 7 o'clock) over a dim gray track; "62" in the center, 24 pt, digits about 17 pt
    /// (35 px) tall. Measured on an iOS render (issue 33).
    func testLockScreenCircularCapacity() throws {
        let view = Gauge(value: 62, in: 0...100) { Image(systemName: "bolt.fill") } currentValueLabel: { Text("62") }
            .gaugeStyle(.accessoryCircularCapacity)
        try assertGolden("circular-capacity", view, family: .accessoryCircular, themes: [.iosLockScreen])
    }

    /// The open ring of `accessoryCircular`, same size and stroke (ours, from the capacity
    /// measurement): 270° from 7:30 clockwise to 4:30, a white disc at 40 % (about 11 o'clock), "40"
    /// in the center at 24 pt, and "0" and "100" at 11 pt in the opening at the bottom, 13 pt in
    /// from the ring's sides (the inner edge of its ends: 29 − 26.35 × sin 45° + 2.65).
    func testLockScreenCircularWithBounds() throws {
        let view = Gauge(value: 40, in: 0...100) { Text("UV") } currentValueLabel: { Text("40") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            .gaugeStyle(.accessoryCircular)
        try assertGolden("circular", view, family: .accessoryCircular, themes: [.iosLockScreen])
    }

    /// Lock Screen rectangular: an `accessoryLinear` bar (white disc at 40 % between "0" and "100")
    /// over an `accessoryLinearCapacity` bar (label above, 60 % white fill, value below), both
    /// 5.3 pt thick (ours: the measured ring's stroke).
    func testLockScreenLinear() throws {
        let view = VStack(spacing: 4) {
            Gauge(value: 40, in: 0...100) { Text("UV") } currentValueLabel: { Text("40") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                .gaugeStyle(.accessoryLinear)
            Gauge(value: 0.6) { Text("Steps") } currentValueLabel: { Text("60%") }
                .gaugeStyle(.accessoryLinearCapacity)
        }
        .font(.caption)
        try assertGolden("linear", view, family: .accessoryRectangular, themes: [.iosLockScreen])
    }

    /// Watch rectangular (45 mm, Smart Stack size 184 × 80.5): `accessoryLinearCapacity` gauges
    /// 3.5 pt thick (5.3 × 50/76: the watch's circular complication is 50 pt), filled to 70 % in
    /// white and to 40 % in green at 50 %; each track shows only past its fill (issue 33), so the
    /// face, not the track, shows through the translucent green.
    func testWatchRectangularLinearCapacity() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Battery").font(.headline)
            Gauge(value: 0.7) { EmptyView() } currentValueLabel: { Text("70%") }
                .gaugeStyle(.accessoryLinearCapacity)
            Gauge(value: 0.4) { EmptyView() }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.green.opacity(0.5))
        }
        try assertGolden("watch-rectangular", view, family: .accessoryRectangular, device: "watch-45mm",
                         themes: [.watchosFullColor, try Theme(named: "watchos.accented(orange)")])
    }

    /// Home Screen, small widget: a `linearCapacity` gauge and a linear `ProgressView` in the accent
    /// blue, 4 pt tall (ours), and a circular `ProgressView`, which Apple draws in widgets as the
    /// capacity gauge: 58 pt, 5.3-pt stroke, in the primary color (black) at 45 %.
    func testHomeScreenBarsAndCircularProgress() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Gauge(value: 0.3) { Text("Storage") }.gaugeStyle(.linearCapacity)
            ProgressView(value: 0.5)
            ProgressView(value: 0.45).progressViewStyle(.circular)
        }
        .containerBackground(.background, for: .widget)
        try assertGolden("home", view, family: .systemSmall, themes: [.iosLight, .iosDark])
    }
}
