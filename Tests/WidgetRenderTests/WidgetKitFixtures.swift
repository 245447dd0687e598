import Foundation
import WidgetRender

// Widgets for the whole-widget render tests, written as an iOS widget extension writes them
// (only the import differs).

let fixtureStart = Date(timeIntervalSince1970: 1_749_490_860)  // 2025-06-09 17:41 UTC

struct CupsEntry: TimelineEntry {
    let date: Date
    let cups: Int
    var relevance: TimelineEntryRelevance?
}

struct CupsProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: fixtureStart, cups: 0) }

    func getSnapshot(in context: Context, completion: @escaping (CupsEntry) -> ()) {
        completion(CupsEntry(date: fixtureStart, cups: 2))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entries = (0 ..< 3).map { hour in
            CupsEntry(date: fixtureStart.addingTimeInterval(Double(hour) * 3_600), cups: hour + 1,
                      relevance: TimelineEntryRelevance(score: Float(3 - hour) / 4, duration: 3_600))
        }
        completion(Timeline(entries: entries, policy: .after(fixtureStart.addingTimeInterval(3 * 3_600))))
    }
}

/// Shows the entry's count and two dates: the entry's own (`.time`) and a fixed deadline counted
/// from "now" (`.relative`), which only matches if the entry's date is the render's now.
struct CupsView: View {
    var entry: CupsEntry
    static let deadline = fixtureStart.addingTimeInterval(6 * 3_600)
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(entry.cups) cups").font(.headline)
                Text(entry.date, style: .time).font(.caption)
            }
        } else {
            large
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Coffee").font(.headline)
            Text("\(entry.cups) cups").font(.title.bold())
            Text(entry.date, style: .time).font(.caption)
            Text(Self.deadline, style: .relative).font(.caption2)
        }
    }
}

struct CupsWidget: Widget {
    let kind: String = "Cups"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CupsProvider()) { entry in
            CupsView(entry: entry)
                .containerBackground(for: .widget) { Color(red: 1, green: 0.95, blue: 0.85) }
        }
        .configurationDisplayName("Coffee")
        .description("Cups today.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

struct BareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Bare", provider: CupsProvider()) { entry in
            CupsView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

enum Drink: String, AppEnum {
    case tea, espresso
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static var caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.tea: "Green tea", .espresso: "Espresso"]
}

struct DrinkIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Drink" }
    static var description: IntentDescription { "Which drink to count." }

    @Parameter(title: "Drink", default: .espresso)
    var drink: Drink
}

struct DrinkEntry: TimelineEntry {
    let date: Date
    let configuration: DrinkIntent
}

struct DrinkProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DrinkEntry { DrinkEntry(date: fixtureStart, configuration: DrinkIntent()) }
    func snapshot(for configuration: DrinkIntent, in context: Context) async -> DrinkEntry {
        DrinkEntry(date: fixtureStart, configuration: configuration)
    }
    func timeline(for configuration: DrinkIntent, in context: Context) async -> Timeline<DrinkEntry> {
        Timeline(entries: [DrinkEntry(date: fixtureStart, configuration: configuration)], policy: .never)
    }
}

struct DrinkWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Drink", intent: DrinkIntent.self, provider: DrinkProvider()) { entry in
            Text(entry.configuration.drink.localizedStringResource)
                .font(.title2)
                .containerBackground(for: .widget) { Color.white }
        }
        .supportedFamilies([.systemSmall])
    }
}

struct StuckProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: fixtureStart, cups: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CupsEntry) -> ()) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {}
}

struct StuckWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Stuck", provider: StuckProvider()) { CupsView(entry: $0) }
    }
}

struct CoffeeBundle: WidgetBundle {
    var body: some Widget {
        CupsWidget()
        DrinkWidget()
    }
}
