import XCTest
import WidgetRender
import WidgetSnapshotTesting
@testable import WidgetCorpus

/// Every corpus widget (Tests/WidgetCorpus: files shaped as teams write them, only the imports
/// changed) in every family it supports × every built-in theme that shows that family, each entry of
/// its timeline: goldens in `Golden/WidgetCorpusGoldenTests/<widget>/…`, looked at when recorded.
final class CorpusGoldenTests: XCTestCase {
    func testStaticWidgetWithCompletionHandlerProvider() {
        assertWidgetSnapshot(of: StepsWidget(), entries: .snapshot, named: "steps")
    }

    func testConfigurableAppIntentWidget() {
        assertWidgetSnapshot(of: HabitWidget(), named: "habit")
    }

    func testEveryWidgetOfTheStaticBundle() {
        assertWidgetSnapshot(of: TripCountdownWidget(), named: "countdown-trip")
        assertWidgetSnapshot(of: BirthdayCountdownWidget(), named: "countdown-birthday")
        assertWidgetSnapshot(of: LaunchCountdownWidget(), named: "countdown-launch")
    }

    func testLockScreenAndWatchAccessories() {
        assertWidgetSnapshot(of: BatteryAccessoryWidget(), named: "battery-accessory")
    }

    /// A widget reading its app's Core Data store through a class generated from the target's
    /// `.xcdatamodeld`: first the store as a render finds it (empty: "Nothing logged today"), then
    /// after the test logs three drinks this morning (1,250 ml, the last at 10:30).
    func testCoreDataWidgetWithAGeneratedEntityClass() throws {
        assertWidgetSnapshot(of: HydrationWidget(), themes: [.iosLight], named: "hydration-empty")
        let context = PersistenceController.shared.container.viewContext
        let morning = Calendar.current.startOfDay(for: EnvironmentValues.defaultRenderDate)
        for (minutes, amount) in [(8 * 60, 500.0), (9 * 60 + 15, 250), (10 * 60 + 30, 500)] {
            let log = WaterLog(context: context)
            log.amount = amount
            log.date = morning.addingTimeInterval(Double(minutes) * 60)
            log.id = UUID()
        }
        try context.save()
        defer {
            for log in (try? context.fetch(WaterLog.fetchRequest())) ?? [] { context.delete(log) }
            try? context.save()
        }
        assertWidgetSnapshot(of: HydrationWidget(), themes: [.iosLight, .iosDark], named: "hydration")
    }

    func testInteractiveWidget() {
        assertWidgetSnapshot(of: ChecklistWidget(), named: "checklist")
    }

    func testListWidgetWithLinks() {
        assertWidgetSnapshot(of: ReadingListWidget(), named: "reading-list")
    }

    /// Everyday idioms: `UserDefaults` suites, `specifier:` interpolation, `if #available` container
    /// backgrounds, SF Symbols in multicolor, `PreviewProvider` beside `#Preview`.
    func testWeatherWidgetWithEverydayIdioms() {
        assertWidgetSnapshot(of: WeatherWidget(), named: "weather")
    }

    /// `@AppStorage`, UIKit system colors, rings from `trim` + `StrokeStyle` in a `GeometryReader`,
    /// gauges, timers, materials in shapes, `contentMarginsDisabled` with `widgetContentMargins`.
    func testFitnessWidgetWithUIKitColorsAndRings() {
        assertWidgetSnapshot(of: FitnessRingsWidget(), entries: .snapshot, named: "fitness-rings")
    }

    /// iOS 17/18 idioms: App Intent provider with recommendations, the environment values widgets
    /// read, `ViewThatFits`, a gauge tinted with a `Gradient`, palette symbols in `.rect(cornerRadius:)`.
    func testNoteWidgetWithEnvironmentAndGradientGauge() {
        assertWidgetSnapshot(of: NoteWidget(), named: "note")
    }

