// Originally: import WidgetKit, import SwiftUI
import WidgetRender

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 6_000, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 7_412, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let now = Date()
        let entries = [4_210, 7_412, 10_385].enumerated().map { index, steps in
            StepsEntry(date: now.addingTimeInterval(Double(index) * 3_600), steps: steps, goal: 10_000)
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(4 * 3_600))))
    }
}

struct StepsWidgetView: View {
    var entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemMedium:
            HStack(spacing: 16) {
                ring
                VStack(alignment: .leading, spacing: 4) {
                    title
                    Text("\(entry.goal - min(entry.steps, entry.goal)) to go")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                ring
                Spacer(minLength: 0)
                title
            }
        }
    }

    private var ring: some View {
        ZStack {
            Circle().stroke(Color.green.opacity(0.25), lineWidth: 8)
            Circle()
                .trim(from: 0, to: entry.progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: "flame.fill")
                .foregroundStyle(.green)
                .widgetAccentable()
        }
        .frame(width: 56, height: 56)
    }

    private var title: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.steps, format: .number)
                .font(.title2.bold())
                .monospacedDigit()
            Text("steps today")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .foregroundStyle(.white)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.07, green: 0.13, blue: 0.1), .black],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Steps")
        .description("Your steps toward today's goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: Date(timeIntervalSince1970: 1_749_470_400), steps: 2_950, goal: 10_000)
    StepsEntry(date: Date(timeIntervalSince1970: 1_749_492_000), steps: 10_385, goal: 10_000)
}
