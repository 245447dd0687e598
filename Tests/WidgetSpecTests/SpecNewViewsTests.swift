import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// The views and modifiers of issue #14 in specs draw exactly what the same Swift draws: three
/// composite widgets (grids and shapes; effects; text styling and environment) rendered from YAML
/// and from Swift, compared byte for byte, in full color and, for the first, accented.
final class SpecNewViewsTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    /// Renders the spec's only widget and `swift` the same way, and requires identical pixels.
    private func assertSamePixels<V: View>(_ body: String, _ swift: V, family: WidgetFamily = .systemSmall,
                                           theme: Theme? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let spec = try parseSpec(widgetSpec(body: body))
        let widget = try spec.widget(named: "test")
        let entry = widget.entries[0]
        let environment = widget.environment(for: entry)
        let fromSpec: Pixmap, fromSwift: Pixmap
        if let theme {
            fromSpec = try renderer.render(.view(widget.view(for: entry), family: family, device: .iPhone, theme: theme, environment: environment))
            fromSwift = try renderer.render(.view(swift, family: family, device: .iPhone, theme: theme, environment: environment))
        } else {
            fromSpec = try renderer.render(.view(widget.view(for: entry), family: family, environment: environment))
            fromSwift = try renderer.render(.view(swift, family: family, environment: environment))
        }
        XCTAssertEqual(fromSpec.width, fromSwift.width, file: file, line: line)
        XCTAssertTrue(fromSpec.premultipliedBytes == fromSwift.premultipliedBytes, "pixels differ", file: file, line: line)
        // Not a blank: the widget draws more than one color.
        XCTAssertGreaterThan(Set(stride(from: 0, to: fromSwift.premultipliedBytes.count, by: 4 * 97).map {
            fromSwift.premultipliedBytes[$0..<$0 + 4].map { $0 } }).count, 3, file: file, line: line)
    }

    /// Grid, GridRow, the grid cell modifiers, LazyVGrid with fixed, flexible and adaptive items,
    /// UnevenRoundedRectangle, EllipticalGradient, trim, StrokeStyle, strokeBorder with the
    /// separator style, Gauge with its labels and a gauge style, quinary.
    func testGridsShapesAndGauges() throws {
        let body = """
              VStack:
                spacing: 6
                content:
                  - Grid:
                      alignment: leading
                      horizontalSpacing: 4
                      verticalSpacing: 2
                      content:
                        - GridRow: [{Text: Mon}, {Text: "12"}]
                        - GridRow:
                            alignment: bottom
                            content: [{Text: Tue, gridColumnAlignment: trailing}, {Text: "7", font: title3}]
                        - {Divider: null, gridCellUnsizedAxes: horizontal}
                        - {Text: Total 19, gridCellColumns: 2, foregroundStyle: quinary}
                  - LazyVGrid:
                      columns: [{fixed: 30}, flexible, {adaptive: {minimum: 20}, spacing: 2, alignment: top}]
                      spacing: 4
                      content:
                        - {RoundedRectangle: 3, fill: orange, frame: {height: 12}}
                        - {RoundedRectangle: 3, fill: green, frame: {height: 8}}
                        - {Capsule: null, fill: blue, frame: {height: 10}}
                        - {Capsule: null, strokeBorder: {style: separator, lineWidth: 2}, frame: {height: 12}}
                  - HStack:
                      spacing: 6
                      content:
                        - UnevenRoundedRectangle: {topLeadingRadius: 12, bottomTrailingRadius: 12, style: circular}
                          fill: {EllipticalGradient: {colors: [yellow, red], endRadiusFraction: 0.6}}
                          frame: {width: 36, height: 28}
                        - Circle: null
                          trim: {from: 0.1, to: 0.8}
                          stroke: {style: blue, lineWidth: 4, lineCap: round, lineJoin: bevel, dash: [6, 3], dashPhase: 1}
                          frame: {width: 28, height: 28}
                        - Gauge: {value: 40, max: 100, label: {Text: G}, currentValueLabel: {Text: "40"}}
                          gaugeStyle: accessoryCircularCapacity
                          tint: purple
              containerBackground: white
        """
        let swift = VStack(spacing: 6) {
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Text("Mon"); Text("12") }
                GridRow(alignment: .bottom) { Text("Tue").gridColumnAlignment(.trailing); Text("7").font(.title3) }
                Divider().gridCellUnsizedAxes(.horizontal)
                Text("Total 19").gridCellColumns(2).foregroundStyle(.quinary)
            }
            LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.flexible()),
                                GridItem(.adaptive(minimum: 20), spacing: 2, alignment: .top)], spacing: 4) {
                RoundedRectangle(cornerRadius: 3).fill(Color.orange).frame(height: 12)
                RoundedRectangle(cornerRadius: 3).fill(Color.green).frame(height: 8)
                Capsule().fill(Color.blue).frame(height: 10)
                Capsule().strokeBorder(.separator, lineWidth: 2).frame(height: 12)
            }
            HStack(spacing: 6) {
                UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12, style: .circular)
                    .fill(EllipticalGradient(colors: [.yellow, .red], endRadiusFraction: 0.6))
                    .frame(width: 36, height: 28)
                Circle().trim(from: 0.1, to: 0.8)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [6, 3], dashPhase: 1))
                    .frame(width: 28, height: 28)
                Gauge(value: 40.0, in: 0...100) { Text("G") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.purple)
            }
        }
        .containerBackground(Color.white, for: .widget)
        try assertSamePixels(body, swift)
        try assertSamePixels(body, swift, theme: .iosTinted(ThemeColor(RGBA(red: 0.2, green: 0.4, blue: 1))))
    }

    /// Blend modes, every color filter, blur, mask, compositingGroup, zIndex, position and
    /// rotation3DEffect.
    func testEffects() throws {
        let body = """
              VStack:
                spacing: 4
                content:
                  - HStack:
                      spacing: 4
                      content:
                        - {Color: orange, saturation: 0.3}
                        - {Color: orange, grayscale: 0.8}
                        - {Color: orange, brightness: 0.2}
                        - {Color: orange, contrast: 1.5}
                  - HStack:
                      spacing: 4
                      content:
                        - {Color: teal, hueRotation: 90}
                        - {Color: white, colorMultiply: pink}
                        - {Color: green, colorInvert: true}
                        - {Color: green, luminanceToAlpha: true}
                  - ZStack:
                      content:
                        - {Circle: null, fill: red, frame: {width: 40, height: 40}, offset: {x: -10}}
                        - {Circle: null, fill: blue, frame: {width: 40, height: 40}, offset: {x: 10}, blendMode: screen}
                        - {Rectangle: null, fill: yellow, frame: {width: 12, height: 12}, zIndex: -1}
                    compositingGroup: true
                    blur: {radius: 1}
                    mask: {Capsule: null}
                  - HStack:
                      content:
                        - {Rectangle: null, fill: mint, frame: {width: 30, height: 20}, rotation3DEffect: {degrees: 45, axis: {x: 1, y: 0, z: 0}}}
                        - {Text: Here, position: {x: 20, y: 8}, frame: {width: 40, height: 16}}
              containerBackground: white
        """
        let swift = VStack(spacing: 4) {
            HStack(spacing: 4) {
                Color.orange.saturation(0.3)
                Color.orange.grayscale(0.8)
                Color.orange.brightness(0.2)
                Color.orange.contrast(1.5)
            }
            HStack(spacing: 4) {
                Color.teal.hueRotation(.degrees(90))
                Color.white.colorMultiply(.pink)
                Color.green.colorInvert()
                Color.green.luminanceToAlpha()
            }
            ZStack {
                Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: -10, y: 0)
                Circle().fill(Color.blue).frame(width: 40, height: 40).offset(x: 10, y: 0).blendMode(.screen)
                Rectangle().fill(Color.yellow).frame(width: 12, height: 12).zIndex(-1)
            }
            .compositingGroup()
            .blur(radius: 1)
            .mask(Capsule())
            HStack {
                Rectangle().fill(Color.mint).frame(width: 30, height: 20)
                    .rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
                Text("Here").position(x: 20, y: 8).frame(width: 40, height: 16)
            }
        }
        .containerBackground(Color.white, for: .widget)
        try assertSamePixels(body, swift)
    }

    /// Text styling (kerning, tracking, baselineOffset, underline, strikethrough, monospaced,
    /// fontDesign, fontWidth), labelStyle and the environment modifiers (dynamicTypeSize,
    /// layoutDirection, locale, legibilityWeight, preferredColorScheme).
    func testTextStylingAndEnvironment() throws {
        let body = """
              VStack:
                alignment: leading
                spacing: 1
                content:
                  - {Text: Kerned, kerning: 2}
                  - {Text: Tracked, tracking: 1.5, baselineOffset: 2}
                  - {Text: Under, underline: {pattern: dash, color: red}, strikethrough: true}
                  - {Text: Mono 123, monospaced: true, fontDesign: rounded, fontWidth: condensed}
                  - HStack:
                      content:
                        - {Label: {title: Bolt, systemImage: bolt.fill}, labelStyle: iconOnly}
                        - {Text: Big, dynamicTypeSize: xxLarge, legibilityWeight: bold}
                        - {HStack: [{Text: A}, {Text: B}], layoutDirection: rightToLeft, locale: ar}
                  - {Text: Dim, foregroundStyle: secondary, preferredColorScheme: dark}
              containerBackground: white
        """
        let swift = VStack(alignment: .leading, spacing: 1) {
            Text("Kerned").kerning(2)
            Text("Tracked").tracking(1.5).baselineOffset(2)
            Text("Under").underline(true, pattern: .dash, color: .red).strikethrough(true)
            Text("Mono 123").monospaced(true).fontDesign(.rounded).fontWidth(.condensed)
            HStack {
                Label("Bolt", systemImage: "bolt.fill").labelStyle(.iconOnly)
                Text("Big").dynamicTypeSize(.xxLarge).environment(\.legibilityWeight, .bold)
                HStack { Text("A"); Text("B") }.environment(\.layoutDirection, .rightToLeft)
                    .environment(\.locale, Locale(identifier: "ar"))
            }
            Text("Dim").foregroundStyle(.secondary).preferredColorScheme(.dark)
        }
        .containerBackground(Color.white, for: .widget)
        try assertSamePixels(body, swift)
    }

    /// Markdown, timer and formatted-number text pieces and ProgressView(timerInterval:), read at
    /// the spec's render date (the environment's `renderDate`, as Swift's are).
    func testTextPiecesAndTimerProgress() throws {
        let body = """
              VStack:
                alignment: leading
                content:
                  - Text: {markdown: "**Bold** and *italic*"}
                  - Text: [{timerInterval: {from: -5m, to: +20m}}, " left"]
                  - Text: {timerInterval: {from: -5m, to: +20m}, countsDown: false}
                  - Text: {number: 0.42, format: percent}
                  - Text: {number: 1234.5}
                  - Text: {number: 3.5, format: currency, currencyCode: EUR}
                  - ProgressView: {timerInterval: {from: -5m, to: +15m}, countsDown: false}
              font: caption
              containerBackground: white
        """
        let spec = try parseSpec(widgetSpec(body: body))
        let renderDate = try spec.widget(named: "test").entries[0].date
        let interval = renderDate.addingTimeInterval(-300)...renderDate.addingTimeInterval(1200)
        let swift = VStack(alignment: .leading) {
            Text("**Bold** and *italic*")
            Text(timerInterval: interval) + Text(verbatim: " left")
            Text(timerInterval: interval, countsDown: false)
            Text(0.42, format: .percent)
            Text(1234.5, format: .number)
            Text(3.5, format: .currency(code: "EUR"))
            ProgressView(timerInterval: renderDate.addingTimeInterval(-300)...renderDate.addingTimeInterval(900), countsDown: false)
        }
        .font(.caption)
        .containerBackground(Color.white, for: .widget)
        try assertSamePixels(body, swift)
    }

    /// A Path from SVG path data is the Path Swift builds with the same commands (arcs become
    /// cubic curves in both, the same parser as custom symbols); it fills, strokes and clips.
    func testPathFromSVGPathData() throws {
        let body = """
              ZStack:
                content:
                  - {Path: "M10 10 H70 L40 60 Z", fill: orange}
                  - Path: "M20 90 Q50 60 80 90 T140 90"
                    stroke: {style: blue, lineWidth: 3, lineCap: round}
                  - {Color: green, frame: {width: 40, height: 40}, clipShape: {Path: "M0 0 L40 0 L0 40 Z"}}
              containerBackground: white
        """
        let swift = ZStack {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10)); path.addLine(to: CGPoint(x: 70, y: 10))
                path.addLine(to: CGPoint(x: 40, y: 60)); path.closeSubpath()
            }.fill(Color.orange)
            Path { path in
                path.move(to: CGPoint(x: 20, y: 90))
                path.addQuadCurve(to: CGPoint(x: 80, y: 90), control: CGPoint(x: 50, y: 60))
                // T reflects the last control point about the current point: (110, 120).
                path.addQuadCurve(to: CGPoint(x: 140, y: 90), control: CGPoint(x: 110, y: 120))
            }.stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            Color.green.frame(width: 40, height: 40).clipShape(Path { path in
                path.move(to: .zero); path.addLine(to: CGPoint(x: 40, y: 0)); path.addLine(to: CGPoint(x: 0, y: 40))
                path.closeSubpath()
            })
        }
        .containerBackground(Color.white, for: .widget)
        try assertSamePixels(body, swift)
    }
}
