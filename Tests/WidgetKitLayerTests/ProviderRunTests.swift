import Foundation
import XCTest
@testable import WidgetKitLayer
import WidgetViews

final class ProviderRunTests: XCTestCase {
    private func context(_ family: WidgetFamily = .systemSmall, preview: Bool = false) -> TimelineProviderContext {
        TimelineProviderContext(family: family, displaySize: CGSize(width: 170, height: 170), isPreview: preview)
    }

    func testTimelineEntriesAndPolicyArriveInOrder() throws {
        let run = try StepsWidget().configured().entries(.timeline, context: context())
        XCTAssertEqual(run.entries.map { ($0 as! StepsEntry).steps }, [1_000, 2_000, 3_000])
        XCTAssertEqual(run.entries.map(\.date.timeIntervalSince1970), [1_749_490_860, 1_749_494_460, 1_749_498_060])
        XCTAssertEqual(run.policy, .atEnd)
    }

    func testPlaceholderAndSnapshotYieldOneEntry() throws {
        let widget = try StepsWidget().configured()
        XCTAssertEqual((try widget.entries(.placeholder, context: context()).entries.first as? StepsEntry)?.steps, 0)
        XCTAssertEqual((try widget.entries(.snapshot, context: context(preview: true)).entries.first as? StepsEntry)?.steps, 4_200)
    }

    func testACompletionNeverCalledTimesOutNamingWidgetAndFamily() throws {
        let start = Date()
        XCTAssertThrowsError(try NeverCompletesWidget().configured().entries(.timeline, context: context(.systemMedium), budget: 0.2)) {
            let error = $0 as! WidgetRunError
            XCTAssertEqual(error.reason, .timedOut(call: "getTimeline(in:completion:)", seconds: 0.2))
            XCTAssertEqual(error.description, "widget NeverCompletesWidget (kind 'stuck'), systemMedium: the provider's "
                + "getTimeline(in:completion:) did not deliver within 0.20 s (a completion handler never called, a hang, "
                + "or work waiting for the main thread)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testASlowAsyncProviderTimesOut() throws {
        XCTAssertThrowsError(try SlowWidget().configured().entries(.snapshot, context: context(), budget: 0.2)) {
            XCTAssertEqual(($0 as! WidgetRunError).reason, .timedOut(call: "snapshot(for:in:)", seconds: 0.2))
        }
    }

    func testAThrowingProviderIsReportedWithItsError() throws {
        XCTAssertThrowsError(try ThrowingWidget().configured().entries(.timeline, context: context(.systemLarge))) {
            XCTAssertEqual(String(describing: $0),
                           "widget ThrowingWidget (kind 'weather'), systemLarge: the provider's timeline(for:in:) threw: network is down")
        }
    }

    func testAnEmptyTimelineIsAnError() throws {
        XCTAssertThrowsError(try EmptyTimelineWidget().configured().entries(.timeline, context: context())) {
            XCTAssertEqual(($0 as! WidgetRunError).reason, .emptyTimeline(call: "getTimeline(in:completion:)"))
        }
    }

    func testAWidgetWithoutConfigurationIsAnError() {
        XCTAssertThrowsError(try NothingWidget().configured()) {
            XCTAssertEqual(($0 as! WidgetRunError).reason, .noConfiguration)
        }
    }

    /// A synchronous step: the widget's body is main-actor code, which an async test would have to await.
    private func configuredEmojiWidget() throws -> ConfiguredWidget { try EmojiWidget().configured() }

    /// Many provider calls at once from pool threads must not starve each other (they run on their own executor).
    func testConcurrentCallsFromTasksDoNotStarve() async throws {
        let widget = try configuredEmojiWidget()
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0 ..< 8 {
                group.addTask { try widget.entries(.timeline, context: self.context(), budget: 5).entries.count }
            }
            for try await count in group { XCTAssertEqual(count, 5) }
        }
    }

    // MARK: - Intents

    func testTheProviderSeesTheIntentsDefaults() throws {
        let run = try EmojiWidget().configured().entries(.timeline, context: context())
        let intent = (run.entries[0] as! EmojiEntry).configuration
        XCTAssertEqual(intent.favoriteEmoji, "😃")
        XCTAssertEqual(intent.mood, .busy)
        XCTAssertNil(intent.note)
    }

    func testDefaultsResolveEntityQueryEnumAndOptional() async throws {
        let intent = try await CityIntent.withResolvedDefaults()
        XCTAssertEqual(intent.city?.id, "lis")  // CityQuery.defaultResult()
        XCTAssertEqual(intent.city?.name, "Lisbon")
        XCTAssertEqual(intent.units, .metric)  // our rule: first case
        XCTAssertEqual(intent.days, 3)
        XCTAssertNil(intent.label)
        let result = try await intent.perform()
        XCTAssertEqual((result as? IntentResultContainer<Int>)?.value, 3)
    }

    func testParametersAreSettableThroughALet() {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        XCTAssertEqual(intent.favoriteEmoji, "🤩")
        XCTAssertEqual(intent.$favoriteEmoji.title, "Favorite Emoji")
        XCTAssertEqual(ConfigurationAppIntent().favoriteEmoji, "😃")
        let toggle = ToggleIntent()
        XCTAssertFalse(toggle.value)
        toggle.value = true
        XCTAssertTrue(toggle.value)
    }

    func testDisplayRepresentations() {
        XCTAssertEqual(Mood.busy.localizedStringResource.key, "Busy")
        XCTAssertEqual(Mood.caseDisplayRepresentations[.busy]?.subtitle, "Lots going on")
        XCTAssertEqual(Units.typeDisplayRepresentation.name, "Units")
        XCTAssertEqual(City.all[0].displayRepresentation.title, "Oslo")
        XCTAssertEqual(ConfigurationAppIntent.title, "Configuration")
        XCTAssertEqual(ConfigurationAppIntent.description.description, "This is an example widget.")
        XCTAssertEqual(CityIntent.description.description, "Which city to show.")
    }

    func testLocalizedStrings() {
        let count = 3
        XCTAssertEqual(String(localized: "\(count) cups"), "3 cups")
        XCTAssertEqual(String(localized: LocalizedStringResource("Hello")), "Hello")
        XCTAssertEqual(String(localized: "key", defaultValue: "Shown"), "Shown")
        let resource: LocalizedStringResource = "\(2.5, specifier: "%.1f") km"
        XCTAssertEqual(resource.key, "2.5 km")
    }

    func testWidgetCenterAcceptsCalls() async throws {
        WidgetCenter.shared.reloadTimelines(ofKind: "StepsWidget")
        WidgetCenter.shared.reloadAllTimelines()
        let configurations = try await WidgetCenter.shared.currentConfigurations()
        XCTAssertTrue(configurations.isEmpty)
        // App-side Smart Stack relevance: accepted, with what it was given kept on the value.
        let relevant = RelevantIntent(StartTimerIntent(), widgetKind: "StepsWidget",
                                      relevance: .date(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 60)))
        XCTAssertEqual(relevant.widgetKind, "StepsWidget")
        XCTAssertEqual(relevant.relevance.start, Date(timeIntervalSince1970: 0))
        try await RelevantIntentManager.shared.updateRelevantIntents([relevant])
    }
}

