// A second widget with a provider written as a closure, a plain view preview, and a
// preview inside `#if DEBUG` (kept by discovery with its condition).
import Foundation
import WidgetRender

struct LevelEntry: TimelineEntry {
    let date: Date
    let level: Double
}

struct LevelProvider: TimelineProvider {
    func placeholder(in context: Context) -> LevelEntry { LevelEntry(date: .fixture, level: 0.5) }
    func getSnapshot(in context: Context, completion: @escaping (LevelEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LevelEntry>) -> Void) {
        completion(Timeline(entries: [LevelEntry(date: .fixture, level: 0.72)], policy: .never))
    }
}

struct LevelView: View {
    var entry: LevelEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Battery").font(.caption).foregroundStyle(.secondary)
            Text("\(Int(entry.level * 100)) %").font(.title).bold()
            ProgressView(value: entry.level)
        }
        .containerBackground(for: .widget) { Color.green.opacity(0.2) }
    }
}

struct LevelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Level", provider: LevelProvider()) { entry in
            LevelView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Level", as: .systemMedium) {
    LevelWidget()
} timelineProvider: {
    LevelProvider()
}

#Preview {
    LevelView(entry: LevelEntry(date: .fixture, level: 0.25))
}

#if DEBUG
#Preview("Level · full") {
    LevelView(entry: LevelEntry(date: .fixture, level: 1))
}
#endif
