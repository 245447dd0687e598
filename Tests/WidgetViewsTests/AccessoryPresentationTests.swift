import XCTest
import Foundation
import WidgetGeometry
@testable import WidgetViews
import WidgetResolved

/// `widgetLabel` shows only where watchOS shows it (accessoryCorner, accessoryCircular), below the
/// content; `AccessoryWidgetGroup` is a label over up to three masked items; read-only environment
/// values have deterministic defaults.
final class AccessoryPresentationTests: XCTestCase {
    func gauge() -> some View {
        Gauge(value: 0.4) { Text("UV") }.gaugeStyle(.accessoryCircularCapacity)
    }

    func testLabelIsIgnoredOnTheLockScreen() throws {
        // "The system ignores any labels attached to widgets on the Lock Screen on iPhone."
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
            let plain = try resolved(gauge()) { $0.widgetFamily = family }.content
            let labelled = try resolved(gauge().widgetLabel("Sunny")) { $0.widgetFamily = family }.content
            XCTAssertEqual(labelled, plain, "\(family)")
        }
        // watchOS rectangular and inline show no label either.
        let rectangular = try resolved(Text("x").widgetLabel("Sunny")) { $0.platform = .watchos; $0.widgetFamily = .accessoryRectangular }
        XCTAssertEqual(strings(in: rectangular.content), ["x"])
    }

    func testLabelSitsBelowTheContentOnWatchComplications() throws {
        for family in [WidgetFamily.accessoryCorner, .accessoryCircular] {
            let node = try resolved(Image(systemName: "sun.max.fill").widgetLabel { Text("Sunny") }) {
                $0.platform = .watchos; $0.widgetFamily = family
            }.content
            guard case .stack(let column) = node else { return XCTFail("expected a column in \(family)") }
            XCTAssertEqual(column.axis, .vertical)
            XCTAssertEqual(strings(in: column.children[1]), ["Sunny"])
            // 11 pt semibold (ours).
            XCTAssertEqual(texts(in: column.children[1]).first?.content.runs.first?.font.size, 11)
            XCTAssertEqual(texts(in: column.children[1]).first?.content.lineLimit, 1)
        }
    }

    /// A gauge in the label is the bezel's bar: minimum, bar and maximum in one row (accessoryLinear),
    /// not the default capacity style with its label stacked above; a style set in the label wins.
    func testGaugeLabelIsALinearBarUnlessStyled() throws {
        func labelRow(_ gauge: some View) throws -> ResolvedStack? {
            let node = try resolved(Image(systemName: "heart.fill").widgetLabel { gauge }) {
                $0.platform = .watchos; $0.widgetFamily = .accessoryCorner
            }.content
            guard case .stack(let column) = node else { return nil }
            var label = column.children[1]
            while case .modified(_, let child) = label { label = child }
            guard case .stack(let row) = label else { return nil }
            return row
        }
        let gauge = Gauge(value: 62, in: 40...200) { Text("BPM") } currentValueLabel: { Text("62") }
            minimumValueLabel: { Text("40") } maximumValueLabel: { Text("200") }
        let row = try XCTUnwrap(try labelRow(gauge))
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(strings(in: .stack(row)), ["40", "200"])
        let styled = try XCTUnwrap(try labelRow(gauge.gaugeStyle(.linearCapacity)))
        XCTAssertEqual(styled.axis, .vertical)
    }

    /// A progress view in the label is the bezel's bar alone: its own label is left out (ours: the
    /// bezel has room for the bar only), so "Water" is not drawn, only the 40 % bar.
    func testProgressViewLabelIsTheBarAlone() throws {
        let node = try resolved(Image(systemName: "drop.fill").widgetLabel { ProgressView(value: 0.4) { Text("Water") } }) {
            $0.platform = .watchos; $0.widgetFamily = .accessoryCorner
        }.content
        XCTAssertEqual(strings(in: node), [])
        XCTAssertTrue(String(describing: node).contains("widthFraction(0.4)"))
    }

    func testShowsWidgetLabelFollowsThePlatformAndFamily() {
        var environment = EnvironmentValues()
        environment.widgetFamily = .accessoryCircular
        XCTAssertFalse(environment.showsWidgetLabel)
        environment.platform = .watchos
        XCTAssertTrue(environment.showsWidgetLabel)
        environment.widgetFamily = .accessoryRectangular
        XCTAssertFalse(environment.showsWidgetLabel)
        environment.showsWidgetLabel = true
        XCTAssertTrue(environment.showsWidgetLabel)
    }

    func testAccessoryWidgetGroupIsLabelOverMaskedItems() throws {
        let group = AccessoryWidgetGroup("Weather", systemImage: "sun.max.fill") {
            Text("21°")
            Text("UV 3")
            Text("Rain")
            Text("dropped")
        }
        let node = try resolved(group) { $0.platform = .watchos; $0.widgetFamily = .accessoryRectangular }.content
        guard case .stack(let column) = node, case .modified(_, .stack(let row)) = column.children[1] else {
            return XCTFail("expected a label over a row")
        }
        XCTAssertEqual(strings(in: column.children[0]), ["Weather"])
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(row.spacing, 6)
        XCTAssertEqual(strings(in: .stack(row)), ["21°", "UV 3", "Rain"])
        XCTAssertEqual(shapes(in: .stack(row)).map(\.kind), [.circle, .circle, .circle])
        XCTAssertTrue(String(describing: row.children[0]).contains("clip(WidgetResolved.ShapeKind.circle"))

        let squares = try resolved(AccessoryWidgetGroup("W") { Text("1") }.accessoryWidgetGroupStyle(.roundedSquare)).content
        XCTAssertEqual(shapes(in: squares).map(\.kind), [.roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous)])
    }

    func testEnvironmentDefaultsAreDeterministic() {
        let environment = EnvironmentValues()
        XCTAssertEqual(environment.widgetContentMargins, EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        XCTAssertEqual(environment.calendar.identifier, .gregorian)
        XCTAssertEqual(environment.calendar.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(environment.dynamicTypeSize, .large)
        XCTAssertFalse(environment.dynamicTypeSize.isAccessibilitySize)
        XCTAssertTrue(environment.showsWidgetContainerBackground)
        XCTAssertEqual(environment.widgetRenderingMode, .fullColor)
        environment.openURL(URL(string: "https://example.com")!)
    }

    func testCurvesContentChangesNothing() throws {
        XCTAssertEqual(try resolved(Text("x").widgetCurvesContent()).content, try resolved(Text("x")).content)
    }
}
