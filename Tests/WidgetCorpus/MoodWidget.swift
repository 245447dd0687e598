// Originally: import WidgetKit, import SwiftUI, import AppIntents
import WidgetRender
import Foundation

// A mood journal: the idioms of a widget kept for years. A dynamic `UIColor { traits in }` background,
// custom `Shape`s built with arcs and curves, a `LazyVGrid` of `GridItem(.flexible())`, materials in
// shapes, a gradient `mask`, `ViewThatFits`, `AnyLayout`, Markdown through `Text(.init(string))`,
// `NSLocalizedString`, `1 / displayScale` hairlines, `\.sizeCategory`, a weather measurement with a
// usage, an App Intent provider reading JSON from the app group, and a watch complication in a
// `TimelineView`.

extension Color {
    static let moodCard = Color(UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) : UIColor.systemGray6
    })
    static let moodBrand = Color(uiColor: UIColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1))
}

/// The share of good days as a pie slice.
struct MoodWedge: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// The week's mood as a wave.
struct MoodWave: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addCurve(to: CGPoint(x: rect.maxX, y: rect.midY),
                       control1: CGPoint(x: rect.width * 0.3, y: rect.minY),
                       control2: CGPoint(x: rect.width * 0.7, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

enum Mood: String, CaseIterable, Identifiable {
    case great, okay, bad
    var id: String { rawValue }
    var color: Color {
        switch self { case .great: .green; case .okay: .yellow; case .bad: .red }
    }
    var symbol: String { self == .great ? "face.smiling" : "face.dashed" }
}

struct MoodEntry: TimelineEntry {
    let date: Date
    var goodDays: Double = 0.65
    var outside = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    var note = "Slept **well**, walked _twice_"
}

struct MoodGridView: View {
    var entry: MoodEntry
    @Environment(\.displayScale) private var displayScale
    @Environment(\.sizeCategory) private var sizeCategory
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 3)

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(NSLocalizedString("Mood", comment: "Widget title"))
                    .font(.headline.italic())
                    .fontWeight(.semibold)
                Spacer()
                Text(entry.outside.formatted(.measurement(width: .abbreviated, usage: .weather)))
                    .font(.caption2.monospacedDigit())
            }
            Rectangle().fill(.separator).frame(height: 1 / displayScale)
            LazyVGrid(columns: columns, spacing: 6) {
                ForEach(Mood.allCases) { mood in
                    VStack(spacing: 2) {
                        Image(systemName: mood.symbol)
                            .symbolVariant(.fill)
                            .font(.title3)
                            .foregroundStyle(mood.color)
                        Text(mood.rawValue.capitalized).font(.caption2)
                    }
                    .frame(maxWidth: .infinity, minHeight: sizeCategory.isAccessibilityCategory ? 60 : 44)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                }
            }
            HStack(spacing: 8) {
                MoodWedge(fraction: entry.goodDays)
                    .fill(Color.moodBrand)
                    .frame(width: 36, height: 36)
                    .overlay(Circle().stroke(Color.moodBrand.opacity(0.3), lineWidth: 2))
                MoodWave()
                    .fill(.linearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
                    .frame(height: 36)
                    .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
            }
            ViewThatFits(in: .horizontal) {
                Text("Three good days in a row: keep the streak going")
                Text("Three good days")
            }
            .font(.footnote)
            let layout = sizeCategory > .large ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 4))
            layout {
                Text(.init(entry.note))
                    .padding(.horizontal, 6)
                    .background(Color.moodBrand.gradient.opacity(0.25), in: Capsule())
                Text(.init("[Details](moodjournal://today)"))
            }
            .font(.caption)
        }
        .containerBackground(Color.moodCard, for: .widget)
    }
}

struct MoodProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: .now) }
    func snapshot(for configuration: MoodConfiguration, in context: Context) async -> MoodEntry { MoodEntry(date: .now) }
    func timeline(for configuration: MoodConfiguration, in context: Context) async -> Timeline<MoodEntry> {
        async let current = snapshot(for: configuration, in: context)
        var entry = await current
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.moodjournal")?
            .appendingPathComponent("week.json")
        if let url, let data = try? Data(contentsOf: url), let week = try? JSONDecoder().decode([Double].self, from: data),
           !week.isEmpty {
            entry.goodDays = week.filter { $0 > 0.5 }.count > 0 ? Double(week.filter { $0 > 0.5 }.count) / Double(week.count) : 0
        }
        return Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60)))
    }
    func recommendations() -> [AppIntentRecommendation<MoodConfiguration>] { [] }
}

struct MoodConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Mood"
    @Parameter(title: "Show temperature", default: true) var showTemperature: Bool
}

struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "mood", intent: MoodConfiguration.self, provider: MoodProvider()) { entry in
            MoodGridView(entry: entry)
        }
        .configurationDisplayName("Mood")
        .supportedFamilies([.systemLarge])
    }
}

/// The watch complication: the time of the current minute and today's share of good moments.
struct MoodComplicationView: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Gauge(value: 0.65) {
                Image(systemName: "face.smiling")
            } currentValueLabel: {
                Text(context.date, format: .dateTime.hour(.defaultDigits(amPM: .omitted)).minute())
            }
            .gaugeStyle(.accessoryCircular)
            .widgetAccentable()
        }
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
    }
}
