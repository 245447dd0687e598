import XCTest
import Foundation
import WidgetRender

/// A track of 100 pt with the completed part in red, as a user's style would draw it.
private struct RedBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Color.blue.frame(width: 100, height: 10)
            Color.red.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
        }
    }
}

/// The labels side by side, then a red square when the view is indeterminate.
private struct LabelsStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            configuration.currentValueLabel
            if configuration.fractionCompleted == nil { Color.red.frame(width: 10, height: 10) }
        }
    }
}

/// Draws the style around it (`ProgressView(configuration)`) padded by 10 on red.
private struct FramedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).frame(width: 80).padding(10).background(Color.red)
    }
}

/// Custom `ProgressViewStyle`s (WidgetViews/Controls/ProgressViewStyle.swift): the user's `makeBody` is
/// what draws. Points in the content area (ContentPixelSampling).
final class ProgressViewStyleTests: XCTestCase, ContentPixelSampling {
    /// value 0.4 of 1: the red part is 40 pt of the 100-pt track, blue after it.
    func testCustomBodyDrawsTheFraction() throws {
        let view = ProgressView(value: 0.4).progressViewStyle(RedBarStyle())
        let samples = try pixel(view, [(2, 5), (38, 5), (42, 5), (98, 5), (102, 5)])
        assertColors([samples[0], samples[1], samples[4]], [red, red, white])
        XCTAssertNotEqual("\(samples[2])", "\(red)"); XCTAssertNotEqual("\(samples[2])", "\(white)")
        XCTAssertEqual("\(samples[2])", "\(samples[3])")   // both on the blue track
        // A timer interval's fraction is read at the render date: 30 of 60 minutes elapsed, counting up.
        let start = EnvironmentValues.defaultRenderDate.addingTimeInterval(-1800)
        let timer = ProgressView(timerInterval: start...start.addingTimeInterval(3600), countsDown: false) { EmptyView() }
            .progressViewStyle(RedBarStyle())
        let half = try pixel(timer, [(48, 5), (52, 5)])
        XCTAssertEqual("\(half[0])", "\(red)"); XCTAssertNotEqual("\(half[1])", "\(red)")
    }

    /// The configuration carries the label and current value label as views, and nil for an
    /// indeterminate view: two 10-pt squares (red, then clear) and the red square after them.
    func testLabelsAndIndeterminateReachTheStyle() throws {
        let view = ProgressView { Color.red.frame(width: 10, height: 10) }.progressViewStyle(LabelsStyle())
        assertColors(try pixel(view, [(5, 5), (15, 5), (25, 5)]), [red, red, white])
        let valued = ProgressView(value: 0.5) { Color.red.frame(width: 10, height: 10) } currentValueLabel: {
            Color.clear.frame(width: 10, height: 10)
        }.progressViewStyle(LabelsStyle())
        assertColors(try pixel(valued, [(5, 5), (15, 5), (25, 5)]), [red, white, white])
    }

    /// `ProgressView(configuration)` in a user style draws the style around it, here the built-in
    /// linear bar, never the user's style again; the innermost style wins.
    func testConfigurationInitializerDrawsTheOuterStyle() throws {
        let framed = ProgressView(value: 0.5).progressViewStyle(FramedStyle())
        let plainBar = ProgressView(value: 0.5).frame(width: 80).padding(10).background(Color.red)
        let renderer = try WidgetRenderer()
        func image(_ view: some View) throws -> Pixmap {
            try renderer.render(.view(view.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
        }
        XCTAssertEqual(try image(framed), try image(plainBar))
        // The innermost style wins: a built-in style inside a user style replaces it.
        XCTAssertEqual(try image(ProgressView(value: 0.5).progressViewStyle(.linear).progressViewStyle(RedBarStyle())),
                       try image(ProgressView(value: 0.5).progressViewStyle(.linear)))
    }
}
