import Foundation
import WidgetRender

/// A happy-hour countdown: when it starts, how long until then, and the special.
package struct HappyHourView: View {
    var start: Date
    var special: String
    @Environment(\.widgetFamily) var family
    @Environment(\.showsWidgetContainerBackground) var showsBackground

    package init(start: Date, special: String) {
        self.start = start
        self.special = special
    }

    package var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Image(systemName: "clock")
                Text("Happy Hour")
                    .font(.headline)
                    .widgetAccentable()
                Spacer(minLength: 0)
            }
            Spacer(minLength: 4)
            Text(start, style: .relative)
                .font(.title2.weight(.bold))
                .monospacedDigit()
                .minimumScaleFactor(0.7)
                .lineLimit(1)
            Text("starts at \(Text(start, style: .time))")
                .font(.caption)
                .foregroundStyle(.secondary)
            if family != .systemSmall {
                Text(special)
                    .font(.subheadline)
                    .lineLimit(2)
                    .padding(.top, 4)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 1.0, green: 0.62, blue: 0.26), Color(red: 0.93, green: 0.27, blue: 0.39)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        // White reads on the sunset gradient; without it (StandBy, visionOS paper) the primary color does.
        .foregroundStyle(showsBackground ? Color.white : Color.primary)
    }
}
