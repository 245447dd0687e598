// Originally: import WidgetKit, import SwiftUI, import AppIntents
import WidgetRender

// A configurable note widget with the iOS 17/18 idioms: an `AppIntentTimelineProvider` with
// recommendations, the environment values widgets read (`widgetRenderingMode`,
// `showsWidgetContainerBackground`, `isLuminanceReduced`, `redactionReasons`, `widgetContentMargins`),
// `ViewThatFits`, `AnyShapeStyle` switching, a capacity gauge tinted with a `Gradient`, `FormatStyle`s,
// palette symbols with `.fill.tertiary` in `.rect(cornerRadius:)`, and the configuration modifiers
// (`contentMarginsDisabled`, `containerBackgroundRemovable`, `disfavoredLocations`,
// `promptsForUserConfiguration`, `pushHandler`).

struct NoteEntry: TimelineEntry {
    /// A fixed date, so that the goldens do not change with the clock.
    static let sampleDate = Date(timeIntervalSince1970: 1_750_000_000)
    let date: Date
    let title: String
    let progress: Double
}

struct NoteProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: NoteEntry.sampleDate, title: "Groceries", progress: 0.4) }
    func snapshot(for configuration: NoteIntent, in context: Context) async -> NoteEntry { placeholder(in: context) }
    func timeline(for configuration: NoteIntent, in context: Context) async -> Timeline<NoteEntry> {
        Timeline(entries: [NoteEntry(date: NoteEntry.sampleDate, title: configuration.title, progress: 0.7)], policy: .never)
    }
    func recommendations() -> [AppIntentRecommendation<NoteIntent>] { [] }
}

struct NoteIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Note"
    static let description = IntentDescription("Shows a note.")
    @Parameter(title: "Title", default: "Groceries") var title: String
}

struct NoteView: View {
    var entry: NoteEntry
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.isLuminanceReduced) private var luminanceReduced
    @Environment(\.redactionReasons) private var redaction
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.widgetContentMargins) private var margins

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { content; Spacer(minLength: 0) }
            content
        }
        // Margins are disabled for the widget so that the gradient can bleed; the text keeps them.
        .padding(margins)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.title)
                .font(.system(.headline, design: .rounded))
                .foregroundStyle(renderingMode == .fullColor ? AnyShapeStyle(.white) : AnyShapeStyle(.primary))
                .privacySensitive()
            Gauge(value: entry.progress) { Text("Done") }
                .gaugeStyle(.linearCapacity)
                .tint(Gradient(colors: [.green, .yellow]))
            Text(entry.progress.formatted(.percent.precision(.fractionLength(0))))
                .font(.caption).foregroundStyle(.secondary)
            Text(entry.date.formatted(.dateTime.weekday(.wide).hour().minute()))
                .font(.caption2)
            Image(systemName: "checklist")
                .symbolRenderingMode(.palette)
                .foregroundStyle(.white, .green)
                .widgetAccentable()
                .padding(6)
                .background(.fill.tertiary, in: .rect(cornerRadius: 8))
                .clipShape(.capsule)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "note", intent: NoteIntent.self, provider: NoteProvider()) { entry in
            NoteView(entry: entry)
        }
        .configurationDisplayName("Note")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
        .disfavoredLocations([.standBy], for: [.systemSmall])
        .promptsForUserConfiguration()
        .pushHandler(NotePushHandler.self)
    }
}

struct NotePushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
}

#Preview(as: .systemMedium) {
    NoteWidget()
} timeline: {
    NoteEntry(date: NoteEntry.sampleDate, title: "Groceries", progress: 0.3)
}
