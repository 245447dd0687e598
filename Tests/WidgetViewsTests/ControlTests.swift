import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// Composite views lower to primitives: ProgressView (linear bar via `widthFraction`, circular = the
/// capacity gauge's ring trimmed to the value and rotated −90°), Gauge styles, ViewThatFits, and bundled symbols sized
/// from the font like SF Symbols (height 0.9 × font size) and tinted by the foreground.
final class ControlTests: XCTestCase {
    let blue = ResolvedPaint.color(RGBA(r8: 0, g8: 136, b8: 255))
    var track: ResolvedPaint { blue.multiplyingOpacity(0.3) }

    /// The track shows only past the fill (docs/platform.md §6): the whole capsule masked by the
    /// last 75 % of the width, from half the bar's height (2 pt) before the fill's end, reaching a bar
    /// height (4 pt) past the other edges.
    func testLinearProgressIsTrackAndFractionOfWidth() throws {
        let capsule = ShapeKind.capsule(style: .continuous)
        let unfilled = ResolvedNode.modified(.widthFraction(0.75), .modified(
            .padding(Insets(top: -4, leading: -2, bottom: -4, trailing: -4)), .shape(ResolvedShape(kind: .rectangle, fill: .color(.black)))))
        let expected = ResolvedNode.modified(.frame(width: nil, height: 4, alignment: .center), .stack(ResolvedStack(
            axis: .depth, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center), spacing: nil, children: [
                .modified(.mask(unfilled, alignment: ResolvedAlignment(horizontal: .trailing, vertical: .center)),
                          .shape(ResolvedShape(kind: capsule, fill: track))),
                .modified(.widthFraction(0.25), .shape(ResolvedShape(kind: capsule, fill: blue))),
            ])))
        XCTAssertEqual(try resolved(ProgressView(value: 30.0, total: 120)).content, expected)
    }

    /// A circular ProgressView is the accessoryCircularCapacity gauge (Apple, for widgets): at most
    /// 58 pt, a 5.3-pt stroke (the iOS measurement for a 76-pt circular widget, the size used where
    /// the device is unknown), the tint over the tint at 30 %; the track is only the unfilled half.
    func testCircularProgressIsARingFromTwelveOClock() throws {
        let red = ResolvedPaint.color(RGBA(r8: 255, g8: 56, b8: 60))
        let node = try resolved(ProgressView(value: 0.5).progressViewStyle(.circular).tint(.red)).content
        func arc(_ paint: ResolvedPaint, _ start: Double, _ end: Double) -> ResolvedNode {
            .modified(.rotation(degrees: -90, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)), .shape(ResolvedShape(
                kind: .circle, fill: nil,
                stroke: ResolvedStroke(paint: paint, lineWidth: 5.3, cap: .round, insideBorder: true), trimFrom: start, trimTo: end)))
        }
        let ring = ResolvedNode.modified(.aspectRatio(1, contentMode: .fit), .stack(ResolvedStack(
            axis: .depth, alignment: .center, spacing: nil, children: [arc(red.multiplyingOpacity(0.3), 0.5, 1), arc(red, 0, 0.5)])))
        XCTAssertEqual(node, .modified(.aspectRatio(1, contentMode: .fit), .modified(
            .flexibleFrame(FlexibleFrame(maxWidth: 58, maxHeight: 58)),
            .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [ring])))))
    }

    func testGaugeStylesLowerToRingsAndBars() throws {
        let gauge = Gauge(value: 75.0, in: 50...150) { Text("mg") } currentValueLabel: { Text("75") }
        // Capacity ring: at most 58 pt (docs/platform.md §6), a full ring to 25 %, the current value centered.
        guard case .modified(.aspectRatio(1, contentMode: .fit), .modified(.flexibleFrame(let frame), .stack(let ring)))
                = try resolved(gauge.gaugeStyle(.accessoryCircularCapacity)).content else {
            return XCTFail("expected a framed stack")
        }
        XCTAssertEqual(frame, FlexibleFrame(maxWidth: 58, maxHeight: 58))
        XCTAssertEqual(ring.axis, .depth)
        XCTAssertEqual(strings(in: .stack(ring)), ["75"])
        // Open ring (Apple: "an open ring with a marker"): a 270° track from 135°, the marker turned
        // to 135° + 270° × 25 % + 90° = 292.5° (from 12 o'clock); the label in the opening.
        let arc = try resolved(gauge.gaugeStyle(.accessoryCircular)).content
        XCTAssertEqual(strings(in: arc), ["75", "mg"])
        XCTAssertTrue(String(describing: arc).contains("trimTo: Optional(0.75)"))
        XCTAssertTrue(String(describing: arc).contains("degrees: 135.0"))
        XCTAssertTrue(String(describing: arc).contains("degrees: 292.5"))
        // Linear capacity (Apple: label above, current value below): label, bar, value.
        guard case .stack(let column) = try resolved(gauge.gaugeStyle(.linearCapacity)).content else {
            return XCTFail("expected a stack")
        }
        XCTAssertEqual(column.children.count, 3)
        XCTAssertEqual(strings(in: column.children[0]), ["mg"])
        XCTAssertTrue(String(describing: column.children[1]).contains("widthFraction(0.25)"))
        XCTAssertEqual(strings(in: column.children[2]), ["75"])
        // Accessory linear: the current value at the bar's leading end, a marker 25 % along.
        guard case .stack(let row) = try resolved(gauge.gaugeStyle(.accessoryLinear)).content else {
            return XCTFail("expected a stack")
        }
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(strings(in: row.children[0]), ["75"])
        XCTAssertTrue(String(describing: row.children[1]).contains("widthFraction(0.25)"))
    }

    /// Minimum and maximum labels go to the bar's ends (Apple's accessoryLinearCapacity page).
    func testGaugeBoundsLabelsFlankTheBar() throws {
        let gauge = Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        guard case .stack(let column) = try resolved(gauge.gaugeStyle(.accessoryLinearCapacity)).content,
              case .stack(let row) = column.children[1] else { return XCTFail("expected a column with a row") }
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(strings(in: row.children[0]), ["0"])
        XCTAssertEqual(strings(in: row.children[2]), ["10"])
        // As thick as the accessory ring's stroke: 5.3 pt (docs/platform.md §6).
        XCTAssertTrue(String(describing: row.children[1]).contains("frame(width: nil, height: Optional(5.3)"))
    }

    /// accessoryCircular puts the bounds labels in the ring's opening (ours, Gauge.swift), in from the
    /// ring's sides to the inner edge of its ends and up from its bottom by 4/76 of it. The ring is
    /// 58/76 of the device's circular widget with a 5.3/76 stroke (docs/platform.md §6): on a 76-pt
    /// iPhone d = 58, w = 5.3, so the side inset is 29 − 26.35 × sin 45° + 2.65 = 13.018 pt and the
    /// bottom 58 × 4/76 = 3.053 pt; on a 50-pt watch both × 50/76 (8.565 and 2.008 pt), as is the
    /// labels' 11-pt font. The space
    /// around the gauge (the canvas estimate) no longer matters; one line each, shrinking to half,
    /// so "200" never wraps into the ring.
    func testCircularGaugeOpeningScalesWithTheWidget() throws {
        let gauge = Gauge(value: 62, in: 0...200) { Text("mg") } currentValueLabel: { Text("62") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("200") }
        let side76 = 29 - 26.35 * 0.5.squareRoot() + 2.65, bottom76 = 58.0 * 4 / 76
        for (circular, hint, side, bottom) in [(76.0, 76.0, side76, bottom76), (50.0, 50.0, side76 * 50 / 76, bottom76 * 50 / 76),
                                               (76.0, 300.0, side76, bottom76)] {
            let node = try resolved(gauge.gaugeStyle(.accessoryCircular)) {
                $0.accessoryCircularSide = circular
                $0.canvasSizeHint = CGSize(width: hint, height: hint)
            }
            guard case .modified(.aspectRatio, .modified(.flexibleFrame, .stack(let depth))) = node.content,
                  case .modified(.padding(let padding), .stack(let opening)) = depth.children[1] else {
                return XCTFail("expected the ring and its opening")
            }
            XCTAssertEqual(padding.leading, side, accuracy: 1e-9)
            XCTAssertEqual(padding.trailing, side, accuracy: 1e-9)
            XCTAssertEqual(padding.bottom, bottom, accuracy: 1e-9)
            XCTAssertEqual(strings(in: .stack(opening)), ["0", "200"])
            XCTAssertEqual(texts(in: .stack(opening)).map(\.content.lineLimit), [1, 1])
            XCTAssertEqual(texts(in: .stack(opening)).map(\.content.minimumScaleFactor), [0.5, 0.5])
            // 11 pt (iOS's caption2) on a 76-pt widget's ring, 11 × 50/76 = 7.24 pt on the watch's.
            for text in texts(in: .stack(opening)) { XCTAssertEqual(text.content.runs[0].font.size, 11 * circular / 76, accuracy: 1e-9) }
        }
    }

    /// `ProgressView(timerInterval:)` reads the render date: 3 of 10 minutes gone → 70 % counting
    /// down, 30 % counting up; the seed code's `interval:countdown:` spelling is the same view.
    func testTimerProgressReadsTheRenderDate() throws {
        let now = EnvironmentValues.defaultRenderDate
        let interval = now.addingTimeInterval(-180)...now.addingTimeInterval(420)
        XCTAssertTrue(String(describing: try resolved(ProgressView(timerInterval: interval)).content)
            .contains("widthFraction(0.7)"))
        XCTAssertTrue(String(describing: try resolved(ProgressView(timerInterval: interval, countsDown: false)).content)
            .contains("widthFraction(0.3)"))
        let seed = ProgressView(interval: interval, countdown: true) { Text("Tea") } currentValueLabel: { Text("left") }
        XCTAssertEqual(strings(in: try resolved(seed).content), ["Tea", "left"])
        // The default current value label is the timer text: 7:00 left.
        XCTAssertEqual(strings(in: try resolved(ProgressView(timerInterval: interval) { Text("Tea") }).content),
                       ["Tea", "7:00"])
    }

    func testViewThatFitsKeepsItsCandidates() throws {
        let view = ViewThatFits(in: .horizontal) { Text("Long label"); Text("Short") }
        XCTAssertEqual(try resolved(view).content,
                       .viewThatFits(axes: .horizontal, children: [plainText("Long label"), plainText("Short")]))
    }

    func testSymbolIsSizedFromTheFontAndTintedByTheForeground() throws {
        let node = try resolved(Image(systemName: "plus").font(.system(size: 20)).foregroundStyle(.white)).content
        guard case .modified(.frame(let width, let height, _), .shape(let shape)) = node,
              case .unitPath(let path) = shape.kind else { return XCTFail("expected a framed symbol") }
        // plus has SF metrics (Assets/Symbols/metrics.tsv row `plus 0.8057 0.8057`): 0.8057 × 20 pt =
        // 16.114 pt square; the hand-drawn square outline fills it.
        XCTAssertEqual(width ?? 0, 16.114, accuracy: 1e-9)
        XCTAssertEqual(height ?? 0, 16.114, accuracy: 1e-9)
        XCTAssertEqual(shape.fill, .color(.white))
        let bounds = try XCTUnwrap(path.controlBounds)
        for (value, expected) in [(bounds.minX, 0.0), (bounds.minY, 0), (bounds.maxX, 1), (bounds.maxY, 1)] {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        // Resizable: any size, the natural size (here 16.114 × 16.114) stays the ideal one.
        guard case .modified(.flexibleFrame(let frame), .shape) = try resolved(
            Image(systemName: "plus").resizable().font(.system(size: 20))).content else {
            return XCTFail("expected a flexible frame")
        }
        XCTAssertEqual(frame.idealWidth ?? 0, 16.114, accuracy: 1e-9)
        XCTAssertEqual(frame.idealHeight ?? 0, 16.114, accuracy: 1e-9)
        XCTAssertEqual(frame.maxWidth, .infinity)
        XCTAssertEqual(frame.minHeight, 0)
    }

    func testDividerLiesAcrossTheEnclosingStack() throws {
        let separator = ResolvedNode.shape(ResolvedShape(kind: .rectangle, fill: .color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.29))))
        // displayScale 2 → one pixel is 0.5 pt.
        XCTAssertEqual(try resolved(HStack { Divider() }).content, .stack(ResolvedStack(axis: .horizontal, alignment: .center,
            spacing: nil, children: [.modified(.frame(width: 0.5, height: nil, alignment: .center), separator)])))
        XCTAssertEqual(try resolved(Divider()) { $0.displayScale = 4 }.content,
                       .modified(.frame(width: nil, height: 0.25, alignment: .center), separator))
    }

    func testImageScaleAndShapeShorthands() throws {
        let node = try resolved(Image(systemName: "checkmark").imageScale(.large)).content
        // metrics.tsv row `checkmark 0.8413 0.8345`, body 17 pt, large × 1.28: 0.8413 × 21.76 =
        // 18.30669 pt wide, 0.8345 × 21.76 = 18.15872 pt tall.
        guard case .modified(.frame(let width, let height, _), _) = node else { return XCTFail("expected a frame") }
        XCTAssertEqual(height ?? 0, 18.15872, accuracy: 1e-9)
        XCTAssertEqual(width ?? 0, 18.306688, accuracy: 1e-9)
        let clipped = try resolved(Color.red.clipShape(.rect(cornerRadius: 6))).content
        guard case .modified(.clip(let kind, _), _) = clipped else { return XCTFail("expected a clip") }
        XCTAssertEqual(kind, .roundedRectangle(cornerWidth: 6, cornerHeight: 6, style: .continuous))
    }

    /// The tint is a translucent fill by scheme; the shape also blurs what lies beneath it
    /// (radius 30 × 0.3 = 9 pt, docs/platform.md §10).
    func testMaterialIsATranslucentFillByScheme() throws {
        let node = try resolved(Rectangle().fill(.ultraThinMaterial)) { $0.colorScheme = .dark }.content
        XCTAssertEqual(node, .modified(.effect(.backdropBlur(radius: 9)),
                                       .shape(ResolvedShape(kind: .rectangle, fill: .color(RGBA.black.withAlpha(0.3))))))
    }

    func testEverySymbolFitsTheUnitSquare() throws {
        for name in SystemSymbol.names {
            let symbol = try XCTUnwrap(SystemSymbol.named(name))
            let points = outlinePoints(symbol.unitPath)
            let xs = points.map(\.x), ys = points.map(\.y)
            let (x0, x1, y0, y1) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
            XCTAssertGreaterThanOrEqual(x0, -0.001, name)
            XCTAssertGreaterThanOrEqual(y0, -0.001, name)
            XCTAssertLessThanOrEqual(x1, 1.001, name)
            XCTAssertLessThanOrEqual(y1, 1.001, name)
            // Each outline spans most of its box on both axes.
            XCTAssertGreaterThan(x1 - x0, 0.9, name)
            XCTAssertGreaterThan(y1 - y0, 0.9, name)
        }
    }

    /// Points on the outline itself (curves sampled), not the control polygon.
    private func outlinePoints(_ path: VectorPath) -> [Point] {
        var points: [Point] = [], current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p); current = p
            case .quad(let c, let p):
                for i in 1...20 {
                    let t = Double(i) / 20, u = 1 - t
                    points.append(current * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                for i in 1...20 {
                    let t = Double(i) / 20, u = 1 - t
                    points.append(current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                current = p
            case .close: break
            }
        }
        return points
    }
}
