// Originally: import WidgetKit, import SwiftUI
import WidgetRender

struct Article: Identifiable {
    let id: Int
    let title: String
    let source: String
    let minutes: Int

    var url: URL { URL(string: "readinglist://article/\(id)")! }
}

struct ReadingListEntry: TimelineEntry {
    let date: Date
    let articles: [Article]
}

struct ReadingListProvider: TimelineProvider {
    static let articles = [
        Article(id: 1, title: "The quiet return of the night train", source: "Rail Review", minutes: 7),
        Article(id: 2, title: "Why sourdough needs patience", source: "Crumb", minutes: 4),
        Article(id: 3, title: "A field guide to city birds", source: "Outdoors", minutes: 12),
        Article(id: 4, title: "Designing widgets people glance at", source: "Pixel Notes", minutes: 6),
    ]

    func placeholder(in context: Context) -> ReadingListEntry { ReadingListEntry(date: Date(), articles: Self.articles) }

    func getSnapshot(in context: Context, completion: @escaping (ReadingListEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingListEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ReadingListView: View {
    var entry: ReadingListEntry
    @Environment(\.widgetFamily) private var family

    private var shown: ArraySlice<Article> { entry.articles.prefix(family == .systemLarge ? 4 : 2) }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label("Reading list", systemImage: "bell.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.red)
                .widgetAccentable()
            ForEach(shown) { article in
                Link(destination: article.url) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(article.title)
                            .font(.subheadline.weight(.semibold))
                            .lineLimit(2)
                        Text("\(article.source) · \(article.minutes) min")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
                if article.id != shown.last?.id { Divider() }
            }
            Spacer(minLength: 0)
        }
        .widgetURL(URL(string: "readinglist://list"))
    }
}

struct ReadingListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingList", provider: ReadingListProvider()) { entry in
            ReadingListView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Reading list")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    ReadingListWidget()
} timeline: {
    ReadingListEntry(date: Date(timeIntervalSince1970: 1_749_470_400), articles: ReadingListProvider.articles)
}
