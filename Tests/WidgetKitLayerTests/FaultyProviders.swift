import Foundation
import WidgetKitLayer
import WidgetViews

// Providers that misbehave in each way a render must report: a throw, a completion never called,
// an empty timeline. And an entity-backed intent for default resolution.

struct TickEntry: TimelineEntry {
    let date: Date
    var relevance: TimelineEntryRelevance? = nil
}

struct NeverCompletes: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {}
}

struct EmptyTimeline: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) { completion(TickEntry(date: .distantPast)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [], policy: .never))
    }
}

struct NetworkDown: Error, CustomStringConvertible { var description: String { "network is down" } }

struct ThrowingIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: .distantPast) }
    func snapshot(for configuration: CityIntent, in context: Context) async throws -> TickEntry { throw NetworkDown() }
    func timeline(for configuration: CityIntent, in context: Context) async throws -> Timeline<TickEntry> { throw NetworkDown() }
}

struct SlowIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: .distantPast) }
    func snapshot(for configuration: CityIntent, in context: Context) async -> TickEntry {
        try? await Task.sleep(nanoseconds: 5_000_000_000)
        return TickEntry(date: .distantPast)
    }
    func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<TickEntry> {
        Timeline(entries: [TickEntry(date: .distantPast)], policy: .never)
    }
}

struct NeverCompletesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "stuck", provider: NeverCompletes()) { _ in Text("never") }
    }
}

struct EmptyTimelineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "empty", provider: EmptyTimeline()) { _ in Text("never") }
    }
}

struct ThrowingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "weather", intent: CityIntent.self, provider: ThrowingIntentProvider()) { _ in Text("never") }
    }
}

struct SlowWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "slow", intent: CityIntent.self, provider: SlowIntentProvider()) { _ in Text("late") }
    }
}

struct NothingWidget: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

// MARK: - Entities

struct City: AppEntity {
    let id: String
    @Property(title: "Name") var name: String

    init(id: String, name: String) { self.id = id; self.name = name }

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static var defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "A city") }

    static let all = [City(id: "osl", name: "Oslo"), City(id: "lis", name: "Lisbon")]
}

struct CityQuery: EntityQuery {
    func entities(for identifiers: [City.ID]) async throws -> [City] { City.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [City] { City.all }
    func defaultResult() async -> City? { City.all[1] }
}

enum Units: String, AppEnum {
    case metric, imperial
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Units")
    static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [.metric: "Metric", .imperial: "Imperial"]
}

struct CityIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"
    static let description = IntentDescription("Which city to show.")

    @Parameter(title: "City") var city: City?
    @Parameter(title: "Units") var units: Units
    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 7)) var days: Int
    @Parameter(title: "Label") var label: String?

    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: days) }
}

struct ToggleIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Toggle"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

// MARK: - SiriKit intent configuration

final class SelectTeamIntent: INIntent {
    var team: String = "Falcons"
}

struct TeamProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> TeamEntry { TeamEntry(date: .distantPast, team: "—") }
    func getSnapshot(for configuration: SelectTeamIntent, in context: Context, completion: @escaping (TeamEntry) -> ()) {
        completion(TeamEntry(date: .distantPast, team: configuration.team))
    }
    func getTimeline(for configuration: SelectTeamIntent, in context: Context, completion: @escaping (Timeline<TeamEntry>) -> ()) {
        completion(Timeline(entries: [TeamEntry(date: .distantPast, team: configuration.team)], policy: .never))
    }
}

struct TeamEntry: TimelineEntry {
    let date: Date
    let team: String
}

struct TeamWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Team", intent: SelectTeamIntent.self, provider: TeamProvider()) { entry in
            Text(entry.team)
        }
        .configurationDisplayName("Team")
        .onBackgroundURLSessionEvents { _, completion in completion() }
    }
}

/// `if #available … else` in a widget body: on Linux the first branch is taken.
struct MigratingWidget: Widget {
    var body: some WidgetConfiguration {
        if #available(iOS 17.0, macOS 14.0, *) {
            AppIntentConfiguration(kind: "Migrating", intent: CityIntent.self, provider: ThrowingIntentProvider()) { _ in Text("new") }
        } else {
            IntentConfiguration(kind: "MigratingLegacy", intent: SelectTeamIntent.self, provider: TeamProvider()) { _ in Text("old") }
        }
    }
}
