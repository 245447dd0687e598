// Originally: import WidgetKit, import SwiftUI, import UIKit
import WidgetRender

// A fitness widget written with more idioms of public widget code: `@AppStorage` on an app-group
// suite, `UIColor` system colors, `Color(uiColor:)`, rings drawn with `trim` + `StrokeStyle`,
// `GeometryReader`, `Gauge`, `ProgressView(value:)`, `Text(_:style:)` timers and relative dates,
// `redacted`, `privacySensitive`, `contentMarginsDisabled`, `widgetContentMargins`, materials with
// shapes, `overlay(alignment:)`, `lineLimit` ranges, `dynamicTypeSize` ranges and accessibility
// modifiers.

struct RingsEntry: TimelineEntry {
    let date: Date
    let move: Double
    let exercise: Double
    let stand: Double
    let workoutStart: Date

    static let preview = RingsEntry(date: Date(timeIntervalSince1970: 1_750_000_000), move: 0.72,
                                    exercise: 0.45, stand: 0.9,
                                    workoutStart: Date(timeIntervalSince1970: 1_749_998_200))
}

struct RingsProvider: TimelineProvider {
    @AppStorage("moveGoal", store: UserDefaults(suiteName: "group.com.example.fitness"))
    private var moveGoal: Double = 500

    func placeholder(in context: Context) -> RingsEntry { .preview }

    func getSnapshot(in context: Context, completion: @escaping (RingsEntry) -> ()) {
        completion(.preview)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RingsEntry>) -> ()) {
        let entries = (0..<3).map { step in
            RingsEntry(date: RingsEntry.preview.date.addingTimeInterval(Double(step) * 900),
                       move: min(1, RingsEntry.preview.move + Double(step) * 0.1 * 500 / moveGoal),
                       exercise: RingsEntry.preview.exercise, stand: RingsEntry.preview.stand,
                       workoutStart: RingsEntry.preview.workoutStart)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct ActivityRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(progress))
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct RingsView: View {
    let entry: RingsEntry

    var body: some View {
        GeometryReader { proxy in
            let width = min(proxy.size.width, proxy.size.height) * 0.12
            ZStack {
                ActivityRing(progress: entry.move, color: Color(uiColor: .systemPink), lineWidth: width)
                ActivityRing(progress: entry.exercise, color: .green, lineWidth: width)
                    .padding(width * 1.1)
                ActivityRing(progress: entry.stand, color: Color(UIColor.systemTeal), lineWidth: width)
                    .padding(width * 2.2)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Move \(Int(entry.move * 100)) percent")
    }
}

struct FitnessRingsEntryView: View {
    var entry: RingsProvider.Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.redactionReasons) var redactionReasons

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.move) {
                Image(systemName: "flame.fill")
            } currentValueLabel: {
                Text(entry.move, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.pink)
        case .systemMedium:
            HStack(spacing: 12) {
                RingsView(entry: entry)
                    .padding(.vertical, 4)
                VStack(alignment: .leading, spacing: 6) {
                    stat("Move", value: entry.move, color: Color(uiColor: .systemPink))
                    stat("Exercise", value: entry.exercise, color: .green)
                    stat("Stand", value: entry.stand, color: Color(UIColor.systemTeal))
                    if redactionReasons.isEmpty {
                        HStack(spacing: 4) {
                            Image(systemName: "figure.run")
                            Text(entry.workoutStart, style: .timer)
                                .monospacedDigit()
                                .privacySensitive()
                        }
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.orange)
                    }
                }
                .padding(.trailing, margins.trailing / 2)
            }
            .padding(margins)
        default:
            RingsView(entry: entry)
                .padding()
                .overlay(alignment: .bottomTrailing) {
                    Text(entry.date, style: .relative)
                        .font(.system(size: 9))
                        .lineLimit(1...2)
                        .padding(4)
                        .background(.ultraThinMaterial, in: Capsule())
                }
        }
    }

    private func stat(_ title: String, value: Double, color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased())
                .font(.caption2.weight(.bold))
                .foregroundColor(color)
            ProgressView(value: value)
                .tint(color)
        }
    }
}

struct FitnessRingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FitnessRings", provider: RingsProvider()) { entry in
            FitnessRingsEntryView(entry: entry)
                .containerBackground(Color(uiColor: .systemBackground), for: .widget)
                .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        }
        .configurationDisplayName("Activity")
        .description("Your rings at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
        .contentMarginsDisabled()
    }
}
