// Originally: import WidgetKit, import SwiftUI, import Intents
import WidgetRender

// A widget from before App Intents: configured by a SiriKit intent from `QuoteIntents.intentdefinition`,
// whose classes (`ConfigurationIntent`, the `Author` type, the `QuoteCategory` enum) Xcode generates
// and, here, the WidgetPreviewsPlugin. The provider reads the parameters the way such code does:
// `NSNumber?` with `boolValue`, an enum that starts at `.unknown`, an optional custom type.

struct QuoteEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
    let quote: String
    let author: String
}

struct QuoteProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), configuration: ConfigurationIntent(), quote: "…", author: "")
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (QuoteEntry) -> ()) {
        completion(entry(for: configuration, at: Date()))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> ()) {
        let minutes = configuration.refreshMinutes?.intValue ?? 60
        let next = Calendar.current.date(byAdding: .minute, value: minutes, to: Date())!
        completion(Timeline(entries: [entry(for: configuration, at: Date())], policy: .after(next)))
    }

    private func entry(for configuration: ConfigurationIntent, at date: Date) -> QuoteEntry {
        let (quote, author): (String, String)
        switch configuration.category {
        case .humor: (quote, author) = ("I am so clever that sometimes I don't understand a single word of what I am saying.", "Oscar Wilde")
        case .motivation: (quote, author) = ("Well done is better than well said.", "Benjamin Franklin")
        case .unknown: (quote, author) = ("Pick a category", "")
        }
        return QuoteEntry(date: date, configuration: configuration, quote: quote,
                          author: configuration.favoriteAuthor?.displayString ?? author)
    }
}

struct QuoteWidgetEntryView: View {
    var entry: QuoteProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.configuration.title ?? "Quote")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.orange)
                .textCase(.uppercase)
            Text("“\(entry.quote)”")
                .font(family == .systemSmall ? .footnote : .body)
                .italic()
                .minimumScaleFactor(0.8)
            if entry.configuration.showAuthor?.boolValue ?? false {
                Spacer(minLength: 0)
                Text("— \(entry.author)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(.systemBackground), Color.orange.opacity(0.15)], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct QuoteWidget: Widget {
    let kind: String = "QuoteWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: QuoteProvider()) { entry in
            QuoteWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Quote")
        .description("A quote from the category you pick.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
