import Foundation
import WidgetRender

/// A caffeine tracker: today's total, the last drink and a log button.
/// Written exactly as SwiftUI widget code; far away on visionOS it shows only the total.
package struct CaffeineTrackerView: View {
    package struct Entry: Sendable {
        package var totalCaffeine: Measurement<UnitMass>
        package var lastDrinkName: String
        package var lastDrinkDate: Date
        package init(totalCaffeine: Measurement<UnitMass>, lastDrinkName: String, lastDrinkDate: Date) {
            self.totalCaffeine = totalCaffeine
            self.lastDrinkName = lastDrinkName
            self.lastDrinkDate = lastDrinkDate
        }
    }

    var entry: Entry
    @Environment(\.levelOfDetail) var levelOfDetail
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme

    package init(entry: Entry) { self.entry = entry }

    package var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if levelOfDetail == .simplified {
                Spacer()
                TotalCaffeineView(total: entry.totalCaffeine, large: true)
                Spacer()
            } else {
                TotalCaffeineView(total: entry.totalCaffeine, large: false)
                Spacer(minLength: 0)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Last drink")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    Text(entry.lastDrinkName)
                        .font(.headline)
                        .lineLimit(1)
                        .privacySensitive()
                    Text(entry.lastDrinkDate, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                LogDrinkButton()
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            // Cream by day, roasted brown by night, so primary text reads in both schemes.
            LinearGradient(colors: colorScheme == .dark
                               ? [Color(red: 0.24, green: 0.17, blue: 0.12), Color(red: 0.13, green: 0.09, blue: 0.07)]
                               : [Color(red: 0.99, green: 0.96, blue: 0.90), Color(red: 0.93, green: 0.84, blue: 0.72)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

struct TotalCaffeineView: View {
    var total: Measurement<UnitMass>
    var large: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Total Caffeine")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(total.formatted())
                .font(.system(size: large ? 40 : 28, weight: .bold, design: .rounded))
                .foregroundStyle(Color.brown)
                .minimumScaleFactor(0.6)
                .lineLimit(1)
                .widgetAccentable()
        }
    }
}

struct LogDrinkButton: View {
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "plus")
            Text("Log a drink")
        }
        .font(.caption.weight(.semibold))
        .foregroundStyle(.white)
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
        // Accented rendering paints label and capsule one color; a faint capsule keeps the label readable.
        .background(Capsule().fill(renderingMode == .fullColor ? Color.brown : Color.brown.opacity(0.35)))
        .widgetAccentable()
    }
}