    /// Finance-widget idioms: a custom `Shape` sparkline, `Decimal` currency, signed percent,
    /// `Color(hex:)`, relative date text, `lineLimit(_:reservesSpace:)`.
    /// A richer App Intent configuration: `AppEnum` display representations, an `EntityStringQuery`,
    /// a `DynamicOptionsProvider` (its default, Blue, colors the widget), a parameter summary.
    func testForecastWidgetWithOptionsProviderAndSummary() {
        assertWidgetSnapshot(of: ForecastWidget(), themes: [.iosLight, .iosDark, .iosClear], named: "forecast")
    }

    /// iOS 16/17 styling idioms: shadowed shape styles, fill-then-stroke, materials in shapes, Grid,
    /// indeterminate progress, AttributedString, containerRelativeFrame.
    func testModernStylingIdioms() throws {
        assertWidgetSnapshot(of: ModernStylesView(), families: [.systemLarge],
                             themes: [.iosLight, .iosDark, try Theme(named: "ios.tinted(blue)")], named: "modern-styles")
    }

    func testStockWidgetWithCustomShapeAndFormatStyles() {
        assertWidgetSnapshot(of: StockWidget(), entries: .snapshot, named: "stock")
    }

    /// iOS 18 idioms: a MeshGradient container background, Color.mix, Foundation formatters in
    /// Text, a date-range Text, small capitals.
    func testScoreWidgetWithMeshGradientAndFormatters() {
        assertWidgetSnapshot(of: ScoreWidget(), entries: .snapshot, named: "score")
    }
}

/// What the corpus files declare reaches the renderer: the bundle's widgets, each configuration's
/// families, and the App Intent's parameter defaults.
final class CorpusConfigurationTests: XCTestCase {
    func testBundleListsItsThreeWidgetsInOrder() throws {
        let results = try WidgetRenderer().render(.matrix(CountdownBundle(), themes: [.iosLight]))
        XCTAssertEqual(results.map(\.kind), ["TripCountdown", "BirthdayCountdown", "LaunchCountdown"])
        XCTAssertTrue(results.allSatisfy { $0.family == .systemSmall })
    }

    /// A synchronous step: the widget is main-actor code, which an async test would have to await.
    private func habitWidgetMatrix() throws -> [WidgetRenderResult] {
        try WidgetRenderer().render(.matrix(HabitWidget(), themes: [.iosLight], entries: .snapshot))
    }

    func testAppIntentParametersResolveToTheirDefaults() async throws {
        let results = try habitWidgetMatrix()
        XCTAssertEqual(results.map(\.family), [.systemSmall])
        let intent = try await HabitConfiguration.withResolvedDefaults()
        XCTAssertEqual(intent.habit, .water)
        XCTAssertEqual(intent.goal, 8)
        XCTAssertEqual(intent.person?.name, "Me", "the EntityQuery's defaultResult")
    }

    func testAccessoryWidgetRendersOnLockScreenAndWatch() throws {
        let results = try WidgetRenderer().render(.matrix(BatteryAccessoryWidget(), themes: [.iosLockScreen, .watchosFullColor]))
        let cells = Set(results.map { "\($0.theme?.name ?? "-")/\($0.family.description)" })
        XCTAssertTrue(cells.contains("ios.lockscreen/accessoryRectangular"), "\(cells.sorted())")
        XCTAssertTrue(cells.contains("watchos.fullColor/accessoryCorner"), "\(cells.sorted())")
        XCTAssertFalse(cells.contains("ios.lockscreen/accessoryCorner"), "iOS has no corner complications")
    }
}

/// The corpus controls draw: the toggle's own tint (yellow) shows only when it is on.
final class CorpusControlTests: XCTestCase {
    private func yellowPixels(_ pixmap: Pixmap) -> Int {
        var count = 0
        for y in 0..<pixmap.height { for x in 0..<pixmap.width {
            let p = pixmap.pixel(x: x, y: y)
            // Color.yellow in dark mode is (255, 214, 10): strongly red and green, little blue.
            if p.a == 255 && p.r > 200 && p.g > 170 && p.b < 90 { count += 1 }
        } }
        return count
    }

