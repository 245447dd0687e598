// Originally: import WidgetKit, import SwiftUI, import AppIntents
import WidgetRender

enum HabitKind: String, AppEnum {
    case water, reading, stretching

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static var caseDisplayRepresentations: [HabitKind: DisplayRepresentation] = [
        .water: "Drink water",
        .reading: "Read",
        .stretching: "Stretch",
    ]

    var symbol: String {
        switch self {
        case .water: "drop.fill"
        case .reading: "moon.fill"
        case .stretching: "leaf.fill"
        }
    }

    var tint: Color {
        switch self {
        case .water: .blue
        case .reading: .indigo
        case .stretching: .mint
        }
    }
}

struct Person: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Person"
    static var defaultQuery = PersonQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let everyone = [Person(id: "me", name: "Me"), Person(id: "sam", name: "Sam")]
}

struct PersonQuery: EntityQuery {
    func entities(for identifiers: [Person.ID]) async throws -> [Person] {
        Person.everyone.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [Person] { Person.everyone }

    func defaultResult() async -> Person? { Person.everyone.first }
}

struct HabitConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Habit"
    static var description = IntentDescription("Choose the habit to track.")

    @Parameter(title: "Habit", default: .water)
    var habit: HabitKind

    @Parameter(title: "Person")
    var person: Person?

    @Parameter(title: "Daily goal", default: 8)
    var goal: Int
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let done: Int
    let configuration: HabitConfiguration
}

struct HabitProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), done: 3, configuration: HabitConfiguration())
    }

    func snapshot(for configuration: HabitConfiguration, in context: Context) async -> HabitEntry {
        HabitEntry(date: Date(), done: 5, configuration: configuration)
    }

    func timeline(for configuration: HabitConfiguration, in context: Context) async -> Timeline<HabitEntry> {
        let entry = HabitEntry(date: Date(), done: 5, configuration: configuration)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct HabitWidgetView: View {
    var entry: HabitEntry

    private var habit: HabitKind { entry.configuration.habit }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: habit.symbol)
                    .font(.title3)
                    .foregroundStyle(habit.tint)
                    .widgetAccentable()
                Spacer()
                Text(entry.configuration.person?.name ?? "Me")
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("\(entry.done) of \(entry.configuration.goal)")
                .font(.title2.weight(.bold))
            HStack(spacing: 3) {
                ForEach(0..<entry.configuration.goal, id: \.self) { index in
                    Capsule()
                        .fill(index < entry.done ? habit.tint : Color.gray.opacity(0.3))
                        .frame(height: 6)
                }
            }
        }
    }
}

struct HabitWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HabitWidget", intent: HabitConfiguration.self, provider: HabitProvider()) { entry in
            HabitWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Habit")
        .description("Track one habit through the day.")
        .supportedFamilies([.systemSmall])
    }
}

extension HabitConfiguration {
    fileprivate static var reading: HabitConfiguration {
        let intent = HabitConfiguration()
        intent.habit = .reading
        intent.goal = 4
        return intent
    }
}

#Preview("Reading habit", as: .systemSmall) {
    HabitWidget()
} timeline: {
    HabitEntry(date: Date(timeIntervalSince1970: 1_749_470_400), done: 1, configuration: .reading)
    HabitEntry(date: Date(timeIntervalSince1970: 1_749_492_000), done: 4, configuration: .reading)
}
