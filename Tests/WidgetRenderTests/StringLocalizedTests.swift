import XCTest
import WidgetRender

// `String(localized:)` translates with the render's environment (docs/localization.md, *Strings
// built in code*): in a provider (sync and async), in an entry view's initializer and in `body`.

/// What the widget's code built, in the order it built it.
private final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var strings: [String] = []
    func add(_ string: String) { lock.withLock { strings.append(string) } }
    /// Each string once, in first-seen order: a view's `body` may be evaluated more than once
    /// (SwiftUI makes no promise either).
    func take() -> [String] {
        lock.withLock {
            defer { strings = [] }
            var seen = Set<String>()
            return strings.filter { seen.insert($0).inserted }
        }
    }
}
private let recorded = Recorded()

private struct GreetingEntry: TimelineEntry {
    let date: Date
    let greeting: String
}

private struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { entry() }
    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }
    private func entry() -> GreetingEntry {
        let greeting = String(localized: "Good morning")
        recorded.add("provider: " + greeting)
        return GreetingEntry(date: Date(timeIntervalSince1970: 1_749_490_860), greeting: greeting)
    }
}

private struct GreetingView: View {
    let entry: GreetingEntry
    let cups: Int
    init(entry: GreetingEntry) {
        self.entry = entry
        cups = 3
        recorded.add("init: " + String(localized: "Cups"))
    }
    var body: some View {
        let count = String(localized: "\(cups) cups")
        recorded.add("body: " + count)
        return VStack { Text(verbatim: entry.greeting); Text(verbatim: count) }
            .containerBackground(.white, for: .widget)
    }
}

private struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "greeting", provider: GreetingProvider()) { GreetingView(entry: $0) }
    }
}

private struct CountIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Count"
    init() {}
}

private struct AsyncGreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: .distantPast, greeting: "") }
    func snapshot(for configuration: CountIntent, in context: Context) async -> GreetingEntry { await entry() }
    func timeline(for configuration: CountIntent, in context: Context) async -> Timeline<GreetingEntry> {
        Timeline(entries: [await entry()], policy: .never)
    }
    private func entry() async -> GreetingEntry {
        await Task.yield()
        let greeting = String(localized: "Good morning", locale: Locale(identifier: "ja"))
        recorded.add("async provider: " + greeting)
        return GreetingEntry(date: Date(timeIntervalSince1970: 1_749_490_860), greeting: greeting)
    }
}

private struct AsyncGreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "greeting.async", intent: CountIntent.self, provider: AsyncGreetingProvider()) {
            GreetingView(entry: $0)
        }
    }
}

final class StringLocalizedTests: XCTestCase {
    private let tables: Localizations = {
        var tables = Localizations()
        tables.add(LocalizedValue(format: "Guten Morgen"), key: "Good morning", language: "de")
        tables.add(LocalizedValue(format: "おはよう"), key: "Good morning", language: "ja")
        tables.add(LocalizedValue(format: "Tassen"), key: "Cups", language: "de")
        tables.add(LocalizedValue(format: "%lld Tassen"), key: "%lld cups", language: "de")
        return tables
    }()

    private func render<W: Widget>(_ widget: W, locale: String?) throws -> [String] {
        let renderer = try WidgetRenderer().localized(by: tables)
        var options = WidgetRenderOptions()
        if let locale { options.environment.locale = Locale(identifier: locale) }
        _ = recorded.take()
        _ = try renderer.render(.widget(widget, family: .systemSmall, options: options))
        return recorded.take()
    }

    func testProviderInitAndBodyTranslateForTheRenderLocale() throws {
        XCTAssertEqual(try render(GreetingWidget(), locale: "de"),
                       ["provider: Guten Morgen", "init: Tassen", "body: 3 Tassen"])
    }

    /// No locale: en_US_POSIX, where no table has the keys, so their own text, as iOS shows a
    /// missing translation.
    func testWithoutATranslationTheKeyIsShown() throws {
        XCTAssertEqual(try render(GreetingWidget(), locale: nil), ["provider: Good morning", "init: Cups", "body: 3 cups"])
    }

    /// An async provider runs in its own task: the environment goes with it; `locale:` overrides it.
    func testAsyncProviderAndAnExplicitLocale() throws {
        XCTAssertEqual(try render(AsyncGreetingWidget(), locale: "de"),
                       ["async provider: おはよう", "init: Tassen", "body: 3 Tassen"])
    }

    /// Outside a render there is no environment: the key's text. A string is never read as Markdown.
    func testOutsideARenderAndMarkdownCharacters() {
        XCTAssertEqual(String(localized: "Good morning"), "Good morning")
        XCTAssertEqual(String(localized: "**Not** bold"), "**Not** bold")
        XCTAssertEqual(String(localized: "greeting.key", defaultValue: "Hello"), "Hello")
    }

    /// `AttributedString(localized:)` is the localized text read as inline Markdown (Foundation's).
    func testLocalizedAttributedStringReadsMarkdown() {
        let due = AttributedString(localized: "Due **today**")
        XCTAssertEqual(due.runs.map { String(due[$0.range].characters) }, ["Due ", "today"])
        XCTAssertEqual(due.runs.map(\.inlinePresentationIntent), [nil, .stronglyEmphasized])
        let fallback = AttributedString(localized: "due.key", defaultValue: "Due _soon_")
        XCTAssertEqual(String(fallback.characters), "Due soon")
    }
}
