// Originally: import WidgetKit, import SwiftUI
import WidgetRender

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let isCharging: Bool
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: Date(), level: 0.8, isCharging: false) }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(BatteryEntry(date: Date(), level: 0.62, isCharging: true))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [BatteryEntry(date: Date(), level: 0.62, isCharging: true)], policy: .never))
    }
}

struct BatteryAccessoryView: View {
    var entry: BatteryEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.level) {
                Image(systemName: "bolt.fill")
            } currentValueLabel: {
                Text(Int(entry.level * 100), format: .number)
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetLabel("Headphones")
        case .accessoryCorner:
            Image(systemName: entry.isCharging ? "bolt.fill" : "circle.fill")
                .font(.title3)
                .widgetLabel {
                    Gauge(value: entry.level) { Text("Battery") }
                        .gaugeStyle(.accessoryLinearCapacity)
                }
        case .accessoryRectangular:
            HStack(spacing: 8) {
                ZStack {
                    AccessoryWidgetBackground()
                    Image(systemName: "bolt.fill")
                }
                .frame(width: 36, height: 36)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Headphones")
                        .font(.headline)
                        .widgetAccentable()
                    Text("\(Int(entry.level * 100))% · \(entry.isCharging ? "charging" : "on battery")")
                        .font(.caption)
                    ProgressView(value: entry.level)
                        .tint(renderingMode == .fullColor ? .green : nil)
                }
            }
        default:
            Label("\(Int(entry.level * 100))%", systemImage: "bolt.fill")
        }
    }
}

struct BatteryAccessoryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryAccessory", provider: BatteryProvider()) { entry in
            BatteryAccessoryView(entry: entry)
                .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Headphones battery")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

#Preview(as: .accessoryRectangular) {
    BatteryAccessoryWidget()
} timeline: {
    BatteryEntry(date: Date(timeIntervalSince1970: 1_749_470_400), level: 0.18, isCharging: false)
}
