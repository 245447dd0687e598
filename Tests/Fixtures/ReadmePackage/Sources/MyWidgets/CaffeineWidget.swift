// The widget the README's snippets name (`CaffeineWidget`, `CaffeineEntry(date:milligrams:)`), written
// as a team writes one, with `import WidgetRender` in place of SwiftUI and WidgetKit.
import WidgetRender

struct CaffeineEntry: TimelineEntry {
    let date: Date
    let milligrams: Int
}

struct CaffeineProvider: TimelineProvider {
    func placeholder(in context: Context) -> CaffeineEntry { CaffeineEntry(date: .caffeineFixture, milligrams: 95) }
    func getSnapshot(in context: Context, completion: @escaping (CaffeineEntry) -> ()) {
        completion(CaffeineEntry(date: .caffeineFixture, milligrams: 95))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CaffeineEntry>) -> ()) {
        let entries = [95, 190].enumerated().map { hour, milligrams in
            CaffeineEntry(date: .caffeineFixture.addingTimeInterval(Double(hour) * 3_600), milligrams: milligrams)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

extension Date {
    /// 2025-06-09 17:41 UTC, the README preview's first entry.
    static let caffeineFixture = Date(timeIntervalSince1970: 1_749_490_860)
}

struct CaffeineView: View {
    @Environment(\.widgetFamily) private var family
    var entry: CaffeineEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Caffeine", systemImage: "cup.and.saucer.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.brown)
                .widgetAccentable()
            Spacer()
            Text("\(entry.milligrams) mg").font(.title.bold())
            if family == .systemMedium {
                ProgressView(value: Double(entry.milligrams), total: 400)
                    .tint(.brown)
            }
            Text(entry.date, style: .time).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CaffeineWidget: Widget {
    let kind = "CaffeineWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CaffeineProvider()) { entry in
            CaffeineView(entry: entry)
        }
        .configurationDisplayName("Caffeine")
        .description("Today's caffeine.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
