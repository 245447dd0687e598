import Foundation
import WidgetRender

// The happy-hour relevant widget (watchOS 26): each venue's happy hour is relevant during its own
// hours, and the Smart Stack shows one card per relevant venue (docs/platform.md §8).

package struct HappyHourVenueIntent: WidgetConfigurationIntent {
    package static let title: LocalizedStringResource = "Happy Hour Venue"

    @Parameter(title: "Venue", default: "Blue Bottle")
    package var venue: String
    @Parameter(title: "Special", default: "Two-for-one espresso martinis")
    package var special: String

    package init() {}
    package init(venue: String, special: String) {
        self.venue = venue; self.special = special
    }
}

package struct HappyHourRelevanceEntry: RelevanceEntry {
    package let venue: String
    package let special: String
    package let start: Date
}

package struct HappyHourRelevanceProvider: RelevanceEntriesProvider {
    /// The venues and their happy hours, starting 83 minutes and 3 hours 23 minutes after the showcase's now.
    static let venues: [(venue: String, special: String, start: Date)] = [
        ("Blue Bottle", "Two-for-one espresso martinis", Showcase.renderDate.addingTimeInterval(83 * 60)),
        ("Corner Café", "Half-price cold brew", Showcase.renderDate.addingTimeInterval(203 * 60)),
    ]

    package init() {}

    package func relevance() async -> WidgetRelevance<HappyHourVenueIntent> {
        WidgetRelevance(Self.venues.map { venue in
            WidgetRelevanceAttribute(configuration: HappyHourVenueIntent(venue: venue.venue, special: venue.special),
                                     context: .date(from: venue.start.addingTimeInterval(-3600), to: venue.start.addingTimeInterval(7200)))
        })
    }

    package func entry(configuration: HappyHourVenueIntent, context: Context) async throws -> HappyHourRelevanceEntry {
        let start = Self.venues.first { $0.venue == configuration.venue }?.start ?? Showcase.renderDate
        return HappyHourRelevanceEntry(venue: configuration.venue, special: configuration.special, start: start)
    }

    package func placeholder(context: Context) -> HappyHourRelevanceEntry {
        HappyHourRelevanceEntry(venue: "Happy Hour", special: "Specials nearby", start: Showcase.renderDate)
    }
}

package struct HappyHourRelevantWidget: Widget {
    package init() {}

    package var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "HappyHourRelevant", provider: HappyHourRelevanceProvider()) { entry in
            HappyHourCardView(entry: entry)
        }
        .configurationDisplayName("Happy Hour Nearby")
    }
}

/// One Smart Stack card: the venue, when its happy hour starts, and the special.
struct HappyHourCardView: View {
    let entry: HappyHourRelevanceEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 4) {
                Image(systemName: "clock")
                Text(entry.venue).font(.headline).lineLimit(1)
            }
            .foregroundStyle(Color(red: 1.0, green: 0.62, blue: 0.26))
            .widgetAccentable()
            Text("starts at \(Text(entry.start, style: .time))").font(.caption)
            Text(entry.special).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color(red: 0.93, green: 0.27, blue: 0.39).opacity(0.35) }
    }
}
