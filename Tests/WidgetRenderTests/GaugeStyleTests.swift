import XCTest
import Foundation
import WidgetRender

/// A bar of 100 pt with the value's part in red over blue, as a user's style would draw it.
private struct RedBarGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Color.blue.frame(width: 100, height: 10)
            Color.red.frame(width: 100 * configuration.value, height: 10)
        }
    }
}

/// The labels side by side: label, current value, minimum, maximum.
private struct LabelsGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            configuration.currentValueLabel
            configuration.minimumValueLabel
            configuration.maximumValueLabel
            configuration.markedValueLabels
        }
    }
}

/// Draws the style around it (`Gauge(configuration)`) padded by 10 on red.
private struct FramedGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Gauge(configuration).frame(width: 80).padding(10).background(Color.red)
    }
}

/// Custom `GaugeStyle`s (WidgetViews/Controls/GaugeStyle.swift): the user's `makeBody` draws, with the
/// value as a fraction of the gauge's range. Points in the content area (ContentPixelSampling).
final class GaugeStyleTests: XCTestCase, ContentPixelSampling {
    /// 30 in 10…60 is 0.4 of the range: the red part is 40 pt of the 100-pt track, blue after it.
    func testCustomBodyDrawsTheFractionOfTheRange() throws {
        let view = Gauge(value: 30, in: 10...60) { Text("Level") }.gaugeStyle(RedBarGaugeStyle())
        let samples = try pixel(view, [(2, 5), (38, 5), (42, 5), (98, 5), (102, 5)])
        assertColors([samples[0], samples[1], samples[4]], [red, red, white])
        XCTAssertNotEqual("\(samples[2])", "\(red)"); XCTAssertNotEqual("\(samples[2])", "\(white)")
        XCTAssertEqual("\(samples[2])", "\(samples[3])")   // both on the blue track
    }

    /// Each label reaches the style as a view: red, clear, red, clear 10-pt squares side by side.
    func testLabelsReachTheStyle() throws {
        func square(_ color: Color) -> some View { color.frame(width: 10, height: 10) }
        let view = Gauge(value: 0.5) { square(.red) } currentValueLabel: { square(.clear) }
            minimumValueLabel: { square(.red) } maximumValueLabel: { square(.clear) }
            .gaugeStyle(LabelsGaugeStyle())
        assertColors(try pixel(view, [(5, 5), (15, 5), (25, 5), (35, 5), (45, 5)]), [red, white, red, white, white])
    }

    /// `Gauge(configuration)` in a user style draws the style around it (here the accessory ring,
    /// set outside), never the user's style again; the innermost style wins.
    func testConfigurationInitializerDrawsTheOuterStyle() throws {
        let renderer = try WidgetRenderer()
        func image(_ view: some View) throws -> Pixmap {
            try renderer.render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
        }
        let framed = Gauge(value: 0.5) { Text("L") }.gaugeStyle(FramedGaugeStyle()).gaugeStyle(.accessoryCircularCapacity)
        let ring = Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryCircularCapacity)
            .frame(width: 80).padding(10).background(Color.red)
        XCTAssertEqual(try image(framed), try image(ring))
        XCTAssertEqual(try image(Gauge(value: 0.5) { Text("L") }.gaugeStyle(.linearCapacity).gaugeStyle(RedBarGaugeStyle())),
                       try image(Gauge(value: 0.5) { Text("L") }.gaugeStyle(.linearCapacity)))
    }
}