final class LiteralOverloadTests: XCTestCase {
    /// A literal given to Text stays a LocalizedStringKey: an inner Text interpolates as text, not
    /// as its debug description (which a LocalizedStringResource would produce).
    func testTextLiteralIsALocalizedStringKey() throws {
        let text = Text("Hello \(Text("world").bold())")
        XCTAssertEqual(text.plainString, "Hello world")
        let resource: LocalizedStringResource = "Tea"
        XCTAssertEqual(Text(resource).plainString, "Tea")
    }
}

final class ForeignProviderTests: XCTestCase {
    private let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 1, height: 1), isPreview: false)

    func testAWidgetCanBeConfiguredWithAGivenIntent() throws {
        let widget = try EmojiWidget().configured()
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        let configured = try XCTUnwrap(widget.with(intent: intent))
        XCTAssertEqual(configured.traits.kind, "EmojiWidget")
        let run = try configured.entries(.snapshot, context: context)
        XCTAssertEqual((run.entries[0] as? EmojiEntry)?.configuration.favoriteEmoji, "🤩")
        XCTAssertNil(widget.with(intent: CityIntent()))
        XCTAssertNil(try StepsWidget().configured().with(intent: intent))
    }

    func testAForeignProviderRunsUnderTheBudget() throws {
        let run = try providerOnly(StepsProvider(), kind: "preview").entries(.timeline, context: context)
        XCTAssertEqual(run.entries.count, 3)
        XCTAssertThrowsError(try providerOnly(NeverCompletes(), kind: "preview").entries(.timeline, context: context, budget: 0.1))
        let intent = CityIntent()
        intent.days = 5
        XCTAssertThrowsError(try providerOnly(ThrowingIntentProvider(), kind: "p", intent: intent).entries(.snapshot, context: context)) {
            XCTAssertEqual(String(describing: $0), "widget ThrowingIntentProvider (kind 'p'), systemSmall: the provider's snapshot(for:in:) threw: network is down")
        }
    }
}

final class ProviderStarvationTests: XCTestCase {
    /// Provider calls made from every thread of `concurrentPerform` (the golden checker's
    /// parallelism) still get threads to run on: completion-based and async providers alike.
    func testCallsFromEveryDispatchWorkerDoNotStarve() throws {
        let steps = try StepsWidget().configured(), emoji = try EmojiWidget().configured()
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 1, height: 1), isPreview: false)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                let widget = index.isMultiple(of: 2) ? steps : emoji
                _ = try widget.entries(.timeline, context: context, budget: 3)
            } catch {
                failures.increment()
            }
        }
        XCTAssertEqual(failures.value, 0)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