    func testToggleControlShowsItsTintOnlyWhenOn() throws {
        let renderer = try WidgetRenderer()
        let off = try renderer.render(.control(PorchLightControl(), presentation: .controlCenterSmall, isOn: false))
        let on = try renderer.render(.control(PorchLightControl(), presentation: .controlCenterSmall, isOn: true))
        XCTAssertEqual(yellowPixels(off), 0)
        XCTAssertGreaterThan(yellowPixels(on), 100, "an on toggle fills with its tint")
    }

    func testButtonControlRendersInEveryPresentation() throws {
        let results = try WidgetRenderer().render(.controlPresentations(OpenControl()))
        XCTAssertFalse(results.isEmpty)
        for result in results {
            // Controls draw in dark mode: the symbol (and the label where the presentation shows
            // one) is white on a dark platter, so an empty body would leave no bright pixel.
            var bright = 0
            for y in 0..<result.pixmap.height { for x in 0..<result.pixmap.width {
                let p = result.pixmap.pixel(x: x, y: y)
                if p.a == 255 && p.r > 200 && p.g > 200 && p.b > 200 { bright += 1 }
            } }
            XCTAssertGreaterThan(bright, 20, "\(result.presentation) on \(result.device)")
        }
    }
}

/// The README's "Rendering from Swift" calls, on a corpus widget: they compile and draw.
final class ReadmeExampleTests: XCTestCase {
    func testRenderTimelineAndFilmstrip() throws {
        let renderer = try WidgetRenderer()
        let pixmap = try renderer.render(.widget(StepsWidget(), family: .systemMedium, theme: .iosDark))
        XCTAssertEqual([pixmap.width, pixmap.height], [1014, 474], "the default device, iphone-16: systemMedium 338×158 pt at 3× (docs/platform.md §4)")
        let timeline = try renderer.render(.timeline(StepsWidget(), family: .systemSmall))
        XCTAssertEqual(timeline.entries.count, 3)
        let strip = try renderer.render(.filmstrip(of: timeline))
        XCTAssertGreaterThan(strip.width, 3 * timeline.entries[0].pixmap.width, "three frames side by side")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-timeline-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try strip.writePNG(to: url)
        XCTAssertEqual(try Pixmap(contentsOfPNG: url), strip)
    }
}

/// The ride activity's app-side manager (Tests/WidgetCorpus/RideActivity.swift) drives the activity
/// that is drawn: its current attributes and content render exactly as the same state given directly.
final class CorpusActivityManagerTests: XCTestCase {
    @MainActor
    func testManagerStartsMovesAndEndsTheRenderedActivity() async throws {
        let manager = RideActivityManager()
        try manager.start(driver: "Priya", plate: "7ABC123")
        await manager.move(minutesAway: 12, progress: 0.65, phase: .onTrip)
        let activity = try XCTUnwrap(manager.activity)
        XCTAssertEqual(Activity<RideAttributes>.activities.map(\.id), [activity.id])
        XCTAssertEqual(activity.content.state.headline, "12 min to destination")
        let renderer = try WidgetRenderer()
        let fromManager = try renderer.render(.activity(RideLiveActivity(), attributes: activity.attributes,
                                                      content: activity.content, presentation: .lockScreen))
        let direct = try renderer.render(.activity(
            RideLiveActivity(), attributes: RideAttributes(driverName: "Priya", carPlate: "7ABC123"),
            state: .init(phase: .onTrip, minutesAway: 12, progress: 0.65), presentation: .lockScreen))
        XCTAssertEqual(fromManager, direct)
        await manager.finish()
        XCTAssertTrue(Activity<RideAttributes>.activities.isEmpty)
        XCTAssertEqual(activity.activityState, .dismissed)
    }
}

