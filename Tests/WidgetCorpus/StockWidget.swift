// Originally: import WidgetKit, import SwiftUI
import WidgetRender

// A stock widget with the idioms of finance widgets: a `Color(hex:)` extension, a custom `Shape`
// sparkline, `Decimal` prices with a currency `FormatStyle`, a signed percent, `firstTextBaseline`
// rows, `Text(date, style: .relative)`, UIKit colors (`Color(.secondaryLabel)`), `lineLimit` with
// `reservesSpace`, `.background(alignment:)`, and a bundle with an `if #available` branch.

extension Color {
    init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}

struct StockEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let price: Decimal
    let change: Double
    let points: [Double]
}

struct StockProvider: TimelineProvider {
    typealias Entry = StockEntry
    func placeholder(in context: Context) -> StockEntry { .demo }
    func getSnapshot(in context: Context, completion: @escaping (StockEntry) -> ()) { completion(.demo) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StockEntry>) -> ()) {
        let entries = (0..<3).map { i in
            StockEntry(date: StockEntry.demo.date.addingTimeInterval(Double(i) * 900), symbol: "AAPL",
                       price: 231.42 + Decimal(i), change: 0.0123 * Double(i - 1), points: StockEntry.demo.points)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

extension StockEntry {
    static let demo = StockEntry(date: Date(timeIntervalSince1970: 1_750_000_000), symbol: "AAPL", price: 231.42,
                                 change: -0.0087, points: [3, 4, 3.5, 5, 4.2, 6, 5.5, 7])
}

struct Sparkline: Shape {
    var points: [Double]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let lo = points.min(), let hi = points.max(), points.count > 1 else { return path }
        for (i, p) in points.enumerated() {
            let x = rect.minX + rect.width * CGFloat(i) / CGFloat(points.count - 1)
            let y = rect.maxY - rect.height * CGFloat((p - lo) / max(hi - lo, 0.0001))
            if i == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

struct StockView: View {
    let entry: StockEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.locale) var locale

    private var changeColor: Color { entry.change >= 0 ? Color(hex: 0x34C759) : Color(hex: 0xFF3B30) }

    var body: some View {
        switch family {
        case .accessoryInline:
            // `Text(_:format:)` follows the widget's locale; `entry.price.formatted(…)` would use
            // Foundation's process locale, which is en_001 on Linux ("US$231.42", docs/localization.md).
            Label {
                Text("\(entry.symbol) ") + Text(entry.price, format: .currency(code: "USD"))
            } icon: {
                Image(systemName: entry.change >= 0 ? "arrow.up.right" : "arrow.down.right")
            }
        case .accessoryCorner:
            Image(systemName: "chart.line.uptrend.xyaxis")
                .widgetLabel { Text(entry.change, format: .percent.precision(.fractionLength(1))) }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.symbol).font(.headline).widgetAccentable()
                Text(entry.price, format: .currency(code: "USD"))
                Sparkline(points: entry.points).stroke(lineWidth: 1.5)
            }
        default:
            systemBody
        }
    }

    private var systemBody: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.symbol).font(.system(size: 17, weight: .heavy, design: .rounded))
                Spacer(minLength: 4)
                Image(systemName: entry.change >= 0 ? "arrowtriangle.up.fill" : "arrowtriangle.down.fill")
                    .imageScale(.small)
                    .foregroundColor(changeColor)
            }
            Text(entry.price, format: .currency(code: "USD"))
                .font(.title2.weight(.semibold).monospacedDigit())
                .minimumScaleFactor(0.6)
                .lineLimit(1)
            Text(entry.change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
                .font(.caption.bold())
                .foregroundStyle(changeColor)
            Sparkline(points: entry.points)
                .stroke(changeColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .background(alignment: .bottom) {
                    Sparkline(points: entry.points).stroke(Color.secondary.opacity(0.2), lineWidth: 1)
                }
                .frame(maxHeight: .infinity)
            HStack {
                Text(entry.date, style: .relative)
                Text("ago")
            }
            .font(.caption2)
            .foregroundColor(Color(.secondaryLabel))
            .lineLimit(1, reservesSpace: true)
        }
        .overlay(alignment: .topTrailing) {
            if typeSize.isAccessibilitySize { EmptyView() }
        }
        .widgetURL(URL(string: "stocks://\(entry.symbol)"))
    }
}

struct StockWidget: Widget {
    let kind = "StockWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StockProvider()) { entry in
            StockView(entry: entry)
                .containerBackground(for: .widget) { Color(.systemBackground) }
        }
        .configurationDisplayName("Stock")
        .description("Keep an eye on one stock.")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryCorner, .accessoryInline])
    }
}

struct StockBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        StockWidget()
        if #available(iOS 18.0, *) {
            StockWidget()
        }
    }
}
