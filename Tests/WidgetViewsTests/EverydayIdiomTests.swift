import XCTest
import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved
@testable import WidgetViews

/// Spellings found by compiling widget files written as teams write them: `\.sizeCategory`,
/// `\.pixelLength`, `ShapeStyle.opacity`, `scenePadding`, `TimelineView`, measurement usages,
/// person names, and `Text(.init(markdown))`.
final class EverydayIdiomTests: XCTestCase {
    private func string(_ view: some View, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> String {
        strings(in: try resolved(view, configure).content).joined(separator: "|")
    }

    /// Apple's `DynamicTypeSize(_:)` maps the twelve categories one to one, in order.
    func testSizeCategoryIsTheDynamicTypeSizeUnderItsOldName() throws {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.sizeCategory) var category
            var body: some View { Text("\(size)/\(category)") }
        }
        XCTAssertEqual(try string(Probe()), "large/large")
        XCTAssertEqual(try string(Probe().environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)),
                       "accessibility5/accessibilityExtraExtraExtraLarge")
        XCTAssertEqual(try string(Probe().dynamicTypeSize(.xSmall)), "xSmall/extraSmall")
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(DynamicTypeSize(.accessibilityMedium), .accessibility1)
    }

    /// One pixel at the render's scale: 1/3 pt on a 3× iPhone.
    func testPixelLengthIsOneOverTheDisplayScale() {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        XCTAssertEqual(environment.pixelLength, 1.0 / 3.0)
    }

    /// `Color.red.gradient.opacity(0.5)` halves the alpha of both stops of the gradient
    /// (Color.gradient: top = red mixed with 20 % white).
    func testShapeStyleOpacityFadesEveryStop() throws {
        let paint = try OpacityShapeStyle(base: Color.red.gradient, opacity: 0.5).resolvePaint(in: EnvironmentValues())
        guard case .linearGradient(let stops, _, _) = paint else { return XCTFail("expected a gradient, got \(paint)") }
        XCTAssertEqual(stops.map(\.color.alpha), [0.5, 0.5])
        // Where a style is needed the style's opacity applies; where a view fits, the view's (as
        // before iOS 17): both spellings compile.
        _ = try resolved(Rectangle().fill(Color.red.gradient.opacity(0.5)))
        _ = try resolved(ZStack { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5) })
        let clamped = try OpacityShapeStyle(base: Color.red, opacity: 3).resolvePaint(in: EnvironmentValues())
        XCTAssertEqual(clamped, try Color.red.resolvePaint(in: EnvironmentValues()))
    }

    /// `scenePadding()` is the default padding, 16 pt on the chosen edges (docs/platform.md §6).
    func testScenePaddingIsTheDefaultPadding() throws {
        XCTAssertEqual(try resolved(Color.red.scenePadding()).content, try resolved(Color.red.padding()).content)
        XCTAssertEqual(try resolved(Color.red.scenePadding(.minimum, edges: .horizontal)).content,
                       try resolved(Color.red.padding(.horizontal)).content)
    }

    /// A TimelineView shows the entry current at the render date: the minute's start for
    /// `.everyMinute`, the latest periodic entry, the latest explicit date not after it.
    func testTimelineViewShowsTheEntryCurrentAtTheRenderDate() throws {
        let now = Date(timeIntervalSinceReferenceDate: 1_000_000_030)   // the minute began at …020
        func shown<S: TimelineSchedule>(_ schedule: S, reduced: Bool = false) throws -> String {
            try string(TimelineView(schedule) { context in
                Text("\(Int(context.date.timeIntervalSinceReferenceDate) - 1_000_000_000)/\(context.cadence)")
            }) { $0.renderDate = now; $0.isLuminanceReduced = reduced }
        }
        XCTAssertEqual(try shown(.everyMinute), "20/live")
        XCTAssertEqual(try shown(.periodic(from: now.addingTimeInterval(-100), by: 45)), "20/live")
        XCTAssertEqual(try shown(.explicit([now.addingTimeInterval(-20), now.addingTimeInterval(-10), now.addingTimeInterval(5)])),
                       "20/live")
        // A schedule that starts after the render, or an animation, shows the render date itself.
        XCTAssertEqual(try shown(.periodic(from: now.addingTimeInterval(60), by: 60)), "30/live")
        XCTAssertEqual(try shown(.animation, reduced: true), "30/minutes")
    }

    /// Every usage but `.asProvided` shows temperatures in the locale's preferred unit (CLDR:
    /// Fahrenheit in the US): 21.5 °C = 70.7 °F; 70 °F = 21.111111 °C, the number style's default of
    /// six fraction digits at most.
    func testMeasurementUsagesConvertTemperatures() {
        let celsius = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        XCTAssertEqual(celsius.formatted(.measurement(width: .narrow)), "70.7°F")
        XCTAssertEqual(celsius.formatted(.measurement(width: .narrow, usage: .weather)), "70.7°F")
        XCTAssertEqual(celsius.formatted(.measurement(width: .narrow, usage: .asProvided)), "21.5°C")
        XCTAssertEqual(celsius.formatted(.measurement(width: .narrow).locale(Locale(identifier: "en_GB"))), "21.5°C")
        let fahrenheit = Measurement(value: 70, unit: UnitTemperature.fahrenheit)
        XCTAssertEqual(fahrenheit.formatted(.measurement(width: .abbreviated, usage: .weather).locale(Locale(identifier: "fr_FR"))),
                       "21,111111°C")
        // Other dimensions stay as written (our rule).
        XCTAssertEqual(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road)),
                       "5 km")
    }

    func testPersonNameStyles() {
        var name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
        XCTAssertEqual(name.formatted(), "Ada Lovelace")
        XCTAssertEqual(name.formatted(.name(style: .short)), "Ada")
        XCTAssertEqual(name.formatted(.name(style: .abbreviated)), "AL")
        name.namePrefix = "Countess"
        XCTAssertEqual(name.formatted(.name(style: .long)), "Countess Ada Lovelace")
        name.nickname = "Addie"
        XCTAssertEqual(name.formatted(.name(style: .short)), "Addie")
    }

    /// `Text(.init(string))` is the Markdown idiom: the argument is a `LocalizedStringKey`, not
    /// an image name, as in SwiftUI.
    func testTextInitWithImplicitMemberIsAStringKey() throws {
        let markdown = "**Bold** text"
        XCTAssertEqual(try string(Text(.init(markdown))), "Bold text")
    }
}
