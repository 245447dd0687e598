// Originally: import WidgetKit, import SwiftUI
import WidgetRender

// In the app this bundle is the extension's entry point, marked `@main`.
struct CountdownBundle: WidgetBundle {
    var body: some Widget {
        TripCountdownWidget()
        BirthdayCountdownWidget()
        LaunchCountdownWidget()
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let daysLeft: Int
}

/// One provider for the three countdowns: each widget passes its own number of days.
struct CountdownProvider: TimelineProvider {
    let daysLeft: Int

    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: Date(), daysLeft: daysLeft) }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct CountdownView: View {
    let title: String
    let symbol: String
    let color: Color
    let entry: CountdownEntry

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(color)
                .widgetAccentable()
            Text("\(entry.daysLeft)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .minimumScaleFactor(0.6)
            Text(entry.daysLeft == 1 ? "day to \(title)" : "days to \(title)")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
    }
}

struct TripCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TripCountdown", provider: CountdownProvider(daysLeft: 12)) { entry in
            CountdownView(title: "Lisbon", symbol: "sun.max.fill", color: .orange, entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Trip")
        .supportedFamilies([.systemSmall])
    }
}

struct BirthdayCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BirthdayCountdown", provider: CountdownProvider(daysLeft: 1)) { entry in
            CountdownView(title: "Maya's birthday", symbol: "star.fill", color: .pink, entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Birthday")
        .supportedFamilies([.systemSmall])
    }
}

struct LaunchCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LaunchCountdown", provider: CountdownProvider(daysLeft: 47)) { entry in
            CountdownView(title: "launch", symbol: "bolt.fill", color: .purple, entry: entry)
                .containerBackground(for: .widget) { Color.purple.opacity(0.15) }
        }
        .configurationDisplayName("Launch")
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    LaunchCountdownWidget()
} timeline: {
    CountdownEntry(date: Date(timeIntervalSince1970: 1_749_470_400), daysLeft: 47)
    CountdownEntry(date: Date(timeIntervalSince1970: 1_749_556_800), daysLeft: 46)
}
