import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender
import WidgetShowcase

/// A spec renders exactly like the equivalent Swift code: for every showcase widget, the spec in
/// `Examples/` and the Swift view in `Sources/WidgetShowcase` resolve to equal trees (the input
/// of layout and painting, so equal trees mean equal pixels) in every family, in the environment
/// of every built-in theme that shows the family, and far away on visionOS (levelOfDetail simplified).
final class SpecEquivalenceTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    /// The showcase's ids, and the example file holding each.
    let examples = [
        "caffeine-tracker": "caffeine-tracker.yaml",
        "most-frequent-beverage": "most-frequent-beverage.yaml",
        "happy-hour": "happy-hour.json",
        "emoji-rangers": "emoji-rangers.yaml",
        "calendar-circle": "calendar-circle.yaml",
    ]

    func testEveryShowcaseWidgetHasAnEquivalentExampleSpec() throws {
        XCTAssertEqual(Set(Showcase.all.map(\.id)), Set(examples.keys))
        var comparisons = 0
        for showcase in Showcase.all {
            let file = try XCTUnwrap(examples[showcase.id])
            let spec = try WidgetSpec(contentsOf: examplesDirectory.appendingPathComponent(file))
            let widget = try spec.widget(named: showcase.id)
            XCTAssertEqual(widget.families, showcase.families, showcase.id)
            let entry = widget.entries[0]
            for family in showcase.families {
                var simplified = EnvironmentValues()
                simplified.levelOfDetail = .simplified
                let environments = [("simplified", simplified)] + Theme.builtIn.filter { $0.families.contains(family) }
                    .map { ($0.name, $0.environment(for: family)) }
                for (name, environment) in environments {
                    let swift = try renderer.resolve(showcase.makeView(family), family: family, environment: environment)
                    let fromSpec = try renderer.resolve(widget.view(for: entry), family: family,
                                                        environment: widget.environment(for: entry, base: environment))
                    XCTAssertEqual(fromSpec, swift, "\(showcase.id) \(family) \(name)")
                    comparisons += 1
                }
            }
        }
        // Themes showing systemSmall: 6 Home Screen + 3 visionOS + StandBy, StandBy night, CarPlay = 12;
        // systemMedium 9; each accessory family 3 (two watch themes, the Lock Screen). Three widgets
        // in small + medium, Emoji Rangers in three accessory families, Calendar in one; plus one
        // simplified environment per family (10): 3 × 21 + 9 + 3 + 10.
        XCTAssertEqual(comparisons, 85)
    }

    /// A second entry is the same widget with other data: equal to the Swift view built with it.
    func testSecondEntryMatchesTheSwiftViewWithThatData() throws {
        let spec = try WidgetSpec(contentsOf: examplesDirectory.appendingPathComponent("caffeine-tracker.yaml"))
        let widget = try spec.widget(named: "caffeine-tracker")
        let morning = try XCTUnwrap(widget.entries.first { $0.name == "morning" })
        // "-6h" from the spec's render date 17:41 is 11:41; the last drink 52 minutes before that.
        XCTAssertEqual(morning.date, Showcase.renderDate.addingTimeInterval(-6 * 3600))
        let swiftView = CaffeineTrackerView(entry: .init(
            totalCaffeine: Measurement(value: 95, unit: .milligrams), lastDrinkName: "Espresso",
            lastDrinkDate: morning.date.addingTimeInterval(-52 * 60)))
        var environment = EnvironmentValues()
        environment.renderDate = morning.date
        let swift = try renderer.resolve(swiftView, family: .systemMedium, environment: environment)
        let fromSpec = try renderer.resolve(widget.view(for: morning), family: .systemMedium,
                                            environment: widget.environment(for: morning))
        XCTAssertEqual(fromSpec, swift)
        XCTAssertEqual(widget.outputName(for: morning), "caffeine-tracker.morning")
    }

    /// Equal trees give equal pixels; checked once end to end for the photo widget.
    func testSpecAndSwiftRenderIdenticalPixels() throws {
        let spec = try WidgetSpec(contentsOf: examplesDirectory.appendingPathComponent("most-frequent-beverage.yaml"))
        let widget = try spec.widget(named: "most-frequent-beverage")
        let showcase = try XCTUnwrap(Showcase.all.first { $0.id == "most-frequent-beverage" })
        let entry = widget.entries[0]
        let swift = try renderer.render(.view(showcase.makeView(.systemSmall), family: .systemSmall))
        let fromSpec = try renderer.render(.view(widget.view(for: entry), family: .systemSmall,
                                           environment: widget.environment(for: entry)))
        XCTAssertEqual(fromSpec.premultipliedBytes, swift.premultipliedBytes)
    }
}
