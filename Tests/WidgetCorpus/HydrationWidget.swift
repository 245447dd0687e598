// Originally: import WidgetKit, import SwiftUI, import CoreData
import WidgetRender

// A widget that reads its app's Core Data store: the entity class comes from Hydration.xcdatamodeld
// (Codegen: Class Definition), the store lives in the app group, the provider fetches today's logs.

struct PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Hydration")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        } else if let store = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.hydration")?
            .appendingPathComponent("Hydration.sqlite") {
            container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

struct HydrationEntry: TimelineEntry {
    let date: Date
    let total: Double
    let goal: Double
    let lastDrink: Date?
}

struct HydrationProvider: TimelineProvider {
    let goal = 2_000.0

    func placeholder(in context: Context) -> HydrationEntry {
        HydrationEntry(date: Date(), total: 1_250, goal: goal, lastDrink: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (HydrationEntry) -> Void) {
        completion(context.isPreview ? placeholder(in: context) : entry(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HydrationEntry>) -> Void) {
        let now = Date()
        let midnight = Calendar.current.startOfDay(for: now).addingTimeInterval(86_400)
        completion(Timeline(entries: [entry(at: now)], policy: .after(midnight)))
    }

    private func entry(at date: Date) -> HydrationEntry {
        let request: NSFetchRequest<WaterLog> = WaterLog.fetchRequest()
        request.predicate = NSPredicate(format: "date >= %@", Calendar.current.startOfDay(for: date) as NSDate)
        request.sortDescriptors = [NSSortDescriptor(keyPath: \WaterLog.date, ascending: false)]
        let logs = (try? PersistenceController.shared.container.viewContext.fetch(request)) ?? []
        return HydrationEntry(date: date, total: logs.reduce(0) { $0 + $1.amount }, goal: goal, lastDrink: logs.first?.date)
    }
}

struct HydrationWidgetView: View {
    var entry: HydrationEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Water", systemImage: "drop.fill")
                .font(.headline)
                .foregroundStyle(.cyan)
            Text("\(Int(entry.total)) ml")
                .font(.system(.title, design: .rounded).bold())
            ProgressView(value: min(entry.total / entry.goal, 1))
                .tint(.cyan)
            if let last = entry.lastDrink {
                Text("Last drink \(last, style: .time)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else {
                Text("Nothing logged today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HydrationWidget: Widget {
    let kind = "HydrationWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HydrationProvider()) { entry in
            HydrationWidgetView(entry: entry)
        }
        .configurationDisplayName("Hydration")
        .description("Today's water, from the app's log.")
        .supportedFamilies([.systemSmall])
    }
}
