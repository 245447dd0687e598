// Originally: import WidgetKit, import SwiftUI, import AppIntents
import WidgetRender

struct ChecklistItem: Identifiable {
    let id: String
    let title: String
    let isDone: Bool
}

struct ToggleItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle item"

    @Parameter(title: "Item")
    var itemID: String

    init() {}
    init(itemID: String) { self.itemID = itemID }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ClearDoneIntent: AppIntent {
    static var title: LocalizedStringResource = "Clear finished items"

    func perform() async throws -> some IntentResult { .result() }
}

struct ChecklistEntry: TimelineEntry {
    let date: Date
    let items: [ChecklistItem]
}

struct ChecklistProvider: TimelineProvider {
    static let sample = [
        ChecklistItem(id: "1", title: "Buy oat milk", isDone: true),
        ChecklistItem(id: "2", title: "Call the plumber", isDone: false),
        ChecklistItem(id: "3", title: "Book train tickets", isDone: false),
    ]

    func placeholder(in context: Context) -> ChecklistEntry { ChecklistEntry(date: Date(), items: Self.sample) }

    func getSnapshot(in context: Context, completion: @escaping (ChecklistEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChecklistEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ChecklistWidgetView: View {
    var entry: ChecklistEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Today")
                    .font(.headline)
                Spacer()
                Button(intent: ClearDoneIntent()) {
                    Image(systemName: "xmark")
                }
                .buttonStyle(.bordered)
                .tint(.orange)
            }
            ForEach(entry.items) { item in
                Toggle(isOn: item.isDone, intent: ToggleItemIntent(itemID: item.id)) {
                    Text(item.title)
                        .font(.subheadline)
                        .foregroundStyle(item.isDone ? Color.secondary : Color.primary)
                        .invalidatableContent()
                }
                .toggleStyle(.switch)
            }
            Spacer(minLength: 0)
        }
    }
}

struct ChecklistWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Checklist", provider: ChecklistProvider()) { entry in
            ChecklistWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Checklist")
        .description("Tick items off without opening the app.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    ChecklistWidget()
} timeline: {
    ChecklistEntry(date: Date(timeIntervalSince1970: 1_749_470_400), items: ChecklistProvider.sample)
}
