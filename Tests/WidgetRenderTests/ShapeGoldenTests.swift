import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Goldens of shapes, paths, Canvas, gauges and timer progress in every rendering mode: full color
/// (ios.light), accented (ios.tinted(blue)) on home-screen families, vibrant (ios.lockscreen) on
/// accessory families. Files: `Golden/Shapes/<name>/<device>/<family>__<theme>.png`. What each
/// should look like is written next to its scene; every image was opened and checked by eye.
final class ShapeGoldenTests: XCTestCase {
    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily, themes: [Theme],
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: [family], themes: themes, device: try Device(named: "iphone-11"),
                             named: name, suite: "Shapes", filePath: file, line: line)
    }

    var homeThemes: [Theme] { get throws { [.iosLight, try Theme(named: "ios.tinted(blue)")] } }

    /// Row 1: uneven corners (continuous, circular), an ellipse filled with an elliptical gradient
    /// (yellow at the center to purple on the ellipse touching the frame), a container-relative inset.
    /// Row 2: a trimmed ring, a dashed stroke with a phase, strokeBorder, an even-odd star.
    /// Row 3: inset(by:), rotation, offset and scale of a rounded rectangle over its unmoved outline.
    func testShapes() throws {
        let view = VStack(spacing: 10) {
            HStack(spacing: 10) {
                UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 4, bottomTrailingRadius: 24,
                                       topTrailingRadius: 4).fill(.orange)
                UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 30, topTrailing: 30),
                                       style: .circular).fill(.green)
                Ellipse().fill(EllipticalGradient(colors: [.yellow, .purple]))
                ContainerRelativeShape().inset(by: 6).fill(.teal)
            }
            HStack(spacing: 10) {
                Circle().trim(from: 0.1, to: 0.7).stroke(.red, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                RoundedRectangle(cornerRadius: 8).stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5))
                Capsule().strokeBorder(.pink, lineWidth: 6)
                star(radius: 30).fill(.yellow, style: FillStyle(eoFill: true))
            }
            HStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { i in
                    ZStack {
                        RoundedRectangle(cornerRadius: 10).stroke(.gray, lineWidth: 1)
                        adjusted(i).fill(.indigo.opacity(0.8))
                    }
                }
            }
        }
        .padding(4)
        .containerBackground(.background, for: .widget)
        try assertGolden("shapes", view, family: .systemLarge, themes: try homeThemes)
        let compact = HStack(spacing: 6) {
            UnevenRoundedRectangle(topLeadingRadius: 14, bottomTrailingRadius: 14).fill(.white)
            Circle().trim(from: 0, to: 0.6).stroke(.white, style: StrokeStyle(lineWidth: 5, lineCap: .round))
            RoundedRectangle(cornerRadius: 6).stroke(.white, style: StrokeStyle(lineWidth: 3, dash: [6, 3], dashPhase: 3))
            star(radius: 14).fill(.white, style: FillStyle(eoFill: true))
        }
        try assertGolden("shapes", compact, family: .accessoryRectangular, themes: [.iosLockScreen])
    }

    /// A five-pointed star drawn in one stroke: even-odd leaves the pentagon in the middle empty.
    func star(radius r: Double) -> Path {
        Path { p in
            let c = CGPoint(x: r + 2, y: r + 2)
            for k in 0..<5 {
                let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                let q = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if k == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
        }
    }

    func adjusted(_ i: Int) -> AnyShape {
        let base = RoundedRectangle(cornerRadius: 10)
        switch i {
        case 0: return AnyShape(base.inset(by: 8))
        case 1: return AnyShape(base.rotation(.degrees(20)))
        case 2: return AnyShape(base.offset(x: 6, y: 6))
        default: return AnyShape(base.scale(0.6, anchor: .bottomTrailing))
        }
    }

    /// Quadratic and cubic curves, both arc forms (a clockwise: false arc runs clockwise on screen),
    /// a tangent arc rounding a corner, rounded rectangles and an ellipse, stroked with round joins
    /// over a fill of the same path in 20 % of its color.
    func testPaths() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 10, y: 60))
            p.addQuadCurve(to: CGPoint(x: 70, y: 60), control: CGPoint(x: 40, y: 0))
            p.addCurve(to: CGPoint(x: 130, y: 60), control1: CGPoint(x: 90, y: 120), control2: CGPoint(x: 110, y: 0))
            p.addArc(center: CGPoint(x: 170, y: 60), radius: 30, startAngle: .degrees(180), endAngle: .degrees(0),
                     clockwise: false)
            p.addArc(tangent1End: CGPoint(x: 230, y: 60), tangent2End: CGPoint(x: 230, y: 120), radius: 20)
            p.addLine(to: CGPoint(x: 230, y: 120))
            p.addRoundedRect(in: CGRect(x: 20, y: 90, width: 70, height: 40), cornerSize: CGSize(width: 12, height: 12))
            p.addEllipse(in: CGRect(x: 110, y: 100, width: 60, height: 30))
            p.move(to: CGPoint(x: 280, y: 45))
            p.addRelativeArc(center: CGPoint(x: 280, y: 70), radius: 25, startAngle: .degrees(-90), delta: .degrees(270))
        }
        let view = ZStack(alignment: .topLeading) {
            path.fill(.green.opacity(0.2))
            path.stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
        }
        .containerBackground(.background, for: .widget)
        try assertGolden("paths", view, family: .systemMedium, themes: try homeThemes)
        let compact = Path { p in
            p.move(to: CGPoint(x: 4, y: 40))
            p.addQuadCurve(to: CGPoint(x: 60, y: 40), control: CGPoint(x: 32, y: 0))
            p.addArc(tangent1End: CGPoint(x: 110, y: 40), tangent2End: CGPoint(x: 110, y: 0), radius: 14)
            p.addArc(center: CGPoint(x: 140, y: 25), radius: 18, startAngle: .zero, endAngle: .degrees(300), clockwise: false)
        }.stroke(.white, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        try assertGolden("paths", compact, family: .accessoryRectangular, themes: [.iosLockScreen])
    }

    /// A Canvas filling the content area: a linear-gradient rounded rectangle, a stroked ring
    /// rotated by the context, a radial-gradient circle clipped to its left half, half-opaque
    /// dashes, and text anchored at its center and bottom-trailing corner.
    func testCanvas() throws {
        let canvas = Canvas { context, size in
            let card = Path(roundedRect: CGRect(x: 0, y: 0, width: size.width, height: size.height / 2), cornerRadius: 12)
            context.fill(card, with: .linearGradient(Gradient(colors: [.orange, .pink]), startPoint: .zero,
                                                     endPoint: CGPoint(x: size.width, y: size.height / 2)))
            var turned = context
            turned.translateBy(x: size.width / 2, y: size.height * 0.75)
            turned.rotate(by: .degrees(45))
            turned.stroke(Path(CGRect(x: -18, y: -18, width: 36, height: 36)), with: .color(.blue), lineWidth: 4)
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: size.height / 2, width: 34, height: size.height / 2)))
            clipped.fill(Path(ellipseIn: CGRect(x: 8, y: size.height * 0.75 - 26, width: 52, height: 52)),
                         with: .radialGradient(Gradient(colors: [.yellow, .red]), center: CGPoint(x: 34, y: size.height * 0.75),
                                               startRadius: 0, endRadius: 26))
            var faded = context
            faded.opacity = 0.5
            var dashes = Path()
            dashes.move(to: CGPoint(x: 0, y: size.height - 4))
            dashes.addLine(to: CGPoint(x: size.width, y: size.height - 4))
            faded.stroke(dashes, with: .foreground, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
            context.draw(Text("Canvas").font(.headline).foregroundStyle(.white), at: CGPoint(x: size.width / 2, y: size.height / 4))
            context.draw(Text("↘︎ end").font(.caption), at: CGPoint(x: size.width, y: size.height - 8), anchor: .bottomTrailing)
        }
        .containerBackground(.background, for: .widget)
        try assertGolden("canvas", canvas, family: .systemSmall, themes: try homeThemes)
        let compact = Canvas { context, size in
            context.stroke(Path(ellipseIn: CGRect(x: 2, y: 2, width: size.height - 4, height: size.height - 4)),
                           with: .color(.white), lineWidth: 3)
            context.draw(Text("Canvas").font(.headline), at: CGPoint(x: size.height + 4, y: size.height / 2), anchor: .leading)
        }
        try assertGolden("canvas", compact, family: .accessoryRectangular, themes: [.iosLockScreen])
    }

    /// Each gauge style with its labels: the circular ones on the Lock Screen (vibrant) and in a
    /// small widget, the linear ones in a medium widget and on the Lock Screen.
    func testGauges() throws {
        let marker = Gauge(value: 62, in: 0...100) { Text("UV") } currentValueLabel: { Text("62") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
        try assertGolden("gauge-accessory-circular", marker.gaugeStyle(.accessoryCircular),
                         family: .accessoryCircular, themes: [.iosLockScreen])
        try assertGolden("gauge-accessory-circular-label",
                         Gauge(value: 0.25) { Text("AQI") } currentValueLabel: { Text("25") }.gaugeStyle(.accessoryCircular),
                         family: .accessoryCircular, themes: [.iosLockScreen])
        try assertGolden("gauge-accessory-circular-capacity", marker.gaugeStyle(.accessoryCircularCapacity),
                         family: .accessoryCircular, themes: [.iosLockScreen])
        let linear = VStack(spacing: 6) {
            marker.gaugeStyle(.accessoryLinear)
            Gauge(value: 0.4) { Text("Steps") } currentValueLabel: { Text("40%") }.gaugeStyle(.accessoryLinearCapacity)
        }
        .font(.caption)
        try assertGolden("gauge-accessory-linear", linear, family: .accessoryRectangular, themes: [.iosLockScreen])
        let home = HStack(spacing: 14) {
            VStack(spacing: 8) {
                marker.gaugeStyle(.accessoryCircular).tint(.orange)
                marker.gaugeStyle(.accessoryCircularCapacity).tint(.green)
            }
            .frame(width: 64)
            VStack(alignment: .leading, spacing: 8) {
                marker.gaugeStyle(.linearCapacity)
                marker.gaugeStyle(.accessoryLinear).tint(.pink)
                marker.gaugeStyle(.accessoryLinearCapacity).tint(.purple)
            }
        }
        .containerBackground(.background, for: .widget)
        try assertGolden("gauges", home, family: .systemLarge, themes: try homeThemes)
    }

    /// Gauges and progress bars tinted with a gradient (green → yellow → red, the air-quality idiom):
    /// the colors run along each track, clockwise on the rings and leading to trailing on the bars;
    /// each marker takes the color at its value (62 %: orange-yellow) (docs/platform.md §6). In the
    /// tinted theme and on the Lock Screen the gradient flattens to the group color like any paint.
    func testGradientTintedGauges() throws {
        let aqi = Gradient(colors: [.green, .yellow, .red])
        let marker = Gauge(value: 62, in: 0...100) { Text("AQI") } currentValueLabel: { Text("62") }
        let rings = HStack(spacing: 14) {
            VStack(spacing: 8) {
                marker.gaugeStyle(.accessoryCircular)
                marker.gaugeStyle(.accessoryCircularCapacity)
            }
            .frame(width: 64)
            VStack(alignment: .leading, spacing: 8) {
                marker.gaugeStyle(.linearCapacity)
                marker.gaugeStyle(.accessoryLinear)
                marker.gaugeStyle(.accessoryLinearCapacity)
                ProgressView(value: 0.62)
            }
        }
        .tint(aqi)
        .containerBackground(.background, for: .widget)
        try assertGolden("gauges-gradient", rings, family: .systemLarge, themes: try homeThemes)
        try assertGolden("gauges-gradient", marker.gaugeStyle(.accessoryCircular).tint(aqi),
                         family: .accessoryCircular, themes: [.iosLockScreen])
    }

    /// A 10-minute timer read at the render date (17:41:00): 3 of 10 minutes gone. Counting down the
    /// bar is 70 % full and the label reads 7:00; counting up 30 % and 3:00. The rings below show the
    /// same (the seed code's `interval:countdown:` spelling, then counting up).
    func testTimerProgress() throws {
        let now = EnvironmentValues.defaultRenderDate
        let interval = now.addingTimeInterval(-180)...now.addingTimeInterval(420)
        let view = VStack(alignment: .leading, spacing: 12) {
            ProgressView(timerInterval: interval) { Text("Tea") }
            ProgressView(timerInterval: interval, countsDown: false) { Text("Elapsed") }.tint(.orange)
            HStack(spacing: 12) {
                ProgressView(interval: interval, countdown: true) { EmptyView() } currentValueLabel: { EmptyView() }
                ProgressView(timerInterval: interval, countsDown: false) { EmptyView() } currentValueLabel: { EmptyView() }
                    .tint(.orange)
            }
            .progressViewStyle(.circular).frame(height: 28)
        }
        .containerBackground(.background, for: .widget)
        try assertGolden("progress-timer", view, family: .systemSmall, themes: try homeThemes)
        try assertGolden("progress-timer", ProgressView(timerInterval: interval) { Text("Tea") },
                         family: .accessoryRectangular, themes: [.iosLockScreen])
    }

    /// `containerShape(_:)`: left, a card with a 28-pt continuous rounded shape holds container-relative
    /// fills 6 and 14 pt in (radii 22 and 14, concentric); right, a capsule container holds one
    /// 8 pt in (a pill, radius = half its height). Over a widget-relative tile for comparison.
    func testContainerShape() throws {
        let view = HStack(spacing: 12) {
            ZStack {
                ContainerRelativeShape().fill(.blue.opacity(0.25))
                ContainerRelativeShape().inset(by: 6).fill(.blue.opacity(0.5))
                ContainerRelativeShape().inset(by: 14).fill(.blue)
            }
            .containerShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
            ZStack {
                ContainerRelativeShape().fill(.orange.opacity(0.3))
                ContainerRelativeShape().fill(.orange).padding(8)
            }
            .frame(height: 56)
            .containerShape(Capsule())
        }
        .containerBackground(for: .widget) { ContainerRelativeShape().fill(.gray.opacity(0.2)) }
        try assertGolden("container-shape", view, family: .systemMedium, themes: try homeThemes)
    }

    /// `ConcentricRectangle` (iOS 26), margins off, 8 pt from the widget's edges. Top row: left, every
    /// corner concentric (the outer corner follows the widget's, 8 pt tighter; the inner ones are
    /// square); right, concentric with a 6-pt minimum (inner corners 6). Bottom: a uniform bar, every
    /// corner the largest of its concentric radii (the widget's less 8). On it, inside a 14-pt
    /// `containerShape` of the bar's size, four tiles 6 pt in with fixed 4-pt tops and concentric
    /// bottoms: the outer tiles' outer bottom corners 14 − 6 = 8, every other bottom corner square.
    /// Lock Screen: a rectangular accessory with a concentric plate 4 pt inside its own corners.
    func testConcentricRectangle() throws {
        let view = VStack(spacing: 6) {
            HStack(spacing: 6) {
                ConcentricRectangle().fill(.blue)
                ConcentricRectangle(corners: .concentric(minimum: 6)).fill(.orange)
            }
            ZStack {
                ConcentricRectangle(corners: .concentric(minimum: 6), isUniform: true).fill(.green)
                HStack(spacing: 4) {
                    ForEach(0..<4, id: \.self) { _ in
                        ConcentricRectangle(uniformTopCorners: .fixed(4), uniformBottomCorners: .concentric)
                            .fill(.white.opacity(0.7))
                    }
                }
                .padding(6)
                .containerShape(RoundedRectangle(cornerRadius: 14))
            }
            .frame(height: 44)
        }
        .padding(8)
        .containerBackground(for: .widget) { Color.gray.opacity(0.15) }
        .contentMarginsDisabled()
        try assertGolden("concentric-rectangle", view, family: .systemMedium, themes: try homeThemes)
        let plate = ConcentricRectangle().fill(.white.opacity(0.5)).padding(4)
            .overlay(Text("Gate B12").font(.headline))
            .containerBackground(for: .widget) { Color.clear }
        try assertGolden("concentric-rectangle", plate, family: .accessoryRectangular, themes: [.iosLockScreen])
    }
}
