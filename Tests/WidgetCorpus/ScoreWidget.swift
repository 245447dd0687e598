// Originally: import WidgetKit, import SwiftUI
import WidgetRender

// An iOS 18 scores widget: a `MeshGradient` container background, a `ViewModifier` card with a
// `Color.mix` tint, `Text(_:formatter:)` with a cached `DateFormatter` and `NumberFormatter`, a
// date-range `Text`, `Font.smallCaps()`, `Calendar` components, `contentTransition`, and a
// completion-handler provider with entry relevance.

struct ScoreEntry: TimelineEntry {
    let date: Date
    let home: String
    let away: String
    let homeScore: Int
    let awayScore: Int
    let kickoff: Date
    let progress: Double
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 10, duration: 3600) }

    static let sample = ScoreEntry(date: Date(timeIntervalSince1970: 1_760_000_000), home: "Lions", away: "Bears",
                                   homeScore: 21, awayScore: 17, kickoff: Date(timeIntervalSince1970: 1_759_996_400),
                                   progress: 0.62)
}

struct ScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
        let next = Calendar.current.date(byAdding: .minute, value: 15, to: ScoreEntry.sample.date)!
        completion(Timeline(entries: [.sample], policy: .after(next)))
    }
}

struct ScoreCard: ViewModifier {
    var tint: Color
    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(tint.mix(with: .white, by: 0.6).opacity(0.25), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

extension View {
    func scoreCard(_ tint: Color = .orange) -> some View { modifier(ScoreCard(tint: tint)) }
}

struct ScoreView: View {
    var entry: ScoreEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.calendar) private var calendar

    private static let kickoffFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    private static let percentFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("\(entry.home) \(entry.homeScore) – \(entry.awayScore) \(entry.away)").font(.headline)
                Text(entry.kickoff...entry.date).font(.caption)
                ProgressView(value: entry.progress)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        default:
            VStack(alignment: .leading, spacing: 6) {
                row(entry.home, entry.homeScore)
                row(entry.away, entry.awayScore)
                Divider()
                HStack(spacing: 4) {
                    Image(systemName: "clock")
                    Text(entry.kickoff, formatter: Self.kickoffFormatter)
                    Text(NSNumber(value: entry.progress), formatter: Self.percentFormatter)
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
                ProgressView(value: entry.progress, total: 1)
                    .tint(Color.orange.mix(with: .red, by: 0.3))
                Text("Week \(calendar.component(.weekOfYear, from: entry.date))")
                    .font(.caption.smallCaps())
            }
            .scoreCard()
            .containerBackground(for: .widget) {
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.7, 0.4], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [.blue, .purple, .indigo, .teal, .pink, .purple, .indigo, .blue, .teal])
            }
        }
    }

    private func row(_ team: String, _ score: Int) -> some View {
        HStack {
            Text(team).font(.headline)
            Spacer()
            Text("\(score)")
                .font(.system(.title, design: .rounded, weight: .bold))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(score)))
        }
    }
}

struct ScoreWidget: Widget {
    let kind = "ScoreWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ScoreProvider()) { entry in
            ScoreView(entry: entry)
        }
        .configurationDisplayName("Score")
        .description("The live score of your team's game.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}
