import Foundation
import WidgetKitLayer
import WidgetViews

// Widget files shaped as Xcode 16's "Widget Extension" template writes them (our own text):
// a static widget with a TimelineProvider, an App-Intent-configured one with an AppEnum
// parameter, and a bundle of three. Only the imports differ from an iOS extension.

// MARK: - Static widget

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(timeIntervalSince1970: 0), steps: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(StepsEntry(date: Date(timeIntervalSince1970: 3_600), steps: 4_200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let start = Date(timeIntervalSince1970: 1_749_490_860)
        var entries: [StepsEntry] = []
        for hourOffset in 0 ..< 3 {
            let entryDate = start.addingTimeInterval(Double(hourOffset) * 3_600)
            entries.append(StepsEntry(date: entryDate, steps: 1_000 * (hourOffset + 1)))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetEntryView: View {
    var entry: StepsProvider.Entry

    var body: some View {
        VStack {
            Text("Steps:")
            Text("\(entry.steps)")
            Text(entry.date, style: .time)
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's step count.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

// MARK: - App Intent widget

enum Mood: String, AppEnum {
    case calm, busy, sleepy

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
        .calm: "Calm",
        .busy: DisplayRepresentation(title: "Busy", subtitle: "Lots going on"),
        .sleepy: "Sleepy",
    ]
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String

    @Parameter(title: "Mood", default: .busy)
    var mood: Mood

    @Parameter(title: "Note")
    var note: String?
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Date(timeIntervalSince1970: 0), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Date(timeIntervalSince1970: 0), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        let start = Date(timeIntervalSince1970: 1_749_490_860)
        let entries = (0 ..< 5).map { EmojiEntry(date: start.addingTimeInterval(Double($0) * 3_600), configuration: configuration) }
        return Timeline(entries: entries, policy: .atEnd)
    }

//    func relevances() async -> WidgetRelevances<ConfigurationAppIntent> { }
}

struct EmojiWidgetEntryView: View {
    var entry: EmojiProvider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)
            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
            Text(entry.configuration.mood.localizedStringResource)
        }
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            EmojiWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

extension ConfigurationAppIntent {
    fileprivate static var smiley: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }

    fileprivate static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

// MARK: - A widget with no container background, and the bundle

struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Plain", provider: StepsProvider()) { entry in
            Text("\(entry.steps)")
        }
        .configurationDisplayName(Text("Plain"))
        .description(LocalizedStringResource("No background"))
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
        .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
        .promptsForUserConfiguration()
    }
}

struct ThreeWidgetsBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        EmojiWidget()
        if #available(iOS 17.0, macOS 14.0, *) {
            PlainWidget()
        }
    }
}
