// Originally: import WidgetKit, import SwiftUI
import WidgetRender

// A weather widget written with the everyday idioms of public widget code: a shared
// `UserDefaults` suite, `@Environment(\.widgetFamily)` switching, `specifier:` interpolation,
// `FormatStyle`s, `if #available` fallbacks for the iOS 17 container background, system colors
// through `UIColor`, `Font.system(_:design:)` with `.weight`, SF Symbols with rendering modes, and
// a `PreviewProvider` next to a `#Preview`.

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Double
    let condition: String
    let symbol: String
    let hourly: [(hour: Int, temperature: Double, symbol: String)]
    let relevance: TimelineEntryRelevance?

    static let sample = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_750_000_000), city: "Cupertino", temperature: 21.4,
        condition: "Partly Cloudy", symbol: "cloud.sun.fill",
        hourly: [(14, 22, "sun.max.fill"), (15, 23, "cloud.sun.fill"), (16, 21, "cloud.fill"),
                 (17, 19, "cloud.drizzle.fill"), (18, 17, "cloud.rain.fill")],
        relevance: TimelineEntryRelevance(score: 10))
}

struct WeatherProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.com.example.weather")

    func placeholder(in context: Context) -> WeatherEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let city = defaults?.string(forKey: "city") ?? WeatherEntry.sample.city
        let entry = WeatherEntry(date: WeatherEntry.sample.date, city: city,
                                 temperature: WeatherEntry.sample.temperature,
                                 condition: WeatherEntry.sample.condition, symbol: WeatherEntry.sample.symbol,
                                 hourly: WeatherEntry.sample.hourly, relevance: nil)
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date)!
        completion(Timeline(entries: [entry], policy: .after(next)))
    }
}

extension View {
    @ViewBuilder
    func widgetBackground<Background: View>(_ background: Background) -> some View {
        if #available(iOSApplicationExtension 17.0, macOSApplicationExtension 14.0, *) {
            containerBackground(for: .widget) { background }
        } else {
            self.background(background)
        }
    }
}

struct WeatherWidgetEntryView: View {
    var entry: WeatherProvider.Entry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label(entry.city, systemImage: "location.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.temperature, specifier: "%.0f")° \(entry.condition)")
                    .font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .systemMedium:
            HStack(spacing: 16) {
                current
                Divider()
                hourly
            }
            .padding(4)
        default:
            current
        }
    }

    private var current: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(entry.city)
                    .font(.system(.subheadline, design: .rounded).weight(.semibold))
                    .lineLimit(1)
                Image(systemName: "location.fill")
                    .font(.caption2)
                    .imageScale(.small)
            }
            Text(entry.temperature.formatted(.number.precision(.fractionLength(0))) + "°")
                .font(.system(size: 44, weight: .light, design: .rounded))
                .minimumScaleFactor(0.6)
                .contentTransition(.numericText())
            Spacer(minLength: 0)
            Image(systemName: entry.symbol)
                .symbolRenderingMode(renderingMode == .fullColor ? .multicolor : .hierarchical)
                .font(.title2)
            Text(entry.condition)
                .font(.caption)
                .foregroundColor(.secondary)
            Text(entry.date, format: .dateTime.hour().minute())
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var hourly: some View {
        HStack(spacing: 0) {
            ForEach(entry.hourly.indices, id: \.self) { index in
                let hour = entry.hourly[index]
                VStack(spacing: 6) {
                    Text(String(format: "%02d", hour.hour))
                        .font(.caption2.monospacedDigit())
                        .foregroundStyle(.secondary)
                    Image(systemName: hour.symbol)
                        .symbolRenderingMode(.multicolor)
                        .frame(height: 20)
                    Text("\(Int(hour.temperature.rounded()))°")
                        .font(.footnote.bold())
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .widgetBackground(
                    LinearGradient(gradient: Gradient(colors: [Color(red: 0.29, green: 0.56, blue: 0.89),
                                                               Color(red: 0.16, green: 0.35, blue: 0.71)]),
                                   startPoint: .top, endPoint: .bottom))
                .foregroundColor(.white)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions and the next hours.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

struct WeatherWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WeatherWidgetEntryView(entry: .sample)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            WeatherWidgetEntryView(entry: .sample)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .environment(\.colorScheme, .dark)
        }
    }
}

#Preview(as: .systemMedium) {
    WeatherWidget()
} timeline: {
    WeatherEntry.sample
}
