import XCTest
import Foundation
import WidgetRender

/// Whole-widget renders: the provider's entries reach the content closure, each entry is drawn
/// with its own date as "now", and every failure names the widget and the family.
final class WidgetRenderingTests: XCTestCase {
    static let renderer = Result { try WidgetRenderer() }
    var renderer: WidgetRenderer { get throws { try Self.renderer.get() } }

    /// The content closure's view, rendered directly with the entry's date as "now" (our rule:
    /// a timeline entry's date is the render date), equals the widget render of that entry.
    func testEachEntryRendersItsContentWithItsDateAsNow() throws {
        let renderer = try self.renderer
        let timeline = try renderer.render(.timeline(CupsWidget(), family: .systemSmall))
        XCTAssertEqual(timeline.entries.count, 3)
        for entry in timeline.entries {
            var environment = EnvironmentValues()
            environment.renderDate = entry.date
            let expected = try renderer.render(.view(
                CupsView(entry: CupsEntry(date: entry.date, cups: entry.index + 1))
                    .containerBackground(for: .widget) { Color(red: 1, green: 0.95, blue: 0.85) },
                family: .systemSmall, environment: environment))
            XCTAssertEqual(entry.pixmap, expected, "entry \(entry.index)")
        }
        XCTAssertNotEqual(timeline.entries[0].pixmap, timeline.entries[1].pixmap)
        XCTAssertEqual(timeline.policy, .after(fixtureStart.addingTimeInterval(3 * 3_600)))
        XCTAssertEqual(timeline.entries.map { $0.relevance?.score }, [0.75, 0.5, 0.25])
        XCTAssertTrue(timeline.warnings.isEmpty)
    }

    func testSingleEntrySelections() throws {
        let renderer = try self.renderer
        let second = try renderer.render(.widget(CupsWidget(), entry: .timelineEntry(1)))
        XCTAssertEqual(second, try renderer.render(.timeline(CupsWidget())).entries[1].pixmap)
        let snapshot = try renderer.render(.widget(CupsWidget(), entry: .snapshot))
        let given = try renderer.render(.widget(CupsWidget(), entry: .entries([CupsEntry(date: fixtureStart, cups: 2)])))
        XCTAssertEqual(snapshot, given)
        XCTAssertNotEqual(snapshot, second)
    }

    /// WidgetKit draws the placeholder redacted (Apple, "Creating a widget extension": "WidgetKit
    /// renders the placeholder view as redacted").
    func testThePlaceholderIsRedacted() throws {
        let renderer = try self.renderer
        let placeholder = try renderer.render(.widget(CupsWidget(), entry: .placeholder))
        let redacted = try renderer.render(.view(
            CupsView(entry: CupsEntry(date: fixtureStart, cups: 0))
                .containerBackground(for: .widget) { Color(red: 1, green: 0.95, blue: 0.85) }
                .redacted(reason: .placeholder),
            environment: { var e = EnvironmentValues(); e.renderDate = fixtureStart; return e }()))
        XCTAssertEqual(placeholder, redacted)
    }

    func testTheIntentDefaultIsWhatTheWidgetShows() throws {
        let renderer = try self.renderer
        let rendered = try renderer.render(.widget(DrinkWidget()))
        let espresso = try renderer.render(.view(Text("Espresso").font(.title2).containerBackground(for: .widget) { Color.white },
                                           environment: { var e = EnvironmentValues(); e.renderDate = fixtureStart; return e }()))
        XCTAssertEqual(rendered, espresso)
    }

    func testAnUnsupportedFamilyIsAnErrorNamingWidgetAndFamily() throws {
        XCTAssertThrowsError(try renderer.render(.widget(CupsWidget(), family: .systemLarge))) {
            XCTAssertEqual(String(describing: $0), "widget CupsWidget (kind 'Cups'), systemLarge is not supported: "
                           + "supportedFamilies are systemSmall, systemMedium, accessoryRectangular")
        }
    }

