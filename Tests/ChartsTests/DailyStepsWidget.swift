// A widget file as it builds in Xcode: Apple's imports, but for `import SwiftUI`, whose names
// `import WidgetKit` brings here (corpus style; docs/charts.md, docs/widgetkit.md).
import WidgetKit
import Charts

struct DaySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
}

struct DailyStepsEntry: TimelineEntry {
    let date: Date
    let days: [DaySteps]
    let goal: Int
}

struct DailyStepsProvider: TimelineProvider {
    static let week = [
        DaySteps(day: "Mon", steps: 6_240), DaySteps(day: "Tue", steps: 8_910), DaySteps(day: "Wed", steps: 4_380),
        DaySteps(day: "Thu", steps: 10_420), DaySteps(day: "Fri", steps: 7_650), DaySteps(day: "Sat", steps: 12_100),
        DaySteps(day: "Sun", steps: 3_020),
    ]

    func placeholder(in context: Context) -> DailyStepsEntry {
        DailyStepsEntry(date: Date(timeIntervalSince1970: 1_749_484_800), days: Self.week, goal: 8_000)
    }
    func getSnapshot(in context: Context, completion: @escaping (DailyStepsEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DailyStepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct DailyStepsView: View {
    var entry: DailyStepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Steps", systemImage: "figure.walk")
                    .font(.caption.bold())
                    .foregroundStyle(.green)
                Spacer()
                if family != .systemSmall {
                    Text("Goal \(entry.goal)").font(.caption2).foregroundStyle(.secondary)
                }
            }
            chart
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }

    @ViewBuilder var chart: some View {
        if family == .systemSmall {
            Chart(entry.days) { day in
                BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                    .foregroundStyle(day.steps >= entry.goal ? Color.green : Color.green.opacity(0.45))
                    .cornerRadius(3)
            }
            .chartYAxis(.hidden)
        } else {
            Chart {
                ForEach(entry.days) { day in
                    BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                        .foregroundStyle(.green.gradient)
                        .cornerRadius(4)
                }
                RuleMark(y: .value("Goal", entry.goal))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
            }
            .chartYAxis {
                AxisMarks(position: .trailing, values: .automatic(desiredCount: 3))
            }
        }
    }
}

struct DailyStepsWidget: Widget {
    let kind = "DailySteps"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DailyStepsProvider()) { entry in
            DailyStepsView(entry: entry)
        }
        .configurationDisplayName("Daily Steps")
        .description("Your steps this week.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
