import XCTest
import Foundation
import WidgetRender

// Preferences (WidgetViews/Core/Preferences.swift, Anchor.swift) drawn: values flow up to
// `overlayPreferenceValue` / `backgroundPreferenceValue`, anchors resolve where layout put the view.
// Points are in the content area (ContentPixelSampling: the small widget's content origin).

/// The classic "highlight the selected child": the first anchor set wins.
private struct SelectedKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Sums its values.
private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Collects centers.
private struct CentersKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

final class PreferenceRenderingTests: XCTestCase, ContentPixelSampling {
    /// The selected (second) row of a leading VStack with no spacing sits at y 20…40, x 0…40 (two
    /// 40 × 20 rows); the overlay's reader fills the 100 × 100 frame from (0, 0), so `proxy[anchor]`
    /// is (0, 20, 40, 20) and the red box covers exactly the second row.
    func testOverlayDrawsAtTheAnchoredChild() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 40, height: 20)
            Color.green.frame(width: 40, height: 20)
                .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
        }
        .frame(width: 100, height: 100, alignment: .topLeading)
        .overlayPreferenceValue(SelectedKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.red.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                }
            }
        }
        let samples = try pixel(view, [(20, 30), (38, 22), (20, 10), (60, 30), (20, 45)])
        XCTAssertEqual("\(samples[0])", "\(red)"); XCTAssertEqual("\(samples[1])", "\(red)")
        XCTAssertNotEqual("\(samples[2])", "\(red)")   // the first row keeps its color
        assertColors(Array(samples[3...]), [white, white])
    }

    /// Center anchors read in a background reader that is offset from the widget's origin: two
    /// 20-pt squares at x 30…50 and 60…80 (HStack spacing 10, padded 30 from the leading and top
    /// edges) have centers (40, 40) and (70, 40) in the widget's content; the reader fills the padded
    /// view's frame, which starts at (0, 0), so a 10-pt red square is drawn around each center
    /// behind the clear squares.
    func testBackgroundReadsCenterAnchorsOfEveryChild() throws {
        let view = HStack(spacing: 10) {
            Color.clear.frame(width: 20, height: 20).anchorPreference(key: CentersKey.self, value: .center) { [$0] }
            Color.clear.frame(width: 20, height: 20).anchorPreference(key: CentersKey.self, value: .center) { [$0] }
        }
        .padding(.leading, 30).padding(.top, 30)
        .backgroundPreferenceValue(CentersKey.self) { centers in
            GeometryReader { proxy in
                ForEach(0..<centers.count, id: \.self) { index in
                    Color.red.frame(width: 10, height: 10).position(proxy[centers[index]])
                }
            }
        }
        assertColors(try pixel(view, [(40, 40), (70, 40), (44, 44), (55, 40), (30, 30), (40, 47)]),
                     [red, red, red, white, white, white])
    }

    /// Plain values: siblings combine with `reduce` in order (20 + 30), an outer `preference`
    /// replaces its subtree's value, `transformPreference` changes it. The overlay is a red bar of
    /// that many points at the top-leading corner.
    func testValuesCombineReplaceAndTransform() throws {
        func bar(_ content: some View) -> some View {
            content.frame(width: 100, height: 20, alignment: .topLeading)
                .overlayPreferenceValue(SumKey.self, alignment: .topLeading) { sum in
                    Color.red.frame(width: CGFloat(sum), height: 5)
                }
        }
        let siblings = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10).preference(key: SumKey.self, value: 20)
            Color.clear.frame(width: 10, height: 10).preference(key: SumKey.self, value: 30)
        }
        assertColors(try pixel(bar(siblings), [(48, 2), (52, 2)]), [red, white])
        assertColors(try pixel(bar(siblings.preference(key: SumKey.self, value: 5)), [(3, 2), (7, 2)]), [red, white])
        assertColors(try pixel(bar(siblings.transformPreference(SumKey.self) { $0 += 10 }), [(58, 2), (62, 2)]), [red, white])
        // No preference set: the key's default value, 0, draws no bar.
        assertColors(try pixel(bar(Color.clear.frame(width: 10, height: 10)), [(1, 2)]), [white])
    }

    /// `onPreferenceChange` never runs its closure (a still image cannot redraw for the state it would
    /// set) and draws the view unchanged.
    func testOnPreferenceChangeIsInert() throws {
        final class Flag: @unchecked Sendable { var ran = false }
        let flag = Flag()
        let base = Color.red.frame(width: 30, height: 30).preference(key: SumKey.self, value: 3)
        let renderer = try WidgetRenderer()
        let plain = try renderer.render(.view(base.containerBackground(.white, for: .widget), family: .systemSmall, device: device))
        let observed = try renderer.render(.view(base.onPreferenceChange(SumKey.self) { _ in flag.ran = true }
                                               .containerBackground(.white, for: .widget), family: .systemSmall, device: device))
        XCTAssertEqual(plain, observed)
        XCTAssertFalse(flag.ran)
    }
}