    func testAHangingProviderTimesOutWithinItsBudget() throws {
        let start = Date()
        XCTAssertThrowsError(try renderer.render(.widget(StuckWidget(), family: .systemMedium,
                                                 options: WidgetRenderOptions(providerBudget: 0.3)))) {
            XCTAssertEqual(($0 as? WidgetRunError)?.family, .systemMedium)
            XCTAssertEqual(($0 as? WidgetRunError)?.kind, "Stuck")
            XCTAssertTrue(String(describing: $0).contains("getTimeline(in:completion:) did not deliver within 0.30 s"))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
    }

    func testAnEntryOfAnotherTypeIsAnError() throws {
        XCTAssertThrowsError(try renderer.render(.widget(CupsWidget(), entry: .entries([DrinkEntry(date: fixtureStart, configuration: DrinkIntent())])))) {
            XCTAssertEqual(String(describing: $0),
                           "widget CupsWidget (kind 'Cups'), systemSmall: was given an entry of type DrinkEntry; its provider's entries are CupsEntry")
        }
        XCTAssertThrowsError(try renderer.render(.widget(CupsWidget(), entry: .timelineEntry(7)))) {
            XCTAssertEqual(($0 as? WidgetRunError)?.reason, .noSuchEntry(index: 7, count: 3))
        }
    }

    /// iOS 17 and later draw "Please adopt containerBackground API" instead of a widget without a
    /// container background (developer reports, see MissingContainerBackground.swift); the warning is
    /// collected, not printed.
    func testAWidgetWithoutContainerBackgroundShowsTheSystemMessageAndWarns() throws {
        let renderer = try self.renderer
        let result = try renderer.render(.timeline(BareWidget(), entries: .timelineEntry(0)))
        XCTAssertEqual(result.warnings, [
            "Widget BareWidget (kind 'Bare') does not call containerBackground(for: .widget) in systemSmall: iOS 17 and later "
                + "show \"Please adopt containerBackground API\" in its place; wrap the widget's background in "
                + ".containerBackground(for: .widget) { … }",
        ])
        let message = try renderer.render(.view(
            Text("Please adopt containerBackground API").font(.caption).multilineTextAlignment(.center)
                .foregroundStyle(.secondary).containerBackground(for: .widget) { Color.white }))
        XCTAssertEqual(result.entries[0].pixmap, message)
    }

    func testConfigurationFlagsApplyToTheContent() throws {
        struct Flagged: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Flagged", provider: CupsProvider()) { entry in
                    Color.blue.containerBackground(for: .widget) { Color.white }
                }
                .contentMarginsDisabled()
            }
        }
        let renderer = try self.renderer
        let flagged = try renderer.render(.widget(Flagged(), entry: .snapshot))
        let direct = try renderer.render(.view(Color.blue.containerBackground(for: .widget) { Color.white }.contentMarginsDisabled()))
        XCTAssertEqual(flagged, direct)
        // Blue reaches the corner region's inside edge: no 16 pt margin.
        let pixel = flagged.pixel(x: flagged.width / 2, y: 4)
        XCTAssertEqual([pixel.r, pixel.b], [0, 255])
    }

    /// The matrix is supportedFamilies × themes, each theme on its platform's default device; a
    /// family a theme does not show is left out of that theme (Lock Screen: no systemSmall).
    func testTheMatrixCoversSupportedFamiliesTimesThemes() throws {
        let renderer = try self.renderer
        let results = try renderer.render(.matrix(CupsWidget(), themes: [.iosLight, .iosDark, .iosLockScreen], entries: .timelineEntry(0)))
        XCTAssertEqual(results.map { "\($0.family.description)/\($0.theme!.name)" }, [
            "systemSmall/ios.light", "systemSmall/ios.dark", "systemMedium/ios.light", "systemMedium/ios.dark",
            "accessoryRectangular/ios.lockscreen",
        ])
        XCTAssertEqual(Set(results.map(\.device.id)), ["iphone-11"])
        XCTAssertThrowsError(try renderer.render(.matrix(DrinkWidget(), themes: [.watchosFullColor]))) {
            XCTAssertTrue(String(describing: $0).contains("none of its families"), "\($0)")
        }
        let bundle = try renderer.render(.matrix(CoffeeBundle(), themes: [.iosLight], entries: .snapshot))
        XCTAssertEqual(bundle.map(\.kind), ["Cups", "Cups", "Drink"])
    }
}
