// A widget file as Xcode's widget template writes it, with only `import SwiftUI` / `import WidgetKit`
// replaced by `import WidgetRender`. Dates are fixed (not `.now`) so the goldens are stable.
import Foundation
import WidgetRender

struct EmojiProvider: TimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: .fixture, emoji: "😀")
    }

    func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> ()) {
        completion(EmojiEntry(date: .fixture, emoji: "😀"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        // One entry an hour, as the template does, from a fixed start.
        let entries = ["🌅", "🌞"].enumerated().map { hour, emoji in
            EmojiEntry(date: Date.fixture.addingTimeInterval(Double(hour) * 3600), emoji: emoji)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

extension Date {
    /// 2025-06-09 09:41 UTC.
    static let fixture = Date(timeIntervalSince1970: 1_749_462_060)
}

struct EmojiWidgetEntryView: View {
    var entry: EmojiProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading) {
                Text("Emoji \(entry.emoji)").font(.headline)
                Text(entry.date, style: .time)
            }
        } else {
            VStack {
                Text("Time:")
                Text(entry.date, style: .time)
                Text("Emoji:")
                Text(entry.emoji).font(.largeTitle)
            }
        }
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: EmojiProvider()) { entry in
            EmojiWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) { Color.orange.opacity(0.25) }
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}

#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: .fixture, emoji: "😀")
    EmojiEntry(date: .fixture.addingTimeInterval(3600), emoji: "🤩")
}

#Preview("Lock Screen", as: .accessoryRectangular, widget: { EmojiWidget() }, timelineProvider: EmojiProvider())