/// The corpus files' own `#Preview` blocks, found by the discovery plugin (`WidgetPreviews.all`,
/// generated into the corpus module) and checked as goldens, each in its family × every built-in
/// theme that shows it, one golden per timeline entry.
final class CorpusPreviewTests: XCTestCase {
    func testEveryCorpusPreviewIsDiscovered() {
        // One #Preview in each of the six first corpus files, the note widget's, the delivery and
        // ride activities'; the weather file has a #Preview and a PreviewProvider listing two views.
        XCTAssertEqual(WidgetPreviews.all.count, 12)
        let weather = WidgetPreviews.all.filter { ($0.name ?? "").hasPrefix("WeatherWidget_Previews") }
        XCTAssertEqual(weather.map(\.family), [.systemSmall, .systemMedium],
                       "previewContext under environment(_:_:) still names the family")
    }

    func testEveryCorpusPreviewMatchesItsGoldens() {
        assertWidgetPreviewSnapshots(WidgetPreviews.all)
    }

    /// A long-lived widget's idioms: dynamic `UIColor`, custom arc and curve shapes, `LazyVGrid`,
    /// a gradient mask, `AnyLayout`, Markdown through `Text(.init(string))`, a weather temperature
    /// (°F in the default locale), `\.sizeCategory` at an accessibility size; a `TimelineView`
    /// complication on the watch.
    func testMoodWidgetWithLongLivedIdioms() throws {
        assertWidgetSnapshot(of: MoodWidget(), themes: [.iosLight, .iosDark, try Theme(named: "ios.tinted(blue)")],
                             axes: [.default, EnvironmentAxes(dynamicTypeSize: .accessibility1)], named: "mood")
        assertWidgetSnapshot(of: MoodComplicationView(), families: [.accessoryCircular],
                             themes: [.watchosFullColor, .watchosAccented(try ThemeColor(parsing: "orange"))], device: Device.default(for: .watchos),
                             named: "mood-complication")
    }

    /// A SiriKit-configured widget: `ConfigurationIntent`, its enum and custom type are generated by
    /// the WidgetPreviewsPlugin from `QuoteIntents.intentdefinition`; the render gets the definition's
    /// defaults (category Humor, author shown, the quoted title), a placeholder `ConfigurationIntent()` none.
    func testSiriKitIntentWidgetFromItsDefinition() throws {
        let intent = ConfigurationIntent()
        XCTAssertNil(intent.showAuthor)
        XCTAssertEqual(intent.category, .unknown)
        intent.applyDefinitionDefaults()
        XCTAssertEqual(intent.category, .humor)
        XCTAssertEqual(intent.showAuthor?.boolValue, true)
        XCTAssertEqual(intent.refreshMinutes?.intValue, 30)
        XCTAssertEqual(intent.title, "Quote of the \"day\"")
        XCTAssertNil(intent.tags)
        XCTAssertEqual(Author(identifier: "w", display: "Oscar Wilde").displayString, "Oscar Wilde")
        assertWidgetSnapshot(of: QuoteWidget(), themes: [.iosLight, .iosDark], named: "quote")
    }

    /// The plugin writes the asset symbols Xcode 15 generates for the target's catalog
    /// (CorpusMedia.xcassets): a color set, an image set in a namespace group (its name keeps the
    /// namespace, its identifier does not), one in a plain group, with "Image" dropped.
    func testAssetSymbolsAreGeneratedForTheTargetsCatalog() {
        XCTAssertEqual(ColorResource.corpusAccent.name, "CorpusAccent")
        XCTAssertEqual(ImageResource.glyph.name, "Icons/Glyph")
        XCTAssertEqual(ImageResource.badge.name, "Badge-Image")
        XCTAssertNotNil(Color.corpusAccent as Color?)
    }
}
