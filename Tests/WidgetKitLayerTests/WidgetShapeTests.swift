import Foundation
import XCTest
@testable import WidgetKitLayer
import WidgetViews

final class WidgetShapeTests: XCTestCase {
    func testBundleListsItsWidgetsInOrderWithAvailabilityBranch() throws {
        let widgets = ThreeWidgetsBundle().widgets
        XCTAssertEqual(try widgets.map { try $0.configured().traits.kind }, ["StepsWidget", "EmojiWidget", "Plain"])
        XCTAssertEqual(try widgets.map { try $0.configured().widgetType }, ["StepsWidget", "EmojiWidget", "PlainWidget"])
    }

    func testModifiersReachTheTraits() throws {
        let steps = try StepsWidget().configured().traits
        XCTAssertEqual(steps.configurationType, "StaticConfiguration")
        XCTAssertEqual(steps.displayName, "Steps")
        XCTAssertEqual(steps.description, "Today's step count.")
        XCTAssertEqual(steps.supportedFamilies, [.systemSmall, .systemMedium, .accessoryRectangular])
        XCTAssertFalse(steps.contentMarginsDisabled)
        XCTAssertTrue(steps.backgroundRemovable)

        let plain = try PlainWidget().configured().traits
        XCTAssertEqual(plain.displayName, "Plain")
        XCTAssertEqual(plain.description, "No background")
        XCTAssertTrue(plain.contentMarginsDisabled)
        XCTAssertFalse(plain.backgroundRemovable)
        XCTAssertEqual(plain.disfavoredLocations[.standBy], [.systemSmall])
        XCTAssertTrue(plain.promptsForUserConfiguration)
    }

    /// WidgetKit's default when `supportedFamilies` is not called: the platform's families.
    func testDefaultFamiliesFollowThePlatform() throws {
        let emoji = try EmojiWidget().configured()
        XCTAssertNil(emoji.traits.supportedFamilies)
        XCTAssertEqual(emoji.supportedFamilies(on: .ios), [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        XCTAssertEqual(emoji.supportedFamilies(on: .watchos),
                       [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }

    func testMainReturns() {
        StepsWidget.main()
        ThreeWidgetsBundle.main()
    }
}

final class IntentConfigurationTests: XCTestCase {
    func testASiriKitIntentReachesTheProviderWithItsDefaults() throws {
        let widget = try TeamWidget().configured()
        XCTAssertEqual(widget.traits.configurationType, "IntentConfiguration")
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 1, height: 1), isPreview: false)
        let run = try widget.entries(.timeline, context: context)
        XCTAssertEqual((run.entries[0] as? TeamEntry)?.team, "Falcons")
        XCTAssertEqual(run.policy, .never)
    }

    func testAvailabilityInAWidgetBodyTakesTheFirstBranch() throws {
        XCTAssertEqual(try MigratingWidget().configured().traits.kind, "Migrating")
    }

    func testRecommendationsDefaultToNone() {
        XCTAssertTrue(ThrowingIntentProvider().recommendations().isEmpty)
        let recommendation = AppIntentRecommendation(intent: CityIntent(), description: Text("Oslo"))
        XCTAssertEqual(recommendation.description, "Oslo")
    }
}
